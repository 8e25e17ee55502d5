import KeyboardSim
import KeyboardSimRender
import Testing
import TestTiming

/// What the keyboard's bottom strip looks like on screen.
@Suite("The keyboard's bottom strip drawn: globe at left, dictation at right, the home indicator centred on the bottom row", .timed)
struct KeyboardBottomStripDrawingTests {
    static let form = Form(title: "Strip", fields: [Field(name: "note")])

    static func screen(_ device: DeviceChoice) throws -> (lines: [String], frame: Rect) {
        var simulator = Simulator(SessionConfiguration(form: form, inputMethods: [.english, .russian], device: device),
                                  screenSize: Size(width: 39, height: 41))
        _ = simulator.handle(.tapField("note"), at: 0)
        _ = simulator.advance(to: 1)
        let frame = try #require(simulator.keyboardFrame)
        return (Renderer.drawScreen(simulator).lines, frame)
    }

    @Test("on the iPhone 15 the strip row shows 🌐 at its left and 🎤 at its right, and the screen's last row the bar, a third of the width, centred")
    func drawnOnTheFifteen() throws {
        let (lines, frame) = try Self.screen(.iPhone(DeviceCatalogue.iPhone15))
        let strip = try #require(lines[frame.minY..<frame.maxY].first { $0.contains("🌐") })
        #expect(strip.trimmingCharacters(in: .whitespaces).hasPrefix("🌐") && strip.trimmingCharacters(in: .whitespaces).hasSuffix("🎤"))
        let bar = try #require(lines.last)
        #expect(bar == String(repeating: " ", count: 13) + String(repeating: "━", count: 13) + String(repeating: " ", count: 13))
        #expect(!lines.dropLast().contains { $0.contains("━") })
    }

    @Test("kbsim's own phone and the SE draw no strip: no dictation key, no home indicator")
    func notDrawnWithoutHomeIndicator() throws {
        for device in [DeviceChoice.proportional, .iPhone(DeviceCatalogue.iPhoneSE3)] {
            let (lines, _) = try Self.screen(device)
            #expect(!lines.contains { $0.contains("🎤") || $0.contains("━") }, "\(device.name)")
        }
    }
}
