import KeyboardSim

/// JSON's grammar (RFC 8259), checked strictly before a `.json` form is read.
///
/// A JSON form is read by the YAML reader, since JSON is nearly a subset of YAML; but YAML also
/// takes what no JSON parser does — a trailing comma (`[{"name":"a"},]`), single quotes, bare
/// words, comments — and a form that only kbsim can read is a trap for whatever else reads it.
/// This one pass over the bytes refuses those at their line and column (columns count Unicode
/// scalars, as the other readers count them) and judges nothing else: what the tree means is the
/// form reader's.
struct JSONSyntaxCheck {
    /// Checks `text` (a byte-order mark already removed); `path` names the file in the error. Text
    /// that is only whitespace passes: the form reader says that the form is empty.
    static func check(_ text: String, path: String) throws(FormError) {
        var check = JSONSyntaxCheck(bytes: Array(text.utf8), path: path)
        try check.document()
    }

    /// Where a container opened, for messages: its place is worked out only when one is printed,
    /// as counting columns at every bracket would cost a whole line's scan each.
    private struct Open {
        var isObject: Bool
        var line: Int
        var lineStart: Int
        var index: Int
    }

    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    /// The index of the current line's first byte: columns are counted from it when needed.
    private var lineStart = 0
    private var open: [Open] = []

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private mutating func document() throws(FormError) {
        skipWhitespace()
        guard index < bytes.count else { return }
        var expectsValue = true
        while true {
            skipWhitespace()
            if expectsValue {
                expectsValue = try value()
                continue
            }
            guard let container = open.last else {
                guard index == bytes.count else { throw error("text after the end of the JSON document", found: true) }
                return
            }
            let close: UInt8 = container.isObject ? .closingBrace : .closingBracket
            guard index < bytes.count else {
                throw error("the file ends inside the \(container.isObject ? "object" : "array") that starts at "
                    + "\(place(of: container)) — close it with '\(Character(Unicode.Scalar(close)))'")
            }
            switch bytes[index] {
            case .comma:
                let (commaLine, commaLineStart, commaIndex) = (line, lineStart, index)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == close {
                    let comma = Self.position(in: bytes, line: commaLine, lineStart: commaLineStart, index: commaIndex)
                    throw FormError(path: path, line: comma.line, column: comma.column,
                                    message: "JSON syntax error: a comma before '\(Character(Unicode.Scalar(close)))' — "
                                        + "JSON allows no trailing comma; remove it")
                }
                if container.isObject { try key() }
                expectsValue = true
            case close:
                index += 1
                open.removeLast()
            default:
                let what = container.isObject ? "an object" : "an array"
                throw error("did not find expected ',' or '\(Character(Unicode.Scalar(close)))' "
                    + "(while parsing \(what) at \(place(of: container)))", found: false)
            }
        }
    }

    /// Reads one value, or opens an object or array (reading an object's first key) and returns
    /// true when a member's value is now expected: nesting is a stack, never a recursion, so that
    /// no file can exhaust the call stack. An empty object or array is read whole.
    private mutating func value() throws(FormError) -> Bool {
        guard index < bytes.count else { throw error("the file ends where a value should be") }
        switch bytes[index] {
        case .openingBrace, .openingBracket:
            let isObject = bytes[index] == .openingBrace
            open.append(Open(isObject: isObject, line: line, lineStart: lineStart, index: index))
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == (isObject ? .closingBrace : .closingBracket) {
                index += 1
                open.removeLast()
                return false
            }
            if isObject { try key() }
            return true
        case .quote:
            try string()
        case .minus, UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "'"):
            throw error("strings are written in double quotes in JSON", found: true)
        case UInt8(ascii: "#"), UInt8(ascii: "/"):
            throw error("JSON has no comments", found: true)
        default:
            throw error("expected a value (an object, array, string in double quotes, number, true, false or null)", found: true)
        }
        return false
    }

    /// A key in double quotes and its colon; the value follows.
    private mutating func key() throws(FormError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .quote else {
            throw error("expected a key in double quotes", found: true)
        }
        try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .colon else {
            throw error("did not find expected ':' after the key", found: true)
        }
        index += 1
    }

    private mutating func string() throws(FormError) {
        let (startLine, startLineStart, startIndex) = (line, lineStart, index)
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case .quote:
                index += 1
                return
            case .backslash:
                try escape()
            case 0..<0x20:
                let name = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? "a line break" : "a control character"
                let start = Self.position(in: bytes, line: startLine, lineStart: startLineStart, index: startIndex)
                throw error("\(name) inside a string (which starts at \(start.line):\(start.column)) — "
                    + "write it as an escape (\\n, \\t, \\u00XX) or close the string with \"")
            default:
                index += 1
            }
        }
        let start = Self.position(in: bytes, line: startLine, lineStart: startLineStart, index: startIndex)
        throw FormError(path: path, line: start.line, column: start.column,
                        message: "JSON syntax error: this string is never closed with \"")
    }

    private mutating func escape() throws(FormError) {
        guard index + 1 < bytes.count else { throw error("the file ends inside an escape") }
        switch bytes[index + 1] {
        case .quote, .backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
        case UInt8(ascii: "u"):
            let digits = bytes[(index + 2)..<min(index + 6, bytes.count)]
            guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
                throw error("bad escape — \\u takes four hex digits, such as \\u00e9")
            }
            index += 6
        default:
            throw error("unknown escape — valid in JSON: \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t, \\uXXXX")
        }
    }

    private mutating func number() throws(FormError) {
        let start = index
        if bytes[index] == .minus { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        let valid = integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
            && fraction() && exponent()
        guard valid, index == bytes.count || !Self.isWordByte(bytes[index]) else {
            index = start
            throw error("not a JSON number (digits, an optional fraction and exponent, no leading zeros)", found: true)
        }
    }

    /// Whether what follows is a valid fraction, or none.
    private mutating func fraction() -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return true }
        index += 1
        return digits() > 0
    }

    /// Whether what follows is a valid exponent, or none.
    private mutating func exponent() -> Bool {
        guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") else { return true }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == .minus { index += 1 }
        return digits() > 0
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(FormError) {
        let expected = Array(word.utf8)
        let end = index + expected.count
        guard end <= bytes.count, Array(bytes[index..<end]) == expected, end == bytes.count || !Self.isWordByte(bytes[end]) else {
            throw error("expected a value (an object, array, string in double quotes, number, true, false or null)", found: true)
        }
        index = end
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // CRLF is one line break, as the other readers count lines.
                if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    // MARK: Messages

    /// The 1-based line and column of `index`.
    private var position: (line: Int, column: Int) {
        Self.position(in: bytes, line: line, lineStart: lineStart, index: index)
    }

    /// Where a container opened, as `line:column`.
    private func place(of container: Open) -> String {
        let place = Self.position(in: bytes, line: container.line, lineStart: container.lineStart, index: container.index)
        return "\(place.line):\(place.column)"
    }

    /// The 1-based line and column of the byte at `index` on the line starting at `lineStart`,
    /// counting scalars: every byte that does not continue one.
    private static func position(in bytes: [UInt8], line: Int, lineStart: Int, index: Int) -> (line: Int, column: Int) {
        let scalars = bytes[lineStart..<min(index, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (line, scalars + 1)
    }

    /// An error at `index`; `found` quotes the word there.
    private func error(_ message: String, found: Bool = false) -> FormError {
        var text = "JSON syntax error: " + message
        if found {
            if index >= bytes.count {
                text += ", found the end of the file"
            } else {
                var end = index + 1
                if bytes[index] == .quote {
                    // A string is quoted whole (up to a point): `"T"`, not `"T`.
                    while end < bytes.count, end - index < 64, bytes[end] != .quote { end += 1 }
                    end = min(end + 1, bytes.count)
                } else {
                    while end < bytes.count, end - index < 64, Self.isWordByte(bytes[end]) { end += 1 }
                }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                text += ", found '\(Diagnostics.excerpt(word))'"
            }
        }
        let place = position
        return FormError(path: path, line: place.line, column: place.column, message: text)
    }

    /// Bytes that run on in a bare word: anything but JSON's punctuation and whitespace.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        !" \t\r\n,:[]{}\"".utf8.contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}

private extension UInt8 {
    static let openingBrace = UInt8(ascii: "{")
    static let closingBrace = UInt8(ascii: "}")
    static let openingBracket = UInt8(ascii: "[")
    static let closingBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
}
