import KeyboardSim
import KeyboardSimForms

/// The arguments every command reads alike — words, quoted text, durations, orientations — and
/// the messages that refuse them.
extension CommandReader {
    // MARK: Values

    var orientationList: String { "valid: " + list(Orientation.allCases.map(\.rawValue)) }

    func orientation(at index: Int, _ need: Need) throws(TapeError) -> Orientation {
        let token = try word(at: index, need)
        guard let orientation = Orientation(rawValue: token.text) else {
            throw unknown("orientation", token, valid: Orientation.allCases.map(\.rawValue))
        }
        return orientation
    }

    /// Seconds from `300ms`, `0.5s` or `2`; VHS reads a bare number as seconds.
    func duration(_ text: String, at column: Int) throws(TapeError) -> Double {
        var number = Substring(text)
        var divisor = 1.0
        if number.hasSuffix(TapeVocabulary.milliseconds) {
            number = number.dropLast(TapeVocabulary.milliseconds.count)
            divisor = 1000
        } else if number.hasSuffix(TapeVocabulary.seconds) {
            number = number.dropLast(TapeVocabulary.seconds.count)
        }
        let negative = number.hasPrefix("-")
        if negative { number = number.dropFirst() }
        guard isDecimal(number), let value = Double(number), value.isFinite else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — expected a duration such as 300ms, 0.5s or 2", at: column)
        }
        guard !negative else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — a duration cannot be negative", at: column)
        }
        // Dividing keeps 300ms exactly 0.3, where multiplying by 0.001 would not.
        let seconds = value / divisor
        guard seconds <= TapeParser.maximumClock else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — \(TapeParser.clockLimitText)", at: column)
        }
        return seconds
    }

    // MARK: Arguments

    /// The word at `index` as one of the vocabulary's keywords, listed in messages as `listName`.
    func keyword<Keyword: RawRepresentable & CaseIterable>(
        at index: Int, _ phrase: String, what: String, listName: String
    ) throws(TapeError) -> Keyword where Keyword.RawValue == String {
        let words = Keyword.allCases.map(\.rawValue)
        let token = try word(at: index, Need(phrase, valid: "\(listName): " + list(words)))
        guard let keyword = Keyword(rawValue: token.text) else { throw unknown(what, token, valid: words, listName: listName) }
        return keyword
    }

    func word(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .word else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    func wordOrQuoted(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .word || tokens[index].kind == .quoted else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    func quoted(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .quoted else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    func noMore(after index: Int, _ usage: String) throws(TapeError) {
        guard index + 1 < tokens.count else { return }
        let extra = tokens[index + 1]
        throw error("\(usage), found extra \(describe(extra))", at: extra.column)
    }

    // MARK: Messages

    /// A missing argument is reported where it should have been written: just after the line.
    func missing(_ need: Need) -> TapeError {
        let end = tokens.last.map { $0.range.upperBound + 1 } ?? 1
        return error(need.phrase + (need.valid.map { " — \($0)" } ?? ""), at: end)
    }

    func wrong(_ need: Need, found token: TapeParser.Token) -> TapeError {
        error(need.phrase + ", found \(describe(token))" + (need.valid.map { " — \($0)" } ?? ""), at: token.column)
    }

    func unknown(
        _ what: String, _ token: TapeParser.Token, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> TapeError {
        error(unknownMessage(what, token.text, valid: valid, listName: listName, suggesting: suggesting), at: token.column)
    }

    /// "unknown strategy 'insets' (did you mean 'inset'?) — valid: none, inset"; numbers are not
    /// suggested, since era 8 is no typo of 3.
    func unknownMessage(
        _ what: String, _ word: String, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> String {
        Diagnostics.unknown(what, word, suggestion: suggesting ? TapeParser.suggestion(for: word, among: valid) : nil,
                            listName: listName, valid: valid)
    }

    func error(_ message: String, at column: Int) -> TapeError {
        TapeError(path: path, line: line, column: column, message: message)
    }

    func list(_ words: [String]) -> String {
        words.joined(separator: ", ")
    }

    /// How a token reads in "found …": a word in single quotes, a string in double quotes, so that
    /// `"email"` visibly differs from `email`.
    func describe(_ token: TapeParser.Token) -> String {
        token.kind == .word ? "'\(Diagnostics.excerpt(token.text))'" : "\"\(Diagnostics.excerpt(token.text))\""
    }

    func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func isInteger(_ text: String) -> Bool {
        isDigits(text.hasPrefix("-") ? text.dropFirst() : Substring(text))
    }

    /// Digits with at most one decimal point, as in `0.5` or `.5`: no exponent, sign, `inf` or `nan`,
    /// which `Double.init` would accept.
    func isDecimal(_ text: Substring) -> Bool {
        text.filter { $0 == "." }.count <= 1
            && text.contains { $0.isASCII && $0.isNumber }
            && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
    }
}
