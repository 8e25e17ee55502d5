import Testing
@testable import KeyboardSim
import KeyboardSimForms
import TestTiming

/// A form laid out as a table (`layout: table`): cells in sections, the rows a strategy reads and scrolls to (issue 37 §4).
@Suite("layout: table — a cell a field in headed sections; rectForRow, indexPathForRow and scrollToRow", .timed)
struct TableLayoutTests {
    /// Two sections: Profile (name, email) and Address (street, city, postcode), and a third without a header (notes).
    static let yaml = """
        title: Settings
        layout: table
        fields:
          - {name: name, label: Name, section: Profile}
          - {name: email, label: Email}
          - {name: street, label: Street, section: Address}
          - {name: city, label: City}
          - {name: postcode, label: Postcode}
          - {name: notes, label: Notes, kind: textView, rows: 2, section: ""}
        """

    static func form(_ text: String = yaml) throws -> Form {
        try FormLoader.parse(text, path: "Forms/table.yaml")
    }

    @Test("the form file's layout and section keys are read; a bad layout is refused at its column, naming the valid ones")
    func keysRead() throws {
        let form = try Self.form()
        #expect(form.layout == .table)
        #expect(form.fields.map(\.section) == ["Profile", nil, "Address", nil, nil, ""])
        #expect(try Self.form("title: T\nfields:\n  - name: a\n").layout == .form)
        let json = try FormLoader.parse(#"{"title": "T", "layout": "table", "fields": [{"name": "a", "section": "A"}]}"#, path: "x.json")
        #expect(json.layout == .table && json.fields[0].section == "A")
        #expect(throws: (any Error).self) { try Self.form("title: T\nlayout: grid\nfields:\n  - name: a\n") }
        do {
            _ = try Self.form("title: T\nlayout: grid\nfields:\n  - name: a\n")
        } catch {
            #expect("\(error)" == "Forms/table.yaml:2:9: unknown layout 'grid' — valid: form, table")
        }
    }

    @Test("a cell holds its label and input on one row, the labels in one column; sections stand a row apart under their headers")
    func cells() throws {
        let layout = FormLayout(form: try Self.form(), width: 39)
        let entries = layout.entries
        // The longest label, Postcode, and a space: nine columns.
        #expect(entries.allSatisfy { $0.labelFrame.y == $0.fieldFrame.y && $0.labelFrame.width == 9 && $0.fieldFrame.x == 10 })
        #expect(entries.map(\.cellFrame.y) == [2, 3, 6, 7, 8, 10])
        #expect(entries[0].cellFrame == Rect(x: 0, y: 2, width: 39, height: 1), "a cell is the table's width")
        #expect(entries[5].cellFrame.height == 2, "a text view's cell holds its rows")
        #expect(layout.sections.map(\.header) == ["Profile", "Address", ""])
        #expect(layout.sections.map(\.headerFrame) == [Rect(x: 1, y: 1, width: 37, height: 1), Rect(x: 1, y: 5, width: 37, height: 1), nil])
        #expect(layout.sections.map(\.fields) == [0..<2, 2..<5, 5..<6])
        #expect(layout.contentSize.height == 13)
    }

    @Test("the table answers rectForRow and indexPathForRow with the cells; a row it lacks is nil")
    func rows() throws {
        let layout = FormLayout(form: try Self.form(), width: 39)
        let table = try #require(layout.tableView)
        #expect(table.sections.map(\.rowFrames.count) == [2, 3, 1])
        #expect(table.rectForRow(at: TableIndexPath(row: 1, section: 1)) == layout.entries[3].cellFrame)
        #expect(table.rectForRow(at: TableIndexPath(row: 3, section: 1)) == nil)
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 3)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 2, y: 7)) == TableIndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: Point(x: 2, y: 5)) == nil, "a header is no row")
        #expect(layout.fieldIndex(at: Point(x: 2, y: 7)) == 3, "a tap on a cell's label edits its field")
    }

    @Test("a form keeps its label above the input; its section keys give headed groups, and it is no table")
    func formWithSections() throws {
        var form = try Self.form()
        form.layout = .form
        let layout = FormLayout(form: form, width: 39)
        #expect(layout.tableView == nil)
        #expect(layout.entries[0].labelFrame.y == 2 && layout.entries[0].fieldFrame.y == 3, "under the Profile header at row 1")
        #expect(layout.sections[1].headerFrame?.y == layout.entries[1].fieldFrame.maxY + 1)
        #expect(layout.fieldIndex(at: layout.entries[0].labelFrame.origin) == nil, "in a form a label is not the input")
    }

    @Test("scrollToRow brings the row to the top, middle or bottom of the part no inset covers, or least (none); clamped; false for a row the table lacks",
          arguments: [(TableScrollPosition.none, 0), (.top, 4), (.middle, 0), (.bottom, 0)])
    func scrollToRow(position: TableScrollPosition, expected: Int) throws {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 0, width: 39, height: 10), contentSize: Size(width: 39, height: 30)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 30))
        views.tableView = TableView(sections: [TableView.Section(headerFrame: nil, rowFrames: (0..<30).map { Rect(x: 0, y: $0, width: 39, height: 1) })])
        views.scrollToRow(at: TableIndexPath(row: 4, section: 0), at: position)
        #expect(views.scrollView.contentOffset.y == expected)
        // Row 20 with a bottom inset of 4: six rows show, offsets 0 to 24.
        views.scrollView.contentOffset.y = 0
        views.scrollView.contentInset.bottom = 4
        let row20 = TableIndexPath(row: 20, section: 0)
        let moved = views.scrollToRow(at: row20, at: position)
        #expect(moved)
        let offsets: [TableScrollPosition: Int] = [.none: 15, .top: 20, .middle: 17, .bottom: 15]
        #expect(views.scrollView.contentOffset.y == offsets[position])
        views.scrollToRow(at: TableIndexPath(row: 29, section: 0), at: .top)
        #expect(views.scrollView.contentOffset.y == 24, "clamped to the last offset")
        let missing = views.scrollToRow(at: TableIndexPath(row: 30, section: 0), at: position)
        #expect(!missing)
    }
}
