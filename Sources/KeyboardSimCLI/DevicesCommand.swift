import ArgumentParser
import KeyboardSim

/// `kbsim devices`: the phones `--device`, `Set Device` and `device:` can name, with their figures.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "The simulated devices: size in points, status bar, safe areas, keyboard, picker and bar heights (choose one with --device).")

    func run() throws {
        try writeStandard(DeviceListing.text)
    }
}
