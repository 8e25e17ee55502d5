/// Text as a browser reads it: character references decoded, line breaks made LF.
extension HTMLTokenizer {
    /// The text of `range` with character references decoded and CR and CRLF made LF.
    func decoded(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        var index = range.lowerBound
        while index < range.upperBound {
            let current = scalars[index]
            if current == "\r" {
                result.append("\n")
                index += scalar(at: index + 1) == "\n" && index + 1 < range.upperBound ? 2 : 1
            } else if current == "&", let reference = reference(at: index, before: range.upperBound) {
                result.append(reference.scalar)
                index += reference.length
            } else {
                result.append(current)
                index += 1
            }
        }
        return String(result)
    }

    /// The character reference starting at the `&` at `start`, if one does: `&#NNN;`, `&#xHH;`
    /// (the `;` optional, as browsers allow) or a named one from `namedReferences` with its `;`.
    /// Anything else leaves the `&` as text.
    private func reference(at start: Int, before end: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        var cursor = start + 1
        guard cursor < end else { return nil }
        if scalars[cursor] == "#" {
            cursor += 1
            var radix: UInt32 = 10
            if cursor < end, scalars[cursor] == "x" || scalars[cursor] == "X" {
                radix = 16
                cursor += 1
            }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < end, let digit = scalars[cursor].digitValue(radix: radix) {
                // Past the last code point the exact value no longer matters, only that it is too big.
                value = min(value * radix + digit, 0x110000)
                cursor += 1
            }
            guard cursor > digitsStart else { return nil }
            if cursor < end, scalars[cursor] == ";" { cursor += 1 }
            // NUL, surrogates and values beyond Unicode become U+FFFD, as in browsers.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (scalar ?? "\u{FFFD}", cursor - start)
        }
        let nameStart = cursor
        while cursor < end, cursor - nameStart < 16, scalars[cursor].isASCIIAlphanumeric { cursor += 1 }
        guard cursor > nameStart, cursor < end, scalars[cursor] == ";",
              let scalar = namedReferences[text(nameStart..<cursor)] else { return nil }
        return (scalar, cursor + 1 - start)
    }

    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return String(view)
    }

    func asciiLowercased(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range].map(\.asciiLowercased))
        return String(view)
    }
}

/// The named references a form is likely to use; an unknown name stays as written.
private let namedReferences: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
    "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
    "middot": "·", "bull": "•", "euro": "€", "pound": "£", "times": "×", "deg": "°",
]
