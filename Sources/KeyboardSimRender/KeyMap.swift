import KeyboardSim

/// The keys of a session and what each does: the one table that the interactive session
/// dispatches through, the help line is drawn from, and the keys reference is checked against.
package struct KeyMap: Hashable, Sendable {
    /// The bindings, in the keys reference's order; the help line lists those with an entry in this order.
    package let bindings: [KeyBinding]
    /// What an input that no binding names does.
    package let otherwise: SessionAction

    /// Creates a map.
    package init(bindings: [KeyBinding], otherwise: SessionAction) {
        self.bindings = bindings
        self.otherwise = otherwise
    }

    /// The columns the help line takes unless told otherwise: it must fit an 80-column terminal.
    package static let helpLineWidth = 80

    /// What `input` does: the first binding that names it (passing over those that hold only
    /// without focus while `fieldFocused`), then for a character the binding of any character,
    /// else `otherwise`.
    package func action(for input: KeyBinding.Input, fieldFocused: Bool = false) -> SessionAction {
        let holding = bindings.filter { !(fieldFocused && $0.onlyWithoutFocus) }
        if let binding = holding.first(where: { $0.inputs.contains(input) }) { return binding.action }
        if case .key(.character) = input, let binding = holding.first(where: { $0.inputs.contains(.anyCharacter) }) {
            return binding.action
        }
        return otherwise
    }

    /// The help line: each entry's label and text, the globe's only when there are several input
    /// methods, with the short labels when the long ones would not fit `width` columns (never
    /// more than `helpLineWidth`), and without entries that show only when there is room, from
    /// the last, while even those do not; then, in a narrower terminal, without the others before
    /// the last (the quit key), which always shows.
    package func helpLine(severalInputMethods: Bool, width: Int = helpLineWidth) -> String {
        helpLineEntries(severalInputMethods: severalInputMethods, width: width).map(\.text).joined(separator: Self.helpLineSeparator)
    }

    /// Between two entries of the help line.
    static let helpLineSeparator = " · "

    /// The help line's entries, each with its first column and what it does (a click on it does it).
    package func helpLineEntries(severalInputMethods: Bool, width: Int = helpLineWidth) -> [(text: String, column: Int, action: SessionAction)] {
        var shown = bindings.compactMap { binding in binding.help.map { (entry: $0, action: binding.action) } }
            .filter { severalInputMethods || !$0.entry.needsSeveralInputMethods }
        func fits(_ texts: [String], within limit: Int = max(width, Self.helpLineWidth)) -> Bool {
            CellWidth.of(texts.joined(separator: Self.helpLineSeparator)) <= limit
        }
        var texts = shown.map { $0.entry.label + " " + $0.entry.text }
        if !fits(texts) {
            texts = shown.map { $0.entry.shortLabel + " " + $0.entry.text }
            // The last of those that show only when there is room gives way first.
            while !fits(texts), let last = shown.lastIndex(where: { $0.entry.onlyWhenRoom }) {
                shown.remove(at: last)
                texts.remove(at: last)
            }
        }
        // The terminal is narrower still: the quit key stays, the entries before it give way, the
        // keys the lesson asks for last.
        while !fits(texts, within: width), texts.count > 1 {
            let given = shown.dropLast().lastIndex { !$0.entry.isAsked } ?? texts.count - 2
            shown.remove(at: given)
            texts.remove(at: given)
        }
        var column = 0
        return zip(texts, shown).map { text, shown in
            defer { column += CellWidth.of(text) + CellWidth.of(Self.helpLineSeparator) }
            return (text, column, shown.action)
        }
    }

    /// What a click on `column` of the help line does, if it falls on an entry.
    package func helpLineAction(atColumn column: Int, severalInputMethods: Bool, width: Int = helpLineWidth) -> SessionAction? {
        helpLineEntries(severalInputMethods: severalInputMethods, width: width)
            .first { column >= $0.column && column < $0.column + CellWidth.of($0.text) }?.action
    }

    /// `kbsim run`: the keys drive the phone, and a few drive the session.
    package static let interactive = KeyMap(bindings: helpKeys + [
        KeyBinding("Tab / Shift-Tab", [.key(.tab), .key(.backTab)], .phone,
                   "next / previous field (Tab with no focus starts at the first)",
                   help: .init("Tab/S-Tab", short: "Tab", "field")),
        KeyBinding("typing", [.anyCharacter], .phone,
                   "presses the on-screen key that types the character (switching plane when needed) and inserts it: "
                   + "any Unicode, Cyrillic and CJK (two cells) included; a character the keyboard cannot type "
                   + "(a letter on a number pad) is refused with a flash"),
        KeyBinding("Backspace, Delete, Left, Right, Home, End",
                   [.key(.backspace), .key(.deleteForward), .key(.left), .key(.right), .key(.home), .key(.end),
                    .key(.control("a")), .key(.control("e")), .key(.control("w")), .key(.deleteWordBackward),
                    .key(.deleteWordForward), .key(.control("u"))], .phone,
                   "edit and move the cursor by user-visible characters (Ctrl-A / Ctrl-E: start / end; Ctrl-W or "
                   + "Alt-Backspace deletes a word, Alt-Delete the next, Ctrl-U to the line start)"),
        KeyBinding("Alt/Ctrl-Left, Alt/Ctrl-Right", [.key(.wordLeft), .key(.wordRight)], .phone, "move by words"),
        KeyBinding("Up / Down", [.key(.up), .key(.down)], .phone,
                   "move between lines of a text view; on a picker, turn its wheel (Left / Right choose a date picker's wheel; "
                   + "typing is refused); with no focus, scroll the form"),
        KeyBinding("Enter", [.key(.returnKey)], .phone,
                   "the Return key: *Next* moves on, a text view with the default key gets a newline, anything else resigns"),
        KeyBinding("Esc", [.key(.escape)], .phone, "resign the first responder (the keyboard slides away)",
                   help: .init("Esc", "resign")),
        KeyBinding("Ctrl-Space", [.key(.nextInputMethod)], .nextInputMethod,
                   "the globe key: next input method (`--input-methods en,ru,ja` or the form's `inputMethods`)",
                   help: .init("^Spc", "globe", needsSeveralInputMethods: true)),
        KeyBinding("click", [.click], .phone,
                   "a field focuses it, a keyboard key types it (Shift, double Shift for caps lock, `123`, `#+=`, globe, "
                   + "toolbar buttons, candidates), a picker's row selects it, the background resigns"),
        KeyBinding("wheel, PageUp / PageDown", [.wheel, .key(.pageUp), .key(.pageDown)], .phone,
                   "scroll the form; the wheel over a picker turns the picker's wheel under the pointer"),
    ] + phoneSettingKeys + [
        pitfallsKey,
        nextPaneKey,
    ] + whyPanelKeys + [
        eventLog(help: .init("F4", "log")),
    ] + timeControl(pauseSummary: "pause the simulation's clock, or resume it: what is typed, clicked or turned while "
                    + "paused waits (the timeline counts it) and goes in when time moves") + [
        KeyBinding("Ctrl-C, F10", [.key(.control("c")), .key(.function(10))], .quit, "quit",
                   help: .init("^C", "quit")),
    ], otherwise: .phone)

    /// What F3 does in a session whose strategies are `catalogue`: the cycle, in its order.
    static func nextStrategySummary(_ catalogue: StrategyCatalogue) -> String {
        "next strategy (" + catalogue.ids.map(\.rawValue).joined(separator: " → ") + ")"
    }

    /// This map as a session with `catalogue` shows it: F3's summary names that catalogue's cycle
    /// (a team's registered strategies included).
    package func cycling(_ catalogue: StrategyCatalogue) -> KeyMap {
        KeyMap(bindings: bindings.map { binding in
            guard binding.action == .nextStrategy else { return binding }
            var named = binding
            named.summary = Self.nextStrategySummary(catalogue)
            return named
        }, otherwise: otherwise)
    }

    /// The keys that change the phone itself: its orientation, its era, its strategy (in a lesson
    /// they take the phone as any key does, and do what they say at once).
    static let phoneSettingKeys = [
        KeyBinding("Ctrl-R", [.key(.control("r"))], .rotate,
                   "rotate the phone (portrait ⇄ landscape): the keyboard hides, the screen re-lays out, the other keyboard slides in",
                   help: .init("^R", "rotate", onlyWhenRoom: true)),
        KeyBinding("F2", [.key(.function(2))], .nextEra,
                   "next era (3 → 7 → 11 → 15 → 17 → 26): the notifications follow that iOS generation from then on",
                   help: .init("F2", "era", onlyWhenRoom: true)),
        deviceKey,
        KeyBinding("F3", [.key(.function(3))], .nextStrategy, nextStrategySummary(.builtIns),
                   help: .init("F3", "strategy")),
    ]

    /// The device key. F1 to F12 are all taken, so it is Shift-F2 beside F2's eras (curses reads it as
    /// F14, which xterm, tmux and GNOME Terminal send as `CSI 1;2Q` and no menu takes), with Ctrl-D
    /// (for device) where Shift and the function keys do not reach: raw mode reads it as a byte, no
    /// end of file, and neither the phone nor tmux binds it.
    static let deviceKey = KeyBinding(
        "Shift-F2, Ctrl-D", [.key(.function(14)), .key(.control("d"))], .nextDevice,
        "next device (" + DeviceChoice.names.joined(separator: " → ") + " → default): the safe area and the "
        + "keyboard follow; a keyboard that is up moves to its new height at once, posting a frame change",
        help: .init("S-F2", "device", onlyWhenRoom: true))

    /// The help keys of every session: F1 with Ctrl-/ for terminals that take F1 (GNOME's opens
    /// its own help), and `?` while no field would type it.
    static let helpKeys = [
        KeyBinding("F1, Ctrl-/", [.key(.function(1)), .key(.control("/"))], .help,
                   "open the help: every key, and what the marks on the screen mean; Tab turns to the glossary of every term (F1, Esc or q closes; a click on a "
                   + "key's row does what it does); a click on the last row's entries does them too",
                   help: .init("F1", "help")),
        KeyBinding("?", [.key(.character("?"))], .help, "the help, while no field is being edited (a field types it)",
                   onlyWithoutFocus: true),
    ]

    /// The key that changes the one pane beside a phone below 100 columns.
    static let nextPaneKey = KeyBinding(
        "F9, Ctrl-O", [.key(.function(9)), .key(.control("o"))], .nextPane,
        "below 100 columns, where one pane stands beside the phone: the next pane there (brief → inspector → why)")

    /// The why panel's keys: scroll it (the phone keeps PageUp and PageDown), and switch it between
    /// the steps and the code.
    static let whyPanelKeys = [
        KeyBinding("Shift-PgUp", [.key(.shiftPageUp)], .scrollWhyUp,
                   "scroll the why panel up a page (so does the mouse wheel over it); a panel with more to show says so "
                   + "on its last row, and starts at the top again for each new action"),
        KeyBinding("Shift-PgDn", [.key(.shiftPageDown)], .scrollWhyDown, "scroll the why panel down a page"),
        KeyBinding("F11, Ctrl-K", [.key(.function(11)), .key(.control("k"))], .toggleWhyCode,
                   "the why panel shows the strategy's code in kbsim's words — the line that just ran marked ▶ with its "
                   + "live numbers, the source's address below — or the steps again"),
    ]

    /// The pitfalls switch of `run` and of a lesson (where, held, it takes the phone as it switches).
    static let pitfallsKey = KeyBinding(
        "F12, Ctrl-G", [.key(.function(12)), .key(.control("g"))], .togglePitfalls,
        "pitfalls on or off: strategies drop the guards their sources added (resize's keyboardShown), or get them back; "
        + "the inspector says `pitfalls on`", help: .init("F12", "pitfalls", onlyWhenRoom: true))

    /// The event log's key of `run` and `play --watch`: a function key with a Ctrl alternative.
    static func eventLog(help: KeyBinding.HelpEntry? = nil) -> KeyBinding {
        KeyBinding("F4, Ctrl-L", [.key(.function(4)), .key(.control("l"))], .eventLog,
                   "select in the event log (the keys are the log's until it is left): Up / Down an event, PageUp / "
                   + "PageDown / Home / End further, Enter its details (userInfo, numbers, the geometry before and after), "
                   + "Esc back; below 100 columns the log takes the whole terminal", help: help)
    }

    /// The time-control keys of `run` and `play --watch`: function keys, each with a Ctrl
    /// alternative for terminals (and tmux setups) that take the function key.
    /// `onHelpLine` lists slow, step and back on the help line (a replay's line has room for them).
    static func timeControl(pauseSummary: String, onHelpLine: Bool = false) -> [KeyBinding] {
        [
            KeyBinding("F5, Ctrl-S", [.key(.function(5)), .key(.control("s"))], .togglePause, pauseSummary),
            KeyBinding("F6, Ctrl-T", [.key(.function(6)), .key(.control("t"))], .slowMotion,
                       "slow motion: 1× → ½× → ¼× → ⅒× → 1×; the timeline on the last row shows the virtual time and the "
                       + "running animation's progress", help: onHelpLine ? .init("F6", "slow") : nil),
            KeyBinding("F7, Ctrl-N", [.key(.function(7)), .key(.control("n"))], .stepForward,
                       "pause, then step to the next instant something is posted, or to the next quarter of a slide under way "
                       + "(input waiting from the pause goes in first, and if it posts anything the step stops there)",
                       help: onHelpLine ? .init("F7", "step") : nil),
            KeyBinding("F8, Ctrl-P", [.key(.function(8)), .key(.control("p"))], .stepBack,
                       "pause, then step back to where the previous step stopped (the session is rebuilt from the "
                       + "start; time moving on replays what followed, until new input changes the past)",
                       help: onHelpLine ? .init("F8", "back") : nil),
        ]
    }

    /// `kbsim play --watch`: the tape is the only input; Space (or F5) pauses it, the time-control
    /// keys slow and step it, and the quit keys quit.
    package static let replay = KeyMap(bindings: helpKeys + [
        KeyBinding("Space", [.key(.character(" "))], .togglePause, "pause the replay, or resume it", help: .init("Space", "pause")),
        eventLog(),
    ] + whyPanelKeys + timeControl(pauseSummary: "pause the replay, or resume it", onHelpLine: true) + [
        KeyBinding("Ctrl-C, F10", [.key(.control("c")), .key(.function(10))], .quit, "quit", help: .init("^C", "quit")),
    ], otherwise: .ignore)

    /// A lesson (a tape with `Pause` lines, `kbsim lesson`): Space or Enter goes on from a pause
    /// or holds the lesson, F7 steps it, the step-back key goes to the start of the step, the log
    /// opens as in `run`, and while the lesson is held any other input takes the phone (then
    /// `interactive` applies until F5).
    package static let lesson = KeyMap(bindings: helpKeys + [
        KeyBinding("Space, Enter", [.key(.character(" ")), .key(.returnKey)], .goOn,
                   "go on from a pause (the lesson plays to its next `Pause`), or hold the lesson where it is "
                   + "(the tape and the slide stop)", help: .init("Space", "go on / hold")),
        eventLog(help: .init("F4", "log", onlyWhenRoom: true)),
    ] + timeControl(pauseSummary: "the same as Space (but the log's Enter stays the log's); on your turn, give the phone back: "
                    + "your turn is undone and the lesson waits where it began")
        .filter { $0.action != .stepForward && $0.action != .stepBack } + [
        KeyBinding("F7, Ctrl-N", [.key(.function(7)), .key(.control("n"))], .stepForward,
                   "hold the lesson, then step to the next instant something is posted or the next quarter of a slide "
                   + "(the tape's inputs go in as they come); at a `Pause`, pass it and step into the next step",
                   help: .init("F7", "step", onlyWhenRoom: true)),
        KeyBinding("F8, Ctrl-P", [.key(.function(8)), .key(.control("p"))], .stepBack,
                   "back to the start of this step (right after the `Pause` before it); there, to the start of the "
                   + "previous step (the lesson is rebuilt from the start, as written, and held there)",
                   help: .init("F8", "back")),
    ] + phoneSettingKeys.map { KeyBinding($0.keys, $0.inputs, $0.action, "takes the phone (your turn) and does it at once: " + $0.summary) } + [
        pitfallsKey,
        nextPaneKey,
    ] + whyPanelKeys + [
        KeyBinding("anything else", [], .phone,
                   "while the lesson is held: your turn — it goes to the phone, and so does every key after it, Space and Enter included, until F5",
                   help: .init("keys", "your turn")),
        KeyBinding("Ctrl-C, F10", [.key(.control("c")), .key(.function(10))], .quit, "quit", help: .init("^C", "quit")),
    ], otherwise: .phone)

    /// The actions of the bindings whose keys `texts` name as keys ("F12", "Ctrl-G", "Space"):
    /// the keys a lesson's `Say` lines ask the learner to press. A key counts only as a whole
    /// word, with its letter case (F1 is not F12; a sentence's "space" is not the Space key).
    package func actionsNamed(in texts: [String]) -> Set<SessionAction> {
        var named: Set<SessionAction> = []
        for binding in bindings where !binding.inputs.isEmpty {
            let isNamed = binding.keyNames.filter { $0.count > 1 }.contains { key in texts.contains { Self.names(key, in: $0) } }
            if isNamed { named.insert(binding.action) }
        }
        return named
    }

    /// Whether `text` has `key` in it as a word of its own (no letter, digit or dash touching it).
    static func names(_ key: String, in text: String) -> Bool {
        let joins = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "-" } ?? false }
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(key) {
                let end = text.index(start, offsetBy: key.count)
                let before = start == text.startIndex ? nil : text[text.index(before: start)]
                if !joins(before), !joins(end == text.endIndex ? nil : text[end]) { return true }
            }
            start = text.index(after: start)
        }
        return false
    }

    /// This map with the bindings that do `actions` on its help line however narrow it is: an
    /// entry that would give way for room stays, and a binding with no entry gets one, its first
    /// key and `words[action]` (or a word of its own) — so that the keys a lesson asks for are
    /// always on its last row.
    package func asking(for actions: Set<SessionAction>, words: [SessionAction: String] = [:]) -> KeyMap {
        KeyMap(bindings: bindings.map { binding in
            guard actions.contains(binding.action), !binding.inputs.isEmpty else { return binding }
            var asked = binding
            var entry = binding.help ?? KeyBinding.HelpEntry(binding.keyNames.first ?? binding.keys, Self.askedWords[binding.action] ?? "")
            if let word = words[binding.action] { entry.text = word }
            entry.onlyWhenRoom = false
            entry.isAsked = true
            asked.help = entry
            return asked
        }, otherwise: otherwise)
    }

    /// A word or two for the help line of a key asked for that has no entry of its own.
    static let askedWords: [SessionAction: String] = [
        .togglePause: "go on", .slowMotion: "slow", .stepForward: "step", .stepBack: "back", .help: "help",
        .nextPane: "pane", .scrollWhyUp: "why ↑", .scrollWhyDown: "why ↓", .toggleWhyCode: "code", .eventLog: "log",
        .rotate: "rotate", .nextEra: "era", .nextDevice: "device", .nextStrategy: "strategy", .togglePitfalls: "pitfalls",
        .nextInputMethod: "globe", .goOn: "go on", .quit: "quit",
    ]

    /// The first key that does `action`, as the key table names it ("F5" of "F5, Ctrl-S"), if any does.
    package func firstKey(for action: SessionAction) -> String? {
        bindings.first { $0.action == action }?.keyNames.first
    }
}
