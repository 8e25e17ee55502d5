#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import KeyboardSim
import KeyboardSimRender

/// A curses screen that shows canvases: the real terminal, or a headless one for tests.
///
/// Only one screen may be open at a time (curses state is process-global); `close()` ends it.
/// Not thread-safe: use it from the thread that opened it.
public final class CursesScreen {
    /// How styles become colours and attributes on this screen.
    public let palette: CursesPalette
    /// The file descriptor curses reads keys from; poll it to wait for input.
    public let inputDescriptor: Int32
    /// How many cells the last `present` wrote (all of them on a full redraw).
    public private(set) var cellsWrittenByLastPresent = 0

    /// The window everything is drawn into and read from; curses' stdscr.
    let window: UnsafeMutablePointer<WINDOW>
    private var screen: OpaquePointer?
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private var previous: Canvas?
    private var needsFullRedraw = true
    /// After a resize the terminal may have reflowed what it showed, so curses' picture of it is stale.
    private var needsRepaint = false
    private var cursorShown: Bool?

    /// ESC alone must not wait the default second for a sequence that will not come.
    public static let escapeDelayMilliseconds: Int32 = 25

    /// Opens the terminal on standard input and output, or throws a message for the user.
    ///
    /// Uses `newterm`, which returns nil where `initscr` would exit the process. Call
    /// `TerminalLocale.configure()` first.
    public static func openTerminal() throws -> CursesScreen {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "standard output") }
        let type = getenv("TERM").map { String(cString: $0) }
        guard let type, !type.isEmpty else { throw TerminalError.unusableTerminal(type: nil) }
        guard let screen = newterm(type, ncs_stdout(), ncs_stdin()) else {
            throw TerminalError.unusableTerminal(type: type)
        }
        let usesColor = CursesPalette.allowsColor(noColorValue: getenv("NO_COLOR").map { String(cString: $0) })
        return CursesScreen(screen: screen, input: ncs_stdin(), ownedFiles: [], usesColor: usesColor)
    }

    /// Opens a screen of `size` cells that reads keys from `inputDescriptor` and writes to
    /// `outputDescriptor` (/dev/null when nil), for tests without a terminal.
    ///
    /// The descriptors are duplicated, so the caller keeps and closes its own. TERM and the
    /// window size of the environment are ignored (`use_env(false)`).
    public convenience init(headless size: Size, inputDescriptor: Int32, outputDescriptor: Int32? = nil,
                            terminalType: String = "xterm-256color", usesColor: Bool = true) throws {
        use_env(false)
        guard let input = fdopen(dup(inputDescriptor), "r") else {
            throw TerminalError.systemCall(name: "fdopen", errorNumber: errno)
        }
        let output = outputDescriptor.map { fdopen(dup($0), "w") } ?? fopen("/dev/null", "w")
        guard let output else {
            fclose(input)
            throw TerminalError.systemCall(name: "fopen", errorNumber: errno)
        }
        guard let screen = newterm(terminalType, output, input) else {
            fclose(input)
            fclose(output)
            throw TerminalError.unusableTerminal(type: terminalType)
        }
        self.init(screen: screen, input: input, ownedFiles: [input, output], usesColor: usesColor)
        resize(to: size)
    }

    private init(screen: OpaquePointer, input: UnsafeMutablePointer<FILE>,
                 ownedFiles: [UnsafeMutablePointer<FILE>], usesColor: Bool) {
        self.screen = screen
        self.ownedFiles = ownedFiles
        inputDescriptor = fileno(input)
        _ = set_term(screen)
        window = ncs_stdscr()
        // raw, not cbreak: Ctrl-C must arrive as a key (byte 3) so quitting goes through the
        // normal path that restores the terminal and prints the values.
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(window, true)
        _ = nodelay(window, true)  // the run loop blocks in poll(), never in curses
        _ = intrflush(window, false)
        // Each frame goes out whole: by default doupdate() polls the keyboard between lines and
        // stops early when a key is waiting, which would leave half a frame while typing.
        _ = typeahead(-1)
        _ = set_escdelay(Self.escapeDelayMilliseconds)
        _ = mousemask(NCS_ALL_MOUSE_EVENTS | NCS_REPORT_MOUSE_POSITION, nil)
        _ = mouseinterval(0)  // no click detection delay: a press is a tap at once
        Self.defineCursorKeySequences()
        let colorAvailable = usesColor && has_colors() && start_color() == OK
        palette = CursesPalette(usesColor: colorAvailable)
        if colorAvailable {
            let defaultColors = use_default_colors() == OK
            palette.installPairs(colorCount: Int(ncs_COLORS()), defaultColors: defaultColors)
        }
    }

    deinit { close() }

    /// The screen size in cells.
    public var size: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Whether `close()` has not yet been called.
    public var isOpen: Bool { screen != nil }

    /// Resizes curses' screen to `size` (headless screens; the terminal's resizes arrive as events).
    public func resize(to size: Size) {
        _ = resize_term(Int32(size.height), Int32(size.width))
        invalidate()
    }

    /// Makes the next `present` write every cell and repaint the terminal from scratch.
    public func invalidate() {
        needsFullRedraw = true
        needsRepaint = previous != nil
    }

    /// Reads keys, clicks and resizes from this screen.
    public var input: TerminalInput { TerminalInput(screen: self) }

    /// Shows `canvas`: writes the glyphs that differ from the last canvas shown (`CanvasDiff`), places the
    /// cursor, and sends it all to the terminal with one `doupdate()`. Returns the cells written.
    @discardableResult
    public func present(_ canvas: Canvas) -> Int {
        guard isOpen else { return 0 }
        let previous = needsFullRedraw || self.previous?.size != canvas.size ? nil : self.previous
        if previous == nil {
            _ = werase(window)  // also clears whatever lies outside a canvas smaller than the screen
            if needsRepaint { _ = clearok(ncs_curscr(), true) }
        }
        let bounds = size
        let rows = min(canvas.size.height, bounds.height), columns = min(canvas.size.width, bounds.width)
        var written = 0
        for run in CanvasDiff(from: previous, to: canvas).runs where run.row < rows {
            var x = run.column
            for glyph in run.glyphs where x < columns {
                write(glyph, x: x, y: run.row, columns: columns)
                written += 1
                x += glyph.span
            }
        }
        placeCursor(canvas.cursor, within: Size(width: columns, height: rows))
        _ = wnoutrefresh(window)
        _ = doupdate()
        self.previous = canvas
        needsFullRedraw = false
        needsRepaint = false
        cellsWrittenByLastPresent = written
        return written
    }

    /// Ends curses: restores the terminal's modes (cooked input, echo, normal screen, mouse
    /// tracking off, cursor visible) and frees the screen. Safe to call twice.
    public func close() {
        guard let screen else { return }
        _ = set_term(screen)
        _ = endwin()
        delscreen(screen)
        self.screen = nil
        for file in ownedFiles { fclose(file) }
    }

    private func write(_ glyph: Glyph, x: Int, y: Int, columns: Int) {
        let attributes = CursesPalette.attributes(for: glyph.style)
        let pair = palette.pairNumber(for: glyph.style.color)
        // A wide character that would hang over the right edge is drawn as blanks.
        let fits = x + glyph.span <= columns
        let pieces = fits ? Self.pieces(for: glyph) : Array(repeating: [wchar_t(0x20)], count: columns - x)
        var complex = cchar_t()
        for (index, piece) in pieces.enumerated() {
            var scalars = piece
            scalars.append(0)
            _ = setcchar(&complex, scalars, attributes, pair, nil)
            if index == 0 {
                _ = mvwadd_wch(window, Int32(y), Int32(x), &complex)
            } else {
                _ = wadd_wch(window, &complex)
            }
        }
    }

    private static func pieces(for glyph: Glyph) -> [[wchar_t]] {
        // Most cells are printable ASCII: skip the wcwidth analysis for them.
        if glyph.span == 1, let ascii = glyph.character.asciiValue, (0x20..<0x7F).contains(ascii) {
            return [[wchar_t(ascii)]]
        }
        return CursesGlyph.pieces(for: glyph.character, width: glyph.span)
    }

    private func placeCursor(_ cursor: Point?, within bounds: Size) {
        let visible = cursor.map { $0.x >= 0 && $0.y >= 0 && $0.x < bounds.width && $0.y < bounds.height } ?? false
        if let cursor, visible {
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
        }
        // leaveok spares the cursor-positioning bytes while the cursor is hidden.
        _ = leaveok(window, !visible)
        if cursorShown != visible {
            _ = curs_set(visible ? 1 : 0)
            cursorShown = visible
        }
    }

    /// Some terminals (and tmux) send cursor keys in the other of the two xterm forms than
    /// terminfo lists, whatever keypad mode says; teach curses both.
    private static func defineCursorKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[Z", KEY_BTAB),
        ]
        for (sequence, key) in sequences where key_defined(sequence) == 0 {
            _ = define_key(sequence, key)
        }
        // Word moves and deletions get kbsim's own codes, replacing the ones ncurses numbers
        // afresh per terminal for extended keys such as kLFT3 (Alt+Left).
        for key in TerminalKeyDecoder.BoundKey.allCases {
            for sequence in key.sequences { _ = define_key(sequence, key.rawValue) }
        }
    }
}
