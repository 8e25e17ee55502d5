// swift-tools-version:6.0
import PackageDescription

// A team's own package: its keyboard handler as a kbsim strategy, its tapes, its tests, and its
// own `acme-kbsim` — the whole kbsim command line with the handler registered. It uses kbsim's
// public library products only, so kbsim's `make test` building it keeps that API honest.
let package = Package(
    name: "CustomStrategy",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "acme-kbsim", targets: ["acme-kbsim"]),
    ],
    dependencies: [
        .package(name: "kbsim", path: "../.."),
    ],
    targets: [
        // The handler, written against the simulation core only (no Foundation, as the core).
        .target(name: "AcmeKeyboard", dependencies: [.product(name: "KeyboardSim", package: "kbsim")]),
        .executableTarget(
            name: "acme-kbsim",
            dependencies: ["AcmeKeyboard", .product(name: "KeyboardSimCLI", package: "kbsim")]
        ),
        .testTarget(
            name: "AcmeKeyboardTests",
            dependencies: ["AcmeKeyboard", .product(name: "KeyboardSimTesting", package: "kbsim")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
