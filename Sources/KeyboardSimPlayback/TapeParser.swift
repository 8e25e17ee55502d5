import KeyboardSim
import KeyboardSimForms

/// An error in a tape file.
package typealias TapeError = InputFileError

/// Reads the text of a tape — a VHS-style playback script — into a `Tape`.
///
/// The parser is pure: the caller reads the file and hands over its text and its path, and the
/// path only names the file in errors. A refused tape throws a `TapeError` at the 1-based line and
/// column of the offending token (columns count Unicode scalars, as form errors do; a missing
/// argument is reported just after the last token of its line). `parse` throws the first error;
/// `parseReportingAllErrors` reads every line, since each stands alone, and throws every line's
/// first error (and the clock's, which counts the lines that were read).
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
package enum TapeParser {
    /// Parses the tape text at `path`, which is used only to name the file in errors; `Set Strategy`
    /// may name the strategies of `strategies`.
    package static func parse(_ source: String, path: String, strategies: StrategyCatalogue = .builtIns) throws(TapeError) -> Tape {
        do {
            return try parseReportingAllErrors(source, path: path, strategies: strategies)
        } catch {
            throw error.first
        }
    }

    /// Parses as `parse` does, but throws every error it finds (see the type's comment).
    package static func parseReportingAllErrors(_ source: String, path: String,
                                               strategies: StrategyCatalogue = .builtIns) throws(InputFileErrors) -> Tape {
        var commands: [TapeCommand] = []
        let found = ErrorCollector()
        for (offset, scalars) in lines(of: source).enumerated() {
            found.collecting { () throws(TapeError) in
                if let command = try command(in: scalars, line: offset + 1, path: path, strategies: strategies) {
                    commands.append(command)
                }
            }
        }
        let tape = Tape(path: path, commands: commands)
        found.collecting { () throws(TapeError) in try checkClock(of: tape) }
        try found.throwIfAny()
        return tape
    }

    /// The command on one line, or nil for a blank or comment line.
    private static func command(in scalars: [Unicode.Scalar], line lineNumber: Int, path: String,
                                strategies: StrategyCatalogue) throws(TapeError) -> TapeCommand? {
        let tokens = try tokens(in: scalars, line: lineNumber, path: path)
        guard let first = tokens.first, let last = tokens.last else { return nil }
        let reader = CommandReader(path: path, line: lineNumber, tokens: tokens, strategies: strategies)
        let action = try reader.action()
        var source = string(from: scalars[first.range.lowerBound..<last.range.upperBound])
        if case .expect(.value(_, let text)) = action {
            // The text is echoed in the one spelling transcripts use, so that `'pw'`,
            // `"p\u{77}"` and `"pw"` read alike: as what the line compares.
            source = string(from: scalars[first.range.lowerBound..<last.range.lowerBound]) + JSONText.quote(text)
        }
        return TapeCommand(action: action, line: lineNumber, column: first.column, source: source,
                           argumentColumns: tokens.map(\.column))
    }

    /// The largest tape file, in bytes of UTF-8: 16 MiB, room for a recorded session of hundreds
    /// of thousands of inputs, and a bound on what is read from a source that never ends.
    package static let maxBytes = 1 << 24

    /// The longest a tape may run, in virtual seconds: a day. Past it a tape is a typo
    /// (`Sleep 9300000000000000`), and a clock that large no longer moves by a frame's 1/30 s.
    package static let maximumClock = 86_400.0

    /// How messages state the limit.
    static let clockLimitText = "a tape's clock may not pass 24 hours (86400s)"

    /// Refuses, at the line that would do it, a tape whose virtual clock would pass `maximumClock`
    /// (counting every key and tap at its typing speed, as the player does).
    static func checkClock(of tape: Tape) throws(TapeError) {
        var speed = Tape.defaultTypingSpeed
        var clock = 0.0
        for command in tape.commands {
            switch command.action {
            case .set(.typingSpeed(let newSpeed)): speed = newSpeed
            case .set, .rotate, .screenshot, .expect, .say, .pause, .receive: continue
            case .tapField, .tapBackground, .tapKey, .scroll, .globe, .paste: clock += speed
            case .type(let text, let override): clock += Double(text.count) * (override ?? speed)
            case .key(_, let count, let override): clock += Double(count) * (override ?? speed)
            case .sleep(let seconds): clock += seconds
            case .drag(_, _, let duration): clock += duration ?? Tape.defaultDragDuration
            }
            if clock > maximumClock {
                throw TapeError(path: tape.path, line: command.line, column: command.column,
                                message: "the tape's clock would reach \(TimeText.seconds(clock))s here — \(clockLimitText)")
            }
        }
    }

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
        let scalars = Array(ByteOrderMark.dropped(from: source.unicodeScalars))
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
                            message: "a quoted string must start a new word: put a space before the \(line[end]) in '\(Diagnostics.excerpt(word))'"
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
        // The text goes in by runs between escapes, each encoded at once: a scalar at a time
        // cost more than playing what a long `Type` line types.
        var text = ""
        var run = start + 1
        var index = start + 1
        while index < line.count {
            let scalar = line[index]
            if scalar == quote {
                text += string(from: line[run..<index])
                return Token(kind: .quoted, text: text, range: start..<index + 1)
            }
            // VHS takes strings literally; escapes are kbsim's, and only in double quotes, so that
            // single quotes and backticks stay a way to write a backslash as it is.
            if quote == "\"", scalar == "\\", index + 1 < line.count {
                text += string(from: line[run..<index])
                let (decoded, next) = try escape(in: line, at: index, line: lineNumber, path: path)
                text.unicodeScalars.append(decoded)
                index = next
                run = next
            } else {
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

    /// The text of `scalars`, encoded into storage of the right size at once.
    static func string(from scalars: ArraySlice<Unicode.Scalar>) -> String {
        let byteCount = scalars.reduce(0) { $0 + UTF8.width($1) }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var written = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[written] = byte
                    written += 1
                }
            }
            return written
        }
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
}
