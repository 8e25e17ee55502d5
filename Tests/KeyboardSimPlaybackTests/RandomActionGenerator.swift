import KeyboardSim
@testable import KeyboardSimPlayback

/// Draws random tape actions straight as values — anything the parser can produce, with the
/// values a written tape rarely holds: any duration down to the last bit, any scalar in a text,
/// every key name, `Ctrl+` with every letter, counts and sizes up to their limits.
///
/// Where `RandomTapeGenerator` writes the text people write, this reaches the corners of the
/// values, so that the printer's inverse is checked where a spelling could lose a bit.
struct RandomActionGenerator {
    private var random: SeededGenerator

    /// A generator drawing from `random`.
    init(random: SeededGenerator) {
        self.random = random
    }

    /// A tape of `Set` lines, then up to `maximumLines` actions (a `Set` among them now and then).
    mutating func tape(maximumLines: Int = 24) -> Tape {
        var actions: [TapeAction] = (0..<Int.random(in: 0...4, using: &random)).map { _ in .set(setting()) }
        for _ in 0..<Int.random(in: 1...maximumLines, using: &random) { actions.append(action()) }
        return Tape(path: "random.tape", commands: actions.map { TapeCommand(action: $0, line: 0, column: 0, source: "") })
    }

    private mutating func action() -> TapeAction {
        switch Int.random(in: 0..<17, using: &random) {
        case 0: return .set(setting())
        case 1: return .tapField(name())
        case 2: return .tapBackground
        case 3: return .tapKey(random.chance(0.5) ? random.pick(TapeValidator.keyLabels) : text(minimum: 1))
        case 4: return .type(text(), speed: random.chance(0.3) ? duration(upTo: 0.01) : nil)
        case 5, 6:
            return .key(key(), count: random.chance(0.5) ? 1 : Int.random(in: TapeVocabulary.countRange, using: &random),
                        speed: random.chance(0.3) ? duration(upTo: 0.001) : nil)
        case 7:
            let limit = TapeVocabulary.scrollLimit
            return .scroll(random.pick([-1, 1]) * Int.random(in: 1...limit, using: &random))
        case 8: return .rotate(random.pick(Orientation.allCases))
        case 9: return .globe
        case 10: return .sleep(duration(upTo: 100))
        case 11: return .screenshot(random.chance(0.3) ? nil : name(allowed: Array("abcXYZ019-_.名")))
        case 12: return .say(text())
        case 13: return .pause
        case 14:
            let limit = TapeVocabulary.coordinateLimit
            let point = { (random: inout SeededGenerator) in
                Point(x: Int.random(in: 0...limit, using: &random), y: Int.random(in: 0...limit, using: &random))
            }
            return .drag(from: point(&random), to: point(&random), duration: random.chance(0.5) ? duration(upTo: 2) : nil)
        default: return .expect(expectation())
        }
    }

    private mutating func setting() -> TapeSetting {
        switch Int.random(in: 0..<13, using: &random) {
        case 0: return .form(text(minimum: 1))
        case 1: return .strategy(random.pick(StrategyCatalogue.builtIns.ids))
        case 2: return .era(random.pick(Era.allCases))
        case 3: return .size(size())
        case 4: return .typingSpeed(duration(upTo: 0.001))
        case 5: return .orientation(random.pick(Orientation.allCases))
        case 6:
            let methods = TapeVocabulary.inputMethods.shuffled(using: &random)
            return .inputMethods(Array(methods.prefix(Int.random(in: 1...methods.count, using: &random))))
        case 7: return .pitfalls(random.chance(0.5))
        default: return .phoneSize(size())
        }
    }

    /// A terminal size anywhere in the limits.
    private mutating func size() -> Size {
        let (smallest, largest) = (TapeVocabulary.smallestSize, TapeVocabulary.largestSize)
        return Size(width: Int.random(in: smallest.width...largest.width, using: &random),
                    height: Int.random(in: smallest.height...largest.height, using: &random))
    }

    private mutating func expectation() -> Expectation {
        switch Int.random(in: 0..<13, using: &random) {
        case 0: return .focus(random.chance(0.2) ? nil : name())
        case 1: return .keyboard(shown: random.chance(0.5))
        case 2: return .visible(name())
        case 3: return .covered(name())
        case 4: return .value(field: name(), text: text())
        case 5: return .inset(Int.random(in: -50...50, using: &random))
        case 6: return .offset(Int.random(in: -50...50, using: &random))
        case 7: return .origin(Int.random(in: -50...50, using: &random))
        case 8: return .caretVisible(name())
        case 9: return .pitfall(random.pick(Pitfall.classic))
        case 10: return .noPitfall
        case 11: return .indicatorInset(Int.random(in: -50...50, using: &random))
        default: return .event(random.pick(SimEvent.Kind.allCases))
        }
    }

    /// A named key, or Ctrl and any letter.
    private mutating func key() -> KeyPress {
        if random.chance(0.2) { return .control(random.pick(Array("abcdefghijklmnopqrstuvwxyz"))) }
        return random.pick(TapeVocabulary.keys.pairs.map(\.value))
    }

    /// A duration of any bits from 0 to `limit` seconds: whole milliseconds, a fraction drawn
    /// from all the bits, or a tiny number whose shortest spelling has an exponent.
    private mutating func duration(upTo limit: Double) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return Double(Int.random(in: 0...Int(limit * 1000), using: &random)) / 1000
        case 1: return Double.random(in: 0...1e-6, using: &random)
        case 2: return 0
        default: return Double.random(in: 0...limit, using: &random)
        }
    }

    /// A word the parser reads as a name: no spaces, quotes or `#` first, and not one of `Tap`'s
    /// or `Expect focus`'s own words.
    private mutating func name(allowed: [Character] = Array("abcdefXYZ0129_-.@+é日")) -> String {
        let word = String((0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(allowed) })
        return [TapeVocabulary.tapBackground, TapeVocabulary.tapKey, TapeVocabulary.noFocus].contains(word) ? word + "1" : word
    }

    /// Up to 12 scalars drawn from every plane of Unicode, the characters a string must escape,
    /// controls, bidirectional overrides and line breaks of every kind.
    private mutating func text(minimum: Int = 0) -> String {
        let special: [Unicode.Scalar] = ["\"", "\\", "'", "`", "#", "\n", "\r", "\t", "\u{7}", "\u{1B}", "\u{9B}", "\u{202E}",
                                         "\u{2066}", "\u{FEFF}", "\u{2028}", "\u{85}", "\u{301}", " ", "\u{3000}"]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: minimum...12, using: &random) {
            if random.chance(0.4) {
                scalars.append(random.pick(special))
            } else if let scalar = Unicode.Scalar(UInt32.random(in: 0x20...0x10FFFF, using: &random)) {
                scalars.append(scalar)
            } else {
                scalars.append("x")  // a surrogate code point is no scalar
            }
        }
        return String(scalars)
    }
}
