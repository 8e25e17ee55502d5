/// Reads the plain block style forms are written in — `key: value` lines, lists of `- ` entries,
/// one-line plain and quoted scalars, comments and blank lines — into the `FormNode`s Yams would
/// compose from it, without Yams: composing through Yams costs a big form most of its load (a
/// class, copies and a hash for every node).
///
/// Anything else is left to Yams (the answer is nil): flow collections (`[en, ru]`, and so any
/// JSON), block scalars (`|`), a scalar over several lines, escapes in double quotes, tags,
/// anchors, aliases and the other indicators a value or key may start with (`- ? : , [ ] { } # &
/// * ! | > ' " % @ \``, quotes aside), a value left empty, a key written twice in one mapping
/// (which only Yams' resolver can judge), document markers, tabs, CR line ends, and any control,
/// line-breaking or byte-order character. What it does read, it reads as libyaml 0.2.5 does: a
/// comment starts at `#` after a blank, `: ` or a `:` at the end of a line ends a key, a line
/// indented deeper than its mapping's keys continues a plain scalar (which is left to Yams),
/// a list may stand at its key's indentation. Positions are libyaml's: a scalar's first
/// character (a quote), a list's first `-`, a mapping's first key.
struct BlockYAMLReader {
    /// The document's root, or nil when `text` (a byte-order mark already removed) is not all in
    /// the style this reader takes.
    static func document(_ text: String) -> FormNode? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = BlockYAMLReader(bytes: bytes)
            return reader.document()
        }
    }

    /// A line with something on it other than blanks and a comment.
    private struct Line {
        /// The 1-based line number.
        var number: Int
        /// The offset of its first byte.
        var start: Int
        /// The offset of its line feed, or the end of the text.
        var end: Int
        /// How many spaces it starts with.
        var indent: Int
        /// The offset of its first character after the indentation.
        var content: Int { start + indent }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next line not yet read, nil at the end.
    private var current: Line?

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func document() -> FormNode? {
        guard charactersAreReadable() else { return nil }
        loadLine(from: 0, number: 1)
        guard let first = current, first.indent == 0, let root = blockNode(at: first, depth: 1),
              current == nil else { return nil }
        return root
    }

    // MARK: Collections

    /// A mapping or a list that starts on `line`, after its indentation.
    private mutating func blockNode(at line: Line, depth: Int) -> FormNode? {
        if isEntry(at: line.content, in: line) { return sequence(column: line.indent, depth: depth, isIndentless: false) }
        return mapping(firstKeyAt: line.content, column: line.indent, depth: depth)
    }

    /// The `- ` entries at `column`, starting on the current line. A list that is a mapping's
    /// value may stand at the mapping's own column (`isIndentless`): a line there that is not
    /// an entry is the mapping's next key.
    private mutating func sequence(column: Int, depth: Int, isIndentless: Bool) -> FormNode? {
        // Deeper than a form may nest is for the preflight to name.
        guard depth <= FormLimits.maxDepth, let first = current else { return nil }
        var items: [FormNode] = []
        while let line = current, line.indent == column, isEntry(at: line.content, in: line) {
            var start = line.content + 1
            while start < line.end, bytes[start] == Self.space { start += 1 }
            // An empty entry, or one whose node starts on the next line, or a list in a list.
            guard start < line.end, bytes[start] != Self.hash, !isEntry(at: start, in: line) else { return nil }
            let item: FormNode?
            if keyEnd(from: start, in: line) != nil {
                item = mapping(firstKeyAt: start, column: self.column(of: start, in: line), depth: depth + 1)
            } else {
                item = scalar(at: start, in: line)
            }
            guard let item else { return nil }
            items.append(item)
        }
        if let line = current, line.indent > column || (line.indent == column && !isIndentless) { return nil }
        return FormNode(content: .sequence(items), line: first.number, column: column + 1)
    }

    /// The `key: value` pairs at `column`, the first starting at `firstKeyAt` on the current line
    /// (after the indentation, or after a list entry's `- `).
    private mutating func mapping(firstKeyAt start: Int, column: Int, depth: Int) -> FormNode? {
        guard depth <= FormLimits.maxDepth, let first = current else { return nil }
        var entries: [FormNode.Entry] = []
        entries.reserveCapacity(4)
        var keys = KeyTexts()
        var keyStart = start
        while let line = current {
            guard let written = key(at: keyStart, in: line, column: column) else { return nil }
            var valueStart = written.afterColon
            while valueStart < line.end, bytes[valueStart] == Self.space { valueStart += 1 }
            let value: FormNode?
            if valueStart == line.end || bytes[valueStart] == Self.hash {
                // The value is the block below; nothing there would be null, which Yams reads.
                loadLine(after: line)
                guard let next = current else { return nil }
                if next.indent > column {
                    value = blockNode(at: next, depth: depth + 1)
                } else if next.indent == column, isEntry(at: next.content, in: next) {
                    value = sequence(column: column, depth: depth + 1, isIndentless: true)
                } else {
                    return nil
                }
            } else {
                value = scalar(at: valueStart, in: line)
            }
            guard let value, keys.insert(written.text, among: entries) else { return nil }
            entries.append(FormNode.Entry(key: written.node, value: value))
            guard let next = current, next.indent >= column else { break }
            // Deeper would continue a scalar or be an error; an entry here is not a key.
            guard next.indent == column, !isEntry(at: next.content, in: next) else { return nil }
            keyStart = next.content
        }
        return FormNode(content: .mapping(entries), line: first.number, column: column + 1)
    }

    /// The texts of a mapping's keys, to find one written twice, which is left to Yams: its
    /// resolver decides whether two spellings are one key (`1` and `'1'` are not). A field has a
    /// few keys, compared in place; a long mapping's are hashed, from its 16th key on.
    private struct KeyTexts {
        private var many: Set<String>?

        /// Adds `text`, the key after `entries`; false when one of them has it already.
        mutating func insert(_ text: String, among entries: [FormNode.Entry]) -> Bool {
            if many != nil { return many!.insert(text).inserted }
            guard !entries.contains(where: { $0.key.scalarText == text }) else { return false }
            if entries.count == 15 { many = Set(entries.compactMap(\.key.scalarText) + [text]) }
            return true
        }
    }

    // MARK: Scalars

    /// The key at `start` and the offset just after its `:`, when the line has a one-line plain
    /// or quoted key followed by `: ` or a `:` at its end.
    private func key(at start: Int, in line: Line, column: Int) -> (node: FormNode, text: String, afterColon: Int)? {
        let text: String
        let style: FormNode.Style
        let colon: Int
        if bytes[start] == Self.singleQuote || bytes[start] == Self.doubleQuote {
            guard let (quoted, end) = quotedText(at: start, in: line) else { return nil }
            text = quoted
            style = bytes[start] == Self.singleQuote ? .singleQuoted : .doubleQuoted
            colon = end
            guard colon < line.end, bytes[colon] == Self.colon else { return nil }
        } else {
            guard let end = keyEnd(from: start, in: line) else { return nil }
            // Blanks before the colon belong to no scalar; they are rare enough to leave to Yams.
            guard bytes[end - 1] != Self.space else { return nil }
            text = string(start..<end)
            style = .plain
            colon = end
        }
        guard colon + 1 == line.end || bytes[colon + 1] == Self.space,
              colon - start < 1024 else { return nil }  // libyaml's longest simple key
        let node = FormNode(
            content: .scalar(FormNode.Scalar(text: text, style: style, isTaggedText: false)),
            line: line.number, column: column + 1
        )
        return (node, text, colon + 1)
    }

    /// Where a plain key that starts at `start` ends (its `:`), or nil when the line holds no
    /// plain key there: it starts with an indicator, or a comment or the end comes first.
    private func keyEnd(from start: Int, in line: Line) -> Int? {
        guard !Self.isIndicator(bytes[start]) else { return nil }
        var index = start
        while index < line.end {
            switch bytes[index] {
            case Self.colon where index + 1 == line.end || bytes[index + 1] == Self.space:
                return index
            case Self.hash where bytes[index - 1] == Self.space:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// A one-line value at `start` that takes the rest of the line (but a comment). (A next line
    /// deeper than the value's mapping or list would continue it: the callers refuse that.)
    private mutating func scalar(at start: Int, in line: Line) -> FormNode? {
        let first = bytes[start]
        let scalar: FormNode.Scalar
        if first == Self.singleQuote || first == Self.doubleQuote {
            guard let (text, end) = quotedText(at: start, in: line) else { return nil }
            var rest = end
            while rest < line.end, bytes[rest] == Self.space { rest += 1 }
            guard rest == line.end || (bytes[rest] == Self.hash && rest > end) else { return nil }
            scalar = FormNode.Scalar(text: text, style: first == Self.singleQuote ? .singleQuoted : .doubleQuoted, isTaggedText: true)
        } else {
            guard !Self.isIndicator(first) else { return nil }
            var end = start
            scanning: while end < line.end {
                switch bytes[end] {
                case Self.colon where end + 1 == line.end || bytes[end + 1] == Self.space:
                    return nil  // libyaml: "mapping values are not allowed in this context"
                case Self.hash where bytes[end - 1] == Self.space:
                    break scanning
                default:
                    end += 1
                }
            }
            while bytes[end - 1] == Self.space { end -= 1 }
            scalar = FormNode.Scalar(text: string(start..<end), style: .plain, isTaggedText: false)
        }
        let node = FormNode(content: .scalar(scalar), line: line.number, column: self.column(of: start, in: line) + 1)
        loadLine(after: line)
        return node
    }

    /// The text of the quoted scalar at `start` (`'it''s'`, `"a # b"`) and the offset after its
    /// closing quote; nil when it does not close on its line or has a backslash in double quotes.
    private func quotedText(at start: Int, in line: Line) -> (String, end: Int)? {
        let quote = bytes[start]
        var pieces: [Range<Int>] = []
        var pieceStart = start + 1
        var index = start + 1
        while index < line.end {
            let byte = bytes[index]
            if byte == quote {
                guard quote == Self.singleQuote, index + 1 < line.end, bytes[index + 1] == Self.singleQuote else {
                    pieces.append(pieceStart..<index)
                    let text = pieces.count == 1 ? string(pieces[0]) : pieces.map(string).joined(separator: "'")
                    return (text, index + 1)
                }
                // '' is one quote: the piece so far ends with it.
                pieces.append(pieceStart..<index)
                index += 2
                pieceStart = index
            } else if byte == Self.backslash, quote == Self.doubleQuote {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    // MARK: Lines and characters

    /// Whether a list entry starts at `offset`: a `-` followed by a blank or the line's end.
    private func isEntry(at offset: Int, in line: Line) -> Bool {
        offset < line.end && bytes[offset] == Self.dash && (offset + 1 == line.end || bytes[offset + 1] == Self.space)
    }

    /// Makes the first line from `start` on that holds more than blanks and a comment the current one.
    private mutating func loadLine(from start: Int, number: Int) {
        var lineStart = start
        var lineNumber = number
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != Self.lineFeed { end += 1 }
            var content = lineStart
            while content < end, bytes[content] == Self.space { content += 1 }
            if content < end, bytes[content] != Self.hash {
                current = Line(number: lineNumber, start: lineStart, end: end, indent: content - lineStart)
                return
            }
            lineStart = end + 1
            lineNumber += 1
        }
        current = nil
    }

    private mutating func loadLine(after line: Line) {
        loadLine(from: line.end + 1, number: line.number + 1)
    }

    /// The 0-based column of `offset`, counted in Unicode scalars as libyaml counts them.
    private func column(of offset: Int, in line: Line) -> Int {
        var column = 0
        for index in line.start..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether every character is one this reader takes as libyaml would: printable ASCII, line
    /// feeds, and any other Unicode character but C1 controls (NEL among them), the line and
    /// paragraph separators, the byte-order mark and U+FFFE, U+FFFF — which libyaml refuses or
    /// reads as breaks.
    private func charactersAreReadable() -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x7E, Self.lineFeed:
                index += 1
            case 0xC2:
                guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0 else { return false }
                index += 2
            case 0xE2:
                guard index + 2 < bytes.count, !(bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)) else { return false }
                index += 3
            case 0xEF:
                guard index + 2 < bytes.count,
                      !(bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF),
                      !(bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF)) else { return false }
                index += 3
            case 0x80...0xBF:
                index += 1  // a continuation byte, after a lead byte already judged
            case 0xC3...0xFF:
                index += 1
            default:
                return false  // controls, tabs, CR and DEL
            }
        }
        return true
    }

    /// The characters that may not start a plain scalar here (some may when a non-blank follows,
    /// which is left to Yams).
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
             UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
             UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            true
        default:
            false
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let dash = UInt8(ascii: "-")
    private static let singleQuote = UInt8(ascii: "'")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
