import KeyboardSim
import KeyboardSimForms

/// Writes tapes as text: the inverse of `TapeParser`, reading the same `TapeVocabulary`.
///
/// Whatever the parser made of a tape, printing it and parsing the text again gives the same
/// actions, and printing those gives the same text: a printed tape is the canonical spelling of
/// what it does (double-quoted strings, the first name of each key, durations in whole
/// milliseconds when they are, one command a line, no comments).
package enum TapePrinter {
    /// The text of `tape`: one line per command, each ending in a line feed. An action the
    /// language cannot spell (a function key built in code) is written as a comment, so that the
    /// text still parses.
    package static func text(of tape: Tape) -> String {
        tape.commands.map { command in
            (line(for: command.action) ?? "# no tape spelling for \(VisibleText.line(String(describing: command.action)))") + "\n"
        }.joined()
    }

    /// The line that parses back to `action`, or nil when the language has no spelling for it
    /// (a key without a name, such as F5, or a character key, which `Type` writes).
    package static func line(for action: TapeAction) -> String? {
        typealias Command = TapeVocabulary.Command
        switch action {
        case .set(let setting): return Command.set.rawValue + " " + line(for: setting)
        case .tapField(let name): return words(.tap, name)
        case .tapBackground: return words(.tap, TapeVocabulary.tapBackground)
        case .tapKey(let label): return words(.tap, TapeVocabulary.tapKey, quote(label))
        case .type(let text, let speed): return Command.type.rawValue + pace(speed) + " " + quote(text)
        case .paste(let text): return words(.paste, quote(text))
        case .receive(let text): return words(.receive, quote(text))
        case .key(let key, let count, let speed):
            guard let name = TapeVocabulary.name(of: key) else { return nil }
            return name + pace(speed) + (count == 1 ? "" : " \(count)")
        case .scroll(let rows): return words(.scroll, String(rows))
        case .drag(let from, let to, let seconds):
            let over = seconds.map { " " + TapeVocabulary.dragOver + " " + duration($0) } ?? ""
            return words(.drag, TapeVocabulary.dragFrom, point(from), TapeVocabulary.dragTo, point(to)) + over
        case .rotate(let orientation): return words(.rotate, orientation.rawValue)
        case .globe: return Command.globe.rawValue
        case .sleep(let seconds): return words(.sleep, duration(seconds))
        case .screenshot(let name): return name.map { words(.screenshot, $0) } ?? Command.screenshot.rawValue
        case .expect(let expectation): return Command.expect.rawValue + " " + line(for: expectation)
        case .say(let text): return words(.say, quote(text))
        case .pause: return Command.pause.rawValue
        }
    }

    /// `text` as a double-quoted tape string: quotes, backslashes, line feeds and tabs escaped
    /// as the parser reads them, and every other control or bidirectional scalar spelt `\u{…}`.
    package static func quote(_ text: String) -> String {
        // A raw control character would end or garble the tape's line, and a bidirectional one
        // would make it read in another order than it plays; a carriage return is one of them.
        VisibleText.quote(text, escapingCarriageReturn: false) { hex in "\\u{" + hex + "}" }
    }

    /// `seconds` as a tape duration that reads back as exactly the same number: whole
    /// milliseconds as `300ms`, anything else as decimal seconds (`0.0005s`).
    package static func duration(_ seconds: Double) -> String {
        let milliseconds = (seconds * 1000).rounded()
        if milliseconds.magnitude < 1e15, Double(Int(milliseconds)) / 1000 == seconds {
            return "\(Int(milliseconds))" + TapeVocabulary.milliseconds
        }
        return plainDecimal(seconds) + TapeVocabulary.seconds
    }

    // MARK: - Parts

    private static func line(for setting: TapeSetting) -> String {
        typealias Setting = TapeVocabulary.Setting
        switch setting {
        case .form(let name): return Setting.form.rawValue + " " + quote(name)
        // A built-in's name is a word; `exec:COMMAND` holds spaces and is quoted, as the parser reads it.
        case .strategy(let strategy):
            return Setting.strategy.rawValue + " " + (strategy.isWord ? strategy.rawValue : quote(strategy.rawValue))
        case .era(let era): return Setting.era.rawValue + " \(era.rawValue)"
        case .size(let size): return Setting.size.rawValue + " " + SettingText.text(size)
        case .phoneSize(let size): return Setting.phoneSize.rawValue + " " + SettingText.text(size)
        case .typingSpeed(let seconds): return Setting.typingSpeed.rawValue + " " + duration(seconds)
        case .orientation(let orientation): return Setting.orientation.rawValue + " " + orientation.rawValue
        case .inputMethods(let methods):
            return Setting.inputMethods.rawValue + " " + methods.joined(separator: String(TapeVocabulary.listSeparator))
        case .pitfalls(let on): return Setting.pitfalls.rawValue + " " + TapeVocabulary.pitfallsValues.word(for: on)!
        case .device(let device): return Setting.device.rawValue + " " + device.name
        case .seed(let seed): return Setting.seed.rawValue + " \(seed)"
        case .playbackSpeed(let speed): return Setting.playbackSpeed.rawValue + " " + plainDecimal(speed)
        }
    }

    private static func line(for expectation: Expectation) -> String {
        typealias Kind = TapeVocabulary.ExpectationKind
        switch expectation {
        case .focus(let name): return Kind.focus.rawValue + " " + (name ?? TapeVocabulary.noFocus)
        case .keyboard(let shown): return Kind.keyboard.rawValue + " " + TapeVocabulary.keyboardStates.word(for: shown)!
        case .visible(let name): return Kind.visible.rawValue + " " + name
        case .visibleAt(let name, let row): return Kind.visible.rawValue + " " + name + " " + TapeVocabulary.atWord + " \(row)"
        case .covered(let name): return Kind.covered.rawValue + " " + name
        case .value(let field, let text): return Kind.value.rawValue + " " + field + " " + quote(text)
        case .event(let kind): return Kind.event.rawValue + " " + kind.name
        case .noEvent(let kind): return Kind.no.rawValue + " " + Kind.event.rawValue + " " + kind.name
        case .inset(let rows): return Kind.inset.rawValue + " \(rows)"
        case .indicatorInset(let rows): return Kind.indicatorInset.rawValue + " \(rows)"
        case .offset(let rows): return Kind.offset.rawValue + " \(rows)"
        case .origin(let row): return Kind.origin.rawValue + " \(row)"
        case .caretVisible(let name): return Kind.caret.rawValue + " " + TapeVocabulary.CaretClaim.visible.rawValue + " " + name
        case .pitfall(let pitfall): return Kind.pitfall.rawValue + " " + pitfall.rawValue
        case .noPitfall: return Kind.no.rawValue + " " + TapeVocabulary.NegatedKind.pitfall.rawValue
        }
    }

    /// `COL,ROW`, as `Drag` writes a point.
    private static func point(_ point: Point) -> String {
        "\(point.x)" + String(TapeVocabulary.pointSeparator) + "\(point.y)"
    }

    private static func words(_ command: TapeVocabulary.Command, _ arguments: String...) -> String {
        ([command.rawValue] + arguments).joined(separator: " ")
    }

    /// `@10ms` after a command that has its own pace, or nothing.
    private static func pace(_ speed: Double?) -> String {
        speed.map { String(Character(TapeVocabulary.speedMarker)) + duration($0) } ?? ""
    }

    /// The shortest decimal that reads back as `value`, without the exponent that Swift's
    /// description uses for very small or large numbers and the parser refuses.
    private static func plainDecimal(_ value: Double) -> String {
        let text = "\(value)"
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return text }
        let mantissa = text[..<e]
        let digits = mantissa.filter { $0 != "." }
        let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count)
            + exponent
        if point <= 0 { return "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return digits + String(repeating: "0", count: point - digits.count) }
        return String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }
}
