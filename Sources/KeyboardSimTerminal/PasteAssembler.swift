import KeyboardSimController

/// The key decoder for a stream of `wget_wch` results: what the terminal sends between the
/// bracketed-paste markers becomes one `.paste` event, and everything else decodes as
/// `TerminalKeyDecoder.decode` says.
///
/// Inside a paste every character is text — a pasted `q`, `?` or Ctrl-C byte is no command —
/// and the terminal's line ends (CR, as terminals send Enter, or CR LF) become line feeds; other
/// control characters and keys are dropped. A resize still comes through. The paste's own bytes
/// may also be handed over as they came from the terminal (`take(_:)`), past curses, which
/// would read them one system call a byte.
package struct PasteAssembler: Sendable {
    /// The bytes of the paste under way, as UTF-8; nil outside a paste.
    private var pasted: [UInt8]?
    /// What ends a paste, as `take(_:)` looks for it among the bytes.
    private let endMarker: [UInt8]

    /// Outside any paste; `endMarker` is the terminal's (`BracketedPaste.end`).
    package init(endMarker: String = BracketedPaste.xterm.end) {
        self.endMarker = Array(endMarker.utf8)
    }

    /// Whether a paste has started and its end marker has not come yet.
    package var isInPaste: Bool { pasted != nil }

    /// Decodes one `wget_wch` result: `code` is the character or key code it stored, `isKeyCode`
    /// whether it returned `KEY_CODE_YES`. Inside a paste the result is `.ignored` until the end
    /// marker, which gives the paste.
    package mutating func decode(code: UInt32, isKeyCode: Bool) -> TerminalKeyDecoder.Decoded {
        let decoded = TerminalKeyDecoder.decode(code: code, isKeyCode: isKeyCode)
        guard pasted != nil else {
            if decoded == .pasteStart {
                pasted = []
                return .ignored
            }
            // An end marker without a start is a fragment of nothing.
            return decoded == .pasteEnd ? .ignored : decoded
        }
        if isKeyCode {
            switch decoded {
            case .pasteEnd: return endPaste().map(TerminalKeyDecoder.Decoded.event) ?? .ignored
            case .resize: return .resize
            default: return .ignored
            }
        }
        if let scalar = Unicode.Scalar(code) { pasted?.append(contentsOf: String(scalar).utf8) }
        return .ignored
    }

    /// Takes bytes of the paste under way as the terminal sent them, up to its end marker: the
    /// paste once the marker has come (nil before, or when it is empty) and the bytes after the
    /// marker, which are input again.
    package mutating func take(_ bytes: some Collection<UInt8>) -> (paste: TerminalEvent?, rest: [UInt8]) {
        guard pasted != nil else { return (nil, Array(bytes)) }
        let searchedBefore = max(0, (pasted?.count ?? 0) - (endMarker.count - 1))
        pasted?.append(contentsOf: bytes)
        guard let all = pasted, let end = Self.firstIndex(of: endMarker, in: all, from: searchedBefore) else { return (nil, []) }
        let rest = Array(all[(end + endMarker.count)...])
        pasted = Array(all[..<end])
        return (endPaste(), rest)
    }

    /// Ends the paste under way without its end marker (the session ends, or the terminal fell
    /// silent mid-paste): the paste of what has arrived, nil when nothing has.
    package mutating func endPaste() -> TerminalEvent? {
        defer { pasted = nil }
        guard let pasted else { return nil }
        let text = Self.text(of: pasted)
        return text.isEmpty ? nil : .paste(text)
    }

    /// The pasted UTF-8 `bytes` as text: CR and CR LF as LF; Tab and LF kept; other C0 and C1
    /// controls and DEL dropped.
    static func text(of bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let wasAfterCarriageReturn = afterCarriageReturn
            afterCarriageReturn = scalar == "\r"
            switch scalar.value {
            case 13: text.append("\n")
            case 10: if !wasAfterCarriageReturn { text.append("\n") }
            case 9: text.append(scalar)
            case 0..<0x20, 0x7F...0x9F: break
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    /// Where `pattern` first starts in `bytes` at or after `start`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
