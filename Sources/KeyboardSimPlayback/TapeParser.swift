import KeyboardSim

/// An error in a tape file.
public typealias TapeError = InputFileError

/// Reads the text of a tape — a VHS-style playback script — into a `Tape`.
///
/// The parser is pure: the caller reads the file and hands over its text and its path, and the
/// path only names the file in errors. A refused tape throws a `TapeError` at the 1-based line and
/// column of the offending token (columns count Unicode scalars, as form errors do; a missing
/// argument is reported just after the last token of its line). Only the first error is reported.
///
/// The language:
/// - One command per line; lines end at LF, CRLF or CR. Blank lines are ignored, and so is a `#`
///   comment: a whole line, or the rest of a line from a `#` that starts a word outside quotes.
///   Commands and their keywords are case-sensitive, as in VHS.
/// - A line is words separated by spaces or tabs, and quoted strings. A string is in double
///   quotes, single quotes or backticks and ends on its line; only double quotes know escapes
///   (`\"`, `\\`, `\n`, `\t`, `\u{1F600}`). A quote inside a word is refused, so that
///   `Type"hi"` is not mistaken for a command called `Type"hi"`.
/// - Names (fields, settings' values, events, screenshots) are bare words; text (`Type`, `Say`,
///   `Expect value`) and key labels (`Tap key "q"`) are quoted; `Set Form` takes either.
/// - Durations are `300ms`, `0.5s`, or a bare number of seconds, as in VHS; stored in seconds.
/// - `Type` and the keys take a speed written after the command (`Type@10ms`, `Left@100ms 2`);
///   the keys take an optional count from 1 to 10000.
public enum TapeParser {
    /// Parses the tape text at `path`, which is used only to name the file in errors.
    public static func parse(_ source: String, path: String) throws(TapeError) -> Tape {
        var commands: [TapeCommand] = []
        for (offset, scalars) in lines(of: source).enumerated() {
            let lineNumber = offset + 1
            let tokens = try tokens(in: scalars, line: lineNumber, path: path)
            guard let first = tokens.first, let last = tokens.last else { continue }
            let reader = CommandReader(path: path, line: lineNumber, tokens: tokens)
            let action = try reader.action()
            let source = string(from: scalars[first.range.lowerBound..<last.range.upperBound])
            commands.append(TapeCommand(action: action, line: lineNumber, column: first.column, source: source))
        }
        return Tape(path: path, commands: commands)
    }

    // MARK: - Vocabulary

    /// The keys a tape presses by name, in the order messages list them.
    static let keyCommands: [(name: String, key: KeyPress)] = [
        ("Enter", .returnKey), ("Tab", .tab), ("Shift+Tab", .backTab), ("BackTab", .backTab),
        ("Backspace", .backspace), ("Delete", .deleteForward), ("Left", .left), ("Right", .right),
        ("Up", .up), ("Down", .down), ("Home", .home), ("End", .end), ("Escape", .escape),
        ("Space", .character(" ")), ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    /// Every command name, for suggestions.
    static let commandNames = ["Set", "Tap", "Type"] + keyCommands.map(\.name) + otherCommandNames

    /// The commands as messages list them: `Ctrl+<letter>` is a family, listed but never suggested.
    static let commandList = ["Set", "Tap", "Type"] + keyCommands.map(\.name) + ["Ctrl+<letter>"] + otherCommandNames

    private static let otherCommandNames = ["Scroll", "Rotate", "Globe", "Sleep", "Screenshot", "Expect", "Say"]

    /// The commands that neither type nor press keys, so have no pace for an `@speed` to set.
    static let commandsWithoutSpeed = Set(["Set", "Tap"] + otherCommandNames)

    /// The words after `Set`.
    static let settingNames = ["Form", "Strategy", "Era", "Size", "TypingSpeed", "Orientation", "InputMethods", "Pitfalls"]

    /// The words after `Expect`.
    static let expectationKinds = ["focus", "keyboard", "visible", "covered", "value", "event"]

    /// The input methods kbsim simulates, as `Set InputMethods` and `--input-methods` name them.
    static let inputMethods = ["en", "ru", "ja"]

    /// How many times one key line may press its key: enough for any form, small enough that a
    /// typo such as `Backspace 30000000` is caught instead of hanging the player.
    static let countRange = 1...10000

    /// The largest `Set Size`, in cells either way; bigger than any real terminal.
    static let sizeRange = 1...1000

    /// The widest `Scroll` step, in rows.
    static let scrollLimit = 10000

    // MARK: - Lines and tokens

    /// One word or quoted string of a tape line.
    struct Token {
        /// A bare word, or text written between quotes.
        enum Kind { case word, quoted }

        var kind: Kind
        /// The word as written, or the quoted text with its escapes decoded.
        var text: String
        /// Where the token sits among its line's scalars, quotes included.
        var range: Range<Int>

        /// The 1-based column of the token's first scalar (a string's opening quote).
        var column: Int { range.lowerBound + 1 }
    }

    /// The source split into lines of scalars, a leading byte-order mark dropped because editors
    /// do not count it as a column.
    static func lines(of source: String) -> [[Unicode.Scalar]] {
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else {
                current.append(scalar)
            }
            index += 1
        }
        lines.append(current)
        return lines
    }

    /// Splits one line into words and strings, stopping at a comment.
    static func tokens(in line: [Unicode.Scalar], line lineNumber: Int, path: String) throws(TapeError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < line.count {
            let scalar = line[index]
            if isSpace(scalar) {
                index += 1
            } else if scalar == "#" {
                break
            } else if isQuote(scalar) {
                let token = try quotedString(in: line, from: index, line: lineNumber, path: path)
                tokens.append(token)
                index = token.range.upperBound
                // Glued text is most often a quote meant to be inside the string: `'it\'s'`.
                if index < line.count, !isSpace(line[index]), line[index] != "#" {
                    let quote = line[index - 1]
                    let advice = quote == "\"" ? "write \\\" for a quote inside it" : "write a \(quote) inside other quotes"
                    throw TapeError(
                        path: path, line: lineNumber, column: index + 1,
                        message: "text right after the closing \(quote) — end the string with a space, or \(advice)"
                    )
                }
            } else {
                var end = index
                while end < line.count, !isSpace(line[end]) {
                    if isQuote(line[end]) {
                        let word = string(from: line[index..<end]) + String(line[end])
                        throw TapeError(
                            path: path, line: lineNumber, column: end + 1,
                            message: "a quoted string must start a new word: put a space before the \(line[end]) in '\(TapeParser.excerpt(word))'"
                        )
                    }
                    end += 1
                }
                tokens.append(Token(kind: .word, text: string(from: line[index..<end]), range: index..<end))
                index = end
            }
        }
        return tokens
    }

    private static func quotedString(
        in line: [Unicode.Scalar], from start: Int, line lineNumber: Int, path: String
    ) throws(TapeError) -> Token {
        let quote = line[start]
        var text = String.UnicodeScalarView()
        var index = start + 1
        while index < line.count {
            let scalar = line[index]
            if scalar == quote {
                return Token(kind: .quoted, text: String(text), range: start..<index + 1)
            }
            // VHS takes strings literally; escapes are kbsim's, and only in double quotes, so that
            // single quotes and backticks stay a way to write a backslash as it is.
            if quote == "\"", scalar == "\\", index + 1 < line.count {
                let (decoded, next) = try escape(in: line, at: index, line: lineNumber, path: path)
                text.append(decoded)
                index = next
            } else {
                text.append(scalar)
                index += 1
            }
        }
        throw TapeError(
            path: path, line: lineNumber, column: start + 1,
            message: "unterminated string: no closing \(quote) on this line"
        )
    }

    /// Decodes the escape whose backslash is at `index`; returns the scalar and where to go on.
    private static func escape(
        in line: [Unicode.Scalar], at index: Int, line lineNumber: Int, path: String
    ) throws(TapeError) -> (Unicode.Scalar, next: Int) {
        switch line[index + 1] {
        case "\"": return ("\"", index + 2)
        case "\\": return ("\\", index + 2)
        case "n": return ("\n", index + 2)
        case "t": return ("\t", index + 2)
        case "u":
            let close = line[(index + 2)...].prefix(11).firstIndex(of: "}")
            if index + 2 < line.count, line[index + 2] == "{", let close,
               (1...8).contains(close - index - 3),
               line[(index + 3)..<close].allSatisfy(\.properties.isASCIIHexDigit),
               let value = UInt32(string(from: line[(index + 3)..<close]), radix: 16),
               let scalar = Unicode.Scalar(value) {
                return (scalar, close + 1)
            }
            let written = close.map { string(from: line[index...$0]) } ?? "\\u"
            throw TapeError(
                path: path, line: lineNumber, column: index + 1,
                message: "bad escape '\(written)' — expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"
            )
        default:
            throw TapeError(
                path: path, line: lineNumber, column: index + 1,
                message: "unknown escape '\\\(line[index + 1])' — valid in double quotes: \\\", \\\\, \\n, \\t, \\u{…}"
            )
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "'" || scalar == "`"
    }

    static func string(from scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

// MARK: - Reading one command

/// What an argument slot wants, as messages say it: "`Sleep` needs a duration, such as 300ms", and
/// the valid words, which go after whatever was found.
private struct Need {
    var phrase: String
    var valid: String?

    init(_ phrase: String, valid: String? = nil) {
        self.phrase = phrase
        self.valid = valid
    }
}

/// Turns the tokens of one line into a `TapeAction`, or the error the line deserves.
private struct CommandReader {
    let path: String
    let line: Int
    let tokens: [TapeParser.Token]

    func action() throws(TapeError) -> TapeAction {
        let head = tokens[0]
        guard head.kind == .word else {
            throw error("a line must start with a command, found \(describe(head))", at: head.column)
        }
        let (name, speed) = split(head)
        if let speed, TapeParser.commandsWithoutSpeed.contains(name) {
            throw error("`\(name)` does not take a speed — only `Type` and keys such as `Enter` do", at: speed.column - 1)
        }
        switch name {
        case "Set": return .set(try setting())
        case "Tap": return try tap()
        case "Type": return try type(speed: try speed.map(seconds(fromSpeed:)))
        case "Scroll": return try scroll()
        case "Rotate":
            let orientation = try self.orientation(at: 1, Need("`Rotate` needs an orientation", valid: orientationList))
            try noMore(after: 1, "`Rotate` takes one orientation")
            return .rotate(orientation)
        case "Globe":
            try noMore(after: 0, "`Globe` takes no arguments")
            return .globe
        case "Sleep":
            let token = try word(at: 1, Need("`Sleep` needs a duration, such as 300ms, 0.5s or 2"))
            try noMore(after: 1, "`Sleep` takes one duration")
            return .sleep(try duration(token.text, at: token.column))
        case "Screenshot": return try screenshot()
        case "Expect": return .expect(try expectation())
        case "Say":
            let text = try quoted(at: 1, Need("`Say` needs quoted text, such as \"Now the keyboard covers the field\""))
            try noMore(after: 1, "`Say` takes one quoted text")
            return .say(text.text)
        default:
            let key = try keyPress(named: name, in: head)
            let seconds = try speed.map(seconds(fromSpeed:))
            return .key(key, count: try count(for: name), speed: seconds)
        }
    }

    // MARK: Command word

    /// The command's name and the speed written after `@`, with the speed's column.
    private func split(_ head: TapeParser.Token) -> (name: String, speed: (text: String, column: Int)?) {
        guard let at = head.text.unicodeScalars.firstIndex(of: "@"), at != head.text.unicodeScalars.startIndex else {
            return (head.text, nil)
        }
        let scalars = head.text.unicodeScalars
        let nameLength = scalars.distance(from: scalars.startIndex, to: at)
        let speed = String(scalars[scalars.index(after: at)...])
        return (String(scalars[..<at]), (speed, head.column + nameLength + 1))
    }

    private func seconds(fromSpeed speed: (text: String, column: Int)) throws(TapeError) -> Double {
        guard !speed.text.isEmpty else {
            throw error("'@' needs a duration after it, such as \(tokens[0].text)10ms", at: speed.column)
        }
        return try duration(speed.text, at: speed.column)
    }

    private func keyPress(named name: String, in head: TapeParser.Token) throws(TapeError) -> KeyPress {
        if let known = TapeParser.keyCommands.first(where: { $0.name == name }) { return known.key }
        if name.hasPrefix("Ctrl+") {
            let letter = name.dropFirst("Ctrl+".count)
            guard letter.count == 1, let character = letter.first, character.isASCII, character.isLetter else {
                let found = letter.isEmpty ? "" : ", found '\(TapeParser.excerpt(String(letter)))'"
                throw error("`Ctrl+` needs one letter A–Z, such as Ctrl+W\(found)", at: head.column + 5)
            }
            return .control(Character(character.lowercased()))
        }
        throw error(unknownCommand(name), at: head.column)
    }

    private func unknownCommand(_ name: String) -> String {
        let message = "unknown command '\(TapeParser.excerpt(name))'"
        if let suggestion = ctrlSpelling(of: name) ?? TapeParser.suggestion(for: name, among: TapeParser.commandNames) {
            return message + " (did you mean '\(suggestion)'?)"
        }
        return message + " — commands: " + list(TapeParser.commandList)
    }

    /// `ctrl+w`, `Ctrl-W` or `Control+W` written for VHS's `Ctrl+W`.
    private func ctrlSpelling(of name: String) -> String? {
        let lowered = name.lowercased()
        for prefix in ["ctrl+", "ctrl-", "control+", "control-"] where lowered.hasPrefix(prefix) {
            let letter = name.dropFirst(prefix.count)
            if letter.count == 1, let character = letter.first, character.isASCII, character.isLetter {
                return "Ctrl+" + character.uppercased()
            }
        }
        return nil
    }

    // MARK: Set

    private func setting() throws(TapeError) -> TapeSetting {
        let settings = "settings: " + TapeParser.settingNames.joined(separator: ", ")
        let nameToken = try word(at: 1, Need("`Set` needs a setting", valid: settings))
        let name = nameToken.text
        let usage = "`Set \(name)`"
        switch name {
        case "Form":
            let need = Need("\(usage) needs a path or a bundled form's name")
            guard tokens.count > 2 else { throw missing(need) }
            guard !tokens[2].text.isEmpty else { throw wrong(need, found: tokens[2]) }
            try noMore(after: 2, "\(usage) takes one path")
            return .form(tokens[2].text)
        case "Strategy":
            let valid = StrategyKind.allCases.map(\.rawValue)
            let token = try word(at: 2, Need("\(usage) needs a strategy", valid: "valid: " + list(valid)))
            guard let strategy = StrategyKind(rawValue: token.text) else {
                throw unknown("strategy", token, valid: valid)
            }
            try noMore(after: 2, "\(usage) takes one strategy")
            return .strategy(strategy)
        case "Era":
            let valid = Era.allCases.map { String($0.rawValue) }
            let token = try word(at: 2, Need("\(usage) needs an era", valid: "valid: " + list(valid)))
            guard let era = Era.allCases.first(where: { String($0.rawValue) == token.text }) else {
                throw unknown("era", token, valid: valid, suggesting: false)
            }
            try noMore(after: 2, "\(usage) takes one era")
            return .era(era)
        case "Size":
            let token = try word(at: 2, Need("\(usage) needs COLSxROWS, such as 80x24"))
            try noMore(after: 2, "\(usage) takes one size")
            return .size(try size(token))
        case "TypingSpeed":
            let token = try word(at: 2, Need("\(usage) needs a duration, such as 50ms"))
            try noMore(after: 2, "\(usage) takes one duration")
            return .typingSpeed(try duration(token.text, at: token.column))
        case "Orientation":
            let orientation = try self.orientation(at: 2, Need("\(usage) needs an orientation", valid: orientationList))
            try noMore(after: 2, "\(usage) takes one orientation")
            return .orientation(orientation)
        case "InputMethods":
            let valid = "valid: " + list(TapeParser.inputMethods)
            let token = try word(at: 2, Need("\(usage) needs a comma-separated list of input methods", valid: valid))
            try noMore(after: 2, "\(usage) takes one comma-separated list, without spaces")
            return .inputMethods(try inputMethods(token))
        case "Pitfalls":
            let valid = ["on", "off", "true", "false"]
            let token = try word(at: 2, Need("\(usage) needs on or off"))
            guard valid.contains(token.text) else { throw unknown("Pitfalls value", token, valid: valid) }
            try noMore(after: 2, "\(usage) takes one value")
            return .pitfalls(token.text == "on" || token.text == "true")
        default:
            throw unknown("setting", nameToken, valid: TapeParser.settingNames, listName: "settings")
        }
    }

    private func size(_ token: TapeParser.Token) throws(TapeError) -> Size {
        let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(isDigits) else {
            throw error("bad size '\(TapeParser.excerpt(token.text))' — expected COLSxROWS, such as 80x24", at: token.column)
        }
        let range = TapeParser.sizeRange
        guard let columns = Int(parts[0]), let rows = Int(parts[1]), range.contains(columns), range.contains(rows) else {
            throw error(
                "bad size '\(TapeParser.excerpt(token.text))' — columns and rows must each be from \(range.lowerBound) to \(range.upperBound)",
                at: token.column
            )
        }
        return Size(width: columns, height: rows)
    }

    private func inputMethods(_ token: TapeParser.Token) throws(TapeError) -> [String] {
        var methods: [String] = []
        var column = token.column
        for item in token.text.split(separator: ",", omittingEmptySubsequences: false) {
            let method = String(item)
            if method.isEmpty {
                throw error(
                    "empty input method in '\(TapeParser.excerpt(token.text))' — valid: \(list(TapeParser.inputMethods))",
                    at: column
                )
            }
            guard TapeParser.inputMethods.contains(method) else {
                throw error(unknownMessage("input method", method, valid: TapeParser.inputMethods), at: column)
            }
            guard !methods.contains(method) else {
                throw error("input method '\(method)' is listed twice", at: column)
            }
            methods.append(method)
            column += method.unicodeScalars.count + 1
        }
        return methods
    }

    // MARK: Tap, Type, Scroll, Screenshot

    private func tap() throws(TapeError) -> TapeAction {
        let need = Need("`Tap` needs a field name, `background`, or `key \"label\"`")
        let target = try word(at: 1, need)
        switch target.text {
        case "background":
            try noMore(after: 1, "`Tap background` takes nothing more")
            return .tapBackground
        case "key":
            let label = try quoted(at: 2, Need("`Tap key` needs a quoted key label, such as \"q\" or \"return\""))
            guard !label.text.isEmpty else {
                throw wrong(Need("`Tap key` needs a key label, such as \"q\" or \"return\""), found: label)
            }
            try noMore(after: 2, "`Tap key` takes one label")
            return .tapKey(label.text)
        default:
            try noMore(after: 1, "`Tap` takes one field name")
            return .tapField(target.text)
        }
    }

    private func type(speed: Double?) throws(TapeError) -> TapeAction {
        let text = try quoted(at: 1, Need("`Type` needs quoted text, such as \"hello\""))
        try noMore(after: 1, "`Type` takes one quoted text")
        return .type(text.text, speed: speed)
    }

    private func scroll() throws(TapeError) -> TapeAction {
        let need = Need("`Scroll` needs a whole number of rows, such as 3 or -3")
        let token = try word(at: 1, need)
        guard isInteger(token.text) else { throw wrong(need, found: token) }
        let limit = TapeParser.scrollLimit
        guard let rows = Int(token.text), rows != 0, (-limit...limit).contains(rows) else {
            throw error("`Scroll` rows must be from -\(limit) to \(limit) and not 0, found \(token.text)", at: token.column)
        }
        try noMore(after: 1, "`Scroll` takes one number of rows")
        return .scroll(rows)
    }

    private func screenshot() throws(TapeError) -> TapeAction {
        guard tokens.count > 1 else { return .screenshot(nil) }
        let token = try word(at: 1, Need("`Screenshot` takes an optional name, such as after-tap"))
        let allowed = token.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
        guard allowed else {
            throw error(
                "bad screenshot name '\(TapeParser.excerpt(token.text))' — use letters, digits, '-', '_' and '.'",
                at: token.column
            )
        }
        try noMore(after: 1, "`Screenshot` takes an optional name")
        return .screenshot(token.text)
    }

    // MARK: Keys

    private func count(for name: String) throws(TapeError) -> Int {
        guard tokens.count > 1 else { return 1 }
        let token = tokens[1]
        let usage = "`\(name)` takes an optional count"
        guard token.kind == .word, isInteger(token.text) else {
            throw error("\(usage), found \(describe(token))", at: token.column)
        }
        let range = TapeParser.countRange
        guard let count = Int(token.text), range.contains(count) else {
            throw error(
                "`\(name)` count must be from \(range.lowerBound) to \(range.upperBound), found \(token.text)",
                at: token.column
            )
        }
        try noMore(after: 1, usage)
        return count
    }

    // MARK: Expect

    private func expectation() throws(TapeError) -> Expectation {
        let kinds = "kinds: " + list(TapeParser.expectationKinds)
        let kind = try word(at: 1, Need("`Expect` needs what to check", valid: kinds))
        let usage = "`Expect \(kind.text)`"
        switch kind.text {
        case "focus":
            let name = try word(at: 2, Need("\(usage) needs a field name or none"))
            try noMore(after: 2, "\(usage) takes one field name or none")
            return .focus(name.text == "none" ? nil : name.text)
        case "keyboard":
            let valid = ["shown", "hidden"]
            let state = try word(at: 2, Need("\(usage) needs shown or hidden"))
            guard valid.contains(state.text) else { throw unknown("keyboard state", state, valid: valid) }
            try noMore(after: 2, "\(usage) takes shown or hidden")
            return .keyboard(shown: state.text == "shown")
        case "visible", "covered":
            let name = try word(at: 2, Need("\(usage) needs a field name"))
            try noMore(after: 2, "\(usage) takes one field name")
            return kind.text == "visible" ? .visible(name.text) : .covered(name.text)
        case "value":
            let need = Need("\(usage) needs a field name and quoted text, such as `Expect value email \"ada@example.com\"`")
            let name = try word(at: 2, need)
            let text = try quoted(at: 3, need)
            try noMore(after: 3, "\(usage) takes a field name and quoted text")
            return .value(field: name.text, text: text.text)
        case "event":
            let name = try word(at: 2, Need("\(usage) needs an event name, such as keyboardDidShow"))
            try noMore(after: 2, "\(usage) takes one event name")
            return .event(name.text)
        default:
            throw unknown("expectation", kind, valid: TapeParser.expectationKinds, listName: "kinds")
        }
    }

    // MARK: Values

    private var orientationList: String { "valid: " + list(Orientation.allCases.map(\.rawValue)) }

    private func orientation(at index: Int, _ need: Need) throws(TapeError) -> Orientation {
        let token = try word(at: index, need)
        guard let orientation = Orientation(rawValue: token.text) else {
            throw unknown("orientation", token, valid: Orientation.allCases.map(\.rawValue))
        }
        return orientation
    }

    /// Seconds from `300ms`, `0.5s` or `2`; VHS reads a bare number as seconds.
    private func duration(_ text: String, at column: Int) throws(TapeError) -> Double {
        var number = Substring(text)
        var divisor = 1.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            divisor = 1000
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        let negative = number.hasPrefix("-")
        if negative { number = number.dropFirst() }
        guard isDecimal(number), let value = Double(number), value.isFinite else {
            throw error("bad duration '\(TapeParser.excerpt(text))' — expected a duration such as 300ms, 0.5s or 2", at: column)
        }
        guard !negative else {
            throw error("bad duration '\(TapeParser.excerpt(text))' — a duration cannot be negative", at: column)
        }
        // Dividing keeps 300ms exactly 0.3, where multiplying by 0.001 would not.
        return value / divisor
    }

    // MARK: Arguments

    private func word(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .word else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    private func quoted(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .quoted else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    private func noMore(after index: Int, _ usage: String) throws(TapeError) {
        guard index + 1 < tokens.count else { return }
        let extra = tokens[index + 1]
        throw error("\(usage), found extra \(describe(extra))", at: extra.column)
    }

    // MARK: Messages

    /// A missing argument is reported where it should have been written: just after the line.
    private func missing(_ need: Need) -> TapeError {
        let end = tokens.last.map { $0.range.upperBound + 1 } ?? 1
        return error(need.phrase + (need.valid.map { " — \($0)" } ?? ""), at: end)
    }

    private func wrong(_ need: Need, found token: TapeParser.Token) -> TapeError {
        error(need.phrase + ", found \(describe(token))" + (need.valid.map { " — \($0)" } ?? ""), at: token.column)
    }

    private func unknown(
        _ what: String, _ token: TapeParser.Token, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> TapeError {
        error(unknownMessage(what, token.text, valid: valid, listName: listName, suggesting: suggesting), at: token.column)
    }

    /// "unknown strategy 'insets' (did you mean 'inset'?) — valid: none, inset"; numbers are not
    /// suggested, since era 8 is no typo of 3.
    private func unknownMessage(
        _ what: String, _ word: String, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> String {
        var message = "unknown \(what) '\(TapeParser.excerpt(word))'"
        if suggesting, let suggestion = TapeParser.suggestion(for: word, among: valid) {
            message += " (did you mean '\(suggestion)'?)"
        }
        return message + " — \(listName): " + list(valid)
    }

    private func error(_ message: String, at column: Int) -> TapeError {
        TapeError(path: path, line: line, column: column, message: message)
    }

    private func list(_ words: [String]) -> String {
        words.joined(separator: ", ")
    }

    /// How a token reads in "found …": a word in single quotes, a string in double quotes, so that
    /// `"email"` visibly differs from `email`.
    private func describe(_ token: TapeParser.Token) -> String {
        token.kind == .word ? "'\(TapeParser.excerpt(token.text))'" : "\"\(TapeParser.excerpt(token.text))\""
    }

    private func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func isInteger(_ text: String) -> Bool {
        isDigits(text.hasPrefix("-") ? text.dropFirst() : Substring(text))
    }

    /// Digits with at most one decimal point, as in `0.5` or `.5`: no exponent, sign, `inf` or `nan`,
    /// which `Double.init` would accept.
    private func isDecimal(_ text: Substring) -> Bool {
        text.filter { $0 == "." }.count <= 1
            && text.contains { $0.isASCII && $0.isNumber }
            && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
    }
}

extension TapeParser {
    /// The valid word the user most likely meant, for "did you mean": one the typed word begins
    /// (`Typ` is `Type` rather than `Tap`), else the nearest by `NameSuggestion`, else the only one
    /// that makes up at least half of the typed word's beginning (`focused` is `focus`, but
    /// `Command` is not the key `c`).
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        let extensions = candidates.filter { $0.lowercased().hasPrefix(typed) }
        if let suggestion = NameSuggestion.closest(to: word, among: extensions)
            ?? NameSuggestion.closest(to: word, among: candidates) {
            return suggestion
        }
        let stems = candidates.filter { typed.hasPrefix($0.lowercased()) && $0.count * 2 >= typed.count }
        return stems.count == 1 ? stems[0] : nil
    }

    /// Keeps user text in a message short and on one line.
    static func excerpt(_ text: String) -> String {
        let firstLine = text.prefix { !$0.isNewline }
        let limit = 40
        if firstLine.count > limit { return String(firstLine.prefix(limit)) + "…" }
        return firstLine.count < text.count ? String(firstLine) + "…" : String(firstLine)
    }
}
