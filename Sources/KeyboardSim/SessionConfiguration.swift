/// How a simulated session starts: the one value the command line, a tape's `Set` prelude and
/// tests produce, and that every layer takes whole.
///
/// The terminal size is the display the session is drawn on; each front lays the phone's screen
/// out inside it (with a bezel and panes, or several phones side by side) and tells the simulator
/// the screen it got.
package struct SessionConfiguration: Hashable, Sendable {
    /// The form on the simulated screen.
    package var form: Form
    /// How the app keeps the focused field visible.
    package var strategy: StrategyID
    /// Whether `strategy` holds for the whole session: the command line gave it (`--strategy`, a
    /// compared strategy, a cell of `kbsim test`'s matrix), which replaces every `Set Strategy` of a
    /// tape, the body's too, so that a tape cannot switch to a strategy the user did not ask for.
    package var keepsStrategy = false
    /// The strategies the session can name (`Set Strategy`, F3): the built-ins and the registered ones.
    package var strategies: StrategyCatalogue
    /// Which iOS generation's keyboard notifications to follow.
    package var era: Era
    /// Which way up the phone starts.
    package var orientation: Orientation
    /// Whether strategies drop the guards their sources added (`--pitfalls`, `Set Pitfalls on`).
    package var pitfalls: Bool
    /// The input methods the globe key cycles through; nil leaves the form's own.
    package var inputMethods: [InputMethod]?
    /// The phone simulated (`--device`, `Set Device`); nil leaves the form's own (`device:`).
    package var device: DeviceChoice?
    /// The terminal the session is drawn on, in cells.
    package var terminalSize: Size
    /// The terminal the phone is laid out as in, whatever `terminalSize` is (`Set PhoneSize`): its
    /// screen keeps that size, so what a tape says of it holds in every terminal; nil: the phone follows the terminal.
    package var phoneTerminal: Size?

    /// The session's seed: what fixes the out-of-process keyboard's delays (eras 17 and 26), so
    /// that a session plays the same on every run.
    package var seed: UInt64
    /// The system the phone runs: what it posts per era and does by itself (UIKit's unless a test
    /// gives another platform).
    package var platform = PlatformChoice.uikit

    /// The terminal size a headless session draws for when nothing says otherwise.
    package static let defaultTerminalSize = Size(width: 80, height: 24)
    /// The strategy a session starts with when neither `--strategy` nor a tape's `Set Strategy`
    /// names one: `run` and `play` alike, so a tape plays as the session a user would start.
    package static let defaultStrategy = StrategyID.inset
    /// The smallest terminal a phone is drawn in: a screen of ten three-cell letter keys with
    /// one-cell gaps (39 columns) in its bezel, and 20 rows. A smaller one shows a notice instead.
    package static let smallestTerminalSize = Size(width: 41, height: 20)
    /// The largest terminal size a tape or the command line may name, bigger than any real terminal.
    package static let largestTerminalSize = Size(width: 1000, height: 1000)

    /// Creates a configuration; what is not given is iOS 11, portrait, no strategy, the form's input methods.
    package init(form: Form, strategy: StrategyID = .none, strategies: StrategyCatalogue = .builtIns, era: Era = .ios11,
                orientation: Orientation = .portrait, pitfalls: Bool = false, inputMethods: [InputMethod]? = nil,
                terminalSize: Size = defaultTerminalSize, phoneTerminal: Size? = nil, device: DeviceChoice? = nil,
                seed: UInt64 = 0) {
        self.form = form
        self.strategy = strategy
        self.strategies = strategies
        self.era = era
        self.orientation = orientation
        self.pitfalls = pitfalls
        self.inputMethods = inputMethods
        self.terminalSize = terminalSize
        self.phoneTerminal = phoneTerminal
        self.device = device
        self.seed = seed
    }

    /// The input methods in effect: the configured ones, else the form's.
    package var effectiveInputMethods: [InputMethod] {
        inputMethods.flatMap { $0.isEmpty ? nil : $0 } ?? form.inputMethods
    }

    /// The phone in effect: the configured one, else the form's.
    package var effectiveDevice: DeviceChoice {
        device ?? form.device
    }
}
