/// Quoted, plain and block scalars, scanned as libyaml scans them to find where the next token starts.
extension YAMLPreflight {
    /// `'…'` or `"…"`, which may run over several lines.
    mutating func quotedScalar(single: Bool) -> (Problem, Mark)? {
        saveSimpleKey(isCollection: false)
        simpleKeyAllowed = false
        nodeStarted()
        let quote: Unicode.Scalar = single ? "'" : "\""
        skip()
        while true {
            // A document marker or the end inside the quotes is an error to libyaml.
            if isDocumentIndicator || peek() == nil { return nil }
            while let character = peek(), !isBlankOrEnd(at: 0) {
                if single, character == "'", peek(at: 1) == "'" {
                    skip(2)
                } else if character == quote {
                    break
                } else if !single, character == "\\", let next = peek(at: 1), Self.isBreak(next) {
                    skip()
                    skipLineBreak()
                    break
                } else if !single, character == "\\" {
                    // The escape's letter (or the blank it escapes) is not the closing quote.
                    skip(2)
                } else {
                    skip()
                }
            }
            if peek() == quote {
                skip()
                return nil
            }
            while let character = peek(), Self.isBlank(character) || Self.isBreak(character) {
                if Self.isBlank(character) { skip() } else { skipLineBreak() }
            }
        }
    }

    /// A plain scalar, which may go on over lines indented deeper than its block.
    mutating func plainScalar() -> (Problem, Mark)? {
        saveSimpleKey(isCollection: false)
        simpleKeyAllowed = false
        nodeStarted()
        let minimumColumn = indent + 1
        var leadingBlanks = false
        scanning: while true {
            if isDocumentIndicator || peek() == "#" { break }
            while let character = peek(), !isBlankOrEnd(at: 0) {
                if flowLevel > 0, character == ":", let next = peek(at: 1), next == "?" || Self.flowIndicators.contains(next) {
                    break scanning  // libyaml: "found unexpected ':'"
                }
                if (character == ":" && isBlankOrEnd(at: 1)) || (flowLevel > 0 && Self.flowIndicators.contains(character)) {
                    break scanning
                }
                leadingBlanks = false
                skip()
            }
            guard let character = peek(), Self.isBlank(character) || Self.isBreak(character) else { break }
            while let character = peek(), Self.isBlank(character) || Self.isBreak(character) {
                if Self.isBlank(character) {
                    skip()
                } else {
                    skipLineBreak()
                    leadingBlanks = true
                }
            }
            if flowLevel == 0 && mark.column < minimumColumn { break }
        }
        if leadingBlanks { simpleKeyAllowed = true }
        return nil
    }

    /// `|` or `>` and the more indented lines after it.
    mutating func blockScalar() -> (Problem, Mark)? {
        removeSimpleKey()
        simpleKeyAllowed = true
        skip()
        var increment = 0
        if peek() == "+" || peek() == "-" {
            skip()
            if let digit = peek().flatMap(Self.digit), digit > 0 {
                increment = digit
                skip()
            }
        } else if let digit = peek().flatMap(Self.digit), digit > 0 {
            increment = digit
            skip()
            if peek() == "+" || peek() == "-" { skip() }
        }
        while let character = peek(), Self.isBlank(character) { skip() }
        if peek() == "#" {
            while let character = peek(), !Self.isBreak(character) { skip() }
        }
        // Anything else on the indicator's line is an error to libyaml.
        guard peek() == nil || Self.isBreak(peek()!) else { return nil }
        if peek() != nil { skipLineBreak() }
        var contentIndent = increment > 0 ? (indent >= 0 ? indent + increment : increment) : 0
        guard blockScalarBreaks(&contentIndent) else { return nil }
        while mark.column == contentIndent, peek() != nil {
            while let character = peek(), !Self.isBreak(character) { skip() }
            if peek() != nil { skipLineBreak() }
            guard blockScalarBreaks(&contentIndent) else { return nil }
        }
        return nil
    }

    /// Eats indentation and empty lines, settling the content's indentation if not yet known;
    /// false where libyaml finds a tab in the indentation and stops.
    private mutating func blockScalarBreaks(_ contentIndent: inout Int) -> Bool {
        var maximum = 0
        while true {
            while contentIndent == 0 || mark.column < contentIndent, peek() == " " { skip() }
            maximum = max(maximum, mark.column)
            if contentIndent == 0 || mark.column < contentIndent, peek() == "\t" { return false }
            guard let character = peek(), Self.isBreak(character) else { break }
            skipLineBreak()
        }
        if contentIndent == 0 { contentIndent = max(maximum, indent + 1, 1) }
        return true
    }

    /// The characters that end a plain scalar in a flow collection.
    static let flowIndicators: Set<Unicode.Scalar> = [",", "[", "]", "{", "}"]

    /// The characters that cannot start a plain scalar (some can, followed by a non-blank).
    private static let indicators: Set<Unicode.Scalar> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    ]

    func startsPlainScalar(_ character: Unicode.Scalar) -> Bool {
        if !isBlankOrEnd(at: 0), !Self.indicators.contains(character) { return true }
        if character == "-", !(peek(at: 1).map(Self.isBlank) ?? false) { return true }
        return flowLevel == 0 && (character == "?" || character == ":") && !isBlankOrEnd(at: 1)
    }

    /// A scalar node has started: in a flow mapping, the entry's key (if awaited) is not a collection.
    private mutating func nodeStarted() {
        if let last = flowCollections.indices.last { flowCollections[last].expectingKey = false }
    }
}
