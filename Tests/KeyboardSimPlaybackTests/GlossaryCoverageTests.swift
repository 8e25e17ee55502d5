import KeyboardSim
import KeyboardSimController
import KeyboardSimForms
import KeyboardSimPlayback
@testable import KeyboardSimRender
import Testing
import TestTiming

/// The glossary defines every term of art a learner meets: in the lessons' `Say` lines, the panes'
/// labels and the why panel's entries. The terms are collected, not listed by hand: every word
/// spelt like code (camelCase, UIKit's UI… names, a library's CamelCase name) and every phrase of
/// a curated list of iOS words; a term the glossary does not define fails the test.
@Suite("The glossary covers every term the lessons, the panes and the why panel use (issue 35, point 3)", .timed)
struct GlossaryCoverageTests {
    /// Words of plain English that iOS gives a meaning of its own, looked for as whole words.
    static let phrases = [
        "safe area", "home indicator", "QuickType bar", "accessory", "layout guide", "keyboard safe area", "caret", "overlap",
        "footer", "tab bar", "navigation bar", "large title", "status bar", "input method", "number pad", "first responder",
        "delegate", "notification", "scroll view", "text field", "text view", "content view", "frame", "inset", "offset",
        "era", "strategy", "pitfall", "listing", "verdict", "userInfo", "picker", "toolbar", "input view", "bounds",
        "root view", "view controller", "resign", "rotation", "landscape", "portrait", "points", "interactive dismissal",
    ]

    /// Every lesson's `Say` texts.
    static var says: [String] {
        BundledLessons.all.flatMap { lesson in
            let tape = try! TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")
            return tape.commands.compactMap { if case .say(let text) = $0.action { text } else { nil } }
        }
    }

    /// Every template of every why panel entry of every strategy, placeholders taken out.
    static var whyPanelTexts: [String] {
        StrategyCatalogue.builtIns.ids.flatMap { strategy in
            let explanations = StrategyCatalogue.builtIns.explanations(of: strategy)
            let templates = Array(explanations.entries.values) + Array(explanations.pitfallEntries.values)
            return templates.flatMap(\.allTemplates).map(Self.withoutPlaceholders) + [ExplanationTemplate.whyNoField]
        }
    }

    /// The panes' text as drawn: the inspector, the why panel and the events at 160x50, the brief
    /// pane at 80x24, each with a field focused, on kbsim's own phone and on a real iPhone, with
    /// the help lines of a session and a lesson and the narration's keys.
    static var paneTexts: [String] {
        var texts: [String] = []
        for device in [nil, DeviceChoice(name: "iphone-15")] {
            for terminal in [Size(width: 160, height: 50), Size(width: 80, height: 24)] {
                let layout = TerminalLayout(terminal: terminal)
                var configuration = SessionConfiguration(form: PlayerFixture.signup, strategy: .inset)
                configuration.device = device
                var simulator = Simulator(configuration, screenSize: layout.simulatedScreenSize)
                _ = simulator.handle(.tapField("notes"), at: 0)
                _ = simulator.advance(to: 1)
                let canvas = Renderer.draw(Scene(simulator, layout: layout))
                for pane in layout.panes {
                    texts += canvas.lines[pane.frame.y..<pane.frame.maxY].map { String($0.dropFirst(pane.frame.x).prefix(pane.frame.width)) }
                }
                texts += InspectorPane(simulator: simulator).lines.map { String($0.cells.map(\.character)) }
            }
        }
        var progress = LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("A")), NarrationCue(time: 0, inputsBefore: 0, kind: .pause)],
                                      end: 1, inputCount: 0)
        _ = progress.passCues(dueBy: 0, inputsGiven: 0)
        texts += [true, false].compactMap { NarrationPane(narration: progress.narration).statusText(short: $0) }
        texts += [KeyMap.interactive, .lesson, .replay].map { $0.helpLine(severalInputMethods: true, width: 200) }
        texts += [WhyPanel.placeholder, WhyPanel.nothingToExplain, HelpLine.eventLog]
        return texts
    }

    /// The names of the bundled forms' fields and their labels: the app's own words, not iOS's.
    static var formWords: Set<String> {
        Set(BundledForms.all.compactMap { try? FormLoader.parse($0.source, path: $0.fileName) }.flatMap { form in
            form.fields.flatMap { [$0.name, $0.label] }
        })
    }

    /// The keys' own names (PgDn, PgUp): the help lists them, they are not terms.
    static var keyNames: Set<String> {
        Set([KeyMap.interactive, .lesson, .replay].flatMap(\.bindings).flatMap { codeWords(in: $0.keys) })
    }

    /// `text` without its `{placeholder}`s.
    static func withoutPlaceholders(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) } else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// The words of `text` spelt like code: a letter case change inside the word (keyboardWillShow,
    /// UIScrollView, SwiftUI, iPhone), without a possessive `'s` or the punctuation around them.
    static func codeWords(in text: String) -> Set<String> {
        // An address is not words: its path's CamelCase (StringsTextFonts) is a folder's name.
        let prose = text.split(separator: " ").filter { !$0.contains("://") && !$0.hasPrefix("Sources/") }.joined(separator: " ")
        let words = prose.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "_") }
        return Set(words.compactMap { word -> String? in
            var word = String(word)
            for suffix in ["'s", "’s", "'", "’"] where word.hasSuffix(suffix) { word.removeLast(suffix.count) }
            guard word.contains(where: \.isLowercase), word.dropFirst().contains(where: \.isUppercase) else { return nil }
            return word
        })
    }

    /// Whether `phrase` is in `text` as whole words (any letter case; a plural `s` allowed).
    static func mentions(_ phrase: String, in text: String) -> Bool {
        let lower = text.lowercased()
        var rest = lower[...]
        while let found = rest.range(of: phrase.lowercased()) {
            let before = found.lowerBound == lower.startIndex ? nil : lower[lower.index(before: found.lowerBound)]
            var end = found.upperBound
            if end < lower.endIndex, lower[end] == "s" { end = lower.index(after: end) }
            let after = end == lower.endIndex ? nil : lower[end]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            rest = lower[found.upperBound...]
        }
        return false
    }

    /// The terms of art in `texts`: their code words and the curated phrases they mention.
    static func terms(in texts: [String]) -> Set<String> {
        let code = texts.reduce(into: Set<String>()) { $0.formUnion(codeWords(in: $1)) }.subtracting(formWords).subtracting(keyNames)
        return code.union(phrases.filter { phrase in texts.contains { mentions(phrase, in: $0) } })
    }

    /// Whether the glossary defines `term`, or its singular.
    static func isDefined(_ term: String) -> Bool {
        Glossary.entry(for: term) != nil || (term.hasSuffix("s") && Glossary.entry(for: String(term.dropLast())) != nil)
    }

    @Test("the collection finds the terms it is for: camelCase, UIKit names, libraries' names and the curated phrases")
    func collectsTerms() {
        let found = Self.terms(in: ["UIKit posts keyboardWillShow's userInfo; IQKeyboardManager and SwiftUI read the safe area.",
                                    "{field} is under the QuickType bar."])
        #expect(found.isSuperset(of: ["UIKit", "keyboardWillShow", "userInfo", "IQKeyboardManager", "SwiftUI", "safe area", "QuickType", "QuickType bar"]))
        #expect(!Self.terms(in: [Self.withoutPlaceholders("{field} is seen")]).contains("field"))
        #expect(!Self.isDefined("notAGlossaryTerm"))
    }

    @Test("the terms the issue names are defined", arguments: [
        "safe area", "home indicator", "adjustedContentInset", "QuickType bar", "accessory", "layout guide", "keyboard safe area",
        "keyboardDistance", "caret", "overlap", "footer", "tab bar", "IQKeyboardManager", "TPKeyboardAvoiding", "SwiftUI",
    ])
    func namedTerms(_ term: String) {
        #expect(Self.isDefined(term), "\(term)")
    }

    @Test("every term of art in the lessons' Say lines is defined")
    func lessonTerms() {
        let missing = Self.terms(in: Self.says).filter { !Self.isDefined($0) }.sorted()
        #expect(missing.isEmpty, "not in the glossary: \(missing.joined(separator: ", "))")
    }

    @Test("every term of art on the panes (inspector, brief pane, why panel, events, help line, narration keys) is defined")
    func paneTerms() {
        let missing = Self.terms(in: Self.paneTexts).filter { !Self.isDefined($0) }.sorted()
        #expect(missing.isEmpty, "not in the glossary: \(missing.joined(separator: ", "))")
    }

    @Test("every term of art in the why panel's entries, of every strategy, is defined")
    func whyPanelTerms() {
        let missing = Self.terms(in: Self.whyPanelTexts).filter { !Self.isDefined($0) }.sorted()
        #expect(missing.isEmpty, "not in the glossary: \(missing.joined(separator: ", "))")
    }

    @Test("every spelling an entry also defines is named in its definition, so the learner finds it there")
    func alsoDefinedAreExplained() {
        for entry in Glossary.entries {
            for name in entry.alsoDefines { #expect(entry.definition.contains(name), "\(entry.term): \(name)") }
        }
    }
}
