import KeyboardSim
import KeyboardSimRender
import Testing
import TestTiming

@Suite("AnsiFrameWriter: the least ANSI text from one canvas to the next", .timed)
struct AnsiFrameWriterTests {
    private let esc = "\u{1B}"

    /// A writer that has already drawn `canvas`, so the next output is a pure difference.
    private func writer(showing canvas: Canvas, colors: Bool = true) -> AnsiFrameWriter {
        var writer = AnsiFrameWriter(colors: colors)
        _ = writer.transition(to: canvas)
        return writer
    }

    @Test("the first frame resets the rendition, clears, homes and draws only what is not blank")
    func firstFrame() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.put("ab", at: .zero)
        canvas.put("cd", at: Point(x: 5, y: 1), style: Style(bold: true))
        var writer = AnsiFrameWriter()
        #expect(writer.transition(to: canvas)
            == "\(esc)[m\(esc)[2J\(esc)[Hab\(esc)[2;6H\(esc)[1mcd\(esc)[?25l")
    }

    @Test("a frame equal to the one before produces no output at all")
    func unchangedFrame() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.put("Name", at: Point(x: 1, y: 1), style: Style(.fieldFocused))
        canvas.cursor = Point(x: 5, y: 1)
        var writer = writer(showing: canvas)
        #expect(writer.transition(to: canvas) == "")
        canvas.cursor = nil
        _ = writer.transition(to: canvas)
        #expect(writer.transition(to: canvas) == "")
    }

    @Test("one changed cell costs one cursor move, one SGR and the character: under 40 bytes on 80×24")
    func oneCellChange() {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        canvas.fill(Rect(x: 0, y: 14, width: 80, height: 10), style: Style(.keyboard))
        canvas.put("Email", at: Point(x: 4, y: 5), style: Style(.field, bold: true))
        var writer = writer(showing: canvas)
        canvas.put("X", at: Point(x: 40, y: 11), style: Style(.fieldFocused, bold: true, underline: true))
        let output = writer.transition(to: canvas)
        // From the keyboard tray drawn last, only bold, underline and the background change.
        #expect(output == "\(esc)[12;41H\(esc)[1;4;48;5;255mX")
        #expect(output.utf8.count < 40)
    }

    @Test("typing at the cursor sends the character only: the cursor is there and the rendition carries over between frames")
    func typingAtTheCursor() {
        var canvas = Canvas(size: Size(width: 20, height: 3))
        canvas.put("ab", at: Point(x: 2, y: 1), style: Style(.fieldFocused))
        canvas.cursor = Point(x: 4, y: 1)
        var writer = writer(showing: canvas)
        canvas.put("c", at: Point(x: 4, y: 1), style: Style(.fieldFocused))
        canvas.cursor = Point(x: 5, y: 1)
        #expect(writer.transition(to: canvas) == "c")
    }

    @Test("a short gap of unchanged cells in the same style is rewritten instead of jumped over")
    func shortGapRewritten() {
        var canvas = Canvas(size: Size(width: 30, height: 2))
        canvas.put("abcdefghij", at: .zero)
        var writer = writer(showing: canvas)
        canvas.put("X", at: Point(x: 1, y: 0))
        canvas.put("Y", at: Point(x: 4, y: 0))
        canvas.put("Z", at: Point(x: 20, y: 0))
        #expect(writer.transition(to: canvas) == "\raXcdY\(esc)[15CZ")
    }

    @Test("the first cell of a row is reached with CR or CR LF when that is shorter than a cursor position")
    func nextRow() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        var writer = writer(showing: canvas)
        canvas.put("abcd", at: Point(x: 0, y: 1))
        canvas.put("e", at: Point(x: 0, y: 2))
        #expect(writer.transition(to: canvas) == "\r\nabcd\r\ne")
        canvas.put("f", at: Point(x: 0, y: 0))
        #expect(writer.transition(to: canvas) == "\(esc)[Hf")
        canvas.put("g", at: Point(x: 0, y: 2))
        canvas.put("h", at: Point(x: 0, y: 0))
        #expect(writer.transition(to: canvas) == "\rh\(esc)[3Hg")
    }

    @Test("SGR is sent only when the style changes, naming what changes or resetting, whichever is shorter")
    func styleRuns() {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        var writer = writer(showing: canvas)
        canvas.put("ab", at: .zero, style: Style(.key))
        canvas.put("cd", at: Point(x: 2, y: 0), style: Style(.key))
        canvas.put("e", at: Point(x: 4, y: 0), style: Style(.title, reverse: true, dim: true))
        canvas.put("f", at: Point(x: 5, y: 0))
        #expect(writer.transition(to: canvas)
            == "\(esc)[38;5;16;48;5;255mabcd\(esc)[0;2;7;38;5;33me\(esc)[mf")
    }

    @Test("a reset to the plain rendition is a bare SGR (terminfo's sgr0): its parameter 0 is the default")
    func bareReset() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("ab", at: .zero, style: Style(reverse: true))
        var writer = AnsiFrameWriter(colors: false)
        #expect(writer.transition(to: canvas) == "\(esc)[m\(esc)[2J\(esc)[H\(esc)[7mab\(esc)[?25l")
        canvas.put("c", at: Point(x: 2, y: 0))
        #expect(writer.transition(to: canvas) == "\(esc)[mc")
    }

    @Test("a run of blanks is erased in the rendition in force when it shows them alike, through the cells that already show them; blanks spelt out keep their own rendition")
    func erasedBlanksCarryTheRendition() {
        // The first letter typed over a placeholder: the placeholder's letters become the
        // focused field's bold blanks, which an erase in the plain rendition makes alike; its
        // space already is one.
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.put("Jane Appleseed", at: .zero, style: Style(.placeholder, dim: true))
        canvas.cursor = .zero
        var writer = AnsiFrameWriter(colorDepth: .none, capabilities: [.eraseCharacters])
        _ = writer.transition(to: canvas)
        canvas.fill(Rect(x: 0, y: 0, width: 14, height: 1), style: Style(.fieldFocused, bold: true))
        canvas.put("A", at: .zero, style: Style(.fieldFocused))
        canvas.cursor = Point(x: 1, y: 0)
        #expect(writer.transition(to: canvas) == "\(esc)[mA\(esc)[13X")
        // Spelt out, a blank is sent in its own rendition: its colour shows under a block cursor.
        var keys = Canvas(size: Size(width: 20, height: 1))
        keys.put("Q", at: .zero, style: Style(.keyboard))
        var colours = self.writer(showing: keys)
        keys.put("W ", at: .zero, style: Style(.keyboard))
        keys.put(" ", at: Point(x: 2, y: 0), style: Style(.keyboard, bold: true))
        keys.put("E", at: Point(x: 3, y: 0), style: Style(.keyboard))
        #expect(colours.transition(to: keys) == "\rW \(esc)[1m \(esc)[22mE")
    }

    @Test("without colours only attributes are sent, and a colour-only change sends nothing")
    func withoutColours() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("ok", at: .zero, style: Style(.notice, bold: true))
        var writer = AnsiFrameWriter(colors: false)
        let first = writer.transition(to: canvas)
        #expect(first == "\(esc)[m\(esc)[2J\(esc)[H\(esc)[1mok\(esc)[?25l")
        #expect(!first.contains("38;5") && !first.contains("48;5"))
        canvas.restyle(Rect(x: 0, y: 0, width: 2, height: 1)) { $0.color = .keyPressed }
        #expect(writer.transition(to: canvas) == "")
    }

    @Test("a wide character is written once, and whole when it replaces narrow ones or another wide one")
    func wideCharacters() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.put("ab日cd", at: .zero)
        var writer = AnsiFrameWriter()
        #expect(writer.transition(to: canvas) == "\(esc)[m\(esc)[2J\(esc)[Hab日cd\(esc)[?25l")
        canvas.put("本", at: Point(x: 2, y: 0))
        #expect(writer.transition(to: canvas) == "\rab本")
        canvas.put("語", at: Point(x: 0, y: 0))
        #expect(writer.transition(to: canvas) == "\r語")
    }

    @Test("a change to either half of a wide character rewrites both of its cells")
    func halfOfAWideCharacter() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("日本", at: .zero)
        var writer = writer(showing: canvas)
        canvas.put("x", at: Point(x: 1, y: 0))
        // The canvas blanks the orphaned left half; both cells of 日 are sent.
        #expect(writer.transition(to: canvas) == "\r x")
        canvas.put("y", at: Point(x: 2, y: 0))
        #expect(writer.transition(to: canvas) == "y ")
    }

    @Test("a grapheme cluster is sent whole: base letter and combining mark together")
    func graphemeCluster() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        var writer = writer(showing: canvas)
        canvas.put("q\u{307}e\u{301}", at: .zero)
        let output = writer.transition(to: canvas)
        #expect(Array(output.unicodeScalars) == Array("q\u{307}e\u{301}".unicodeScalars))
    }

    @Test("a control character in a cell never reaches the terminal")
    func controlCharacter() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        var writer = writer(showing: canvas)
        canvas[1, 0] = Cell("\u{1B}")
        canvas[2, 0] = Cell("\n")
        #expect(writer.transition(to: canvas) == "")
    }

    @Test("a C1 control or a bidirectional override in a cell is drawn as a blank, never sent")
    func c1AndBidiControls() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        var writer = writer(showing: canvas)
        canvas[0, 0] = Cell("\u{9B}")
        canvas[1, 0] = Cell("\u{202E}")
        canvas[2, 0] = Cell("\u{2066}")
        #expect(writer.transition(to: canvas) == "")
    }

    @Test("the cursor is shown and placed when set, hidden when not, its visibility sent only on change")
    func cursorVisibility() {
        var canvas = Canvas(size: Size(width: 10, height: 4))
        var writer = writer(showing: canvas)
        canvas.cursor = Point(x: 3, y: 2)
        #expect(writer.transition(to: canvas) == "\(esc)[?25h\(esc)[3;4H")
        canvas.cursor = Point(x: 0, y: 3)
        #expect(writer.transition(to: canvas) == "\r\n")
        canvas.cursor = Point(x: 7, y: 1)
        #expect(writer.transition(to: canvas) == "\(esc)[2;8H")
        canvas.cursor = nil
        #expect(writer.transition(to: canvas) == "\(esc)[?25l")
    }

    @Test("a cursor outside the canvas is kept at its edge, as a terminal would")
    func cursorClamped() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        var writer = writer(showing: canvas)
        canvas.cursor = Point(x: 15, y: -3)
        #expect(writer.transition(to: canvas) == "\(esc)[?25h\(esc)[9C")
        canvas.cursor = Point(x: 9, y: 0)
        #expect(writer.transition(to: canvas) == "")
    }

    @Test("after the last column, the next cell is reached by an explicit move, never by the pending wrap")
    func pendingWrap() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        var writer = writer(showing: canvas)
        canvas.put("abcd", at: .zero)
        canvas.put("e", at: Point(x: 2, y: 1))
        #expect(writer.transition(to: canvas) == "abcd\r\n  e")
        canvas.put("fghi", at: Point(x: 0, y: 1))
        canvas.cursor = Point(x: 3, y: 0)
        // Row 1 is written out to its last column, then the cursor's row 0 needs an explicit move;
        // the cursor then steps over "bc" by writing them again, shorter than a move.
        canvas.put("j", at: Point(x: 0, y: 0))
        #expect(writer.transition(to: canvas) == "\rfghi\(esc)[Hj\(esc)[?25hbc")
    }

    @Test("the cursor's row is written last, so typing before the cursor needs no move back")
    func cursorRowLast() {
        var canvas = Canvas(size: Size(width: 10, height: 4))
        canvas.put("ab", at: Point(x: 1, y: 0))
        canvas.cursor = Point(x: 3, y: 0)
        var writer = writer(showing: canvas)
        canvas.put("c", at: Point(x: 3, y: 0))
        canvas.put("K", at: Point(x: 5, y: 3), style: Style(.key))
        canvas.cursor = Point(x: 4, y: 0)
        #expect(writer.transition(to: canvas) == "\(esc)[4;6H\(esc)[38;5;16;48;5;255mK\(esc)[1;4H\(esc)[mc")
    }

    @Test("a canvas of another size is drawn in full after a clear")
    func sizeChange() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("ab", at: .zero, style: Style(bold: true))
        var writer = writer(showing: canvas)
        var larger = Canvas(size: Size(width: 6, height: 2))
        larger.put("ab", at: .zero, style: Style(bold: true))
        #expect(writer.transition(to: larger) == "\(esc)[m\(esc)[2J\(esc)[H\(esc)[1mab")
    }

    @Test("turning an attribute off names it (22, 24, 27) and keeps the colours; without colours it resets")
    func attributeOff() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("ab", at: .zero, style: Style(.key, bold: true, underline: true))
        var writer = writer(showing: canvas)
        canvas.put("c", at: Point(x: 2, y: 0), style: Style(.key, underline: true))
        canvas.put("d", at: Point(x: 3, y: 0), style: Style(.key, underline: true, dim: true))
        canvas.put("e", at: Point(x: 4, y: 0), style: Style(.key))
        #expect(writer.transition(to: canvas) == "\(esc)[22mc\(esc)[2md\(esc)[22;24me")
        var plainCanvas = Canvas(size: Size(width: 6, height: 1))
        plainCanvas.put("ab", at: .zero, style: Style(bold: true))
        var plain = AnsiFrameWriter(colors: false)
        _ = plain.transition(to: plainCanvas)
        plainCanvas.put("c", at: Point(x: 2, y: 0), style: Style(underline: true))
        #expect(plain.transition(to: plainCanvas) == "\(esc)[0;4mc")
    }

    @Test("on a terminal without dim (a VT100) and without colours, what is dim — a placeholder, a greyed Return key — is underlined instead")
    func dimStandIn() {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        canvas.put("Jane", at: .zero, style: Style(.field))
        canvas.put("you@example.com", at: Point(x: 0, y: 1), style: Style(.placeholder, dim: true))
        var vt100 = AnsiFrameWriter(colorDepth: .none, attributes: [.bold, .underline, .reverse])
        #expect(vt100.transition(to: canvas) == "\(esc)[m\(esc)[2J\(esc)[HJane\r\n\(esc)[4myou@example.com\(esc)[?25l")
        var xterm = AnsiFrameWriter(colorDepth: .none)
        #expect(xterm.transition(to: canvas).contains("\(esc)[2myou@example.com"))
        // With colours the placeholder's grey tells it apart: nothing stands in.
        var eightColours = AnsiFrameWriter(colorDepth: .ansi8, attributes: [.bold, .underline, .reverse])
        #expect(!eightColours.transition(to: canvas).contains("4;"))
    }

    @Test("eight colours are named by SGR 30–37 and 40–47")
    func eightColours() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        var writer = AnsiFrameWriter(colorDepth: .ansi8)
        _ = writer.transition(to: canvas)
        canvas.put("k", at: .zero, style: Style(.notice))
        #expect(writer.transition(to: canvas) == "\(esc)[30;43mk")
    }

    @Test("after forget, the next frame clears and draws everything again")
    func forgetRedraws() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("ab", at: .zero)
        var writer = writer(showing: canvas)
        writer.forget()
        #expect(writer.transition(to: canvas) == "\(esc)[m\(esc)[2J\(esc)[Hab\(esc)[?25l")
    }

    @Test("a forward jump on the same row is CUF when that is shorter than a cursor position")
    func forwardMove() {
        var canvas = Canvas(size: Size(width: 40, height: 12))
        canvas.put("q", at: Point(x: 2, y: 10), style: Style(.key))
        var writer = writer(showing: canvas)
        canvas.put("Q", at: Point(x: 2, y: 10), style: Style(.key))
        canvas.put("W", at: Point(x: 6, y: 10), style: Style(.key))
        #expect(writer.transition(to: canvas) == "\r\(esc)[2CQ\(esc)[3CW")
    }

    @Test("with CUU, CUD, CUB and BS a nearby cell on another row or to the left is stepped to when that is shorter than a cursor position")
    func relativeMoves() {
        var canvas = Canvas(size: Size(width: 40, height: 16))
        var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.relativeMoves])
        _ = writer.transition(to: canvas)
        var without = AnsiFrameWriter(colorDepth: .xterm256)
        _ = without.transition(to: canvas)
        canvas.put("a", at: Point(x: 20, y: 10))
        canvas.put("c", at: Point(x: 18, y: 11))
        canvas.put("b", at: Point(x: 19, y: 12))
        #expect(writer.transition(to: canvas) == "\(esc)[11;21Ha\(esc)[B\u{8}\u{8}\u{8}c\(esc)[Bb")
        #expect(without.transition(to: canvas) == "\(esc)[11;21Ha\r\n\(esc)[18Cc\r\n\(esc)[19Cb")
        canvas.put("d", at: Point(x: 19, y: 10))
        canvas.put("e", at: Point(x: 17, y: 12))
        canvas.cursor = Point(x: 3, y: 12)
        #expect(writer.transition(to: canvas) == "\(esc)[2A\u{8}d\(esc)[2B\u{8}\u{8}\u{8}e\(esc)[?25h\r   ")
    }

    @Test("with DECSC and DECRC the character typed at the cursor goes first, the cursor is saved there, and restoring it after the keys brings back its place and rendition")
    func savedCursor() {
        var canvas = Canvas(size: Size(width: 40, height: 20))
        canvas.put("ab", at: Point(x: 2, y: 1))
        canvas.put(" q ", at: Point(x: 5, y: 15), style: Style(.key, reverse: true))
        canvas.put(" w ", at: Point(x: 9, y: 15), style: Style(.key))
        canvas.cursor = Point(x: 4, y: 1)
        var writer = AnsiFrameWriter(colorDepth: .none, capabilities: [.saveCursor])
        _ = writer.transition(to: canvas)
        var without = AnsiFrameWriter(colorDepth: .none)
        _ = without.transition(to: canvas)
        canvas.put("c", at: Point(x: 4, y: 1))
        canvas.put(" q ", at: Point(x: 5, y: 15), style: Style(.key))
        canvas.put(" w ", at: Point(x: 9, y: 15), style: Style(.key, reverse: true))
        canvas.cursor = Point(x: 5, y: 1)
        #expect(writer.transition(to: canvas) == "c\(esc)7\(esc)[16;6H q  \(esc)[7m w \(esc)8")
        #expect(without.transition(to: canvas) == "\(esc)[16;6H q  \(esc)[7m w \(esc)[2;5H\(esc)[mc")
        canvas.put("d", at: Point(x: 5, y: 1))
        canvas.cursor = Point(x: 6, y: 1)
        #expect(writer.transition(to: canvas) == "d")
    }

    @Test("with ECH and bce a run of blanks is erased; without it the blanks are spelt out")
    func eraseBlanks() {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.eraseCharacters])
        _ = writer.transition(to: canvas)
        canvas.put(String(repeating: "─", count: 12), at: Point(x: 1, y: 0), style: Style(.keyboard))
        canvas.fill(Rect(x: 0, y: 1, width: 20, height: 1), style: Style(.keyboard))
        // The blank before the run is written over (one byte) rather than jumped.
        let text = writer.transition(to: canvas)
        #expect(text == " \(esc)[38;5;16;48;5;250m" + String(repeating: "─", count: 12) + "\r\n\(esc)[20X", "\(text.debugDescription)")
        var plain = AnsiFrameWriter()
        _ = plain.transition(to: Canvas(size: canvas.size))
        #expect(plain.transition(to: canvas).contains(String(repeating: " ", count: 20)))
    }
}
