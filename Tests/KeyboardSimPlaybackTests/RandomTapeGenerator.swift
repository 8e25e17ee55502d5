import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback

/// Writes random tapes that the parser and the validator accept: `Set` lines, then random lines
/// of the whole vocabulary of the README's "Tapes" section, naming the form's fields, real key
/// labels and real event names, with comments, blank lines and every line ending mixed in.
///
/// Every random choice comes from one `SeededGenerator`, so a seed gives the same tape on every run.
/// The sizes are bounded (`maximumLines`, counts up to 4, text up to 8 characters, sleeps up to
/// 2 s), so a tape plans at most `maximumSteps` inputs and `maximumSeconds` of virtual time.
struct RandomTapeGenerator {
    /// The most lines after the `Set` lines.
    static let maximumLines = 32
    /// The most inputs a generated tape can plan: 8 characters per line at most, plus a few resizes.
    static let maximumSteps = maximumLines * 8
    /// The most virtual seconds a generated tape can plan: every line a 2 s sleep or 8 slow keys.
    static let maximumSeconds = Double(maximumLines) * 2

    /// Characters `Type`, `Say` and `Expect value` draw from: ASCII, accents, Cyrillic, CJK (two
    /// cells), an emoji, a combining mark, a zero-width space, controls (Tab, BEL, ESC), and the
    /// characters a string must escape.
    static let characters: [Character] = Array("aZ09 .@-_") + [
        "é", "ß", "ж", "Ж", "日", "本", "😀", "e\u{301}", "\u{200B}", "\t", "\u{7}", "\u{1B}", "\"", "\\", "\n",
    ]

    /// Terminal sizes for `Set Size`: common ones, the smallest that shows the phone (a tape may
    /// not name a smaller one), and narrow and tall ones.
    static let sizes = ["80x24", "41x20", "100x30", "120x40", "60x50", "41x60", "200x20"]

    private var random: SeededGenerator
    private let formName: String
    private let fields: [String]

    /// A generator of tapes for the bundled form `form`, drawing from `random`.
    init(form: BundledForm, fields: [String], random: SeededGenerator) {
        self.random = random
        formName = form.name
        self.fields = fields
    }

    /// A tape that starts on `strategy`, `era` and `orientation`.
    mutating func tape(strategy: StrategyID, era: Era, orientation: Orientation) -> String {
        var lines = [
            "# a random tape",
            random.pick(["Set Form \(formName)", "Set Form \"\(formName)\"", "Set Form '\(formName)'"]),
            "Set Strategy \(strategy.rawValue)",
            "Set Era \(era.rawValue)",
            "Set Orientation \(orientation.rawValue)",
        ]
        if random.chance(0.3) { lines.append("Set Size \(random.pick(Self.sizes))") }
        if random.chance(0.3) { lines.append("Set TypingSpeed \(random.pick(["10ms", "50ms", "0.1s", "0"]))") }
        if random.chance(0.3) {
            let methods = TapeVocabulary.inputMethods.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
            lines.append("Set InputMethods \(methods.joined(separator: ","))")
        }
        if random.chance(0.2) { lines.append("Set Pitfalls \(random.pick(["on", "off"]))") }
        // A third of the tapes check nothing, so they must pass: the rest may fail their `Expect` lines.
        let checks = random.chance(0.67)
        for _ in 0..<Int.random(in: 1...Self.maximumLines, using: &random) {
            var line = checks && random.chance(0.15) ? expectation() : action()
            if random.chance(0.05) { line = "  " + line + "   # a comment" }
            lines.append(line)
            if random.chance(0.05) { lines.append(random.pick(["", "# a whole-line comment", "\t"])) }
        }
        let ending = random.pick(["\n", "\n", "\r\n", "\r"])
        return lines.joined(separator: ending) + (random.chance(0.8) ? ending : "")
    }

    /// A line that acts: a tap, typing, a key, the wheel, a rotation, a sleep, a switch, a screenshot, a remark, a paste.
    private mutating func action() -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1, 2: return "Tap \(random.pick(fields))"
        case 3: return "Tap background"
        case 4: return "Tap key \(quoted(random.pick(TapeValidator.keyLabels)))"
        case 5, 6, 7: return (random.chance(0.2) ? "Type@\(random.pick(["10ms", "0.2s"])) " : "Type ") + quoted(text())
        case 8, 9, 10, 11: return key()
        case 12: return "Globe"
        case 13: return "Scroll \(random.pick([-1, 1])  * Int.random(in: 1...20, using: &random))"
        case 14: return "Rotate \(random.pick(Orientation.allCases).rawValue)"
        case 15, 16: return "Sleep \(random.pick(["50ms", "300ms", "0.25s", "1", "2s", "0"]))"
        case 17:
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return "Set Era \(random.pick(Era.allCases).rawValue)"
            case 1: return "Set Strategy \(random.pick(StrategyCatalogue.builtIns.ids).rawValue)"
            default: return "Set Size \(random.pick(Self.sizes))"
            }
        case 18: return random.chance(0.5) ? "Screenshot" : "Screenshot \(random.pick(["shot", "after-tap", "v1.2", "名前"]))"
        default: return (random.chance(0.5) ? "Say " : "Paste ") + quoted(text())
        }
    }

    /// A key line: a named key with an optional count and speed, or Ctrl plus a letter.
    private mutating func key() -> String {
        if random.chance(0.1) { return "Ctrl+\(random.pick(Array("AEUWKZ")))" }
        var line = random.pick(TapeVocabulary.keys.words)
        if random.chance(0.1) { line += "@\(random.pick(["5ms", "100ms"]))" }
        if random.chance(0.3) { line += " \(Int.random(in: 1...4, using: &random))" }
        return line
    }

    /// An `Expect` line about one of the form's fields, the keyboard or the events.
    private mutating func expectation() -> String {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return "Expect focus \(random.chance(0.2) ? "none" : random.pick(fields))"
        case 1: return "Expect keyboard \(random.pick(["shown", "hidden"]))"
        case 2: return "Expect visible \(random.pick(fields))"
        case 3: return "Expect covered \(random.pick(fields))"
        case 4: return "Expect value \(random.pick(fields)) \(quoted(text()))"
        case 5: return "Expect no event \(random.pick(TapeVocabulary.events.words))"
        default: return "Expect event \(random.pick(TapeVocabulary.events.words))"
        }
    }

    /// Up to 8 random characters.
    private mutating func text() -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in random.pick(Self.characters) })
    }

    /// `text` as a tape string: in double quotes with escapes, or — when it needs none — sometimes
    /// in single quotes or backticks, which take text as written.
    private mutating func quoted(_ text: String) -> String {
        let plain = !text.unicodeScalars.contains { "\"'`\\".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
        if plain, random.chance(0.3) {
            let quote = random.pick(["'", "`"])
            return quote + text + quote
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "😀": escaped += random.chance(0.5) ? "\\u{1F600}" : "😀"
            case _ where scalar.properties.generalCategory == .control:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
