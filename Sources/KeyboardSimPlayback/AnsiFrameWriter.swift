import KeyboardSim
import KeyboardSimRender

/// Turns successive canvases into the ANSI text that takes a terminal from one to the next.
///
/// It remembers what the terminal shows — the last canvas, the current SGR rendition, where the
/// cursor stands and whether it is visible — so that each frame sends only what changed: a cast
/// stays small, and a player that replays the text ends on exactly the canvas.
public struct AnsiFrameWriter: Sendable {
    /// Whether cells get their palette colours; false keeps the attributes only, as under NO_COLOR.
    public let colors: Bool

    private var shown: Canvas?
    /// nil until the terminal's rendition is known, so the first frame always resets it.
    private var rendition: Rendition?
    /// Where the terminal's cursor stands; x == width means just past the last column, with
    /// the terminal's wrap pending, so only an explicit move is safe from there.
    private var cursorPosition: Point?
    private var cursorVisible: Bool?

    /// Creates a writer for a terminal whose state is unknown, so that the first frame draws everything.
    public init(colors: Bool = true) {
        self.colors = colors
    }

    /// The text that turns the terminal's screen into `canvas`; "" when nothing would change.
    public mutating func transition(to canvas: Canvas) -> String {
        let canvas = terminalView(of: canvas)
        var output = ""
        let before: Canvas
        if let shown, shown.size == canvas.size {
            before = shown
        } else {
            // After a clear in the plain rendition every cell is a plain blank, so the full
            // redraw is the change from a blank canvas: blank cells cost nothing.
            output += changeRendition(to: .plain)
            output += "\u{1B}[2J\u{1B}[H"
            cursorPosition = .zero
            before = Canvas(size: canvas.size)
        }
        var row: (y: Int, glyphs: [Glyph?])?
        for run in CanvasDiff(from: before, to: canvas).runs {
            if row?.y != run.row { row = (run.row, canvas.glyphs(inRow: run.row)) }
            var x = run.column
            for glyph in run.glyphs {
                output += move(to: Point(x: x, y: run.row), along: row?.glyphs ?? [])
                output += changeRendition(to: Rendition(glyph.style, colors: colors))
                output += String(glyph.character)
                x += glyph.span
                cursorPosition = Point(x: x, y: run.row)
            }
        }
        output += placeCursor(on: canvas)
        shown = canvas
        return output
    }

    /// The canvas as this writer's terminal shows it: characters unsafe to send become blanks,
    /// and each colour becomes the first one the terminal draws alike (all of them without
    /// colours), so that the diff sees only the changes the terminal would show.
    private func terminalView(of canvas: Canvas) -> Canvas {
        var view = canvas
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                var cell = canvas[x, y]
                let character = Self.printable(cell.character)
                let color = colors ? Self.firstAlike[cell.style.color.rawValue] : .normal
                guard character != cell.character || color != cell.style.color else { continue }
                cell.character = character
                cell.style.color = color
                view[x, y] = cell
            }
        }
        return view
    }

    /// For each colour, by raw value, the first colour with the same terminal colours.
    private static let firstAlike: [Style.Color] = Style.Color.allCases.map { color in
        Style.Color.allCases.first { Palette.colors256(for: $0) == Palette.colors256(for: color) } ?? color
    }

    /// Shows the cursor where the canvas wants it, or hides it; says nothing the terminal already has.
    private mutating func placeCursor(on canvas: Canvas) -> String {
        guard let wanted = canvas.cursor, canvas.size.width > 0, canvas.size.height > 0 else {
            if cursorVisible == false { return "" }
            cursorVisible = false
            return "\u{1B}[?25l"
        }
        // Terminals clamp a cursor move to the screen; clamping here keeps our record of it true.
        let target = Point(x: min(max(wanted.x, 0), canvas.size.width - 1),
                           y: min(max(wanted.y, 0), canvas.size.height - 1))
        var output = cursorVisible == true ? "" : "\u{1B}[?25h"
        cursorVisible = true
        output += move(to: target, along: canvas.glyphs(inRow: target.y))
        cursorPosition = target
        return output
    }

    /// The shortest text that brings the cursor to `target`, given the glyphs of the target's row.
    private func move(to target: Point, along row: [Glyph?]) -> String {
        var shortest = Self.cursorPositionSequence(target)
        guard let from = cursorPosition else { return shortest }
        if from == target { return "" }
        if target.x == 0 && target.y == from.y + 1 {
            shortest = "\r\n"
        } else if target.x == 0 && target.y == from.y {
            shortest = "\r"
        } else if target.y == from.y && from.x < target.x,
                  let rewrite = rewriting(from: from.x, to: target.x, along: row, within: shortest.utf8.count) {
            shortest = rewrite
        }
        return shortest
    }

    /// The glyphs between two columns written again in the current rendition, when that is
    /// shorter than `limit` bytes: stepping over a cell or two is cheaper than a cursor move.
    private func rewriting(from start: Int, to end: Int, along row: [Glyph?], within limit: Int) -> String? {
        var text = ""
        var x = start
        while x < end {
            guard let glyph = row[x], Rendition(glyph.style, colors: colors) == rendition else { return nil }
            text.append(glyph.character)
            if text.utf8.count >= limit { return nil }
            x += glyph.span
        }
        return x == end ? text : nil
    }

    /// Switches the terminal to `target`, or says nothing when it is already there.
    private mutating func changeRendition(to target: Rendition) -> String {
        guard rendition != target else { return "" }
        rendition = target
        return target.sequence
    }

    /// `character` as text safe to send: a control character would move the cursor or start
    /// an escape sequence and desynchronise the terminal from our record of it, and a
    /// bidirectional control would reorder what follows it on the line.
    private static func printable(_ character: Character) -> Character {
        let isControl = character.unicodeScalars.isEmpty || character.unicodeScalars.contains(where: VisibleText.mustBeSpelledOut)
        return isControl ? " " : character
    }

    /// CUP with its 1-based row and column, leaving out the parameters that default to 1.
    private static func cursorPositionSequence(_ point: Point) -> String {
        switch (point.y, point.x) {
        case (0, 0): "\u{1B}[H"
        case (_, 0): "\u{1B}[\(point.y + 1)H"
        default: "\u{1B}[\(point.y + 1);\(point.x + 1)H"
        }
    }
}

/// What SGR sets: terminal colour indexes (-1 is the default) and attributes.
private struct Rendition: Hashable, Sendable {
    var foreground: Int16 = -1
    var background: Int16 = -1
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    static let plain = Rendition()

    init() {}

    init(_ style: Style, colors: Bool) {
        if colors {
            let pair = Palette.colors256(for: style.color)
            foreground = pair.foreground
            background = pair.background
        }
        bold = style.bold
        dim = style.dim
        underline = style.underline
        reverse = style.reverse
    }

    /// The SGR sequence that sets exactly this rendition, starting from a reset.
    var sequence: String {
        var parameters = ["0"]
        if foreground >= 0 { parameters.append("38;5;\(foreground)") }
        if background >= 0 { parameters.append("48;5;\(background)") }
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
