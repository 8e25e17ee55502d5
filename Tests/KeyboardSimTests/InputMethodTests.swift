import Testing
@testable import KeyboardSim
import TestTiming

/// The globe key, Russian by key position, and Japanese marked text with its candidate bar.
@Suite("Input methods: globe, Russian ЙЦУКЕН, Japanese composition", .timed)
struct InputMethodTests {
    /// One field with no autocapitalization, and the input methods `methods`.
    static func simulator(_ methods: [InputMethod], era: Era = .ios11) -> Simulator {
        let form = Form(title: "Languages", fields: [
            Field(name: "name", traits: TextInputTraits(autocapitalization: .none)),
            Field(name: "other", traits: TextInputTraits(autocapitalization: .none)),
        ], inputMethods: methods)
        var simulator = Simulator(SessionConfiguration(form: form, era: era), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("name"))
        return simulator
    }

    static func type(_ text: String, into simulator: inout Simulator) {
        for character in text { _ = simulator.settle(after: .key(.character(character))) }
    }

    @Test("the globe key cycles the form's input methods and wraps; with one method it does nothing")
    func globeCycles() {
        var simulator = Self.simulator([.english, .russian, .japanese])
        var seen: [InputMethod] = [simulator.inputMethod]
        for _ in 0..<3 {
            _ = simulator.settle(after: .nextInputMethod)
            seen.append(simulator.inputMethod)
        }
        #expect(seen == [.english, .russian, .japanese, .english])
        var single = Self.simulator([.english])
        _ = single.settle(after: .key(.nextInputMethod))
        #expect(single.inputMethod == .english)
        #expect(!single.keyboardLayout.allKeys.contains { $0.action == .nextInputMethod })
    }

    @Test("Russian maps physical keys by position: ghbdtn types привет and presses the Cyrillic keys")
    func russianByPosition() {
        var simulator = Self.simulator([.english, .russian])
        _ = simulator.settle(after: .tapKey("globe"))
        #expect(simulator.inputMethod == .russian)
        _ = simulator.handle(.key(.character("g")), at: simulator.now)
        #expect(simulator.highlightedKeyName == "п")
        Self.type("hbdtn", into: &simulator)
        _ = simulator.settle(after: .key(.character(" ")))
        Self.type("Vbh", into: &simulator)
        #expect(simulator.fieldValues["name"] == "привет Мир")
        #expect(simulator.keyboardLayout.rows[0].map(\.name).joined() == "йцукенгшщзх")
    }

    @Test("an email keyboard with Russian and Japanese chosen shows the keys that type: Latin letters, q lit when q is typed",
          arguments: [KeyboardType.emailAddress, .url, .asciiCapable])
    func shownKeyboardTypes(_ type: KeyboardType) {
        let form = Form(title: "Mail", fields: [Field(name: "email", traits: TextInputTraits(keyboardType: type, autocapitalization: .none))],
                        inputMethods: [.russian, .japanese])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("email"))
        #expect(simulator.keyboardLayout.rows[0].map(\.name).joined().hasPrefix("qwertyuiop"))
        _ = simulator.handle(.key(.character("q")), at: simulator.now)
        #expect(simulator.fieldValues["email"] == "q")
        #expect(simulator.highlightedKeyName == "q")
        #expect(simulator.placedKeys.contains { $0.key.name == "q" })
    }

    @Test("a URL keyboard stays English while Russian is chosen")
    func urlStaysEnglish() {
        let form = Form(title: "Web", fields: [Field(name: "site", traits: TextInputTraits(keyboardType: .url, autocapitalization: .none))],
                        inputMethods: [.russian])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("site"))
        Self.type("ghbdtn", into: &simulator)
        #expect(simulator.fieldValues["site"] == "ghbdtn")
    }

    @Test("Japanese: romaji becomes underlined kana; Space converts and cycles; Return commits the chosen candidate")
    func japaneseComposition() throws {
        var simulator = Self.simulator([.english, .japanese])
        _ = simulator.settle(after: .nextInputMethod)
        Self.type("niho", into: &simulator)
        #expect(simulator.composition?.markedText == "にほ")
        _ = simulator.settle(after: .key(.character("n")))
        #expect(simulator.composition?.markedText == "にほn")
        #expect(simulator.fieldValues["name"] == "", "marked text is not yet the field's text")
        #expect(simulator.keyboardLayout.candidates?.map(\.name) == ["日本", "二本", "ニホン", "にほん"])
        #expect(simulator.returnKeyLabel == "確定")
        _ = simulator.settle(after: .key(.character(" ")))
        #expect(simulator.composition?.markedText == "日本")
        _ = simulator.settle(after: .key(.character(" ")))
        #expect(simulator.composition?.markedText == "二本")
        let events = simulator.settle(after: .key(.returnKey))
        #expect(simulator.fieldValues["name"] == "二本")
        #expect(simulator.composition == nil)
        #expect(simulator.focusedIndex == 0, "Return commits; it does not resign")
        #expect(!events.names.contains("textFieldShouldReturn"))
    }

    @Test("Japanese: each era announces the candidate bar coming and going")
    func candidateBarNotifications() {
        let expected: [Era: [String]] = [
            .ios3: ["keyboardWillShow", "keyboardDidShow"],
            .ios7: ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"],
            .ios11: ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"],
            .ios15: ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"],
            .ios17: ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"],
            .ios26: ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"],
        ]
        for era in Era.allCases {
            var simulator = Self.simulator([.japanese], era: era)
            let opened = simulator.settle(after: .key(.character("n")))
            #expect(opened.names == expected[era], "era \(era.rawValue): the bar opens")
            #expect(simulator.keyboardFrame == TestFrames.tallShown)
            Self.type("ihon", into: &simulator)
            let closed = simulator.settle(after: .key(.returnKey))
            #expect(closed.names == expected[era], "era \(era.rawValue): the bar closes")
            #expect(closed.notifications.first?.userInfo.beginFrame == TestFrames.tallShown)
            #expect(closed.notifications.first?.userInfo.endFrame == TestFrames.shown)
            #expect(simulator.fieldValues["name"] == "にほん")
        }
    }

    @Test("marked text is committed when the field is left, when the globe is pressed, and dropped by Escape")
    func commitOnLeaving() {
        var simulator = Self.simulator([.japanese, .english])
        Self.type("neko", into: &simulator)
        _ = simulator.settle(after: .tapField("other"))
        #expect(simulator.fieldValues["name"] == "ねこ")
        Self.type("inu", into: &simulator)
        _ = simulator.settle(after: .nextInputMethod)
        #expect(simulator.fieldValues["other"] == "いぬ")
        _ = simulator.settle(after: .nextInputMethod)
        Self.type("ki", into: &simulator)
        _ = simulator.settle(after: .key(.escape))
        #expect(simulator.fieldValues["other"] == "いぬ")
        #expect(simulator.composition == nil)
        #expect(simulator.focusedIndex == 1, "Escape drops the marked text first")
    }

    @Test("a tap on a candidate commits it; Backspace takes back a conversion, then a kana")
    func candidateTapAndBackspace() {
        var simulator = Self.simulator([.japanese])
        Self.type("kanji", into: &simulator)
        _ = simulator.settle(after: .tapKey("感じ"))
        #expect(simulator.fieldValues["name"] == "感じ")
        Self.type("yama", into: &simulator)
        _ = simulator.settle(after: .key(.character(" ")))
        #expect(simulator.composition?.markedText == "山")
        _ = simulator.settle(after: .key(.backspace))
        #expect(simulator.composition?.markedText == "やま")
        _ = simulator.settle(after: .key(.backspace))
        _ = simulator.settle(after: .key(.backspace))
        #expect(simulator.composition == nil)
        #expect(simulator.keyboardFrame == TestFrames.shown, "the candidate bar goes with the last kana")
        #expect(simulator.fieldValues["name"] == "感じ")
    }
}
