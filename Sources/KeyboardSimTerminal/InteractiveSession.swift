#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardSim
import KeyboardSimRender

/// `kbsim run`: the simulated phone in the terminal, driven by the keyboard and the mouse.
///
/// Every input event reaches the simulator through one place (`feed`), stamped with the
/// session's virtual time, and joins the session's timeline; `onInput` is given that timeline's
/// inputs at the end, which is all a tape recorder needs. The loop sleeps in `poll()` until input,
/// a signal, or the next frame is due.
///
/// Time control (`run` and `play --watch` alike): one `VirtualClock` maps real seconds to virtual
/// ones — paused, slowed, scaled by a replay's speed — and a `SessionTimeline` steps to the next
/// posted event and back. Input given while paused waits in a queue and goes in, at the paused
/// instant, when time moves: on resume, or on a step, which then stops at once if that input
/// posted anything (so the learner sees what the input did before the clock runs on).
public final class InteractiveSession {
    /// How the session starts (its terminal size is the real terminal's once it runs).
    public private(set) var configuration: SessionConfiguration
    /// Called when the session ends, in order, with every input of its timeline as the simulator
    /// resolved it, its virtual time, and the terminal size then: everything a tape recorder needs.
    /// Virtual time is what a replay keeps to, however the session was paused or slowed; inputs a
    /// step back left ahead and new input then replaced are not part of the timeline.
    public var onInput: ((ResolvedInput, Double, Size) -> Void)?

    /// Called once the terminal is open, with the configuration the session starts from (its
    /// terminal size the real one).
    public var onStart: ((SessionConfiguration) -> Void)?
    /// The virtual time at which the last run ended.
    public private(set) var endTime: Double?
    /// The signal that ended the last run, if one did. A crash signal sent from outside (`kill
    /// -SEGV`, `kill -QUIT`) ends the session cleanly too; the caller writes the values, then
    /// dies by it (`SignalGuard.end(bySignal:)`).
    public private(set) var endingSignal: Int32?
    /// Whether Ctrl-C ended the last run (which, with raw input, arrives as a key, not SIGINT).
    public private(set) var wasInterrupted = false

    /// The first message a strategy of the session could not answer (an `exec:` handler that timed
    /// out, replied what is not the protocol, or exited): the session ends on it, and the caller
    /// says why once the terminal is restored.
    public var strategyFailure: StrategyFailure? { timeline.simulators.lazy.compactMap(\.strategyFailure).first }

    /// The exit status the last run's ending calls for, as shells count: 0 when it ended normally
    /// (F10, a replay's end), 130 on Ctrl-C, 128 + n when signal n ended it.
    public var endingStatus: Int32 {
        if let endingSignal { return 128 + endingSignal }
        return wasInterrupted ? 128 + SIGINT : 0
    }

    /// How long a bracketed paste may pause before it is taken as ended without its end marker
    /// (a terminal sends a paste at once; only a lost marker leaves one open).
    static let longestPastePauseMilliseconds: Int32 = 1000

    /// How many reads of input are applied between two looks at the signal pipe.
    static let inputBatchReads = 256
    /// How long input may be applied before a frame is drawn (a long paste shows its progress).
    static let inputSliceSeconds = 1.0 / 30
    /// After a terminating signal, input that has arrived still goes in until none comes for this long.
    static let quietMillisecondsBeforeEnding: Int32 = 100
    /// ... but for no longer than this (a second signal ends it at once): what is still coming
    /// then, the rest of a long paste, is not taken in.
    static let longestFinishSeconds = 0.5
    /// How many reads of input go in between two looks at that limit (each key of a long text
    /// may take long: the limit must not be overrun by much).
    static let finishBatchReads = 16
    /// The input not taken in is then read and thrown away until none comes for this long ...
    static let quietMillisecondsBeforeDiscarded: Int32 = 50
    /// ... or for this long at most, so that a signal ends the session within a second; what the
    /// terminal still holds after that is flushed (`tcflush`) once curses ends.
    static let longestDiscardSeconds = 0.4

    /// How long the last frame of a replay stays up after its last input, in virtual seconds.
    static let replayLinger = 1.0

    /// The session now, its history, and the inputs still to come.
    var timeline: SessionTimeline
    var layout: TerminalLayout
    /// Real seconds since the session was created.
    let realClock = MonotonicClock()
    /// Virtual time: paused, slowed, or scaled by a replay's speed.
    var clock = VirtualClock()
    /// Input given while paused, with what the key map said it does; it goes in when time moves.
    var queued: [(action: SessionAction, event: TerminalEvent)] = []
    /// Each input of the timeline's history as it resolved when it went in, and the terminal's
    /// size then (a recorded resize names it).
    var recorded: [(input: ResolvedInput, terminal: Size)] = []
    /// The tape being replayed (`kbsim play --watch`), if any: its inputs and when it ends.
    var replay: (inputs: [TimedInput], endTime: Double)?
    /// The replayed tape's narration and, for a lesson, where it stands (see `LessonProgress`).
    var lesson: LessonProgress?
    /// For a replay that shows what `kbsim play` judges: the terminal sizes the tape plays at —
    /// its start, then one per resize among its inputs — which frames are laid out for whatever
    /// the real terminal's size; nil while the real terminal rules the layout.
    var replaySizes: [Size]?
    /// The real terminal's size, which frames at `replaySizes` must fit in.
    private var realTerminal = Size(width: 0, height: 0)
    /// How many of a lesson's inputs have been handed to the timeline (the rest wait for their cue).
    var released = 0
    /// How much later than written the lesson's inputs still to come go in: the learner's turns so far.
    var lessonDelay = 0.0
    /// How many events have been posted, to tell whether an input or a run of the clock posted any.
    private var postedCount = 0
    /// The help over the screen, while it is open.
    private var help: HelpOverlay?
    /// Below 100 columns, the pane beside the phone (`nextPane` cycles through `compactPanes`).
    private var compactPane: PaneKind = .compact
    /// What the one pane beside a small phone can show, in the order `nextPane` goes through them.
    static let compactPanes: [PaneKind] = [.compact, .inspector, .why]
    /// Where the selection is in the event log: the session's, not the simulation's, so it
    /// survives new events, a resize and a step back.
    private var logCursor = EventLogCursor()
    /// The why panel's steps or code and its scroll: the session's, kept across frames.
    private var whyPanel = WhyPanelState()

    /// The phones of a compare session (`--compare-strategies`, `--compare-eras`), each the
    /// configuration with its variant; empty for a session of one phone.
    public let variants: [Variant]

    /// Prepares a session, of one phone per variant when there are `variants` (every input goes
    /// to all of them); nothing touches the terminal until `run()`.
    public init(_ configuration: SessionConfiguration, comparing variants: [Variant] = []) {
        self.configuration = configuration
        self.variants = variants
        layout = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation,
                                phones: max(1, variants.count), phoneTerminal: configuration.phoneTerminal)
        timeline = SessionTimeline(comparing: Self.configurations(configuration, variants), screenSize: Self.screenSize(for: layout))
    }

    /// Each phone's configuration: `configuration` itself, or with each variant in its place.
    static func configurations(_ configuration: SessionConfiguration, _ variants: [Variant]) -> [SessionConfiguration] {
        variants.isEmpty ? [configuration] : variants.map { $0.applied(to: configuration) }
    }

    /// The layout of a terminal of `terminal` cells with the phone held in `orientation`: a
    /// narrated tape has a narration pane, a comparison its phones, a pinned phone its size, and
    /// below 100 columns the pane beside the phone is the one the learner chose.
    func layout(terminal: Size, orientation: Orientation) -> TerminalLayout {
        let pin = configuration.phoneTerminal
        let laidOut = TerminalLayout(terminal: terminal, orientation: orientation, narrated: lesson != nil, phones: max(1, variants.count),
                                     phoneTerminal: pin)
        let kinds = laidOut.panes.map(\.kind)
        guard compactPane != .compact, kinds.contains(.compact) else { return laidOut }
        return TerminalLayout(terminal: terminal, orientation: orientation, panes: kinds.map { $0 == .compact ? compactPane : $0 },
                              phoneTerminal: pin)
    }

    /// The session now.
    private var simulator: Simulator { timeline.simulator }

    /// Runs a session until Ctrl-C, F10 or a terminating signal, with the terminal restored
    /// on return; returns what the fields hold then.
    public static func run(_ configuration: SessionConfiguration) throws -> FieldValues {
        try InteractiveSession(configuration).run()
    }

    /// Replays `inputs` (virtual seconds, in order) on the terminal at `speed` times real time:
    /// Space pauses and resumes, the time-control keys slow and step it, Ctrl-C or F10 quits; the
    /// session ends a second after the last input. The tape's `cues` (its `Say` and `Pause` lines)
    /// fill the narration pane; with a `Pause` among them the tape waits as a lesson does
    /// (`LessonProgress`), and is called one when `isLesson`.
    ///
    /// With `sizes` (the tape's terminal sizes: its start, then one per resize among `inputs`) the
    /// frames are laid out at those sizes, as the headless player lays them out, so that what is
    /// shown is what `kbsim play` judges; a terminal smaller than the largest of them is refused
    /// (`TerminalError.tooSmall`). Without, the real terminal's size rules and the tape's resizes are left out.
    public func replay(_ inputs: [(time: Double, event: InputEvent)], cues: [NarrationCue] = [], speed: Double,
                       isLesson: Bool = false, sizes: [Size]? = nil) throws -> FieldValues {
        replaySizes = sizes.flatMap { $0.isEmpty ? nil : $0 }
        let isKept = inputs.map { if case .resize = $0.event { sizes != nil } else { true } }
        let kept = zip(inputs, isKept).filter(\.1).map(\.0)
        replay = (kept.map { TimedInput(time: $0.time, event: $0.event) }, (inputs.last?.time ?? 0) + Self.replayLinger)
        lesson = cues.isEmpty ? nil : LessonProgress(cues: cues.map { cue in
            var cue = cue
            cue.inputsBefore = isKept.prefix(cue.inputsBefore).count { $0 }
            return cue
        }, end: replay?.endTime ?? 0, inputCount: kept.count, isLesson: isLesson)
        clock = VirtualClock(speed: speed)
        defer {
            replay = nil
            replaySizes = nil
            lesson = nil
            clock = VirtualClock()
        }
        return try run()
    }

    /// Throws the `TerminalError` a run would fail to start with, without touching the terminal:
    /// a command that draws after other work refuses before doing any of it.
    public static func checkTerminal() throws {
        let device = try TerminalDevice.acquire()
        defer { device.release() }
        try CursesScreen.checkTerminal(on: device)
    }

    /// Ends the process as the last run ended, once the caller has written the values, with
    /// `endingStatus` (as fzf does: `$?` is 130 after Ctrl-C, and the shell goes on with its
    /// list); a crash signal sent from outside ends it by that signal, as it would have.
    /// Returns when the session ended normally.
    public func endProcessIfSignalled() {
        if let endingSignal, SignalGuard.crashSignals.contains(endingSignal) { SignalGuard.end(bySignal: endingSignal) }
        if endingStatus != 0 { exit(endingStatus) }
    }

    /// Runs the session (see the static `run`); throws `TerminalError` when there is no usable terminal.
    public func run() throws -> FieldValues {
        TerminalLocale.configure()
        let device = try TerminalDevice.acquire()
        defer { device.release() }
        let signals = try SignalGuard.install(terminalDescriptor: device.outputDescriptor)
        // Once a session has run, terminating signals stay answered while the values are
        // written: no signal may cut that short.
        var hasRun = false
        defer { signals.uninstall(ignoringLaterTerminations: hasRun) }
        let screen = try CursesScreen.openTerminal(on: device)
        if let needed = replaySizes.map(Self.largest), screen.size.width < needed.width || screen.size.height < needed.height {
            let terminal = screen.size
            screen.close()
            throw TerminalError.tooSmall(needed: needed, terminal: terminal)
        }
        hasRun = true
        wasInterrupted = false
        signals.forwardResizeSignals()
        signals.setRestoresTerminalOnCrash(true)
        defer {
            // Once curses has given the terminal back: what a signal left unread (the rest of a
            // paste) must not reach the shell as commands.
            if signals.endingSignal != nil { _ = tcflush(device.inputDescriptor, TCIFLUSH) }
        }
        defer {
            signals.setRestoresTerminalOnCrash(false)
            screen.close()
        }
        realTerminal = screen.size
        configuration.terminalSize = replaySizes?.first ?? screen.size
        layout = layout(terminal: configuration.terminalSize, orientation: configuration.orientation)
        timeline = SessionTimeline(comparing: Self.configurations(configuration, variants), screenSize: Self.screenSize(for: layout),
                                   upcoming: replay?.inputs ?? [])
        beginLesson()
        recorded = []
        queued = []
        onStart?(configuration)
        defer {
            signals.beginShutdown()
            endTime = sessionTime
            endingSignal = signals.endingSignal
            for (timed, entry) in zip(timeline.history.inputs, recorded) { onInput?(entry.input, timed.time, entry.terminal) }
        }
        try loop(screen: screen, signals: signals)
        // What waited for time to move still goes in: the values are what was typed.
        if strategyFailure == nil { flushQueue() }
        return simulator.fieldValues
    }

    /// The smallest size that holds every one of `sizes`.
    static func largest(of sizes: [Size]) -> Size {
        Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// The terminal the frames are laid out for: the real one, or in a replay at the tape's sizes
    /// the size its resizes so far have given (after a step back too).
    var laidOutTerminal: Size {
        guard let sizes = replaySizes else { return layout.terminal }
        let resizes = timeline.history.inputs.count { if case .resize = $0.event { true } else { false } }
        return sizes[min(resizes, sizes.count - 1)]
    }

    /// The simulated screen size for a terminal layout (`TerminalLayout.simulatedScreenSize`).
    public static func screenSize(for layout: TerminalLayout) -> Size {
        layout.simulatedScreenSize
    }

    private func loop(screen: CursesScreen, signals: SignalGuard) throws {
        let input = screen.input
        var needsDraw = true
        // Input curses still holds from a read cut short by the batch limits: no waiting for it.
        var inputPending = false
        while true {
            if needsDraw {
                run(to: sessionTime)
                if isReplayOver || strategyFailure != nil { return }
                let timelineLine = isTimelineShown
                    ? TimelineLine(simulator: simulator, clock: clock, queued: queued.count, keyMap: keyMap) : nil
                screen.present(frame(timeline: timelineLine))
            }
            let nextChange = [timeline.nextChangeTime, timeline.upcoming.first?.time, replay?.endTime].compactMap { $0 }.min()
            var timeout = inputPending ? 0 : FrameSchedule.pollTimeout(
                now: sessionTime, isAnimating: timeline.isAnimating && !clock.isPaused,
                nextChangeTime: clock.isPaused ? nil : nextChange, speed: clock.rate)
            if input.isInPaste {
                timeout = timeout < 0 ? Self.longestPastePauseMilliseconds : min(timeout, Self.longestPastePauseMilliseconds)
            }
            let wake = try wait(input: screen.inputDescriptor, signals: signals.wakeDescriptor, timeout: timeout)
            if wake == .signal, signals.drainWakeups() { return try endBySignal(screen: screen, signals: signals) }
            if wake == .inputClosed { return }
            if wake == .timeout, timeout == Self.longestPastePauseMilliseconds, let paste = input.endPaste() {
                // A paste silent that long lost its end marker: it is what came.
                guard apply(paste) else { return }
            }
            // A frame is due when the wait timed out (an animation step or a scheduled change),
            // and on every wake while animating, so that a flood of ignored input (mouse
            // motion) cannot starve the animation of frames.
            let now = sessionTime
            needsDraw = wake == .timeout || timeline.isAnimating || (nextChange.map { $0 <= now } ?? false)
            // Read even when poll() saw nothing: curses may hold the rest of an escape sequence.
            // Input goes in batches with a look at the signal pipe between them, and a frame
            // at least every `inputSliceSeconds`: a long paste keeps neither a quit signal nor
            // the screen waiting.
            let sliceStart = realClock.elapsed
            inputPending = false
            while true {
                let (events, exhausted) = input.readPendingEvents(limit: Self.inputBatchReads)
                for event in events {
                    if event == .suspend {
                        suspend(screen: screen, signals: signals)
                    } else {
                        guard apply(event) else { return }
                    }
                    needsDraw = true
                }
                if signals.drainWakeups() { return try endBySignal(screen: screen, signals: signals) }
                if signals.isSuspendRequested {
                    suspend(screen: screen, signals: signals)
                    needsDraw = true
                }
                if signals.takeRedrawRequest() {
                    screen.invalidate()
                    needsDraw = true
                }
                if exhausted { break }
                if realClock.elapsed - sliceStart >= Self.inputSliceSeconds {
                    inputPending = true
                    needsDraw = true
                    break
                }
            }
        }
    }

    /// Ctrl-Z or SIGTSTP: gives the terminal back and stops, as a shell's job does; once
    /// continued (`fg`), takes the terminal again for a full redraw. The session's clock stands
    /// still meanwhile, so a slide or a replay goes on where it was.
    private func suspend(screen: CursesScreen, signals: SignalGuard) {
        run(to: sessionTime)
        let wasPaused = clock.isPaused
        clock.pause(atReal: realClock.elapsed)
        screen.suspend()
        signals.suspendProcess()
        screen.resume()
        if !wasPaused { clock.resume(atReal: realClock.elapsed) }
    }

    /// Whether the terminal is too small to show the phone (for the layout, or for a replay's own
    /// size), so that only the size notice is on screen. A terminal too large is different: its
    /// corner holds the notice, and keys go on reaching the phone, to be seen when it shrinks.
    private var isTooSmallForThePhone: Bool {
        layout.screens.isEmpty && !layout.isTooLarge
            || replaySizes != nil && (realTerminal.width < layout.terminal.width || realTerminal.height < layout.terminal.height)
    }

    /// The frame now: the phone (or the compared phones, each labelled with its variant) and the rest.
    private func frame(timeline line: TimelineLine?) -> Canvas {
        if replaySizes != nil, realTerminal.width < layout.terminal.width || realTerminal.height < layout.terminal.height {
            return Renderer.tooSmall(terminal: realTerminal, needs: layout.terminal)
        }
        let phones = variants.isEmpty ? [(label: nil, simulator: simulator)]
            : zip(variants, timeline.simulators).map { (label: Optional($0.description), simulator: $1) }
        // What the why panel explains now: a new action or pitfall starts it at the top.
        whyPanel.follow(WhyPanel.subject(of: simulator, cursor: logCursor))
        return Renderer.draw(comparing: phones, layout: layout, keyMap: keyMap, timeline: line, help: help, narration: lesson,
                             logCursor: logCursor, whyPanel: whyPanel)
    }

    /// The why panel as drawn now and its place, when the layout shows one.
    private func whyPanelPlacement() -> (panel: WhyPanel, frame: Rect)? {
        guard let frame = layout.panes.first(where: { $0.kind == .why })?.frame else { return nil }
        return (WhyPanel(simulator: simulator, cursor: logCursor, state: whyPanel), frame)
    }

    /// Scrolls the why panel by `rows` (negative: up), within what it has to show.
    private func scrollWhyPanel(by rows: Int) {
        run(to: sessionTime)
        guard let (panel, frame) = whyPanelPlacement() else { return }
        whyPanel.scroll(by: rows, panel, in: frame)
    }

    /// After a terminating signal: what has arrived still goes in for a moment, then the rest is
    /// thrown away unread, so that the session ends within a second and none of a paste is left
    /// for the shell to run as commands (`run()` flushes what arrives after that).
    private func endBySignal(screen: CursesScreen, signals: SignalGuard) throws {
        try applyArrivedInput(screen: screen, signals: signals)
        // A paste cut short goes in as far as it came: that much was taken in.
        if replay == nil, let paste = screen.input.endPaste() { _ = apply(paste) }
        screen.input.discardUnread(quietMilliseconds: Self.quietMillisecondsBeforeDiscarded, within: Self.longestDiscardSeconds)
    }

    /// After a terminating signal: what the user typed before it still goes in — keys typed ahead
    /// of the loop — until input stops coming for a moment, `longestFinishSeconds` have passed
    /// (a paste may go on arriving for long), or another signal asks to end at once. Nothing is
    /// drawn meanwhile.
    private func applyArrivedInput(screen: CursesScreen, signals: SignalGuard) throws {
        guard replay == nil else { return }
        let signalsSoFar = signals.endingSignalCount
        let deadline = realClock.elapsed + Self.longestFinishSeconds
        while realClock.elapsed < deadline {
            let (events, exhausted) = screen.input.readPendingEvents(limit: Self.finishBatchReads)
            for event in events {
                guard apply(event) else { return }
            }
            signals.drainWakeups()
            if signals.endingSignalCount > signalsSoFar { return }
            if exhausted {
                let wake = try wait(input: screen.inputDescriptor, signals: signals.wakeDescriptor,
                                    timeout: Self.quietMillisecondsBeforeEnding)
                if wake == .timeout || wake == .inputClosed { return }
            }
        }
    }

    /// Hands one terminal event to the simulator; returns false when it ends the session.
    private func apply(_ event: TerminalEvent) -> Bool {
        let action: SessionAction
        switch event {
        case .quit:
            // The decoder turns the map's quit keys into these events: F10 ends normally, Ctrl-C interrupts.
            return false
        case .interrupt:
            wasInterrupted = true
            return false
        case .suspend:
            // The loop suspends (it has the screen); nothing reaches the phone.
            return true
        case .resize(let terminalSize) where replaySizes != nil:
            // The tape's size rules; the real terminal has only to hold it.
            realTerminal = terminalSize
            return true
        case .resize(let terminalSize):
            layout = layout(terminal: terminalSize, orientation: simulator.orientation)
            let newScreenSize = Self.screenSize(for: layout)
            // Not queued while paused: the picture must fit the terminal at once.
            if newScreenSize != simulator.screenSize { feedNew(.resize(newScreenSize)) }
            return true
        case _ where help != nil:
            return answerHelp(event)
        case .key(let press): action = keyMap.action(for: .key(press), fieldFocused: simulator.focusedIndex != nil)
        case .paste:
            // A paste is typing whatever it holds, never a key binding (a pasted `q` or `?` is
            // text); with no field to take it, as on a phone, it goes nowhere.
            guard simulator.focusedIndex != nil else { return true }
            action = keyMap.action(for: .anyCharacter, fieldFocused: true)
        case .click(let point) where point.y == layout.helpLine.y && !isTimelineShown && !logCursor.hasSelection:
            // The help line's entries are buttons: every command can be given with the mouse.
            guard let entry = keyMap.helpLineAction(atColumn: point.x, severalInputMethods: simulator.inputMethods.count > 1,
                                                    width: layout.terminal.width)
            else { return true }
            action = entry
        case .click: action = keyMap.action(for: .click)
        case .wheel(let rows, let point) where whyPanelPlacement()?.frame.contains(point) == true && !logCursor.hasSelection:
            // The wheel over the why panel scrolls the panel, not the form.
            scrollWhyPanel(by: rows)
            return true
        case .wheel: action = keyMap.action(for: .wheel)
        }
        if isTooSmallForThePhone, action != .quit {
            // Only the size notice is on screen: a key must not change what cannot be seen
            // (a lesson's Space would pass a step unseen).
            return true
        }
        if logCursor.hasSelection, !Self.worksInTheLog(action) {
            // While the log has the selection no input reaches the phone: a key moves through the log.
            if case .key(let press) = event { logCursor.handle(press, in: simulator.log) }
            return true
        }
        return perform(action, for: event)
    }

    /// Whether `action` keeps its meaning while the log has the selection: leaving the log, the
    /// session's time and quitting do; everything meant for the phone does not.
    private static func worksInTheLog(_ action: SessionAction) -> Bool {
        switch action {
        case .eventLog, .togglePause, .slowMotion, .stepForward, .stepBack, .help, .nextPane, .scrollWhyUp, .scrollWhyDown,
             .toggleWhyCode, .quit: true
        // A lesson's Space and Enter: Enter opens the selected entry's details.
        case .goOn, .phone, .nextInputMethod, .rotate, .nextEra, .nextStrategy, .togglePitfalls, .ignore: false
        }
    }

    /// Whether the timeline has the help line's row (time control in use).
    private var isTimelineShown: Bool { !clock.isIdle }

    /// Input while the help is open: keys scroll or close it, a click on a key's row does what
    /// the key does (the help closing first, so its effect is seen); returns false on quit.
    private func answerHelp(_ event: TerminalEvent) -> Bool {
        guard var overlay = help else { return true }
        let frame = HelpOverlay.frame(in: layout.terminal)
        let page = HelpOverlay.pageRows(in: frame)
        switch event {
        case .key(let press) where press == .escape || press == .character("q") || keyMap.action(for: .key(press)) == .help:
            // Esc and q close it, and so does every key that opens it.
            help = nil
            return true
        case .key(.tab), .key(.backTab): overlay.turnPage()
        case .key(.up): overlay.scroll(by: -1, in: frame)
        case .key(.down): overlay.scroll(by: 1, in: frame)
        case .key(.pageUp): overlay.scroll(by: -page, in: frame)
        case .key(.pageDown), .key(.character(" ")): overlay.scroll(by: page, in: frame)
        case .key(.home): overlay.scroll(by: -Int.max, in: frame)
        case .key(.end): overlay.scroll(by: Int.max, in: frame)
        case .wheel(let rows, _): overlay.scroll(by: rows, in: frame)
        case .click(let point):
            guard let action = overlay.action(at: point, in: frame) else { return true }
            help = nil
            return action == .help ? true : perform(action, for: event)
        default:
            return true
        }
        help = overlay
        return true
    }

    /// While replaying, the tape is the only input: the replay's key map says what a key does (a
    /// lesson's, on the learner's turn the phone's).
    var keyMap: KeyMap {
        if let lesson, lesson.waits { return lesson.keyMap }
        return replay == nil ? .interactive : .replay
    }

    /// Does what the key map says `event` does; returns false when that ends the session.
    func perform(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        if lesson?.waits == true { return performInLesson(action, for: event) }
        return performAnywhere(action, for: event)
    }

    /// Does what `action` does in any session, lesson or not; returns false when that ends the session.
    func performAnywhere(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        switch action {
        case .quit:
            return false
        case .ignore:
            break
        case .togglePause, .goOn:
            run(to: sessionTime)
            clock.togglePause(atReal: realClock.elapsed)
            if !clock.isPaused { flushQueue() }
        case .slowMotion:
            clock.cycleSlowMotion(atReal: realClock.elapsed)
        case .stepForward:
            stepForward()
        case .stepBack:
            stepBack()
        case .help:
            help = HelpOverlay(keyMap: keyMap)
        case .nextPane:
            let panes = Self.compactPanes
            compactPane = panes[((panes.firstIndex(of: compactPane) ?? 0) + 1) % panes.count]
            layout = layout(terminal: layout.terminal, orientation: simulator.orientation)
        case .scrollWhyUp, .scrollWhyDown:
            guard let area = whyPanelPlacement()?.frame else { break }
            scrollWhyPanel(by: (action == .scrollWhyUp ? -1 : 1) * WhyPanel.pageRows(in: area))
        case .toggleWhyCode:
            whyPanel.toggleContent()
        case .eventLog:
            logCursor.toggle(in: simulator.log)
        case .phone, .rotate, .nextEra, .nextStrategy, .togglePitfalls, .nextInputMethod:
            if clock.isPaused {
                queued.append((action, event))
            } else {
                give(action, for: event)
            }
        }
        return true
    }

    /// Hands an input the key map gives the phone or the session to the simulator.
    func give(_ action: SessionAction, for event: TerminalEvent) {
        switch action {
        case .rotate:
            rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
        case .nextEra where variants.contains(where: \.isEra), .nextStrategy where variants.contains(where: \.isStrategy):
            // Each phone keeps the era or strategy it is compared in.
            break
        case .nextEra:
            let eras = Era.allCases
            feedNew(.setEra(eras[(eras.firstIndex(of: simulator.era)! + 1) % eras.count]))
        case .nextStrategy:
            feedNew(.setStrategy(simulator.configuration.strategies.id(after: simulator.strategy.id)))
        case .togglePitfalls:
            feedNew(.setPitfalls(!simulator.pitfalls))
        case .nextInputMethod:
            feedNew(.nextInputMethod)
        case .phone:
            switch event {
            case .key(let press):
                feedNew(.key(press))
            case .click(let terminalPoint):
                // A click outside the simulated screens (bezel, side pane) is not a tap.
                guard let (phone, point) = layout.phonePoint(fromTerminal: terminalPoint) else { break }
                if variants.isEmpty {
                    feedNew(.tap(point))
                } else {
                    // What the tap means on the phone clicked (a field, a key, the background) goes to every phone.
                    run(to: sessionTime)
                    if let meaning = timeline.simulators[phone].resolve(.tap(point)).event { feedNew(meaning) }
                }
            case .wheel(let rows, _):
                feedNew(.scroll(by: rows))
            case .paste(let text):
                feedNew(.paste(text))
            case .resize, .quit, .interrupt, .suspend:
                break
            }
        default:
            break
        }
    }

    /// Applies the input that waited for time to move, at the paused instant; returns whether it posted anything.
    @discardableResult
    private func flushQueue() -> Bool {
        let postedBefore = postedCount
        let waiting = queued
        queued = []
        for (action, event) in waiting { give(action, for: event) }
        return postedCount != postedBefore
    }


    /// Pauses, then runs to where the next step stops (`SessionTimeline.nextStopTime`), no later
    /// than `limit`. What is posted at the paused instant itself — input that came due there (a
    /// lesson's next input, let in by the step), or input queued while paused — is a stop of its
    /// own: the screen has not shown it yet.
    func stepForward(notAfter limit: Double? = nil) {
        let postedBefore = postedCount
        run(to: sessionTime)
        clock.pause(atReal: realClock.elapsed)
        if postedCount != postedBefore || flushQueue() { return }
        // A lesson that reached its `Pause` on the way holds there.
        if lesson?.mode == .held { return }
        guard let time = [timeline.nextStopTime(), limit].compactMap({ $0 }).min() else { return }
        run(to: time)
        clock.jump(to: timeline.now, atReal: realClock.elapsed)
    }

    /// Pauses, then rebuilds the session where the previous step stopped (`SessionTimeline.stepBack`);
    /// what followed stays ahead, to be replayed as time moves on.
    private func stepBack() {
        run(to: sessionTime)
        clock.pause(atReal: realClock.elapsed)
        guard timeline.stepBack() != nil else { return }
        recorded.removeLast(recorded.count - timeline.history.inputs.count)
        layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
        clock.jump(to: timeline.now, atReal: realClock.elapsed)
    }

    /// Turns the phone: the terminal is laid out for the new orientation and the simulator told its new screen.
    private func rotate(to orientation: Orientation) {
        layout = layout(terminal: layout.terminal, orientation: orientation)
        feedNew(.rotate(orientation, screen: Self.screenSize(for: layout)))
    }

    /// New input from the person at the terminal: after a step back, it replaces the future that was
    /// kept (a lesson's inputs are not that future: they wait for their turn).
    private func feedNew(_ event: InputEvent) {
        if lesson?.waits == true {
            withholdLessonInputs()
            feed(event, at: sessionTime)
            releaseLessonInputs()
            return
        }
        timeline.discardUpcoming()
        feed(event, at: sessionTime)
    }

    /// The one way input reaches the simulator: applied, and kept in the timeline's history.
    func feed(_ event: InputEvent, at time: Double) {
        let (input, events) = timeline.apply(event, at: time)
        recorded.append((input, layout.terminal))
        postedCount += events.count
    }

    /// The simulator's clock: virtual seconds, from real ones through time control.
    var sessionTime: Double {
        clock.time(atReal: realClock.elapsed)
    }

    /// Feeds the upcoming inputs (the tape's, or what a step back left ahead) due by `time`, then
    /// runs the simulator's clock to it (a lesson stops at its next `Pause` on the way).
    func run(to time: Double) {
        let time = lesson?.waits == true ? passLessonCues(upTo: time) : time
        feedDueInputs(by: time)
        postedCount += timeline.play(to: time).count
        if let lesson, !lesson.waits { self.lesson?.follow(to: timeline.now) }
    }

    /// Feeds the upcoming inputs due by `time`.
    func feedDueInputs(by time: Double) {
        while let next = timeline.takeDueInput(by: time) {
            if case .rotate(let orientation, _) = next.event {
                // The phone turns in this terminal: its screen is what the layout gives it now.
                layout = layout(terminal: layout.terminal, orientation: orientation)
                feed(.rotate(orientation, screen: Self.screenSize(for: layout)), at: next.time)
            } else if case .resize = next.event, replaySizes != nil {
                // The tape's own resize: the terminal it names, as the headless player lays it out.
                feed(next.event, at: next.time)
                layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
            } else {
                feed(next.event, at: next.time)
            }
        }
    }

    /// Whether a replay has shown every input and its last frame long enough (a paused one waits;
    /// a lesson ends from its last pause, with the continue key).
    private var isReplayOver: Bool {
        guard let replay, !clock.isPaused, lesson?.waits != true else { return false }
        return timeline.upcoming.isEmpty && simulator.now >= replay.endTime
    }

    private enum Wake { case input, timeout, inputClosed, signal }

    /// Sleeps until the terminal or the signal pipe is readable, or `timeout` ms (-1: forever).
    private func wait(input: Int32, signals: Int32, timeout: Int32) throws -> Wake {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 {
            // EINTR: a signal (a resize, usually) came in; the caller checks everything anyway.
            guard errno == EINTR else { throw TerminalError.systemCall(name: "poll", errorNumber: errno) }
            return .signal
        }
        if ready == 0 { return .timeout }
        if descriptors[1].revents != 0 { return .signal }
        let closed = Int16(POLLHUP | POLLERR | POLLNVAL)
        // Without this a vanished terminal would make poll() return at once forever.
        if descriptors[0].revents & closed != 0, descriptors[0].revents & Int16(POLLIN) == 0 { return .inputClosed }
        return .input
    }
}
