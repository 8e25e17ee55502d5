#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import KeyboardSim
import KeyboardSimRender

/// What the environment and the terminfo entry say of the terminal: its type, its size
/// variables, the capabilities the frame writer may use, the cursor keys it sends.
extension CursesScreen {
    /// TERM, or the message for the user when it is unset.
    static func terminalType() throws -> String {
        let type = getenv("TERM").map { String(cString: $0) }
        guard let type, !type.isEmpty else { throw TerminalError.unusableTerminal(type: nil) }
        return type
    }

    /// Throws when terminfo does not know `type`, or when that terminal cannot address the cursor
    /// (dumb, hardcopy and generic types), where a frame would come out as a stream of text; else
    /// returns the entry's own `lines` and `cols`, -1 where it has none (a size is not needed).
    static func check(type: String, descriptor: Int32) throws -> (lines: Int, columns: Int) {
        var lines: Int32 = -1
        var columns: Int32 = -1
        switch ncs_terminal_problem(type, descriptor, &lines, &columns) {
        case 0: return (Int(lines), Int(columns))
        case 2: throw TerminalError.noCursorAddressing(type: type)
        default: throw TerminalError.unusableTerminal(type: type)
        }
    }

    /// The value of the environment variable `name`, nil when it is unset.
    static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Tells curses the size of its screens: it reads `LINES` and `COLUMNS` at the start and at
    /// each resize, and would otherwise take the kernel's size of a terminal however large.
    static func announceToCurses(_ drawn: Size) {
        setenv("LINES", "\(drawn.height)", 1)
        setenv("COLUMNS", "\(drawn.width)", 1)
    }

    /// Puts the user's `LINES` and `COLUMNS` back as they were before the screen opened.
    static func restore(_ variables: (lines: String?, columns: String?)) {
        for (name, value) in [("LINES", variables.lines), ("COLUMNS", variables.columns)] {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }
    /// What the terminal's terminfo entry says it understands beyond moves and SGR.
    static func capabilities() -> AnsiFrameWriter.Capabilities {
        var capabilities: AnsiFrameWriter.Capabilities = []
        // Without bce, erased cells take the default background, not the one set.
        if ncs_has_string_capability("ech") != 0 && tigetflag("bce") == 1 { capabilities.insert(.eraseCharacters) }
        // The writer sends the ANSI forms (ESC D, ESC M); a terminal whose reverse index is
        // something else is not one the writer's other sequences would suit either.
        if ncs_has_string_capability("csr") != 0, capability("ri", is: "\u{1B}M") {
            capabilities.insert(.scrollRegion)
        }
        if ncs_has_string_capability("dch") != 0 && ncs_has_string_capability("ich") != 0 {
            capabilities.insert(.insertDeleteCharacters)
        }
        // The writer sends these in their ANSI forms: offered only where terminfo names exactly those.
        let steps = [("cuu", "\u{1B}[%p1%dA"), ("cud", "\u{1B}[%p1%dB"), ("cub", "\u{1B}[%p1%dD"), ("cub1", "\u{8}")]
        if steps.allSatisfy({ capability($0.0, is: $0.1) }) { capabilities.insert(.relativeMoves) }
        if capability("sc", is: "\u{1B}7") && capability("rc", is: "\u{1B}8") { capabilities.insert(.saveCursor) }
        return capabilities
    }

    /// Whether the terminal's terminfo entry has the string capability `name`, and it is `value`.
    static func capability(_ name: String, is value: String) -> Bool {
        ncs_string_capability(name).map { String(cString: $0) == value } ?? false
    }

    /// The SGR attributes the terminal's terminfo entry says it shows.
    static func attributes() -> AnsiFrameWriter.Attributes {
        let names: [(String, AnsiFrameWriter.Attributes)] = [("bold", .bold), ("dim", .dim), ("smul", .underline), ("rev", .reverse)]
        return AnsiFrameWriter.Attributes(names.filter { ncs_has_string_capability($0.0) != 0 }.map(\.1))
    }
    /// Some terminals (and tmux) send cursor keys in the other of the two xterm forms than
    /// terminfo lists, whatever keypad mode says; teach curses both.
    static func defineCursorKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[Z", KEY_BTAB),
            // Shift-PgUp and Shift-PgDn, for terminals whose terminfo lists no kPRV and kNXT (screen).
            ("\u{1B}[5;2~", KEY_SPREVIOUS), ("\u{1B}[6;2~", KEY_SNEXT),
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
