import Foundation
import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import Testing
import TestTiming

/// What the phone's screen shows in the corners of the form: fields against the keyboard, long
/// messages, wide text.
@Suite("The phone's screen at its edges", .timed)
struct PhoneScreenTests {
    /// The default form on an 80x24 terminal's screen with `strategy`, `field` focused and settled.
    static func signup(_ strategy: StrategyID, focusing field: String) throws -> Simulator {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let screen = try #require(TerminalLayout(terminal: Size(width: 80, height: 24)).screen).size
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy), screenSize: screen)
        _ = simulator.handle(.tapField(field), at: 0)
        _ = simulator.advance(to: 1)
        return simulator
    }

    /// Types `text` a key at a time, letting each settle.
    static func type(_ text: String, into simulator: inout Simulator) {
        for character in text {
            _ = simulator.handle(.key(.character(character)), at: simulator.now)
            _ = simulator.advance(to: simulator.now + 0.5)
        }
    }

    @Test("the correction bubble goes above the word when the field sits on the row just above the keyboard")
    func bubbleAboveTheWord() throws {
        var simulator = try Self.signup(.inset, focusing: "city")
        let keyboard = try #require(simulator.keyboardFrame)
        let field = simulator.fieldScreenFrame(try #require(simulator.focusedIndex))
        #expect(field.maxY == keyboard.minY, "City ends on the row just above the keyboard")
        // Clear the field's value, then type a misspelling the phone corrects.
        _ = simulator.handle(.key(.control("u")), at: simulator.now)
        Self.type("teh", into: &simulator)
        // City capitalises words: the phone offers The for Teh.
        let correction = try #require(simulator.pendingCorrection)
        #expect(correction.replacement == "The")
        let lines = Renderer.drawScreen(simulator).lines
        #expect(lines[field.y - 1].contains("The ✕"), "the bubble on the row above the field: \(lines[field.y - 1])")
        #expect(lines[field.y].contains("Teh"))
    }

    /// A form of a text view `rows` high and a text field after it, with `strategy`, the text
    /// view focused and settled, on an 80x24 terminal's screen.
    static func textView(rows: Int, strategy: StrategyID = .none) throws -> Simulator {
        let form = Form(title: "Notes", fields: [
            Field(name: "notes", kind: .textView, rows: rows, traits: TextInputTraits(autocapitalization: .none, autocorrection: .no)),
            Field(name: "after"),
        ])
        let screen = try #require(TerminalLayout(terminal: Size(width: 80, height: 24)).screen).size
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy), screenSize: screen)
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        return simulator
    }

    /// Presses `key`, letting it settle.
    static func press(_ key: KeyPress, in simulator: inout Simulator) {
        _ = simulator.handle(.key(key), at: simulator.now)
        _ = simulator.advance(to: simulator.now + 0.5)
    }

    /// The text view's rows as drawn: what is between the brackets, trimmed.
    static func shownRows(of simulator: Simulator) -> [String] {
        let frame = simulator.fieldScreenFrame(0)
        let lines = Renderer.drawScreen(simulator).lines
        return (frame.minY..<frame.maxY).map { row in
            let line = Array(lines[row])
            let inside = line.dropFirst(frame.minX + 1).prefix(frame.width - 2)
            return String(inside).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("a text view scrolls minimally: Up from line 4 to line 3 of a three-row view keeps lines 2-4 shown")
    func textViewScrollsMinimally() throws {
        var simulator = try Self.textView(rows: 3)
        Self.type("one\ntwo\nthree\nfour", into: &simulator)
        #expect(Self.shownRows(of: simulator) == ["two", "three", "four"])
        Self.press(.up, in: &simulator)
        #expect(Self.shownRows(of: simulator) == ["two", "three", "four"], "line 3 was visible: no scroll")
        #expect(Renderer.drawScreen(simulator).cursor?.y == simulator.fieldScreenFrame(0).minY + 1)
        Self.press(.up, in: &simulator)
        #expect(Self.shownRows(of: simulator) == ["two", "three", "four"])
        Self.press(.up, in: &simulator)
        #expect(Self.shownRows(of: simulator) == ["one", "two", "three"], "line 1 scrolled in, by one row")
        Self.press(.down, in: &simulator)
        Self.press(.down, in: &simulator)
        #expect(Self.shownRows(of: simulator) == ["one", "two", "three"])
        Self.press(.down, in: &simulator)
        #expect(Self.shownRows(of: simulator) == ["two", "three", "four"])
    }

    @Test("auto keeps the caret line of a text view taller than the room above the keyboard visible, with its margin",
          arguments: [StrategyID.auto, .inset])
    func tallTextViewCaret(_ strategy: StrategyID) throws {
        var simulator = try Self.textView(rows: 20, strategy: strategy)
        for line in 1...25 {
            Self.type("line \(line)", into: &simulator)
            if line < 25 { Self.press(.returnKey, in: &simulator) }
            let keyboard = try #require(simulator.keyboardFrame)
            let caret = try #require(Renderer.drawScreen(simulator).cursor, "the caret is drawn after line \(line)")
            // A view exactly as tall as the room shows whole, with no row left for a margin.
            let room = keyboard.minY - simulator.scrollViewScreenFrame.minY
            let margin = strategy == .auto && simulator.fieldScreenFrame(0).height != room ? AutoStrategy.margin : 0
            #expect(caret.y < keyboard.minY - margin, "line \(line): caret row \(caret.y), keyboard at \(keyboard.minY)")
            #expect(caret.y >= simulator.scrollViewScreenFrame.minY)
        }
        // Up to a line scrolled out of the view: the caret follows into sight.
        for _ in 0..<10 { Self.press(.up, in: &simulator) }
        let caret = try #require(Renderer.drawScreen(simulator).cursor, "the caret is drawn after moving up")
        #expect(caret.y >= simulator.scrollViewScreenFrame.minY)
    }

    @Test("a validation message longer than the label's row wraps below it, whole, and the form makes room for it")
    func longValidationMessage() throws {
        let bundled = try #require(BundledForms.named("login"))
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let screen = try #require(TerminalLayout(terminal: Size(width: 80, height: 24)).screen).size
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: screen)
        _ = simulator.handle(.tapField("code"), at: 0)
        _ = simulator.advance(to: 1)
        Self.type("1234", into: &simulator)
        Self.press(.escape, in: &simulator)
        let failure = try #require(simulator.validationFailure)
        let index = try #require(simulator.focusedIndex)
        let label = simulator.labelScreenFrame(index)
        let field = simulator.fieldScreenFrame(index)
        #expect(field.minY == label.maxY, "the input right below its (taller) label")
        let lines = Renderer.drawScreen(simulator).lines.map { Array($0) }
        let rows = (label.minY..<label.maxY).map { String(lines[$0].dropFirst(label.minX).prefix(label.width)) }
        let shown = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains("One-time code"))
        #expect(shown.replacingOccurrences(of: " ", with: "").contains(failure.message.replacingOccurrences(of: " ", with: "")),
                "the whole message: \(rows)")
        #expect(String(lines[field.minY]).contains("1234"))
        // Nothing of the scroll indicator on a row of the message but at the screen's edge.
        for row in label.minY..<label.maxY {
            #expect(!lines[row].dropLast().contains("┃"))
        }
    }
}
