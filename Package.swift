// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbsim",
    // Swift's Regex (form validation) needs macOS 13 where Apple's platforms are concerned.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kbsim", targets: ["kbsim"]),
        // The library products a team's own package uses (Examples/CustomStrategy): the simulation
        // core its strategies are written against and the whole command line. Only what a team uses
        // is `public`; what one module of kbsim gives another is `package`.
        .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
        .library(name: "KeyboardSimCLI", targets: ["KeyboardSimCLI"]),
        // Tapes and driven sessions played with a team's strategies, for its Swift Testing or XCTest tests.
        .library(name: "KeyboardSimTesting", targets: ["KeyboardSimTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docc`: the DocC catalogues of KeyboardSim and KeyboardSimTesting (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // The simulation depends on nothing: Swift's standard library only (a test checks its imports).
        .target(name: "KeyboardSim"),
        // The bundles' generator (Foundation only): the Swift sources that carry Forms/, Bugs/ and
        // Lessons/ in the binary, which the EmbedBundles plugin has kbsim-embed write at build time.
        .target(name: "KeyboardSimEmbed"),
        .executableTarget(name: "kbsim-embed", dependencies: ["KeyboardSimEmbed"]),
        .plugin(name: "EmbedBundles", capability: .buildTool(), dependencies: ["kbsim-embed"]),
        // Form files: YAML (Yams), JSON, HTML, and the forms bundled into the binary.
        .target(
            name: "KeyboardSimForms",
            dependencies: ["KeyboardSim", .product(name: "Yams", package: "Yams")],
            plugins: ["EmbedBundles"]
        ),
        .target(name: "KeyboardSimRender", dependencies: ["KeyboardSim"]),
        // Tapes read and report like form files: the shared diagnostics are the forms module's.
        .target(name: "KeyboardSimPlayback", dependencies: ["KeyboardSimRender", "KeyboardSimForms"], plugins: ["EmbedBundles"]),
        // The interactive session's controller: the session model, its commands and effects, the
        // terminal's events; pure like the simulation, it draws through the render module.
        .target(name: "KeyboardSimController", dependencies: ["KeyboardSim", "KeyboardSimRender"]),
        .target(name: "KeyboardSimTerminal", dependencies: ["KeyboardSimController", "KeyboardSimRender", "CNcursesw"]),
        // `exec:COMMAND`: the process a strategy-protocol handler runs in (Foundation's Process).
        .target(name: "KeyboardSimExec", dependencies: ["KeyboardSimPlayback"]),
        // The command line, as a library: kbsim's executable and a team's own run the same one.
        .target(
            name: "KeyboardSimCLI",
            dependencies: [
                "KeyboardSimTerminal", "KeyboardSimController", "KeyboardSimPlayback", "KeyboardSimExec", "KeyboardSimRender",
                "KeyboardSimForms",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "kbsim", dependencies: ["KeyboardSimCLI"]),
        // Depends on neither test framework: its results are values a test asserts on.
        .target(name: "KeyboardSimTesting", dependencies: ["KeyboardSim", "KeyboardSimPlayback", "KeyboardSimForms"]),
        // `make bench`: a million random events through the simulator, RSS sampled.
        .executableTarget(name: "kbsim-soak", dependencies: ["KeyboardSimRender", "KeyboardSimForms"], path: "Benchmarks/Soak"),
        // Every test suite's `.timed` trait: each test's own time, for the slowest ten `make test` prints.
        .target(name: "TestTiming", path: "Tests/TestTiming"),
        .testTarget(name: "KeyboardSimTests", dependencies: ["TestTiming", "KeyboardSim", "KeyboardSimForms"]),
        .testTarget(
            name: "KeyboardSimRenderTests",
            dependencies: ["TestTiming", "KeyboardSimRender", "KeyboardSimController", "KeyboardSimForms",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "KeyboardSimControllerTests", dependencies: ["TestTiming", "KeyboardSimController", "KeyboardSimForms"]),
        .testTarget(
            name: "KeyboardSimPlaybackTests",
            dependencies: ["TestTiming", "KeyboardSimPlayback", "KeyboardSimController", "KeyboardSimForms",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "KeyboardSimExecTests", dependencies: ["TestTiming", "KeyboardSimExec"]),
        .testTarget(name: "KeyboardSimEmbedTests", dependencies: ["TestTiming", "KeyboardSimEmbed"]),
        .testTarget(name: "KeyboardSimTerminalTests", dependencies: ["TestTiming", "KeyboardSimTerminal", "KeyboardSimController", "CNcursesw"]),
        .testTarget(name: "KeyboardSimCLITests", dependencies: ["TestTiming", "KeyboardSimCLI", "KeyboardSim"]),
        // The built binary, and SessionPilot: the interactive commands driven in-process from the same arguments.
        .testTarget(name: "EndToEndTests", dependencies: ["TestTiming", "KeyboardSim", "KeyboardSimCLI"]),
        .testTarget(name: "KeyboardSimTestingTests", dependencies: ["TestTiming", "KeyboardSimTesting", "KeyboardSim"]),
    ],
    swiftLanguageModes: [.v6]
)
