import KeyboardSim

/// What a replay typed and tapped, as a screencast's keystroke caption shows it: the latest
/// inputs that fit, typed text together, other keys by their tape names (`Enter`, `Backspace ×13`),
/// taps as the tape words them, and whatever goes to a secure field as bullets.
package struct KeystrokeCaption: Sendable {
    /// The widest the caption gets, in cells.
    package static let width = 36

    private enum Token: Sendable, Equatable {
        /// Characters typed one after another.
        case text(String)
        /// Any other input, and how many times in a row it came.
        case word(String, count: Int)
    }

    private var tokens: [Token] = []

    /// An empty caption.
    package init() {}

    /// Adds `event`, given to a field that is `secure` or not (settings and resizes add nothing).
    package mutating func add(_ event: InputEvent, secure: Bool) {
        switch event {
        case .key(.character(let character)):
            let shown = secure ? "•" : character == " " ? "␣" : VisibleText.line(String(character))
            if case .text(let text) = tokens.last {
                tokens[tokens.count - 1] = .text(text + shown)
            } else {
                tokens.append(.text(shown))
            }
        case .key(let key): addWord(TapeVocabulary.name(of: key) ?? "key")
        case .paste: addWord(TapeVocabulary.Command.paste.rawValue)
        case .receive: addWord(TapeVocabulary.Command.receive.rawValue)
        case .tapField(let name): addWord("Tap \(VisibleText.line(name))")
        case .tapKey(let label): addWord("Tap key \(secure && label.count == 1 ? "•" : VisibleText.line(label))")
        case .tapBackground: addWord("Tap \(TapeVocabulary.tapBackground)")
        case .tap: addWord("Tap")
        case .scroll(let rows): addWord("Scroll \(rows)")
        case .dragBegan: addWord(TapeVocabulary.Command.drag.rawValue)
        case .dragMoved, .dragEnded: break
        case .rotate(let orientation, _): addWord("Rotate \(orientation.rawValue)")
        case .nextInputMethod: addWord("Globe")
        case .resize, .setEra, .setDevice, .setStrategy, .setPitfalls: break
        }
        // Only the latest few can show: the rest need not be kept.
        if tokens.count > Self.width { tokens.removeFirst(tokens.count - Self.width) }
    }

    private mutating func addWord(_ word: String) {
        if case .word(word, let count) = tokens.last {
            tokens[tokens.count - 1] = .word(word, count: count + 1)
        } else {
            tokens.append(.word(word, count: 1))
        }
    }

    /// The caption: the latest inputs, oldest first, as many as fit in `width` cells (the latest
    /// one's end, after `…`, when it alone is wider); nil before any input.
    package var text: String? {
        guard !tokens.isEmpty else { return nil }
        var shown: [String] = []
        var used = 0
        for token in tokens.reversed() {
            let text = switch token {
            case .text(let text): text
            case .word(let word, let count): count == 1 ? word : "\(word) ×\(count)"
            }
            let width = CellWidth.of(text) + (shown.isEmpty ? 0 : 2)
            if used + width > Self.width {
                if shown.isEmpty { shown.append(Self.tail(of: text)) }
                break
            }
            shown.insert(text, at: 0)
            used += width
        }
        return shown.joined(separator: "  ")
    }

    /// The end of `text` that fits the caption after an ellipsis.
    private static func tail(of text: String) -> String {
        var tail = ""
        for character in text.reversed() {
            guard CellWidth.of(tail) + CellWidth.of(character) < width else { break }
            tail.insert(character, at: tail.startIndex)
        }
        return "…" + tail
    }
}
