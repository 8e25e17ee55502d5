import KeyboardSim

/// A JSON value as a handler of the strategy protocol replies it: read strictly (one value, no
/// trailing text), numbers kept as written so a handler's state goes back to it unchanged, and
/// members in the order written.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (`3`, `2.5`, `1e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One member of an object.
    package struct Member: Hashable, Sendable {
        /// The member's name.
        package var key: String
        /// The member's value.
        package var value: JSONValue
    }

    /// The value `text` holds; throws, saying where and why, when it is not exactly one JSON value.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(text, readBy: nil)
    }

    /// The value `text` holds, read by `deadline` at the latest (nil: no limit): past it, parsing
    /// stops with an error whose `isOverdue` is set, so a huge reply costs no more than its timeout.
    package static func parse(_ text: String, readBy deadline: ContinuousClock.Instant?) throws(JSONSyntaxError) -> JSONValue {
        var reader = Reader(scalars: Array(text.unicodeScalars), deadline: deadline)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.atEnd else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    /// The value written back as compact JSON: members in their order, numbers as they were written.
    package var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let written): written
        case .string(let string): JSONText.quote(string)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): JSONText.object(members.map { ($0.key, $0.value.text) })
        }
    }

    /// The member `key` of an object, nil when absent or not an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, as error messages name it.
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let written): "the number \(written)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Reads JSON text scalar by scalar.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        /// When reading must have ended, nil for never.
        let deadline: ContinuousClock.Instant?
        var index = 0
        /// Values read since the clock was last looked at.
        private var valuesSinceClock = 0
        /// Deeper than this is refused rather than risking the stack on a hostile reply.
        static let depthLimit = 64
        /// How many values are read between two looks at the clock: often enough to stop soon after
        /// the deadline, seldom enough to cost nothing.
        static let valuesPerClockCheck = 4096

        init(scalars: [Unicode.Scalar], deadline: ContinuousClock.Instant?) {
            self.scalars = scalars
            self.deadline = deadline
        }

        var atEnd: Bool { index >= scalars.count }

        func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(offset: index, reason: reason) }

        mutating func skipSpace() {
            while !atEnd {
                switch scalars[index] {
                case " ", "\t", "\n", "\r": index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < Self.depthLimit else { throw error("nested deeper than \(Self.depthLimit) levels") }
            if let deadline {
                valuesSinceClock += 1
                if valuesSinceClock >= Self.valuesPerClockCheck {
                    valuesSinceClock = 0
                    if ContinuousClock.now > deadline {
                        throw JSONSyntaxError(offset: index, reason: "reading it took longer than its deadline", isOverdue: true)
                    }
                }
            }
            guard !atEnd else { throw error("the text ends where a value should be") }
            switch scalars[index] {
            case "{": return try object(depth: depth)
            case "[": return try array(depth: depth)
            case "\"": return .string(try string())
            case "t": try word("true"); return .bool(true)
            case "f": try word("false"); return .bool(false)
            case "n": try word("null"); return .null
            case "-", "0"..."9": return .number(try number())
            default: throw error("unexpected character '\(scalars[index].escaped(asASCII: true))'")
            }
        }

        private mutating func word(_ word: String) throws(JSONSyntaxError) {
            for scalar in word.unicodeScalars {
                guard !atEnd, scalars[index] == scalar else { throw error("expected \(word)") }
                index += 1
            }
        }

        private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var members: [Member] = []
            // The names so far, so that finding a repeated one costs the same at the last member as at the first.
            var names = Set<String>()
            skipSpace()
            if !atEnd, scalars[index] == "}" { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard !atEnd, scalars[index] == "\"" else { throw error("expected a member's name in quotes") }
                let key = try string()
                guard names.insert(key).inserted else { throw error("the member \"\(key)\" appears twice") }
                skipSpace()
                guard !atEnd, scalars[index] == ":" else { throw error("expected ':' after \"\(key)\"") }
                index += 1
                skipSpace()
                members.append(Member(key: key, value: try value(depth: depth + 1)))
                skipSpace()
                guard !atEnd else { throw error("the object is not closed") }
                if scalars[index] == "}" { index += 1; return .object(members) }
                guard scalars[index] == "," else { throw error("expected ',' or '}'") }
                index += 1
            }
        }

        private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if !atEnd, scalars[index] == "]" { index += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard !atEnd else { throw error("the array is not closed") }
                if scalars[index] == "]" { index += 1; return .array(items) }
                guard scalars[index] == "," else { throw error("expected ',' or ']'") }
                index += 1
            }
        }

        private mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            var text = String.UnicodeScalarView()
            while true {
                guard !atEnd else { throw error("the string is not closed") }
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"": return String(text)
                case "\\": text.append(try escape())
                case "\u{0}"..."\u{1F}": throw error("a control character inside a string")
                default: text.append(scalar)
                }
            }
        }

        private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
            guard !atEnd else { throw error("the string is not closed") }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"", "\\", "/": return scalar
            case "b": return "\u{8}"
            case "f": return "\u{C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "u":
                let first = try hexQuad()
                guard (0xD800...0xDBFF).contains(first) else {
                    guard let scalar = Unicode.Scalar(first) else { throw error("a lone surrogate \\u escape") }
                    return scalar
                }
                guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
                    throw error("a lone surrogate \\u escape")
                }
                index += 2
                let second = try hexQuad()
                guard (0xDC00...0xDFFF).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw error("a lone surrogate \\u escape")
                }
                return scalar
            default: throw error("an unknown escape '\\\(scalar)'")
            }
        }

        private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
            guard index + 4 <= scalars.count,
                  let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16) else {
                throw error("a \\u escape needs four hex digits")
            }
            index += 4
            return value
        }

        private mutating func number() throws(JSONSyntaxError) -> String {
            let start = index
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.index
                while !reader.atEnd, ("0"..."9").contains(reader.scalars[reader.index]) { reader.index += 1 }
                return reader.index - from
            }
            if scalars[index] == "-" { index += 1 }
            let whole = index
            guard digits(&self) > 0 else { throw error("a number needs digits") }
            guard scalars[whole] != "0" || index - whole == 1 else { throw error("a number may not start with 0") }
            if !atEnd, scalars[index] == "." {
                index += 1
                guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
            }
            if !atEnd, scalars[index] == "e" || scalars[index] == "E" {
                index += 1
                if !atEnd, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
                guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
            }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
    }
}

/// Why a text is not JSON: where (in Unicode scalars from its start) and what was wrong.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where it went wrong: Unicode scalars from the start of the text.
    package var offset: Int
    /// What was wrong there.
    package var reason: String
    /// Whether reading stopped at its deadline rather than at a fault of the text.
    package var isOverdue: Bool

    /// An error at `offset` for `reason`; `isOverdue` when reading ran out of time there.
    package init(offset: Int, reason: String, isOverdue: Bool = false) {
        self.offset = offset
        self.reason = reason
        self.isOverdue = isOverdue
    }

    package var description: String { "not JSON at character \(offset + 1): \(reason)" }
}
