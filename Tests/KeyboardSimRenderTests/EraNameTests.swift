import KeyboardSim
import KeyboardSimForms
import KeyboardSimRender
import Testing
import TestTiming

/// The eras as people called them: the 3.x releases were iPhone OS, not iOS.
@Suite("The eras' names on the screen", .timed)
struct EraNameTests {
    /// The default form in `era`, drawn whole on a terminal of `size`.
    static func frame(era: Era, size: Size) throws -> [String] {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: size)
        let screen = try #require(layout.screen).size
        let simulator = Simulator(SessionConfiguration(form: form, era: era), screenSize: screen)
        return Renderer.draw(Scene(simulator, layout: layout)).lines
    }

    @Test("era 3 is iPhone OS 3 on the status bar and in the inspector (160x50) or the pane beside the phone (80x24)",
          arguments: [Size(width: 160, height: 50), Size(width: 80, height: 24)])
    func iPhoneOS3(size: Size) throws {
        let lines = try Self.frame(era: .ios3, size: size)
        #expect(lines.contains { $0.contains("iPhone OS 3 ▮▮▮") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("era iPhone OS 3") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("iOS 3") })
    }

    @Test("eras 7 and 11 keep their iOS names", arguments: [Era.ios7, .ios11])
    func iOS(era: Era) throws {
        let lines = try Self.frame(era: era, size: Size(width: 160, height: 50))
        #expect(lines.contains { $0.contains("iOS \(era.rawValue) ▮▮▮") })
        #expect(lines.contains { $0.contains("era iOS \(era.rawValue) ") })
    }
}
