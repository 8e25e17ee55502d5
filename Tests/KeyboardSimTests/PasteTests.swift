import Testing
@testable import KeyboardSim
import TestTiming

/// Pasting into a field (a terminal's bracketed paste): one edit at the caret, as UIKit pastes.
@Suite("Paste: text goes into the focused field in one edit, as it is", .timed)
struct PasteTests {
    /// A simulator on a form of a text field with `traits`, a text view and a phone-pad field,
    /// with `focused` focused.
    private func simulator(focusing focused: String?, traits: TextInputTraits = TextInputTraits(autocapitalization: .none),
                           maxLength: Int? = nil) -> Simulator {
        let form = Form(title: "Paste", fields: [
            Field(name: "line", traits: traits, maxLength: maxLength),
            Field(name: "notes", kind: .textView, rows: 3),
            Field(name: "phone", traits: TextInputTraits(keyboardType: .phonePad)),
        ])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        if let focused { _ = simulator.settle(after: .tapField(focused)) }
        return simulator
    }

    @Test("a paste is not typing: no autocapitalization, no autocorrection, no Shift")
    func pastedAsItIs() {
        var simulator = simulator(focusing: "line", traits: TextInputTraits(autocapitalization: .words, autocorrection: .yes))
        _ = simulator.settle(after: .paste("teh quick brown fox. jumps "))
        #expect(simulator.texts[0].text == "teh quick brown fox. jumps ")
    }

    @Test("a text field takes a multi-line paste on one line: each line break becomes a space, as UITextField does")
    func textFieldLineBreaks() {
        var simulator = simulator(focusing: "line")
        _ = simulator.settle(after: .paste("one\ntwo\r\nthree\u{2028}four"))
        #expect(simulator.texts[0].text == "one two three four")
        #expect(simulator.focusedIndex == 0, "a pasted line break is no Return: the focus stays")
    }

    @Test("a text view keeps a paste's line breaks and posts textViewDidChange once")
    func textViewKeepsLineBreaks() {
        var simulator = simulator(focusing: "notes")
        let events = simulator.settle(after: .paste("first line\nsecond line\n\nfourth"))
        #expect(simulator.texts[1].text == "first line\nsecond line\n\nfourth")
        #expect(events.names.filter { $0 == "textViewDidChange" }.count == 1)
    }

    @Test("a paste goes in at the caret, and the caret ends after it")
    func atTheCaret() {
        var simulator = simulator(focusing: "line")
        for character in "ad" { _ = simulator.settle(after: .key(.character(character))) }
        _ = simulator.settle(after: .key(.left))
        _ = simulator.settle(after: .paste("bc"))
        _ = simulator.settle(after: .key(.character("x")))
        #expect(simulator.texts[0].text == "abcxd")
    }

    @Test("maxLength keeps the start of a paste that fits")
    func maxLengthCutsThePaste() {
        var simulator = simulator(focusing: "line", maxLength: 5)
        _ = simulator.settle(after: .key(.character("a")))
        _ = simulator.settle(after: .paste("bcdefgh"))
        #expect(simulator.texts[0].text == "abcde")
    }

    @Test("a phone pad takes pasted letters its keys could not type")
    func padTakesPastedLetters() {
        var simulator = simulator(focusing: "phone")
        _ = simulator.settle(after: .paste("call 555"))
        #expect(simulator.texts[2].text == "call 555")
    }

    @Test("with no field focused a paste goes nowhere")
    func noFocusNoPaste() {
        var simulator = simulator(focusing: nil)
        _ = simulator.settle(after: .paste("lost"))
        #expect(simulator.texts.allSatisfy { $0.text.isEmpty })
    }
}
