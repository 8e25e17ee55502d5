import KeyboardSim
import KeyboardSimForms

/// Every word of the tape language — commands, key names, settings, `Expect` kinds and the fixed
/// values they take — in one place, which the parser, the validator, the printer and the recorder
/// all read, so that the language cannot say one thing in one of them and another elsewhere.
enum TapeVocabulary {
    /// The commands other than keys, as written at the start of a line.
    enum Command: String, CaseIterable, Sendable {
        case set = "Set", tap = "Tap", type = "Type", paste = "Paste"
        case scroll = "Scroll", drag = "Drag", rotate = "Rotate", globe = "Globe", sleep = "Sleep"
        case screenshot = "Screenshot", expect = "Expect", say = "Say", pause = "Pause", receive = "Receive"

        /// Whether the command paces itself by a typing speed that `@speed` can override.
        var takesSpeed: Bool { self == .type }
    }

    /// The words after `Set`.
    enum Setting: String, CaseIterable, Sendable {
        case form = "Form", strategy = "Strategy", era = "Era", size = "Size", phoneSize = "PhoneSize"
        case typingSpeed = "TypingSpeed", orientation = "Orientation", inputMethods = "InputMethods", pitfalls = "Pitfalls"
        case device = "Device", seed = "Seed", playbackSpeed = "PlaybackSpeed"
    }

    /// The words after `Expect`; `no` is followed by what must not be: `Expect no event NAME`.
    enum ExpectationKind: String, CaseIterable, Sendable {
        case focus, keyboard, visible, covered, value, inset, indicatorInset, offset, origin, caret, event, pitfall, no
    }

    /// The word between a name and its row in `Expect visible NAME at ROW`.
    static let atWord = "at"

    /// What `Expect no` can deny.
    enum NegatedKind: String, CaseIterable, Sendable {
        case event, pitfall
    }

    /// What `Expect caret` can claim of the caret: `Expect caret visible notes`.
    enum CaretClaim: String, CaseIterable, Sendable {
        case visible
    }

    /// The keys a tape presses by name, in the order messages list them; the first name of a key
    /// is the one printed.
    static let keys = Spellings<KeyPress>([
        ("Enter", .returnKey), ("Tab", .tab), ("Shift+Tab", .backTab), ("BackTab", .backTab),
        ("Backspace", .backspace), ("Delete", .deleteForward), ("Left", .left), ("Right", .right),
        ("Up", .up), ("Down", .down), ("Home", .home), ("End", .end), ("Escape", .escape),
        ("Space", .character(" ")), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Alt+Left", .wordLeft), ("Alt+Right", .wordRight), ("Ctrl+Left", .wordLeft), ("Ctrl+Right", .wordRight),
        ("Alt+Backspace", .deleteWordBackward), ("Alt+Delete", .deleteWordForward), ("Ctrl+Space", .nextInputMethod),
    ])

    /// `Ctrl+` and a letter A–Z: the family of control keys.
    static let controlPrefix = "Ctrl+"

    /// The name of `key` in a tape, or nil for a key the language has no name for (a function
    /// key, or a character other than Space, which `Type` writes).
    static func name(of key: KeyPress) -> String? {
        if let name = keys.word(for: key) { return name }
        if case .control(let letter) = key, letter.isASCII, letter.isLetter { return controlPrefix + letter.uppercased() }
        return nil
    }

    /// Every command word, for suggestions.
    static let commandNames = leadingCommands.map(\.rawValue) + keys.words + trailingCommands.map(\.rawValue)

    /// The commands as messages list them: `Ctrl+<letter>` is a family, listed but never suggested.
    static let commandList = leadingCommands.map(\.rawValue) + keys.words + ["Ctrl+<letter>"]
        + trailingCommands.map(\.rawValue)

    /// Messages list the commands that start most lines before the keys, the others after.
    private static let leadingCommands: [Command] = [.set, .tap, .type, .paste]
    private static let trailingCommands = Command.allCases.filter { !leadingCommands.contains($0) }

    /// `Tap background`, `Tap key "label"`: the words `Tap` takes instead of a field name.
    static let tapBackground = "background"
    static let tapKey = "key"

    /// `Drag from COL,ROW to COL,ROW over DURATION`: the words between its values.
    static let dragFrom = "from"
    static let dragTo = "to"
    static let dragOver = "over"
    /// What separates a drag point's column from its row: `20,10`.
    static let pointSeparator: Character = ","
    /// The largest column or row a `Drag` may name.
    static let coordinateLimit = 9999

    /// `Expect focus none`: no first responder.
    static let noFocus = "none"

    /// `Expect keyboard shown|hidden`.
    static let keyboardStates = Spellings<Bool>([("shown", true), ("hidden", false)])

    /// `Set Pitfalls on|off` (VHS's `true` and `false` too).
    static let pitfallsValues = Spellings<Bool>([("on", true), ("off", false), ("true", true), ("false", false)])

    /// The input methods kbsim simulates, as `Set InputMethods` and `--input-methods` name them.
    static let inputMethods = InputMethod.allCases.map(\.rawValue)

    /// What separates the input methods of `Set InputMethods en,ru` (a size is `SettingText`'s, as `--size` reads it).
    static let listSeparator = SettingText.listSeparator

    /// What joins a speed to its command: `Type@10ms`.
    static let speedMarker: Unicode.Scalar = "@"

    /// Duration units: `300ms`, `0.5s`; a bare number is seconds.
    static let milliseconds = "ms"
    static let seconds = "s"

    /// The events `Expect event` can wait for, by the names transcripts give them.
    static let events = Spellings<SimEvent.Kind>(SimEvent.Kind.allCases.map { ($0.name, $0) })

    /// The pitfalls `Expect pitfall` can look for under `strategies`, by the names transcripts give them.
    static func pitfalls(of strategies: StrategyCatalogue) -> Spellings<Pitfall> {
        Spellings(strategies.pitfalls.map { ($0.rawValue, $0) })
    }

    /// How many times one key line may press its key: enough for any form, small enough that a
    /// typo such as `Backspace 30000000` is caught instead of hanging the player.
    static let countRange = 1...10000

    /// The smallest and the largest `Set Size` (the command line's `--size` too).
    static let smallestSize = SettingText.smallestSize
    static let largestSize = SettingText.largestSize

    /// The widest `Scroll` step, in rows.
    static let scrollLimit = 10000

    /// The longest `Screenshot` name, in UTF-8 bytes: a file name holds 255, and `--screenshots`
    /// adds `.svg` or `.txt`, a `-N` for a name met again and, while writing, a temporary name's
    /// `.` and `.kbsim-XXXXXX`.
    static let screenshotNameLimit = 200
}
