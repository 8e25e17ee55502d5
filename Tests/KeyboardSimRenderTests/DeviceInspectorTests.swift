import KeyboardSim
@testable import KeyboardSimRender
import Testing

/// The inspector on a real iPhone: its figures in points beside the cells they became.
@Suite("Inspector on a device: points, safe area, adjustedContentInset")
struct DeviceInspectorTests {
    static func lines(_ device: DeviceChoice) -> [String] {
        let form = Form(title: "T", fields: [Field(name: "note"), Field(name: "amount", traits: TextInputTraits(keyboardType: .numberPad))])
        var simulator = Simulator(SessionConfiguration(form: form, device: device), screenSize: Size(width: 39, height: 41))
        _ = simulator.handle(.tapField("note"), at: 0)
        _ = simulator.advance(to: 1)
        return InspectorPane(simulator: simulator).lines.map { String($0.cells.map(\.character)) }
    }

    @Test("on the iPhone 15 the inspector names the device with its points and the keyboard's, the safe area in cells and points, and adjustedContentInset")
    func deviceLines() {
        let lines = Self.lines(.iPhone(DeviceCatalogue.iPhone15))
        #expect(lines.contains("device   iPhone 15 / 16 · 393×852 pt · keyboard 336 pt"), "\(lines)")
        #expect(lines.contains("  safeAreaInsets  {3,0,2,0}  ({59,0,34,0} pt)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  adjustedInset   {1,0,") }, "\(lines)")
    }

    @Test("on the default phone the inspector has no device lines, as before")
    func defaultPhone() {
        let lines = Self.lines(.proportional)
        #expect(!lines.contains { $0.hasPrefix("device") || $0.contains("safeAreaInsets") || $0.contains("adjustedInset") })
    }
}
