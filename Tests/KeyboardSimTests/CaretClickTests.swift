import Testing
@testable import KeyboardSim
import TestTiming

/// A click inside the focused field's text puts the caret there, by cell.
@Suite("Clicking into the focused field's text moves the caret", .timed)
struct CaretClickTests {
    /// A text field and a three-row text view, `field` focused, with `text` typed into it.
    static func simulator(focusing field: String, typing text: String) -> Simulator {
        let traits = TextInputTraits(autocapitalization: .none, autocorrection: .no)
        let form = Form(title: "Clicks", fields: [
            Field(name: "line", traits: traits),
            Field(name: "notes", kind: .textView, rows: 3, traits: traits),
        ])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField(field))
        for character in text { _ = simulator.handle(.key(.character(character)), at: simulator.now) }
        _ = simulator.advance(to: simulator.now + 1)
        return simulator
    }

    /// Clicks the text cell `column` of row `row` of field `index` (cells after the opening bracket).
    static func click(_ simulator: inout Simulator, field index: Int, column: Int, row: Int = 0) {
        let frame = simulator.fieldScreenFrame(index)
        _ = simulator.handle(.tap(Point(x: frame.x + 1 + column, y: frame.y + row)), at: simulator.now)
    }

    @Test("a click on a character of a text field puts the caret before it; past the end, at the end")
    func textField() {
        var simulator = Self.simulator(focusing: "line", typing: "hello world")
        Self.click(&simulator, field: 0, column: 6)
        #expect(simulator.texts[0].cursor == 6)
        #expect(simulator.focusedIndex == 0)
        Self.click(&simulator, field: 0, column: 30)
        #expect(simulator.texts[0].cursor == 11)
    }

    @Test("a wide character: a click on its left half puts the caret before it, on its right half after it")
    func wideCharacters() {
        var simulator = Self.simulator(focusing: "line", typing: "東京ab")
        let expected = [0: 0, 1: 1, 2: 1, 3: 2, 4: 2, 5: 3]
        for (column, cursor) in expected.sorted(by: { $0.key < $1.key }) {
            Self.click(&simulator, field: 0, column: column)
            #expect(simulator.texts[0].cursor == cursor, "column \(column)")
        }
    }

    @Test("a text field scrolled sideways: the click counts from the first character shown")
    func scrolledField() {
        let text = String(repeating: "abcdefghij", count: 5)
        var simulator = Self.simulator(focusing: "line", typing: text)
        let inner = simulator.fieldScreenFrame(0).width - 2
        // The caret's blank after the text ends in the last column: the text before it fills the rest.
        let firstShown = text.count - (inner - 1)
        Self.click(&simulator, field: 0, column: 0)
        #expect(simulator.texts[0].cursor == firstShown)
    }

    @Test("a text view: a click on a wrapped, scrolled view's row puts the caret on that row, at that cell")
    func textView() {
        var simulator = Self.simulator(focusing: "notes", typing: "one\ntwo\nthree\nfour")
        // Four lines in three rows: two, three, four are shown.
        Self.click(&simulator, field: 1, column: 1, row: 0)
        #expect(simulator.texts[1].cursor == 5, "between t and w of two")
        Self.click(&simulator, field: 1, column: 20, row: 1)
        #expect(simulator.texts[1].cursor == 13, "the end of three")
    }

    @Test("Up, Down, Home and End in a text view move by the rows as drawn: wrapped at the text's width, inside the brackets")
    func keysFollowDrawnRows() {
        let probe = Self.simulator(focusing: "notes", typing: "")
        let width = probe.fieldScreenFrame(1).width - 2
        // One row and five letters more: the caret ends on the second drawn row, at its sixth cell.
        var simulator = Self.simulator(focusing: "notes", typing: String(repeating: "a", count: width + 5))
        let caretRow = simulator.app.views.textViewCaret?.y
        _ = simulator.handle(.key(.up), at: simulator.now)
        #expect(simulator.texts[1].cursor == 5)
        #expect(simulator.app.views.textViewCaret?.y == caretRow.map { $0 - 1 })
        // The end of a wrapped row is before its last letter: the position after it is drawn on the next row.
        _ = simulator.handle(.key(.end), at: simulator.now)
        #expect(simulator.texts[1].cursor == width - 1)
        _ = simulator.handle(.key(.down), at: simulator.now)
        _ = simulator.handle(.key(.home), at: simulator.now)
        #expect(simulator.texts[1].cursor == width)
    }
}
