import Testing
import KeyboardSim
@testable import KeyboardSimRender
import TestTiming

@Suite("Why panel", .timed)
struct WhyPanelTests {
    static let explanation = Explanation(
        source: .guideIOS7Listing5_1, title: "keyboardWasShown: sets the bottom inset",
        steps: ["The handler takes the keyboard's height from frameBegin: 10 rows.", "It sets the insets."],
        why: "f11 can be seen.")

    @Test("the title, the source, the numbered steps and the why sentence are drawn wrapped at spaces, within the panel")
    func wrapsWithinTheArea() {
        var canvas = Canvas(size: Size(width: 30, height: 14))
        WhyPanel(explanation: Self.explanation).draw(in: Rect(x: 2, y: 1, width: 26, height: 12), on: &canvas)
        let text = canvas.lines.map { String($0.dropFirst(2)) }.joined(separator: "\n")
        #expect(text.contains("5-1"))
        #expect(text.contains("1. The handler takes the"))
        #expect(text.contains("   keyboard's height from"))
        #expect(text.contains("f11 can be seen."))
        #expect(canvas.lines.allSatisfy { $0.hasPrefix("  ") && $0.hasSuffix("  ") })
        #expect(canvas.lines.first?.trimmingCharacters == "")
    }

    @Test("rows are broken where measuring each longer row whole would break them, marks, joiners and wide characters among the words (seeded)")
    func wrapsAsWholeRowsMeasure() {
        var random = SeededGenerator(seed: 0x3A1)
        let pieces = ["a", "bc", " ", " ", "日", "é", "\u{301}", "\u{600}", "\u{200D}", "👩", "\u{1F1FA}", "\t", "→", "—"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...16, using: &random)).map { _ in random.pick(pieces) }.joined()
            let width = Int.random(in: 1...12, using: &random)
            let indent = random.chance(0.5) ? 3 : 0
            let rows = WhyPanel.wrap(text, style: .plain, width: width, indent: indent).map { String($0.map(\.character)) }
            #expect(rows == Self.wholeRowWrap(text, width: width, indent: indent), "\(text.debugDescription) at \(width)")
        }
    }

    /// The wrap measured the plain way: each longer row as a whole string.
    static func wholeRowWrap(_ text: String, width: Int, indent: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = row.isEmpty ? String(word) : row + " " + word
            if CellWidth.of(candidate) + (rows.isEmpty ? 0 : indent) <= width || row.isEmpty {
                row = candidate
            } else {
                rows.append(row)
                row = String(word)
            }
        }
        rows.append(row)
        return rows.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
    }

    @Test("rows beyond the panel's height are left out; without an explanation it says what it is for")
    func cutsAndPlaceholder() {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        WhyPanel(explanation: Self.explanation).draw(in: Rect(x: 0, y: 0, width: 20, height: 2), on: &canvas)
        #expect(canvas.lines.count == 2)
        var empty = Canvas(size: Size(width: 80, height: 1))
        WhyPanel(explanation: nil).draw(in: Rect(x: 0, y: 0, width: 80, height: 1), on: &empty)
        #expect(empty.lines[0].hasPrefix("Why:"))
    }
}

private extension String {
    /// The string without its spaces (the standard library has no trimming).
    var trimmingCharacters: String { filter { $0 != " " } }
}
