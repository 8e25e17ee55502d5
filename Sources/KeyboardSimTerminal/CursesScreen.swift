#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import KeyboardSim
import KeyboardSimRender

/// A terminal that shows canvases: the real one, or a headless one for tests.
///
/// curses sets the terminal up (modes, keypad, mouse, alternate screen), reads the keys and
/// restores it all at the end; the frames themselves are written by `AnsiFrameWriter`, each in
/// one `write()`. curses would reset the rendition after every update, name both colours at
/// every change and flush at every cursor move — three times the bytes of a typed character
/// and a system call per changed line. So curses never draws after the first clear: its
/// windows stay blank and untouched, and `wget_wch` has nothing to refresh.
///
/// curses' own screens are kept at the size kbsim draws (`TerminalLayout.drawnSize(for:)`): a
/// terminal of 10000x10000 cells would otherwise cost gigabytes of screens curses never draws
/// into. So the screen reads the terminal's size itself (`TerminalSize`: the kernel's, then
/// `LINES` and `COLUMNS`, then terminfo's) and curses never reads the kernel's: it starts at
/// terminfo's size (`use_env(false)`), reports a resize (`KEY_RESIZE`), and the screen reads the
/// size and resizes curses' screens to fit. An entry without a size (the Linux console's, PuTTY's,
/// Cygwin's) leaves curses none to start at: curses is then told the size to keep through `LINES`
/// and `COLUMNS`, which it reads in place of the kernel's (`use_env(true)`, `use_tioctl(false)`)
/// at the start and at each resize, until `close()` puts the user's own values back.
///
/// Only one screen may be open at a time (curses state is process-global); `close()` ends it.
/// Not thread-safe: use it from the thread that opened it.
package final class CursesScreen {
    /// How styles become colours and attributes on this screen.
    package let palette: CursesPalette
    /// The file descriptor curses reads keys from; poll it to wait for input.
    package let inputDescriptor: Int32
    /// How many bytes the last `present` wrote to the terminal.
    package private(set) var bytesWrittenByLastPresent = 0
    /// The terminal's size in cells; curses' screen is smaller where the terminal is too large.
    package private(set) var size = Size(width: 0, height: 0)

    /// The window keys are read through; curses' stdscr, never drawn into.
    let window: UnsafeMutablePointer<WINDOW>
    private var screen: OpaquePointer?
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private let outputDescriptor: Int32
    private var frames: AnsiFrameWriter
    /// Whether kbsim asked the terminal for SGR mouse reports itself (see `reportsMouseAsX10`).
    private var asksForSGRMouse = false
    /// The user's `LINES` and `COLUMNS` (nil: unset), put back by `close()`, where curses is told
    /// its size through them (a terminfo entry without a size); nil where it is not.
    private let userSizeVariables: (lines: String?, columns: String?)?
    /// The terminal's bracketed-paste mode, on while the screen has the terminal; nil where it has none.
    private let bracketedPaste: BracketedPaste?
    /// Where a bracketed paste stands between reads of input.
    var pasteAssembler: PasteAssembler

    /// ESC alone must not wait the default second for a sequence that will not come.
    package static let escapeDelayMilliseconds: Int32 = 25

    /// Opens `device` (see `TerminalDevice`), or throws a message for the user.
    ///
    /// Uses `newterm`, which returns nil where `initscr` would exit the process. Call
    /// `TerminalLocale.configure()` first.
    package static func openTerminal(on device: TerminalDevice) throws -> CursesScreen {
        try openTerminal(on: device, type: try terminalType())
    }

    /// Opens `device` as a terminal of `type`, whatever TERM says.
    static func openTerminal(on device: TerminalDevice, type: String) throws -> CursesScreen {
        guard let input = fdopen(dup(device.inputDescriptor), "r") else {
            throw TerminalError.systemCall(name: "fdopen", errorNumber: errno)
        }
        guard let output = fdopen(dup(device.outputDescriptor), "w") else {
            fclose(input)
            throw TerminalError.systemCall(name: "fdopen", errorNumber: errno)
        }
        let usesColor = CursesPalette.allowsColor(noColorValue: getenv("NO_COLOR").map { String(cString: $0) })
        return try CursesScreen(type: type, input: input, output: output, usesColor: usesColor)
    }

    /// Checks that TERM names a terminal type kbsim can draw on, without setting anything up;
    /// throws the message for the user when it does not.
    package static func checkTerminal(on device: TerminalDevice) throws {
        _ = try check(type: try terminalType(), descriptor: device.outputDescriptor)
    }


    /// Opens a screen of `size` cells that reads keys from `inputDescriptor` and writes to
    /// `outputDescriptor` (/dev/null when nil), for tests without a terminal.
    ///
    /// The descriptors are duplicated, so the caller keeps and closes its own. TERM and the
    /// window size of the environment are ignored.
    package convenience init(headless size: Size, inputDescriptor: Int32, outputDescriptor: Int32? = nil,
                            terminalType: String = "xterm-256color", usesColor: Bool = true) throws {
        guard let input = fdopen(dup(inputDescriptor), "r") else {
            throw TerminalError.systemCall(name: "fdopen", errorNumber: errno)
        }
        let output = outputDescriptor.map { fdopen(dup($0), "w") } ?? fopen("/dev/null", "w")
        guard let output else {
            fclose(input)
            throw TerminalError.systemCall(name: "fopen", errorNumber: errno)
        }
        try self.init(type: terminalType, input: input, output: output, usesColor: usesColor, headlessSize: size)
        resize(to: size)
    }

    /// Sets up curses on `input` and `output`, which the screen then owns (and closes, on failure
    /// too), at the terminal's size (`TerminalSize`), or at `headlessSize` for a screen of tests.
    private convenience init(type: String, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
                             usesColor: Bool, headlessSize: Size? = nil) throws {
        let terminfo: (lines: Int, columns: Int)
        do {
            terminfo = try Self.check(type: type, descriptor: fileno(output))
        } catch {
            fclose(input)
            fclose(output)
            throw error
        }
        let userValues = (lines: Self.environmentValue("LINES"), columns: Self.environmentValue("COLUMNS"))
        let terminal = headlessSize ?? TerminalSize.resolve(
            reported: Self.reportedSize(of: fileno(output)), lines: userValues.lines,
            columns: userValues.columns, terminfoLines: terminfo.lines, terminfoColumns: terminfo.columns)
        let userSizeVariables = terminfo.lines > 0 && terminfo.columns > 0 ? nil : userValues
        use_tioctl(false)
        if userSizeVariables != nil {
            Self.announceToCurses(TerminalLayout.drawnSize(for: terminal))
            use_env(true)
        } else {
            use_env(false)
        }
        guard let screen = newterm(type, output, input) else {
            if let userSizeVariables { Self.restore(userSizeVariables) }
            fclose(input)
            fclose(output)
            throw TerminalError.unusableTerminal(type: type)
        }
        self.init(screen: screen, type: type, input: input, output: output, usesColor: usesColor, terminal: terminal,
                  userSizeVariables: userSizeVariables)
    }

    private init(screen: OpaquePointer, type: String, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
                 usesColor: Bool, terminal: Size, userSizeVariables: (lines: String?, columns: String?)?) {
        self.screen = screen
        self.userSizeVariables = userSizeVariables
        ownedFiles = [input, output]
        inputDescriptor = fileno(input)
        outputDescriptor = fileno(output)
        _ = set_term(screen)
        window = ncs_stdscr()
        size = terminal
        Self.fitScreens(to: size, announcing: userSizeVariables != nil)
        // raw, not cbreak: Ctrl-C must arrive as a key (byte 3) so quitting goes through the
        // normal path that restores the terminal and prints the values.
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(window, true)
        _ = nodelay(window, true)  // the run loop blocks in poll(), never in curses
        _ = intrflush(window, false)
        _ = set_escdelay(Self.escapeDelayMilliseconds)
        let hasMouse = mousemask(NCS_ALL_MOUSE_EVENTS | NCS_REPORT_MOUSE_POSITION, nil) != 0
        _ = mouseinterval(0)  // no click detection delay: a press is a tap at once
        Self.defineCursorKeySequences()
        asksForSGRMouse = hasMouse && Self.reportsMouseAsX10()
        if asksForSGRMouse { _ = define_key(TerminalKeyDecoder.sgrMouseIntroducer, TerminalKeyDecoder.sgrMouseIntroducerCode) }
        bracketedPaste = BracketedPaste.forTerminal(type: type) { name in ncs_string_capability(name).map { String(cString: $0) } }
        if let bracketedPaste {
            _ = define_key(bracketedPaste.start, TerminalKeyDecoder.pasteStartCode)
            _ = define_key(bracketedPaste.end, TerminalKeyDecoder.pasteEndCode)
        }
        pasteAssembler = PasteAssembler(endMarker: (bracketedPaste ?? .xterm).end)
        let colorAvailable = usesColor && has_colors() && start_color() == OK
        palette = CursesPalette(usesColor: colorAvailable)
        frames = AnsiFrameWriter(colorDepth: colorAvailable ? (ncs_COLORS() >= 256 ? .xterm256 : .ansi8) : .none,
                                 capabilities: Self.capabilities(), attributes: Self.attributes(),
                                 glyphText: TerminalGlyph.text(for:width:))
        // curses' one update: the alternate screen, keypad mode and a clear go out now, and
        // stdscr is left untouched so that no later wget_wch refreshes it over a frame.
        _ = wrefresh(window)
        resetScrollRegion()
        takeTerminalModes()
    }

    /// Asks the terminal for what curses does not set up itself: SGR mouse reports (see
    /// `reportsMouseAsX10`) and bracketed paste.
    private func takeTerminalModes() {
        writeAll(Array(((asksForSGRMouse ? Self.sgrMouseOn : "") + (bracketedPaste?.enable ?? "")).utf8))
    }

    /// Sets the terminal's scroll region to all of curses' screen, after curses' update: curses
    /// sets it when it starts, at the size it started at, and keeps it through `resize_term`.
    private func resetScrollRegion() {
        if let sequence = ncs_scroll_region(ncs_LINES()) { writeAll(Array(String(cString: sequence).utf8)) }
    }

    /// Whether terminfo gives this terminal X10 mouse reports (`kmous=\E[M`, as tmux's and
    /// screen's entries do), whose columns and rows stop at 223. curses then enables mode 1000
    /// only; kbsim asks for SGR reports (mode 1006) too, and decodes them itself. A terminal that
    /// does not know 1006 ignores it and goes on with X10. Where terminfo names SGR reports
    /// (`kmous=\E[<`, xterm's entries), curses asks for and decodes them itself.
    private static func reportsMouseAsX10() -> Bool { capability("kmous", is: "\u{1B}[M") }

    /// Asks the terminal for SGR mouse reports (mode 1006), or stops asking.
    static let sgrMouseOn = "\u{1B}[?1006h"
    static let sgrMouseOff = "\u{1B}[?1006l"

    deinit { close() }

    /// The size of curses' screen in cells: the terminal's, or the corner of it kbsim draws.
    private var cursesSize: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Whether `close()` has not yet been called.
    package var isOpen: Bool { screen != nil }

    /// Resizes curses' screen to `size` (headless screens; the terminal's resizes arrive as events).
    package func resize(to size: Size) {
        fit(size)
        invalidate()
    }

    /// Takes a resize the terminal reported: reads its size, fits curses' screens to it, lets
    /// curses do now the clear it has scheduled (or the next key read would, over a frame), then
    /// redraws everything at the next `present`.
    func resized() {
        followTerminalSize()
        _ = wrefresh(window)
        resetScrollRegion()
        invalidate()
    }

    /// Reads the terminal's size from the kernel and fits curses' screens to it; keeps the size
    /// it has when the terminal does not say.
    private func followTerminalSize() {
        if let reported = Self.reportedSize(of: outputDescriptor) { fit(reported) }
    }

    /// Makes `terminal` the terminal's size and fits curses' screens to it.
    private func fit(_ terminal: Size) {
        size = terminal
        Self.fitScreens(to: terminal, announcing: userSizeVariables != nil)
    }

    /// The terminal's size as the kernel has it (TIOCGWINSZ); nil when `descriptor` is no terminal.
    private static func reportedSize(of descriptor: Int32) -> Size? {
        var reported = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &reported) == 0, reported.ws_col > 0, reported.ws_row > 0 else { return nil }
        return Size(width: Int(reported.ws_col), height: Int(reported.ws_row))
    }

    /// Gives curses' screens the size kbsim draws at on a terminal of `terminal`: a terminal too
    /// large gets screens the size of its corner only (`TerminalLayout.drawnSize(for:)`).
    /// With `announcing`, tells curses that size through `LINES` and `COLUMNS` too (see the type).
    private static func fitScreens(to terminal: Size, announcing: Bool) {
        let drawn = TerminalLayout.drawnSize(for: terminal)
        if announcing { announceToCurses(drawn) }
        guard drawn.width != Int(ncs_COLS()) || drawn.height != Int(ncs_LINES()) else { return }
        _ = resize_term(Int32(drawn.height), Int32(drawn.width))
    }

    /// Makes the next `present` clear the terminal and write every cell: after a resize the
    /// terminal may have reflowed what it showed, and curses may have cleared it.
    package func invalidate() {
        frames.forget()
    }

    /// Reads keys, clicks and resizes from this screen.
    package var input: TerminalInput { TerminalInput(screen: self) }

    /// Shows `canvas`: sends the terminal what changed since the last canvas, and places the
    /// cursor, in one `write()`. A canvas of another size than the screen is cut or padded to it.
    /// Returns the bytes written.
    @discardableResult
    package func present(_ canvas: Canvas) -> Int {
        guard isOpen else { return 0 }
        let bounds = cursesSize
        var shown = canvas
        if canvas.size != bounds {
            shown = Canvas(size: bounds)
            shown.paste(canvas, at: .zero)
            shown.cursor = canvas.cursor.flatMap { $0.x < bounds.width && $0.y < bounds.height ? $0 : nil }
        }
        let bytes = frames.bytes(to: shown)
        writeAll(bytes)
        bytesWrittenByLastPresent = bytes.count
        return bytes.count
    }

    /// Ends curses: restores the terminal's modes (cooked input, echo, normal screen, mouse
    /// tracking off, cursor visible) and frees the screen. Safe to call twice.
    package func close() {
        guard let screen else { return }
        _ = set_term(screen)
        giveBack()
        delscreen(screen)
        self.screen = nil
        if let userSizeVariables { Self.restore(userSizeVariables) }
        for file in ownedFiles { fclose(file) }
    }

    /// Gives the terminal back to the shell for a suspension (Ctrl-Z) as `close()` does — modes,
    /// normal screen, mouse tracking off, cursor visible — keeping the screen to `resume()`.
    package func suspend() {
        guard isOpen else { return }
        giveBack()
    }

    /// Takes the terminal again after a suspension: curses' modes, alternate screen, keypad and
    /// mouse are back, and the next `present` redraws every cell (the shell wrote over the screen).
    package func resume() {
        guard isOpen else { return }
        // The first refresh after endwin leaves shell mode and clears the screen.
        _ = wrefresh(window)
        takeTerminalModes()
        invalidate()
    }

    /// Restores the terminal's modes and leaves curses' mode (`endwin`).
    private func giveBack() {
        writeAll(Array(((asksForSGRMouse ? Self.sgrMouseOff : "") + AnsiFrameWriter.restoreSequence
            + (bracketedPaste?.disable ?? "")).utf8))
        _ = endwin()
    }


    /// Writes all of `bytes` to the terminal, through interrupted and partial writes.
    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return  // the terminal is gone: nothing more can be shown
                }
            }
        }
    }

}
