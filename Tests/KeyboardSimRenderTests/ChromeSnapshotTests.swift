import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

/// The bars around the form as a person sees them (Forms/today.yaml), text snapshots reviewed by eye.
@Suite("Screens with bars: navigation bar, tab bar, footer", .timed)
struct ChromeSnapshotTests {
    /// Forms/today.yaml (iPhone 15, large title, tab bar, footer) in a terminal of `terminal`,
    /// with `device` instead of its own when given.
    func screen(_ terminal: Size, device: DeviceChoice? = nil, navigationBar: NavigationBarStyle = .large,
                focusing field: String? = nil) throws -> String {
        let bundled = try #require(BundledForms.all.first { $0.fileName == "today.yaml" })
        var form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        form.navigationBar = navigationBar
        if let device { form.device = device }
        let layout = TerminalLayout(terminal: terminal)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: try #require(layout.screen).size)
        if let field {
            _ = simulator.handle(.tapField(field), at: 0)
            _ = simulator.advance(to: 1)
        }
        return Renderer.drawScreen(simulator).lines.joined(separator: "\n")
    }

    @Test("iPhone 15 at 120x44: three status rows, the large title under the bar, the footer above the tab bar's items and the home indicator")
    func iPhone15Tall() throws {
        assertSnapshot(of: try screen(Size(width: 120, height: 44)), as: .lines)
    }

    @Test("iPhone 15 at 80x24 with the keyboard up: the footer and the tab bar under it")
    func iPhone15KeyboardUp() throws {
        assertSnapshot(of: try screen(Size(width: 80, height: 24), focusing: "email"), as: .lines)
    }

    @Test("the default phone at 80x24 with a standard bar: one status row, the title centred in a one-row bar")
    func defaultPhoneStandard() throws {
        assertSnapshot(of: try screen(Size(width: 80, height: 24), device: .proportional, navigationBar: .standard), as: .lines)
    }
}
