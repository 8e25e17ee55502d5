import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

/// The inspector on a real iPhone: its figures in points beside the cells they became.
@Suite("Inspector on a device: points, safe area, adjustedContentInset", .timed)
struct DeviceInspectorTests {
    static func lines(_ device: DeviceChoice, bars: Bool = false) -> [String] {
        var form = Form(title: "T", fields: [Field(name: "note"), Field(name: "amount", traits: TextInputTraits(keyboardType: .numberPad))])
        if bars {
            form.navigationBar = .standard
            form.tabBar = true
            form.footer = Footer(name: "create", label: "Create")
        }
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
        #expect(lines.contains { $0.hasPrefix("  adjustedInset   {0,0,2,0}") }, "\(lines)")
    }

    @Test("on the default phone the inspector has no device lines, as before")
    func defaultPhone() {
        let lines = Self.lines(.proportional)
        #expect(!lines.contains { $0.hasPrefix("device") || $0.contains("safeAreaInsets") || $0.contains("adjustedInset") })
    }

    @Test("with bars the inspector shows adjustedContentInset beside contentInset (on the default phone too), the safe area with the bars, and the footer's verdict")
    func barLines() {
        let phone = Self.lines(.proportional, bars: true)
        // 41 rows measured as an iPhone 15: status 1 row, bar 2 (44 pt); the footer covered by the keyboard.
        #expect(phone.contains("  adjustedInset   {3,0,0,0}  (contentInset + safe area)"), "\(phone)")
        #expect(phone.contains { $0.hasPrefix("footer   create covered") }, "\(phone)")
        let fifteen = Self.lines(.iPhone(DeviceCatalogue.iPhone15), bars: true)
        #expect(fifteen.contains("  safeAreaInsets  {5,0,4,0}  ({59,0,34,0} pt and the bars)"), "\(fifteen)")
    }
}
