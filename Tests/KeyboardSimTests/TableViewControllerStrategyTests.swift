import Testing
@testable import KeyboardSim
import TestTiming

/// UIKit's own UITableViewController (`tableviewcontroller`): the keyboard's overlap in the table's
/// insets, the first responder's row scrolled in, all taken back at the hide (issue 37 §4).
@Suite("tableviewcontroller: UITableViewController insets its table by the keyboard's overlap and scrolls the edited row in", .timed)
struct TableViewControllerStrategyTests {
    /// Twelve text fields as a table, in two sections.
    static var table: Form {
        var form = Form(title: "Table", fields: (0..<12).map { index in
            var field = Field(name: "f\(index)", traits: TextInputTraits(autocapitalization: .none, autocorrection: .no))
            if index == 0 { field.section = "First" }
            if index == 6 { field.section = "Second" }
            return field
        })
        form.layout = .table
        return form
    }

    static func simulator(_ form: Form = table, era: Era = .ios11, device: DeviceChoice? = nil, screen: Size = TestForms.screen) -> Simulator {
        Simulator(SessionConfiguration(form: form, strategy: TableViewControllerStrategy.id, era: era, device: device), screenSize: screen)
    }

    /// The rows the keyboard covers of the table, in the root view's rows.
    static func overlap(_ simulator: Simulator) -> Int {
        let table = simulator.views.scrollView.frame
        return max(0, table.maxY - (simulator.keyboardFrame?.minY ?? table.maxY))
    }

    @Test("at the show the bottom insets are the keyboard's overlap and the last row scrolls just into view; at the hide they are zero again")
    func insetsAndScrolls() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f11"))
        let scroll = simulator.views.scrollView
        #expect(scroll.contentInset.bottom == 10 && scroll.scrollIndicatorInsets.bottom == 10)
        #expect(Self.overlap(simulator) == 10)
        let cell = try #require(simulator.views.tableView?.rectForRow(at: TableIndexPath(row: 5, section: 1)))
        #expect(cell.maxY - scroll.contentOffset.y == scroll.frame.height - 10, "the row's bottom on the keyboard's top: the least scroll")
        let action = try #require(simulator.log.entries.compactMap { entry -> StrategyAction? in
            if case .event(.strategy(let action)) = entry.kind, action.action == .adjustForAutomaticKeyboardInfo { action } else { nil }
        }.first)
        #expect(action.number("adjustment") == 10 && action.number("section") == 1 && action.number("row") == 5)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.views.scrollView.contentInset.bottom == 0 && simulator.views.scrollView.scrollIndicatorInsets.bottom == 0)
    }

    @Test("iPhone OS 3 resizes the table's frame instead; a field switch's WillHide and WillShow leave one adjustment, not two")
    func resizesInEra3() {
        var simulator = Self.simulator(era: .ios3)
        let height = simulator.views.scrollView.frame.height
        _ = simulator.settle(after: .tapField("f2"))
        #expect(simulator.views.scrollView.frame.height == height - 10)
        #expect(simulator.views.scrollView.contentInset.bottom == 0)
        _ = simulator.settle(after: .tapField("f9"))
        #expect(simulator.views.scrollView.frame.height == height - 10)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.views.scrollView.frame.height == height)
    }

    @Test("a tab bar the table reaches under is already in its adjusted inset: the adjustment is the rest of the overlap, less than the keyboard's height")
    func tabBarTakesItsRows() {
        var form = Self.table
        form.tabBar = true
        var simulator = Self.simulator(form)
        _ = simulator.settle(after: .tapField("f4"))
        let scroll = simulator.views.scrollView
        #expect(scroll.adjustedContentInset.bottom == Self.overlap(simulator))
        #expect(scroll.contentInset.bottom < simulator.keyboardFrame?.height ?? 0)
        #expect(scroll.contentInset.bottom > 0)
    }

    @Test("on an iPhone 15 the table already insets for the home indicator: the adjustment is the rest, and the adjusted inset the whole overlap")
    func homeIndicatorCountedOnce() throws {
        var simulator = Self.simulator(device: .iPhone(DeviceCatalogue.iPhone15), screen: Size(width: 39, height: 41))
        _ = simulator.settle(after: .tapField("f11"))
        let scroll = simulator.views.scrollView
        let safeBottom = scroll.adjustedContentInset.bottom - scroll.contentInset.bottom
        #expect(safeBottom > 0)
        #expect(scroll.adjustedContentInset.bottom == Self.overlap(simulator))
    }

    @Test("on a form that is no table the controller scrolls the field's frame in, as its row")
    func plainForm() {
        var simulator = Self.simulator(TestForms.tall)
        _ = simulator.settle(after: .tapField("f11"))
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
        #expect(simulator.fieldScreenFrame(11).maxY <= simulator.keyboardFrame?.minY ?? 0)
    }
}
