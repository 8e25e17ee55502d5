import Foundation
import Testing
import TestTiming

/// `kbsim devices` and `--device`: the catalogue as a user reads it, and a device chosen from the command line.
@Suite("kbsim devices and --device", .timed)
struct DevicesCommandTests {
    @Test("kbsim devices lists every device with its points, safe areas and keyboard heights, and exits 0")
    func list() throws {
        let result = try KbsimBinary.run(["devices"])
        #expect(result.status == 0)
        for line in ["default (the default)", "iphone-se-3  iPhone SE (3rd gen.)", "iphone-15  iPhone 15 / 16", "iphone-16-pro-max  iPhone 16 Pro Max",
                     "  screen     440 × 956 pt, status bar 54 pt", "  keyboard   portrait 336 pt with the QuickType bar, 291 without"] {
            #expect(result.output.contains(line + "\n"), "\(line):\n\(result.output)")
        }
    }

    @Test("play --device overrides the tape's Set Device, and an unknown device is refused with the valid names, exit 2")
    func deviceOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-devices-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("d.tape").path
        try "Set Device default\nSet Size 100x44\nTap email\nSleep 1s\nScreenshot\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let played = try KbsimBinary.run(["play", tape, "--json", "--device", "iphone-15"])
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains("\"safeAreaInsets\":{\"top\":3,\"left\":0,\"bottom\":2,\"right\":0}"), "\(played.output)")
        let plain = try KbsimBinary.run(["play", tape, "--json"])
        #expect(plain.status == 0 && !plain.output.contains("safeAreaInsets"), "\(plain.output)")
        let refused = try KbsimBinary.run(["play", tape, "--device", "iphone-4"])
        #expect(refused.status == 2)
        #expect(refused.output.contains("iphone-4") && refused.output.contains("iphone-16-pro-max"), "\(refused.output)")
    }
}
