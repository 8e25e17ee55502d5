@testable import KeyboardSim
import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

/// Every keyboard type's panel, each of its planes, as a phone user would recognise it.
@Suite("Keyboard panels of every type, as text", .timed)
struct KeyboardPanelSnapshotTests {
    static let screens: [(Orientation, Size)] = [(.portrait, Size(width: 39, height: 21)), (.landscape, Size(width: 78, height: 17))]

    /// The keyboard's rows of a one-field form whose field asks for `type`, on `plane`.
    static func panel(_ type: KeyboardType, plane: KeyboardPlane, orientation: Orientation, screen: Size,
                      field: (inout Field) -> Void = { _ in }) -> [String] {
        var only = Field(name: "field", traits: TextInputTraits(keyboardType: type, autocapitalization: .none))
        field(&only)
        var simulator = Simulator(SessionConfiguration(form: Form(title: "Keys", fields: [only]), orientation: orientation), screenSize: screen)
        _ = simulator.handle(.tapField("field"), at: 0)
        _ = simulator.advance(to: 1)
        simulator.keyboard.plane = plane
        let frame = simulator.keyboardFrame!
        return Array(Renderer.drawScreen(simulator).lines[frame.minY..<frame.maxY])
    }

    @Test("each keyboard type, each plane, portrait and landscape", arguments: KeyboardType.allCases)
    func everyPlane(_ type: KeyboardType) {
        for (orientation, screen) in Self.screens {
            var text: [String] = []
            for plane in KeyboardLayout.planes(of: type) {
                text.append("── \(type.rawValue) · \(plane.rawValue) · \(orientation.rawValue)")
                text += Self.panel(type, plane: plane, orientation: orientation, screen: screen)
            }
            assertSnapshot(of: text.joined(separator: "\n"), as: .lines, named: "\(type.rawValue)-\(orientation.rawValue)",
                           testName: "everyPlane")
        }
    }

    @Test("the accessory toolbar sits above the keys and makes the keyboard one row taller")
    func toolbar() {
        let screen = Size(width: 39, height: 21)
        let plain = Self.panel(.numberPad, plane: .numbers, orientation: .portrait, screen: screen)
        let withToolbar = Self.panel(.numberPad, plane: .numbers, orientation: .portrait, screen: screen) { $0.toolbar = true }
        #expect(withToolbar.count == plain.count + 1)
        #expect(withToolbar[0].contains("‹ Previous") && withToolbar[0].contains("Next ›") && withToolbar[0].contains("Done"))
        #expect(Array(withToolbar.dropFirst()) == plain)
        assertSnapshot(of: withToolbar.joined(separator: "\n"), as: .lines)
    }

    @Test("Russian and Japanese letter planes, the globe key shown when there is more than one input method")
    func inputMethods() {
        let screen = Size(width: 39, height: 21)
        var text: [String] = []
        for method in InputMethod.allCases {
            var simulator = Simulator(SessionConfiguration(form: Form(title: "Keys", fields: [Field(name: "field", traits: TextInputTraits(autocapitalization: .none))],
                                                 inputMethods: InputMethod.allCases)), screenSize: screen)
            _ = simulator.handle(.tapField("field"), at: 0)
            while simulator.inputMethod != method { _ = simulator.handle(.nextInputMethod, at: 0.5) }
            _ = simulator.advance(to: 1)
            let frame = simulator.keyboardFrame!
            text.append("── \(method.rawValue)")
            text += Renderer.drawScreen(simulator).lines[frame.minY..<frame.maxY]
        }
        #expect(text.contains { $0.contains("й") && $0.contains("х") })
        #expect(text.filter { $0.contains("🌐") }.count == 3)
        assertSnapshot(of: text.joined(separator: "\n"), as: .lines)
    }
}
