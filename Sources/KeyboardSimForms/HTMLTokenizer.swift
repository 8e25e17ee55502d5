import KeyboardSim

/// Splits an HTML page into `HTMLToken`s the way a browser's tokenizer splits a well-formed page.
///
/// It is as tolerant as a browser about what it can read (unquoted values, stray `/`, upper-case
/// names, a `<` that starts no tag), but where a browser would silently swallow the rest of the
/// page — an unclosed tag, comment, quoted value or `<textarea>` — it throws instead, pointing at
/// where the runaway construct starts.
struct HTMLTokenizer {
    let scalars: [Unicode.Scalar]
    /// The scalar offset at which each line starts, for turning offsets into positions.
    private let lineStarts: [Int]
    private let path: String
    private var offset = 0
    private var tokens: [HTMLToken] = []

    /// Elements whose content is text up to their closing tag. Character references mean
    /// something in the first two (RCDATA); in the others the content is skipped unread.
    private static let referenceDecodingTextElements: Set<String> = ["title", "textarea"]
    private static let rawTextElements: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes"]

    /// The tokens of `source`, whose errors name `path`.
    static func tokens(in source: String, path: String) throws(FormError) -> [HTMLToken] {
        var tokenizer = HTMLTokenizer(source: source, path: path)
        try tokenizer.run()
        return tokenizer.tokens
    }

    private init(source: String, path: String) {
        scalars = Array(source.unicodeScalars)
        self.path = path
        // HTML ends a line at LF, CR or CRLF; the LF of a CRLF starts no line of its own.
        var starts = [0]
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    private mutating func run() throws(FormError) {
        while offset < scalars.count {
            if scalars[offset] == "<" {
                try markup()
            } else {
                let start = offset
                while offset < scalars.count, scalars[offset] != "<" { offset += 1 }
                tokens.append(.text(decoded(start..<offset)))
            }
        }
    }

    /// Reads whatever starts at the `<` under the cursor.
    private mutating func markup() throws(FormError) {
        let next = scalar(at: offset + 1)
        if hasPrefix("<!--") {
            try comment()
        } else if next == "!" || next == "?" {
            try bogusComment()
        } else if next == "/" {
            switch scalar(at: offset + 2) {
            case let after? where after.isASCIILetter:
                tokens.append(.endTag(name: try endTag()))
            case ">":
                // `</>` means nothing; browsers drop it.
                offset += 3
            case nil:
                tokens.append(.text("</"))
                offset += 2
            default:
                try bogusComment()
            }
        } else if let next, next.isASCIILetter {
            try startTag()
        } else {
            // A `<` that starts no tag is text, as in `a < b`.
            tokens.append(.text("<"))
            offset += 1
        }
    }

    private mutating func comment() throws(FormError) {
        let start = offset
        // `<!-->` and `<!--->` are complete, empty comments.
        if scalar(at: start + 4) == ">" {
            offset = start + 5
            return
        }
        if scalar(at: start + 4) == "-", scalar(at: start + 5) == ">" {
            offset = start + 6
            return
        }
        var cursor = start + 4
        while cursor + 2 < scalars.count {
            if scalars[cursor] == "-", scalars[cursor + 1] == "-", scalars[cursor + 2] == ">" {
                offset = cursor + 3
                return
            }
            cursor += 1
        }
        throw error("this comment is never closed — end it with -->", at: start)
    }

    /// `<!DOCTYPE …>`, `<?…>` and other declarations run to the next `>` and mean nothing here.
    private mutating func bogusComment() throws(FormError) {
        let start = offset
        guard let end = firstOffset(of: ">", from: start + 2) else {
            throw error("the markup starting with '\(text(start..<start + 2))' is never closed with '>'", at: start)
        }
        offset = end + 1
    }

    private mutating func startTag() throws(FormError) {
        let start = offset
        offset += 1
        let name = tagName()
        let attributes = try self.attributes(closing: "<\(name)>", tagStart: start)
        let tag = HTMLTag(name: name, attributes: attributes, position: position(of: start))
        if Self.referenceDecodingTextElements.contains(name) || Self.rawTextElements.contains(name) {
            try textElement(tag, start: start)
        } else {
            tokens.append(.startTag(tag))
        }
    }

    /// Reads the content of a text element up to its closing tag, which it consumes too.
    private mutating func textElement(_ tag: HTMLTag, start: Int) throws(FormError) {
        let contentStart = offset
        guard let close = closingTag(of: tag.name, from: contentStart) else {
            throw error("<\(tag.name)> is never closed — add </\(tag.name)> after its text", at: start)
        }
        let content = Self.referenceDecodingTextElements.contains(tag.name) ? decoded(contentStart..<close) : ""
        offset = close
        _ = try endTag()
        tokens.append(.textElement(tag, content: content, contentPosition: position(of: contentStart)))
    }

    /// Reads the end tag under the cursor and returns its name; its attributes mean nothing.
    private mutating func endTag() throws(FormError) -> String {
        let start = offset
        offset += 2
        let name = tagName()
        _ = try attributes(closing: "</\(name)>", tagStart: start)
        return name
    }

    private mutating func tagName() -> String {
        let start = offset
        while offset < scalars.count, !scalars[offset].isHTMLWhitespace, scalars[offset] != "/", scalars[offset] != ">" {
            offset += 1
        }
        return asciiLowercased(start..<offset)
    }

    /// Reads attributes up to and including the `>` that ends the tag.
    private mutating func attributes(closing tagDescription: String, tagStart: Int) throws(FormError) -> [HTMLAttribute] {
        var attributes: [HTMLAttribute] = []
        // A set, not a search of the list: a tag may hold tens of thousands of attributes.
        var names: Set<String> = []
        while true {
            skipWhitespace()
            guard offset < scalars.count else {
                throw error("the \(tagDescription) tag is never closed with '>'", at: tagStart)
            }
            switch scalars[offset] {
            case ">":
                offset += 1
                return attributes
            case "/":
                // Both `/>` and a stray `/` between attributes are ignored, as browsers ignore them.
                offset += 1
            default:
                let attribute = try self.attribute(closing: tagDescription, tagStart: tagStart)
                if names.insert(attribute.name).inserted {
                    attributes.append(attribute)
                }
            }
        }
    }

    private mutating func attribute(closing tagDescription: String, tagStart: Int) throws(FormError) -> HTMLAttribute {
        let nameStart = offset
        // The first character may be `=`: `<input =x>` has an attribute called "=x" in HTML.
        offset += 1
        while offset < scalars.count, !scalars[offset].isHTMLWhitespace,
              !["/", ">", "="].contains(scalars[offset]) {
            offset += 1
        }
        let name = asciiLowercased(nameStart..<offset)
        var cursor = offset
        while cursor < scalars.count, scalars[cursor].isHTMLWhitespace { cursor += 1 }
        guard cursor < scalars.count, scalars[cursor] == "=" else {
            return HTMLAttribute(name: name, value: "", position: position(of: nameStart))
        }
        offset = cursor + 1
        skipWhitespace()
        guard offset < scalars.count else {
            throw error("the \(tagDescription) tag is never closed with '>'", at: tagStart)
        }
        let quote = scalars[offset]
        let value: String
        if quote == "\"" || quote == "'" {
            let valueStart = offset + 1
            guard let end = firstOffset(of: quote, from: valueStart) else {
                throw error("the value of attribute '\(name)' is never closed with \(quote)", at: nameStart)
            }
            // A browser would take everything up to the next quote, however far; a value that
            // crosses a line into markup is almost always a forgotten quote, so it is refused.
            if let runaway = markupAfterLineBreak(in: valueStart..<end) {
                throw error(
                    "the value of attribute '\(name)' is never closed with \(quote) — "
                        + "it runs on into the markup at \(position(of: runaway))",
                    at: nameStart
                )
            }
            value = decoded(valueStart..<end)
            offset = end + 1
        } else {
            let valueStart = offset
            // A browser would make `<input name=email/>` name "email/"; the author meant `/>`.
            while offset < scalars.count, !scalars[offset].isHTMLWhitespace, scalars[offset] != ">",
                  !(scalars[offset] == "/" && scalar(at: offset + 1) == ">") {
                offset += 1
            }
            value = decoded(valueStart..<offset)
        }
        return HTMLAttribute(name: name, value: value, position: position(of: nameStart))
    }

    /// The offset of the first `<` that opens a tag, comment or declaration on a line after the
    /// first line break in `range`.
    private func markupAfterLineBreak(in range: Range<Int>) -> Int? {
        guard let lineBreak = range.first(where: { scalars[$0] == "\n" || scalars[$0] == "\r" }) else { return nil }
        return (lineBreak..<range.upperBound).first { index in
            guard scalars[index] == "<", let next = scalar(at: index + 1) else { return false }
            return next.isASCIILetter || next == "/" || next == "!"
        }
    }

    /// The offset of the `</name` that closes a text element, found case-insensitively; it counts
    /// when a space, `/`, `>` or the end of the page follows the name, as in browsers.
    private func closingTag(of name: String, from start: Int) -> Int? {
        let nameScalars = Array(name.unicodeScalars)
        var cursor = start
        while cursor + 1 + nameScalars.count < scalars.count {
            if scalars[cursor] == "<", scalars[cursor + 1] == "/",
               nameScalars.indices.allSatisfy({ scalars[cursor + 2 + $0].asciiLowercased == nameScalars[$0] }) {
                let after = scalar(at: cursor + 2 + nameScalars.count)
                if after.map({ $0.isHTMLWhitespace || $0 == "/" || $0 == ">" }) ?? true { return cursor }
            }
            cursor += 1
        }
        return nil
    }

    // MARK: Cursor

    func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        prefix.unicodeScalars.enumerated().allSatisfy { scalar(at: offset + $0.offset) == $0.element }
    }

    private func firstOffset(of target: Unicode.Scalar, from start: Int) -> Int? {
        (min(start, scalars.count)..<scalars.count).first { scalars[$0] == target }
    }

    private mutating func skipWhitespace() {
        while offset < scalars.count, scalars[offset].isHTMLWhitespace { offset += 1 }
    }

    private func position(of offset: Int) -> HTMLPosition {
        // The last line start at or before the offset, by binary search.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return HTMLPosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func error(_ message: String, at offset: Int) -> FormError {
        let position = position(of: offset)
        return FormError(path: path, line: position.line, column: position.column, message: message)
    }
}
