import CNcursesw
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimTerminal
import Testing
import TestTiming

/// Everything that touches curses, the locale or signal dispositions: all process-global, so
/// these run one at a time in this one suite (parallel suites crashed the test process).
@Suite("Curses screen, input and signals", .serialized, .timed)
struct CursesScreenTests {
    // MARK: - Drawing

    @Test("a canvas of ASCII, Cyrillic, CJK and a combining mark shows exactly on the terminal")
    func presentsMixedScript() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 24, height: 4))
        var canvas = Canvas(size: Size(width: 24, height: 4))
        canvas.put("Hello, мир!", at: Point(x: 0, y: 0))
        canvas.put("日本語 ok", at: Point(x: 2, y: 1))
        canvas.put("cafe\u{301} naïve", at: Point(x: 0, y: 2))
        canvas.put("🇺🇦 flag", at: Point(x: 0, y: 3))
        terminal.present(canvas)

        #expect(terminal.emulator.rows == canvas.lines)
        // The combining mark sits in the same cell as its base.
        #expect(terminal.emulator.cells[2][3].scalars == [0x65, 0x301])
        #expect(terminal.emulator.cells[1][2].scalars == [0x65E5])
        #expect(terminal.emulator.cells[1][4].scalars == [0x672C])
    }

    @Test("a second frame with one changed cell sends a cursor move, the colour that changes and the character, in one write")
    func presentsOnlyChanges() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 30, height: 6))
        var canvas = Canvas(size: Size(width: 30, height: 6))
        canvas.put("Email", at: Point(x: 1, y: 1), style: Style(.label, bold: true))
        canvas.put("you@example.com", at: Point(x: 1, y: 2), style: Style(.placeholder))
        canvas.put("中文 и русский", at: Point(x: 1, y: 4), style: Style(.field))
        let firstFrameBytes = terminal.present(canvas)

        canvas.put("X", at: Point(x: 10, y: 4), style: Style(.field))
        let changeBytes = terminal.present(canvas)
        #expect(terminal.emulator.rows[4] == canvas.lines[4])
        #expect(terminal.screen.bytesWrittenByLastPresent == changeBytes.count)
        // The field's colours are still the terminal's rendition: a move and the character only.
        #expect(Self.visible(changeBytes) == "\\e[5DX", "sent \(Self.visible(changeBytes))")
        #expect(firstFrameBytes.count > changeBytes.count * 5)

        #expect(terminal.present(canvas).isEmpty)
        #expect(terminal.screen.bytesWrittenByLastPresent == 0)
    }

    @Test("without colour, a one-cell change is a cursor move and the character")
    func presentsOnlyChangesWithoutColour() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 30, height: 6), usesColor: false)
        var canvas = Canvas(size: Size(width: 30, height: 6))
        canvas.put("Email: ann@example.com", at: Point(x: 1, y: 1))
        canvas.put("Name: Ann", at: Point(x: 1, y: 3), style: Style(.field, reverse: true))
        terminal.present(canvas)
        canvas.put("Z", at: Point(x: 20, y: 5))
        let changeBytes = terminal.present(canvas)
        #expect(Self.printableText(changeBytes) == "Z")
        #expect(changeBytes.count <= 12, "sent \(changeBytes.count) bytes: \(Self.visible(changeBytes))")
        #expect(terminal.emulator.rows == canvas.lines)
    }

    @Test("where terminfo has CUU, CUD, CUB and BS, and DECSC and DECRC (xterm-256color), a typed character and the keys that change are written by steps around a saved cursor; where it lacks them (ansi), by cursor positions",
          arguments: ["xterm-256color", "ansi"])
    func savedCursorAndStepsFollowTerminfo(_ terminalType: String) throws {
        let terminal = try EmulatedTerminal(size: Size(width: 30, height: 12), usesColor: false, terminalType: terminalType)
        var canvas = Canvas(size: Size(width: 30, height: 12))
        canvas.put("ab", at: Point(x: 2, y: 1))
        canvas.put(" q ", at: Point(x: 5, y: 8), style: Style(.key))
        canvas.put(" w ", at: Point(x: 7, y: 9), style: Style(.key, reverse: true))
        canvas.cursor = Point(x: 4, y: 1)
        terminal.present(canvas)
        canvas.put("c", at: Point(x: 4, y: 1))
        canvas.put(" q ", at: Point(x: 5, y: 8), style: Style(.key, reverse: true))
        canvas.put(" w ", at: Point(x: 7, y: 9), style: Style(.key))
        canvas.cursor = Point(x: 5, y: 1)
        let bytes = terminal.present(canvas)
        #expect(terminal.emulator.rows == canvas.lines)
        #expect(terminal.emulator.cursor == Point(x: 5, y: 1))
        let offered = terminalType == "xterm-256color"
        #expect(Self.visible(bytes).contains("\\e7") == offered, "sent \(Self.visible(bytes))")
        #expect(bytes.contains(0x08) == offered, "sent \(Self.visible(bytes))")
    }

    @Test("replacing a wide character by narrow ones, and back, leaves no ghost half")
    func wideCharacterReplacement() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 10, height: 1))
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.put("a中b", at: .zero)
        terminal.present(canvas)
        canvas.put("xy", at: Point(x: 1, y: 0))
        terminal.present(canvas)
        #expect(terminal.emulator.rows == ["axyb      "])
        canvas.put("語", at: Point(x: 2, y: 0))
        terminal.present(canvas)
        #expect(terminal.emulator.rows == canvas.lines)
        #expect(canvas.lines == ["ax語      "])
    }

    @Test("the cursor stands where the canvas says, and a resize redraws everything")
    func cursorAndResize() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 20, height: 5))
        var canvas = Canvas(size: Size(width: 20, height: 5))
        canvas.put("name: Ann", at: Point(x: 2, y: 3))
        canvas.cursor = Point(x: 11, y: 3)
        terminal.present(canvas)
        #expect(terminal.emulator.cursor == Point(x: 11, y: 3) && terminal.emulator.cursorVisible)

        canvas.cursor = nil
        #expect(Self.visible(terminal.present(canvas)) == "\\e[?25l")
        #expect(!terminal.emulator.cursorVisible)

        terminal.resize(to: Size(width: 30, height: 6))
        #expect(terminal.screen.size == Size(width: 30, height: 6))
        var larger = Canvas(size: Size(width: 30, height: 6))
        larger.put("wider", at: Point(x: 24, y: 5))
        larger.cursor = Point(x: 29, y: 5)
        let redraw = terminal.present(larger)
        #expect(Self.visible(redraw).hasPrefix("\\e[m\\e[2J"), "a resize clears first: \(Self.visible(redraw))")
        #expect(terminal.emulator.rows == larger.lines)
        #expect(terminal.emulator.cursor == Point(x: 29, y: 5))
    }

    @Test("styles become SGR attributes and palette colours; NO_COLOR leaves attributes only")
    func colourAndNoColor() throws {
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.put("Focused", at: .zero, style: Style(.fieldFocused, bold: true))
        canvas.put("hint", at: Point(x: 0, y: 1), style: Style(.placeholder, underline: true, dim: true))

        let colour = try EmulatedTerminal(size: canvas.size, usesColor: true)
        colour.present(canvas)
        #expect(colour.screen.palette.usesColor)
        let focused = colour.emulator.cells[0][0]
        let entry = Palette.colors256(for: .fieldFocused)
        #expect(focused.foreground == Int(entry.foreground) && focused.background == Int(entry.background))
        #expect(focused.bold)
        colour.close()

        let monochrome = try EmulatedTerminal(size: canvas.size, usesColor: false)
        monochrome.present(canvas)
        #expect(!monochrome.screen.palette.usesColor)
        for row in monochrome.emulator.cells {
            for cell in row { #expect(cell.foreground == -1 && cell.background == -1) }
        }
        #expect(monochrome.emulator.cells[0][0].bold)
        let hint = monochrome.emulator.cells[1][0]
        #expect(hint.underline && hint.dim)
    }

    @Test("on a VT100 (no colours, no dim) a placeholder is underlined and a typed value is not")
    func vt100KeepsPlaceholdersApart() throws {
        var canvas = Canvas(size: Size(width: 24, height: 2))
        canvas.put("[Jane", at: .zero, style: Style(.fieldFocused, bold: true))
        canvas.put("[you@example.com", at: Point(x: 0, y: 1), style: Style(.field))
        canvas.put("you@example.com", at: Point(x: 1, y: 1), style: Style(.placeholder, dim: true))
        let terminal = try EmulatedTerminal(size: canvas.size, terminalType: "vt100")
        terminal.present(canvas)
        #expect(terminal.emulator.rows == canvas.lines)
        let typed = terminal.emulator.cells[0][1], placeholder = terminal.emulator.cells[1][1]
        #expect(!typed.underline && !typed.dim && typed.bold)
        #expect(placeholder.underline && !placeholder.dim)
        terminal.close()
    }

    @Test("closing puts the rendition back to plain, shows the cursor and turns bracketed paste off")
    func closeRestores() throws {
        let terminal = try EmulatedTerminal(size: Size(width: 10, height: 2))
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.put("key", at: .zero, style: Style(.key, reverse: true))
        terminal.present(canvas)
        terminal.close()
        let closing = Self.visible(terminal.pty.drain())
        #expect(closing.hasPrefix("\\e[0m\\e[?25h"), "sent \(closing)")
        #expect(closing.contains("\\e[?2004l"), "sent \(closing)")
    }

    @Test("a cell's cchar_t pieces always cover exactly the cell's width")
    func glyphPieces() {
        TerminalLocale.configure()
        #expect(TerminalGlyph.pieces(for: "a", width: 1) == [[0x61]])
        #expect(TerminalGlyph.pieces(for: "中", width: 2) == [[0x4E2D]])
        #expect(TerminalGlyph.pieces(for: "e\u{301}", width: 1) == [[0x65, 0x301]])
        // A flag: two one-cell regional indicators written in sequence.
        #expect(TerminalGlyph.pieces(for: "🇺🇦", width: 2) == [[0x1F1FA], [0x1F1E6]])
        // A skin tone (two wide scalars) keeps its base; a family keeps the first person.
        #expect(TerminalGlyph.pieces(for: "👍🏽", width: 2) == [[0x1F44D]])
        #expect(TerminalGlyph.pieces(for: "👨‍👩‍👧", width: 2) == [[0x1F468, 0x200D]])
        // A lone combining mark gets a space to sit on; a too-wide character a replacement.
        #expect(TerminalGlyph.pieces(for: "\u{301}", width: 1) == [[0x20, 0x301]])
        #expect(TerminalGlyph.pieces(for: "中", width: 1) == [[0xFFFD]])
        #expect(TerminalGlyph.pieces(for: "a", width: 2) == [[0x61], [0x20]])
        #expect(TerminalGlyph.pieces(for: "\t", width: 1) == [[0xFFFD]])
    }

    @Test("a cell holding a bidirectional control is drawn as a replacement, as a control is: never passed on")
    func controlPieces() {
        TerminalLocale.configure()
        // wcwidth calls these zero-width, so they would ride on a space into the terminal.
        #expect(TerminalGlyph.pieces(for: "\u{202E}", width: 1) == [[0xFFFD]])
        #expect(TerminalGlyph.pieces(for: "\u{2066}", width: 1) == [[0xFFFD]])
        #expect(TerminalGlyph.pieces(for: "\u{9B}", width: 1) == [[0xFFFD]])
        #expect(TerminalGlyph.pieces(for: "\u{1B}", width: 1) == [[0xFFFD]])
    }

    // MARK: - Input

    @Test("bytes from the terminal decode to events: Tab, Shift-Tab, Up, ж, Ctrl-C, Ctrl-Z")
    func decodesKeyBytes() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        terminal.send("\t\u{1B}[Z\u{1B}OA\u{1B}[Aж\u{3}\u{1A}")
        #expect(terminal.screen.input.readPendingEvents().events == [
            .key(.tab), .key(.backTab), .key(.up), .key(.up), .key(.character("ж")), .interrupt, .suspend,
        ])
        #expect(terminal.screen.input.readPendingEvents().events.isEmpty)
    }

    @Test("more key bytes: Enter, Backspace, Delete, Home, End, PageUp, F10, Ctrl-W, a combining mark")
    func decodesMoreKeyBytes() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        terminal.send("\r\u{7F}\u{1B}[3~\u{1B}OH\u{1B}OF\u{1B}[5~\u{1B}[21~\u{17}e\u{301}中")
        #expect(terminal.screen.input.readPendingEvents().events == [
            .key(.returnKey), .key(.backspace), .key(.deleteForward), .key(.home), .key(.end),
            .key(.pageUp), .quit, .key(.control("w")), .key(.character("e")), .key(.character("\u{301}")),
            .key(.character("中")),
        ])
    }

    @Test("Alt and Ctrl arrows, Alt+Backspace, Alt+Delete, Alt+D and Ctrl+Space decode to word keys")
    func decodesWordKeyBytes() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        terminal.send("\u{1B}[1;3D\u{1B}[1;3C\u{1B}[1;5D\u{1B}[1;5C\u{1B}b\u{1B}f")
        #expect(terminal.screen.input.readPendingEvents().events == [
            .key(.wordLeft), .key(.wordRight), .key(.wordLeft), .key(.wordRight), .key(.wordLeft), .key(.wordRight),
        ])
        terminal.send("\u{1B}\u{7F}\u{1B}\u{8}\u{1B}[3;3~\u{1B}d\u{0}x")
        #expect(terminal.screen.input.readPendingEvents().events == [
            .key(.deleteWordBackward), .key(.deleteWordBackward), .key(.deleteWordForward), .key(.deleteWordForward),
            .key(.nextInputMethod), .key(.character("x")),
        ])
    }

    @Test("ESC alone arrives as Escape, after the short escape delay the screen gives curses (25 ms, not its 1 s)")
    func decodesLoneEscape() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        #expect(get_escdelay() == CursesScreen.escapeDelayMilliseconds)
        #expect(CursesScreen.escapeDelayMilliseconds <= 50)
        terminal.send("\u{1B}")
        #expect(terminal.screen.input.readPendingEvents().events == [.key(.escape)])
    }

    @Test("an SGR mouse press and release are one click at the 0-based cell; the wheel scrolls, over the cell it points at")
    func decodesMouse() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        terminal.send("\u{1B}[<0;11;5M\u{1B}[<0;11;5m")
        #expect(terminal.screen.input.readPendingEvents().events == [.click(Point(x: 10, y: 4))])
        terminal.send("\u{1B}[<65;3;3M\u{1B}[<64;3;3M")
        #expect(terminal.screen.input.readPendingEvents().events == [.wheel(3, at: Point(x: 2, y: 2)), .wheel(-3, at: Point(x: 2, y: 2))])
    }

    @Test("Shift-PgUp and Shift-PgDn arrive as the why panel's keys, where terminfo lists them (xterm) and where it does not (screen)",
          arguments: ["xterm-256color", "screen"])
    func shiftedPageKeys(_ terminalType: String) throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10), terminalType: terminalType)
        terminal.send("\u{1B}[5;2~\u{1B}[6;2~")
        #expect(terminal.screen.input.readPendingEvents().events == [.key(.shiftPageUp), .key(.shiftPageDown)])
        terminal.close()
    }

    @Test("where terminfo names X10 mouse reports (tmux-256color), the screen also asks for SGR reports, reads a click (press and release) beyond column 223, and stops asking at the end",
          arguments: ["tmux-256color", "xterm-256color"])
    func sgrMouseBeyondX10Columns(_ terminalType: String) throws {
        let pty = try PseudoTerminal()
        let terminal = try HeadlessTerminal(size: Size(width: 240, height: 30), outputDescriptor: pty.follower, terminalType: terminalType)
        let start = String(decoding: pty.drain(), as: UTF8.self)
        #expect(start.contains("\u{1B}[?1006"), "SGR reports asked for: \(start.debugDescription)")
        #expect(start.contains("\u{1B}[?1000h") || start.contains("\u{1B}[?1006;1000h"), "X10 reports stay asked for, the fallback of a terminal without 1006")
        terminal.send("\u{1B}[<0;231;5M\u{1B}[<0;231;5m")
        // kbsim's own decoding reports the release too; curses' (xterm's), reading both at once, keeps the press only.
        let clicked = terminal.screen.input.readPendingEvents().events
        #expect(clicked.first == .click(Point(x: 230, y: 4)))
        #expect(clicked.dropFirst().allSatisfy { $0 == .mouseRelease(Point(x: 230, y: 4)) } && clicked.count <= 2, "\(clicked)")
        terminal.send("\u{1B}[<65;231;5M")
        #expect(terminal.screen.input.readPendingEvents().events == [.wheel(3, at: Point(x: 230, y: 4))])
        terminal.close()
        let end = String(decoding: pty.drain(), as: UTF8.self)
        #expect(end.contains("\u{1B}[?1006l") || end.contains("\u{1B}[?1006;1000l"), "mouse reporting off at the end: \(end.debugDescription)")
    }

    @Test("a terminal that cannot address the cursor (TERM=dumb, a hardcopy tty33) is refused with a message naming it and that reason, as an unknown one is for its own")
    func dumbTerminalRefused() throws {
        #expect(throws: TerminalError.noCursorAddressing(type: "dumb")) {
            _ = try HeadlessTerminal(size: Size(width: 80, height: 24), terminalType: "dumb")
        }
        // A hardcopy terminal (a Teletype, in ncurses-term) for the same reason, not as unknown.
        #expect(throws: TerminalError.noCursorAddressing(type: "tty33")) {
            _ = try HeadlessTerminal(size: Size(width: 80, height: 24), terminalType: "tty33")
        }
        #expect(throws: TerminalError.unusableTerminal(type: "vt9000")) {
            _ = try HeadlessTerminal(size: Size(width: 80, height: 24), terminalType: "vt9000")
        }
        // A refusal leaves curses free for the next screen.
        let terminal = try HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.close()
    }

    /// The terminal types whose terminfo entries give no size (no `lines`, no `cols`): their
    /// windows have any. Debian has putty-256color in ncurses-term (`make deps` installs it).
    static let sizelessTerminalTypes = ["linux", "putty-256color", "cygwin"]

    @Test("the Linux console, PuTTY and Cygwin, whose terminfo entries have no size, open at the size the terminal reports, draw, and leave LINES and COLUMNS as they were",
          arguments: sizelessTerminalTypes)
    func sizelessTerminfoEntry(type: String) throws {
        TerminalLocale.configure()
        let pty = try PseudoTerminal()
        var reported = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(pty.follower, UInt(TIOCSWINSZ), &reported) == 0)
        let names: [String] = ["LINES", "COLUMNS"]
        let variables = names.map { name in getenv(name).map { String(cString: $0) } }
        let device = TerminalDevice(inputDescriptor: pty.follower, outputDescriptor: pty.follower, isControllingTerminal: false)
        let screen = try CursesScreen.openTerminal(on: device, type: type)
        #expect(screen.size == Size(width: 100, height: 30))
        var emulator = TerminalEmulator(size: Size(width: 100, height: 30))
        emulator.feed(pty.drain())
        var canvas = Canvas(size: screen.size)
        canvas.put("Create account", at: Point(x: 3, y: 29), style: Style(.title, bold: true))
        screen.present(canvas)
        emulator.feed(pty.drain())
        #expect(emulator.rows[29].hasPrefix("   Create account"), "\(emulator.rows[29])")
        screen.close()
        #expect(names.map { name in getenv(name).map { String(cString: $0) } } == variables)
        // Headless, at the size given, as the tests' screens are.
        let headless = try HeadlessTerminal(size: Size(width: 60, height: 20), terminalType: type)
        #expect(headless.screen.size == Size(width: 60, height: 20))
        headless.close()
    }

    @Test("after a suspension the screen takes the terminal again and redraws every cell")
    func resumeRedrawsEverything() throws {
        let emulated = try EmulatedTerminal(size: Size(width: 20, height: 4))
        var canvas = Canvas(size: Size(width: 20, height: 4))
        _ = canvas.put("kbsim", at: Point(x: 2, y: 1))
        emulated.present(canvas)
        #expect(emulated.present(canvas).count < 10, "an unchanged frame sends next to nothing")
        emulated.screen.suspend()
        let given = String(decoding: emulated.pty.drain(), as: UTF8.self)
        #expect(given.contains("\u{1B}[?25h"), "the cursor is shown to the shell")
        emulated.screen.resume()
        _ = emulated.pty.drain()
        let redrawn = String(decoding: emulated.present(canvas), as: UTF8.self)
        #expect(redrawn.contains("kbsim"), "the whole frame is written again: \(redrawn.debugDescription)")
        emulated.close()
    }

    // MARK: - Signals

    @Test("SIGTERM and SIGINT wake the loop through the pipe instead of killing the process")
    func terminationSignalsWakeTheLoop() throws {
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        defer { guardian.uninstall() }
        #expect(!guardian.drainWakeups())
        #expect(!Self.isReadable(guardian.wakeDescriptor))
        // kill, not raise: test threads (like libdispatch's) block these signals, so only a
        // process-directed signal reaches a thread that takes it — as in the real program.
        _ = kill(getpid(), SIGTERM)
        #expect(Self.isReadable(guardian.wakeDescriptor, waitingMilliseconds: 2000))
        #expect(guardian.drainWakeups())
        #expect(!Self.isReadable(guardian.wakeDescriptor))
        #expect(throws: TerminalError.self) { _ = try SignalGuard.install() }
    }

    @Test("a second terminating signal before the loop answers the first is news too, not death")
    func secondSignalDoesNotKill() throws {
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        defer { guardian.uninstall() }
        // raise() delivers on this thread, which install unblocked; the process must live on.
        _ = raise(SIGINT)
        _ = raise(SIGINT)
        #expect(Self.isReadable(guardian.wakeDescriptor, waitingMilliseconds: 2000))
        #expect(guardian.drainWakeups())
        #expect(guardian.endingSignal == SIGINT && guardian.endingSignalCount == 2)
        // Once the loop has answered, more signals change nothing but the count.
        _ = raise(SIGTERM)
        #expect(guardian.drainWakeups() && guardian.endingSignal == SIGINT && guardian.endingSignalCount == 3)
    }

    @Test("a crash signal sent by another process wakes the loop and names itself, instead of crashing",
          arguments: [SIGQUIT, SIGSEGV])
    func sentCrashSignalWakesTheLoop(_ signal: Int32) throws {
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        defer { guardian.uninstall() }
        let sender = Process()
        sender.executableURL = URL(fileURLWithPath: "/bin/kill")
        sender.arguments = ["-s", signal == SIGQUIT ? "QUIT" : "SEGV", "\(getpid())"]
        try sender.run()
        sender.waitUntilExit()
        #expect(Self.isReadable(guardian.wakeDescriptor, waitingMilliseconds: 2000))
        #expect(guardian.drainWakeups())
        #expect(guardian.endingSignal == signal)
    }

    @Test("after a session that ran, terminating signals are ignored while the values are written")
    func terminationsIgnoredAfterSession() throws {
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        guardian.uninstall(ignoringLaterTerminations: true)
        defer { for signal in SignalGuard.terminationSignals { Glibc.signal(signal, SIG_DFL) } }
        for signal in SignalGuard.terminationSignals {
            var action = sigaction()
            _ = sigaction(signal, nil, &action)
            #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1, "SIG_IGN")
        }
    }

    @Test("the guard accepts the signals on its own thread, even where libdispatch blocked them")
    func acceptsSignalsOnItsThread() throws {
        var blocked = sigset_t(), before = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGHUP)
        _ = pthread_sigmask(SIG_BLOCK, &blocked, &before)
        defer { _ = pthread_sigmask(SIG_SETMASK, &before, nil) }
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        // raise() targets this thread only: it is delivered because install unblocked SIGHUP here.
        _ = raise(SIGHUP)
        #expect(Self.isReadable(guardian.wakeDescriptor, waitingMilliseconds: 2000))
        #expect(guardian.drainWakeups())
        guardian.uninstall()
        var after = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect(sigismember(&after, SIGHUP) == 1, "uninstall puts the thread's mask back")
    }

    @Test("a forwarded SIGWINCH wakes the loop without asking it to end")
    func resizeSignalWakesTheLoop() throws {
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        defer { guardian.uninstall() }
        guardian.forwardResizeSignals()
        _ = kill(getpid(), SIGWINCH)
        #expect(Self.isReadable(guardian.wakeDescriptor, waitingMilliseconds: 2000))
        #expect(!guardian.drainWakeups())
    }

    /// Whether the tests run with a terminal to draw on — standard input and output, or a
    /// controlling terminal (by hand, not in CI).
    static let runsInATerminal = (try? TerminalDevice.acquire()).map { $0.release(); return true } ?? false

    @Test("the interactive session refuses to start without any terminal (no /dev/tty either) and says what to use",
          .disabled(if: runsInATerminal, "run from a terminal, where a session would start"))
    func sessionNeedsATerminal() throws {
        let form = Form(title: "t", fields: [])
        #expect {
            _ = try InteractiveSession.run(SessionConfiguration(form: form))
        } throws: { error in
            (error as? TerminalError)?.description.contains("kbsim play") == true
        }
        // The failed start left no handler behind: a new guard installs.
        let guardian = try SignalGuard.install(terminalDescriptor: -1)
        guardian.uninstall()
    }

    // MARK: - Helpers

    static func isReadable(_ descriptor: Int32, waitingMilliseconds: Int32 = 0) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var result: Int32
        repeat { result = poll(&entry, 1, waitingMilliseconds) } while result < 0 && errno == EINTR
        return result == 1
    }

    /// The printable characters among `bytes`, escape sequences (CSI, charset selection) removed.
    static func printableText(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "[") {
                    index += 2
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                } else {
                    index += 2  // ESC ( B and other two- or three-byte escapes
                    if bytes[index - 1] == UInt8(ascii: "(") { index += 1 }
                    continue
                }
            } else if (0x20...0x7E).contains(byte) {
                text.append(Character(UnicodeScalar(byte)))
            }
            index += 1
        }
        return text
    }

    static func visible(_ bytes: [UInt8]) -> String {
        bytes.map { $0 == 0x1B ? "\\e" : ($0 < 0x20 || $0 > 0x7E ? "\\x\(String($0, radix: 16))" : String(UnicodeScalar($0))) }
            .joined()
    }
}

/// A headless curses screen whose keyboard is a pipe the test writes into.
final class HeadlessTerminal {
    let screen: CursesScreen
    private var keyboard: Int32

    /// Opens a screen of `size` cells (curses output to /dev/null unless `outputDescriptor`).
    init(size: Size, usesColor: Bool = true, outputDescriptor: Int32? = nil, terminalType: String = "xterm-256color") throws {
        TerminalLocale.configure()
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw TerminalError.systemCall(name: "pipe", errorNumber: errno) }
        defer { _ = Glibc.close(descriptors[0]) }
        screen = try CursesScreen(headless: size, inputDescriptor: descriptors[0],
                                  outputDescriptor: outputDescriptor, terminalType: terminalType, usesColor: usesColor)
        keyboard = descriptors[1]
    }

    deinit { close() }

    /// Ends curses and closes the keyboard pipe.
    func close() {
        screen.close()
        if keyboard >= 0 { _ = Glibc.close(keyboard) }
        keyboard = -1
    }

    /// Types `text` as the terminal would send it.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
    }

    /// What the terminal shows, row by row, as curses last sent it (wide characters once).
    func visibleRows() -> [String] {
        let size = screen.size
        return (0..<size.height).map { y in
            var row = ""
            var x = 0
            while x < size.width {
                let scalars = self.scalars(x: x, y: y)
                var width = 1
                for (index, value) in scalars.enumerated() {
                    guard let scalar = Unicode.Scalar(UInt32(bitPattern: value)) else { continue }
                    row.unicodeScalars.append(scalar)
                    if index == 0 { width = max(1, Int(wcwidth(value))) }
                }
                x += width
            }
            return row
        }
    }

    /// The scalars of the cell at (`x`, `y`) of curscr.
    func scalars(x: Int, y: Int) -> [wchar_t] {
        var complex = cchar_t()
        _ = mvwin_wch(ncs_curscr(), Int32(y), Int32(x), &complex)
        var buffer = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&complex, &buffer, &attributes, &pair, nil)
        return Array(buffer.prefix { $0 != 0 })
    }

    /// The attributes (without colour) and colour pair of a cell of curscr.
    func rendition(x: Int, y: Int) -> (attributes: attr_t, pair: Int16) {
        var complex = cchar_t()
        _ = mvwin_wch(ncs_curscr(), Int32(y), Int32(x), &complex)
        var buffer = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&complex, &buffer, &attributes, &pair, nil)
        return (attributes & ~NCS_A_COLOR, pair)
    }
}

/// A headless screen writing into a pty, with an emulator replaying what it wrote.
final class EmulatedTerminal {
    let pty: PseudoTerminal
    let terminal: HeadlessTerminal
    private(set) var emulator: TerminalEmulator

    init(size: Size, usesColor: Bool = true, terminalType: String = "xterm-256color") throws {
        pty = try PseudoTerminal()
        terminal = try HeadlessTerminal(size: size, usesColor: usesColor, outputDescriptor: pty.follower, terminalType: terminalType)
        emulator = TerminalEmulator(size: size)
        emulator.feed(pty.drain())  // curses' own start: modes and a clear
    }

    var screen: CursesScreen { terminal.screen }

    /// Presents `canvas`; returns the bytes it sent, which the emulator has replayed.
    @discardableResult
    func present(_ canvas: Canvas) -> [UInt8] {
        terminal.screen.present(canvas)
        let bytes = pty.drain()
        emulator.feed(bytes)
        return bytes
    }

    /// Resizes the screen and the emulated terminal (which starts blank, as after a reflow).
    func resize(to size: Size) {
        terminal.screen.resize(to: size)
        _ = pty.drain()
        emulator = TerminalEmulator(size: size)
    }

    func close() { terminal.close() }
}

/// A pseudo-terminal pair: curses writes to the follower, the test reads the exact bytes from the leader.
final class PseudoTerminal {
    let leader: Int32
    let follower: Int32

    /// Opens the pair; the leader does not block.
    init() throws {
        var leader: Int32 = -1, follower: Int32 = -1
        guard openpty(&leader, &follower, nil, nil, nil) == 0 else {
            throw TerminalError.systemCall(name: "openpty", errorNumber: errno)
        }
        _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
        self.leader = leader
        self.follower = follower
    }

    deinit {
        close(leader)
        close(follower)
    }

    /// Everything written so far; waits briefly, since the kernel hands pty output over asynchronously.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var entry = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, 50) == 1 {
            let count = read(leader, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
