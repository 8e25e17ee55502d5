import Testing
@testable import KeyboardSim
import TestTiming

/// A one-field form (plus a second field to move to), driven key by key as a person types.
private struct TraitBench {
    var simulator: Simulator

    /// A simulator whose field `field` has `traits`, already focused with its keyboard up.
    init(_ traits: TextInputTraits, maxLength: Int? = nil) {
        let form = Form(title: "Traits", fields: [
            Field(name: "field", traits: traits, maxLength: maxLength),
            Field(name: "other"),
        ])
        simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("field"))
    }

    /// The field's text, exactly as stored (secure fields included).
    var text: String { simulator.texts[0].text }

    /// Types `text` one physical key at a time, each key settled before the next.
    mutating func type(_ text: String) {
        for character in text { _ = simulator.settle(after: .key(.character(character))) }
    }

    /// Presses one key and returns at once, while a refusal still flashes and the key is still lit.
    @discardableResult
    mutating func press(_ key: KeyPress) -> [TimedEvent] {
        simulator.handle(.key(key), at: simulator.now)
    }
}

/// Traits without autocorrection, so that one trait at a time decides the outcome.
private func plain(_ keyboard: KeyboardType = .default, autocapitalization: AutocapitalizationType = .none,
                   autocorrection: AutocorrectionType = .no, secure: Bool = false,
                   returnKey: ReturnKeyType = .default, enablesReturnKeyAutomatically: Bool = false) -> TextInputTraits {
    TextInputTraits(keyboardType: keyboard, returnKeyType: returnKey, autocapitalization: autocapitalization,
                    autocorrection: autocorrection, secureTextEntry: secure,
                    enablesReturnKeyAutomatically: enablesReturnKeyAutomatically)
}

@Suite("Text input traits: what the field's traits do to typed text", .timed)
struct TextInputTraitTests {
    // MARK: - Autocapitalization

    /// The same keystrokes under each mode: a sentence, a full stop, a second sentence.
    static let sentence = "hello world. new sentence"

    @Test("autocapitalization none: every letter stays as typed")
    func autocapitalizationNone() {
        var bench = TraitBench(plain(autocapitalization: .none))
        bench.type(Self.sentence)
        #expect(bench.text == "hello world. new sentence")
    }

    @Test("autocapitalization words: every word starts upper case")
    func autocapitalizationWords() {
        var bench = TraitBench(plain(autocapitalization: .words))
        bench.type(Self.sentence)
        #expect(bench.text == "Hello World. New Sentence")
    }

    @Test("autocapitalization sentences: the first letter and the one after '. ' are upper case")
    func autocapitalizationSentences() {
        var bench = TraitBench(plain(autocapitalization: .sentences))
        bench.type(Self.sentence)
        #expect(bench.text == "Hello world. New sentence")
    }

    @Test("autocapitalization allCharacters: every letter is upper case")
    func autocapitalizationAllCharacters() {
        var bench = TraitBench(plain(autocapitalization: .allCharacters))
        bench.type(Self.sentence)
        #expect(bench.text == "HELLO WORLD. NEW SENTENCE")
    }

    // MARK: - Autocorrection

    @Test("autocorrection yes: 'teh' becomes 'the' when the space ends the word")
    func autocorrectionYes() {
        var bench = TraitBench(plain(autocorrection: .yes))
        bench.type("teh")
        // Not yet: a phone corrects only once the word has ended.
        #expect(bench.text == "teh")
        bench.type(" ")
        #expect(bench.text == "the ")
    }

    @Test("autocorrection no: 'teh ' stays as typed")
    func autocorrectionNo() {
        var bench = TraitBench(plain(autocorrection: .no))
        bench.type("teh ")
        #expect(bench.text == "teh ")
    }

    @Test("autocorrection default corrects on the default keyboard but not on the email keyboard")
    func autocorrectionDefault() {
        // The default keyboard first, so that the email result below is not just "never corrects".
        var prose = TraitBench(plain(.default, autocorrection: .default))
        prose.type("teh ")
        #expect(prose.text == "the ")
        var email = TraitBench(plain(.emailAddress, autocorrection: .default))
        email.type("teh ")
        #expect(email.text == "teh ")
    }

    @Test("a secure field is never corrected, even with autocorrection yes")
    func secureNeverCorrects() {
        var bench = TraitBench(plain(autocorrection: .yes, secure: true))
        bench.type("teh ")
        #expect(bench.text == "teh ")
        #expect(bench.simulator.pendingCorrection == nil)
    }

    // MARK: - Shift

    @Test("a tap on Shift capitalizes the next letter only")
    func shiftTap() {
        var bench = TraitBench(plain())
        _ = bench.simulator.settle(after: .tapKey("shift"))
        #expect(bench.simulator.keyboard.shift == .on)
        bench.type("ab")
        #expect(bench.text == "Ab")
        #expect(bench.simulator.keyboard.shift == .off)
    }

    @Test("two taps on Shift within 0.35 s lock the capitals until Shift is tapped again")
    func shiftDoubleTapLocks() {
        var bench = TraitBench(plain())
        let start = bench.simulator.now
        _ = bench.simulator.handle(.tapKey("shift"), at: start)
        _ = bench.simulator.handle(.tapKey("shift"), at: start + 0.2)
        #expect(bench.simulator.keyboard.shift == .capsLock)
        bench.type("abc")
        #expect(bench.text == "ABC")
        #expect(bench.simulator.keyboard.shift == .capsLock)
        _ = bench.simulator.settle(after: .tapKey("shift"))
        bench.type("d")
        #expect(bench.text == "ABCd")
    }

    @Test("two taps on Shift further apart than 0.35 s turn it on and off again")
    func shiftSlowTapsDoNotLock() {
        var bench = TraitBench(plain())
        let start = bench.simulator.now
        _ = bench.simulator.handle(.tapKey("shift"), at: start)
        _ = bench.simulator.handle(.tapKey("shift"), at: start + 0.5)
        #expect(bench.simulator.keyboard.shift == .off)
        bench.type("ab")
        #expect(bench.text == "ab")
    }

    // MARK: - maxLength

    @Test("maxLength refuses the character that does not fit, with a flash, and keeps the text")
    func maxLengthRefuses() {
        var bench = TraitBench(plain(), maxLength: 3)
        bench.type("abc")
        #expect(bench.simulator.refusalMessage == nil)
        bench.press(.character("d"))
        #expect(bench.text == "abc")
        #expect(bench.simulator.refusalMessage == "maxLength 3 reached")
        // The flash is a flash: it is gone once its time is up.
        _ = bench.simulator.advance(to: bench.simulator.now + TextEntry.refusalFlashDuration)
        #expect(bench.simulator.refusalMessage == nil)
    }

    // MARK: - enablesReturnKeyAutomatically

    @Test("enablesReturnKeyAutomatically: Return does nothing while the field is empty, and works once it is not")
    func returnKeyEnabledAutomatically() {
        var bench = TraitBench(plain(returnKey: .done, enablesReturnKeyAutomatically: true))
        #expect(bench.simulator.isReturnKeyEnabled == false)
        let ignored = bench.simulator.settle(after: .key(.returnKey))
        #expect(ignored.names == [])
        #expect(bench.simulator.focusedIndex == 0)
        bench.type("a")
        #expect(bench.simulator.isReturnKeyEnabled == true)
        let pressed = bench.simulator.settle(after: .key(.returnKey))
        #expect(pressed.names.first == "textFieldShouldReturn")
        #expect(bench.simulator.focusedIndex == nil)
    }

    @Test("without enablesReturnKeyAutomatically, Return works on an empty field")
    func returnKeyAlwaysEnabled() {
        var bench = TraitBench(plain(returnKey: .done))
        #expect(bench.simulator.isReturnKeyEnabled == true)
        let pressed = bench.simulator.settle(after: .key(.returnKey))
        #expect(pressed.names.first == "textFieldShouldReturn")
    }

    // MARK: - What a keyboard cannot type

    @Test("a keyboard refuses what none of its keys types, with a flash, and the text stays", arguments: [
        (KeyboardType.numberPad, "1", Character("a")),
        (KeyboardType.phonePad, "1", Character(" ")),
        (KeyboardType.asciiCapable, "a", Character("é")),
    ])
    func refusedCharacter(keyboard: KeyboardType, before: String, refused: Character) {
        var bench = TraitBench(plain(keyboard))
        bench.type(before)
        #expect(bench.text == before)
        let events = bench.press(.character(refused))
        #expect(bench.text == before)
        #expect(bench.simulator.refusalMessage == "\(refused == " " ? "space" : String(refused)) is not on this keyboard")
        #expect(events.isEmpty)
    }

    @Test("the default keyboard takes é (a long press on e), with no flash")
    func defaultTakesAccents() {
        var bench = TraitBench(plain(.default))
        bench.type("a")
        bench.press(.character("é"))
        #expect(bench.text == "aé")
        #expect(bench.simulator.refusalMessage == nil)
    }

    @Test("a physical Return on a pad is refused: no delegate call, and the focus stays",
          arguments: [KeyboardType.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
    func returnOnPadRefused(keyboard: KeyboardType) {
        var bench = TraitBench(plain(keyboard, returnKey: .next))
        let events = bench.press(.returnKey)
        #expect(events.names == [])
        #expect(bench.simulator.refusalMessage == "no Return key on this keyboard")
        #expect(bench.simulator.focusedIndex == 0)
    }

    // MARK: - The key a character presses

    @Test("typing 5 on the default keyboard switches to the numbers plane and lights key 5")
    func digitSwitchesPlane() {
        var bench = TraitBench(plain(.default))
        #expect(bench.simulator.keyboard.plane == .letters)
        bench.press(.character("5"))
        #expect(bench.simulator.keyboard.plane == .numbers)
        #expect(bench.simulator.highlightedKeyName == "5")
        #expect(bench.text == "5")
        // The lit key is the one on screen now: the numbers plane shows a key called 5.
        #expect(bench.simulator.placedKeys.contains { $0.key.name == "5" })
    }
}

extension TextInputTraitTests {
    // MARK: - Text views

    @Test("a text view posts textViewDidChange once per edit, a typed Return included")
    func textViewDidChangeOncePerEdit() {
        let form = Form(title: "Notes", fields: [
            Field(name: "notes", kind: .textView, rows: 3, traits: plain()),
        ])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("notes"))
        let letter = simulator.settle(after: .key(.character("a")))
        #expect(letter.names == ["textViewDidChange"])
        let backspace = simulator.settle(after: .key(.backspace))
        #expect(backspace.names == ["textViewDidChange"])
        _ = simulator.settle(after: .key(.character("a")))
        let newline = simulator.settle(after: .key(.returnKey))
        #expect(simulator.texts[0].text == "a\n")
        #expect(newline.names.filter { $0 == "textViewDidChange" }.count == 1)
    }
}
