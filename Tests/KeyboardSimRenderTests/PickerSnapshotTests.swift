@testable import KeyboardSim
import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

/// Pickers in the keyboard's place as a person sees them: wheels, the selected rows on a band
/// (`░` where the band shows no character), their neighbours, no keys.
@Suite("Pickers drawn in the keyboard's place, as text", .timed)
struct PickerSnapshotTests {
    /// The picker of a one-field form (with a toolbar when `toolbar`) on `device`, after `keys`.
    static func picture(_ inputView: InputViewKind, device: DeviceChoice, orientation: Orientation, screen: Size,
                        toolbar: Bool = false, keys: [KeyPress] = []) throws -> [String] {
        let field = Field(name: "field", toolbar: toolbar, inputView: inputView,
                          options: inputView == .picker ? ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"] : [])
        var simulator = Simulator(SessionConfiguration(form: Form(title: "Pickers", fields: [field]), orientation: orientation,
                                                       device: device), screenSize: screen)
        _ = simulator.handle(.tapField("field"), at: 0)
        for key in keys { _ = simulator.handle(.key(key), at: 0.1) }
        _ = simulator.advance(to: 1)
        let frame = try #require(simulator.keyboardFrame)
        return KeyboardPicture(Renderer.drawScreen(simulator), rows: frame.minY..<frame.maxY).lines
    }

    @Test("a picker and a date picker on the iPhone 15 and on kbsim's phone, portrait and landscape, one with a toolbar")
    func pickers() throws {
        let iPhone15 = DeviceChoice.iPhone(DeviceCatalogue.iPhone15)
        let cases: [(String, InputViewKind, DeviceChoice, Orientation, Size, Bool, [KeyPress])] = [
            ("picker · iphone-15 · portrait · Down Down", .picker, iPhone15, .portrait, Size(width: 39, height: 41), false, [.down, .down]),
            ("datePicker · iphone-15 · portrait · toolbar · Right", .datePicker, iPhone15, .portrait, Size(width: 39, height: 41), true,
             [.right]),
            ("picker · iphone-15 · landscape", .picker, iPhone15, .landscape, Size(width: 87, height: 20), false, []),
            ("datePicker · default · portrait · Down", .datePicker, .proportional, .portrait, Size(width: 39, height: 21), false, [.down]),
            ("datePicker · default · landscape · toolbar", .datePicker, .proportional, .landscape, Size(width: 78, height: 17), true, []),
        ]
        var text: [String] = []
        for (name, inputView, device, orientation, screen, toolbar, keys) in cases {
            text.append("── " + name)
            text += try Self.picture(inputView, device: device, orientation: orientation, screen: screen, toolbar: toolbar, keys: keys)
        }
        assertSnapshot(of: text.joined(separator: "\n"), as: .lines)
    }
}
