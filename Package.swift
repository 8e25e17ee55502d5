// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbsim",
    // Swift's Regex (form validation) needs macOS 13 where Apple's platforms are concerned.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kbsim", targets: ["kbsim"]),
        // The library products a team's own package uses (Examples/CustomStrategy): the simulation
        // core its strategies are written against, the playback of tapes, and the whole command line.
        .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
        .library(name: "KeyboardSimPlayback", targets: ["KeyboardSimPlayback", "KeyboardSimForms", "KeyboardSimRender"]),
        .library(name: "KeyboardSimCLI", targets: ["KeyboardSimCLI"]),
        // Tapes and driven sessions played with a team's strategies, for its Swift Testing or XCTest tests.
        .library(name: "KeyboardSimTesting", targets: ["KeyboardSimTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // The simulation depends on nothing: Swift's standard library only (a test checks its imports).
        .target(name: "KeyboardSim"),
        // Form files: YAML (Yams), JSON, HTML, and the forms bundled into the binary.
        .target(name: "KeyboardSimForms", dependencies: ["KeyboardSim", .product(name: "Yams", package: "Yams")]),
        .target(name: "KeyboardSimRender", dependencies: ["KeyboardSim"]),
        // Tapes read and report like form files: the shared diagnostics are the forms module's.
        .target(name: "KeyboardSimPlayback", dependencies: ["KeyboardSimRender", "KeyboardSimForms"]),
        .target(name: "KeyboardSimTerminal", dependencies: ["KeyboardSimRender", "CNcursesw"]),
        // `exec:COMMAND`: the process a strategy-protocol handler runs in (Foundation's Process).
        .target(name: "KeyboardSimExec", dependencies: ["KeyboardSimPlayback"]),
        // The command line, as a library: kbsim's executable and a team's own run the same one.
        .target(
            name: "KeyboardSimCLI",
            dependencies: [
                "KeyboardSimTerminal", "KeyboardSimPlayback", "KeyboardSimExec", "KeyboardSimRender", "KeyboardSimForms",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "kbsim", dependencies: ["KeyboardSimCLI"]),
        // Depends on neither test framework: its results are values a test asserts on.
        .target(name: "KeyboardSimTesting", dependencies: ["KeyboardSim", "KeyboardSimPlayback", "KeyboardSimForms"]),
        // `make bench`: a million random events through the simulator, RSS sampled.
        .executableTarget(name: "kbsim-soak", dependencies: ["KeyboardSimRender", "KeyboardSimForms"], path: "Benchmarks/Soak"),
        .testTarget(name: "KeyboardSimTests", dependencies: ["KeyboardSim", "KeyboardSimForms"]),
        .testTarget(
            name: "KeyboardSimRenderTests",
            dependencies: ["KeyboardSimRender", "KeyboardSimForms", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "KeyboardSimPlaybackTests",
            dependencies: ["KeyboardSimPlayback", "KeyboardSimForms", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "KeyboardSimExecTests", dependencies: ["KeyboardSimExec"]),
        .testTarget(name: "KeyboardSimTerminalTests", dependencies: ["KeyboardSimTerminal", "CNcursesw"]),
        .testTarget(name: "KeyboardSimCLITests", dependencies: ["KeyboardSimCLI", "KeyboardSim"]),
        // The built binary, and SessionPilot: the interactive commands driven in-process from the same arguments.
        .testTarget(name: "EndToEndTests", dependencies: ["KeyboardSim", "KeyboardSimCLI"]),
        .testTarget(name: "KeyboardSimTestingTests", dependencies: ["KeyboardSimTesting", "KeyboardSim"]),
    ],
    swiftLanguageModes: [.v6]
)
