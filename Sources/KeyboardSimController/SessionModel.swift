import KeyboardSim
import KeyboardSimRender

/// The interactive session's state machine (`kbsim run`, `kbsim play --watch`), pure: the terminal
/// shell stamps each `SessionCommand` with the real time it happened and performs the
/// `SessionEffect`s it returns; the model reads no clock and touches no terminal, so every
/// behaviour of the session is tested with commands and made-up times.
///
/// Every input reaches the simulator through one place (`feed`), stamped with the session's
/// virtual time, and joins the session's timeline (`recordedInputs`, all a tape recorder needs).
///
/// Time control (`run` and `play --watch` alike): one `VirtualClock` maps real seconds to virtual
/// ones — paused, slowed, scaled by a replay's speed — and a `SessionTimeline` steps to the next
/// posted event and back. Input given while paused waits in a queue and goes in, at the paused
/// instant, when time moves: on resume, or on a step, which then stops at once if that input
/// posted anything (so the learner sees what the input did before the clock runs on).
package struct SessionModel {
    /// How the session starts (its terminal size is the real terminal's once it has started).
    package private(set) var configuration: SessionConfiguration
    /// The phones of a compare session (`--compare-strategies`, `--compare-eras`), each the
    /// configuration with its variant; empty for a session of one phone.
    package let variants: [Variant]
    /// Whether Ctrl-C ended the session (which, with raw input, arrives as a key, not SIGINT).
    package internal(set) var wasInterrupted = false

    /// The session now, its history, and the inputs still to come.
    package internal(set) var timeline: SessionTimeline
    /// Where everything is on the terminal.
    package internal(set) var layout: TerminalLayout
    /// Virtual time: paused, slowed, or scaled by a replay's speed.
    package internal(set) var clock = VirtualClock()
    /// The real instant of the command being applied: the one way real time enters the model.
    var realTime = 0.0
    /// Input given while paused, with what the key map said it does; it goes in when time moves.
    var queued: [(action: SessionAction, event: TerminalEvent)] = []
    /// Each input of the timeline's history as it resolved when it went in, and the terminal's
    /// size then (a recorded resize names it).
    var recorded: [(input: ResolvedInput, terminal: Size)] = []
    /// The tape being replayed (`kbsim play --watch`), if any: its inputs and when it ends.
    private(set) var replay: (inputs: [TimedInput], endTime: Double)?
    /// The replayed tape's narration and, for a lesson, where it stands (see `LessonProgress`).
    package internal(set) var lesson: LessonProgress?
    /// For a replay that shows what `kbsim play` judges: the terminal sizes the tape plays at —
    /// its start, then one per resize among its inputs — which frames are laid out for whatever
    /// the real terminal's size; nil while the real terminal rules the layout.
    var replaySizes: [Size]?
    /// The real terminal's size, which frames at `replaySizes` must fit in.
    var realTerminal = Size(width: 0, height: 0)
    /// How many of a lesson's inputs have been handed to the timeline (the rest wait for their cue).
    var released = 0
    /// How much later than written the lesson's inputs still to come go in: the learner's turns so far.
    var lessonDelay = 0.0
    /// How many events have been posted, to tell whether an input or a run of the clock posted any.
    var postedCount = 0
    /// The left button held down on the phone, until its release.
    var mousePress: MousePress?
    /// Whether the clock ran when the process was suspended, so that it runs again once continued.
    var runsAfterSuspend = false
    /// The help over the screen, while it is open.
    package internal(set) var help: HelpOverlay?
    /// Below 100 columns, the pane beside the phone (`nextPane` cycles through `compactPanes`).
    var compactPane: PaneKind = .compact
    /// What the one pane beside a small phone can show, in the order `nextPane` goes through them.
    static let compactPanes: [PaneKind] = [.compact, .inspector, .why]
    /// Where the selection is in the event log: the session's, not the simulation's, so it
    /// survives new events, a resize and a step back.
    package internal(set) var logCursor = EventLogCursor()
    /// The why panel's steps or code and its scroll: the session's, kept across frames.
    var whyPanel = WhyPanelState()

    /// How long the last frame of a replay stays up after its last input, in virtual seconds.
    static let replayLinger = 1.0
    /// The exit status of a session Ctrl-C ended, as shells count it (128 + SIGINT, which is 2).
    static let interruptedStatus: Int32 = 130

    /// Prepares a session, of one phone per variant when there are `variants` (every input goes
    /// to all of them), at the configuration's terminal size until `start`.
    package init(_ configuration: SessionConfiguration, comparing variants: [Variant] = []) {
        self.configuration = configuration
        self.variants = variants
        layout = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation,
                                phones: max(1, variants.count), phoneTerminal: configuration.phoneTerminal)
        timeline = SessionTimeline(comparing: Self.configurations(configuration, variants), screenSize: layout.simulatedScreenSize)
    }

    /// The exit status the session's ending calls for: 130 after Ctrl-C, else 0.
    package var endingStatus: Int32 { wasInterrupted ? Self.interruptedStatus : 0 }

    /// The session now.
    package var simulator: Simulator { timeline.simulator }

    /// Whether a tape is being replayed.
    package var isReplaying: Bool { replay != nil }

    /// The smallest terminal a replay laid out at its tape's sizes needs, if it is one.
    package var requiredTerminal: Size? {
        replaySizes.map { Size(width: $0.map(\.width).max() ?? 0, height: $0.map(\.height).max() ?? 0) }
    }

    /// The simulator's clock at real time `seconds`: virtual seconds, through time control.
    package func time(atRealTime seconds: Double) -> Double {
        clock.time(atReal: seconds)
    }

    /// The virtual time of the next change the screen must show (an animation's step, a
    /// scheduled change, an input of the tape, a lesson's next cue, a replay's end), if any.
    package var nextChangeTime: Double? {
        [timeline.nextChangeTime, timeline.upcoming.first?.time, lesson?.nextCueTime, replay?.endTime].compactMap { $0 }.min()
    }

    /// Whether a frame is due at real time `seconds` without new input: while animating (so that
    /// a flood of ignored input cannot starve an animation of frames), or once a change came due.
    package func isFrameDue(atRealTime seconds: Double) -> Bool {
        timeline.isAnimating || (nextChangeTime.map { $0 <= time(atRealTime: seconds) } ?? false)
    }

    /// Every input of the timeline, in order, as the simulator resolved it, its virtual time, and
    /// the terminal size then. Inputs a step back left ahead and new input then replaced are not part of it.
    package var recordedInputs: [(input: ResolvedInput, time: Double, terminal: Size)] {
        zip(timeline.history.inputs, recorded).map { ($1.input, $0.time, $1.terminal) }
    }

    /// Makes the session a replay of `inputs` (virtual seconds, in order) at `speed` times real
    /// time, narrated by `cues` (a lesson when `isLesson`); with `sizes` (the tape's terminal
    /// sizes: its start, then one per resize among `inputs`) its frames are laid out at those sizes.
    package mutating func beginReplay(_ inputs: [(time: Double, event: InputEvent)], cues: [NarrationCue] = [], speed: Double,
                                     isLesson: Bool = false, sizes: [Size]? = nil) {
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
    }

    /// Makes the session an interactive one again, after a replay.
    package mutating func endReplay() {
        replay = nil
        replaySizes = nil
        lesson = nil
        clock = VirtualClock()
    }

    /// Starts the session in a terminal of `terminal` cells at real time `seconds`: laid out
    /// afresh, with a replay's inputs ahead.
    package mutating func start(terminal: Size, atRealTime seconds: Double) {
        realTime = seconds
        wasInterrupted = false
        realTerminal = terminal
        configuration.terminalSize = replaySizes?.first ?? terminal
        layout = layout(terminal: configuration.terminalSize, orientation: configuration.orientation)
        timeline = SessionTimeline(comparing: Self.configurations(configuration, variants), screenSize: layout.simulatedScreenSize,
                                   upcoming: replay?.inputs ?? [])
        beginLesson()
        recorded = []
        queued = []
    }

    /// Ends the session at real time `seconds`: what waited for time to move still goes in (the
    /// values are what was typed); returns what the fields hold then.
    package mutating func finish(atRealTime seconds: Double) -> FieldValues {
        realTime = seconds
        if strategyFailure == nil { flushQueue() }
        return simulator.fieldValues
    }

    /// The one entry point: does what `command`, given at real time `seconds`, means to the
    /// session, and says what the shell must do.
    package mutating func apply(_ command: SessionCommand, atRealTime seconds: Double) -> [SessionEffect] {
        realTime = seconds
        switch command {
        case .tick:
            run(to: sessionTime)
            return isReplayOver || strategyFailure != nil ? [.end(status: endingStatus)] : [.draw]
        case .suspend:
            // The process stops: the session's clock stands still meanwhile, so a slide or a replay
            // goes on where it was.
            run(to: sessionTime)
            runsAfterSuspend = !clock.isPaused
            clock.pause(atReal: realTime)
            return []
        case .resumeAfterSuspend:
            if runsAfterSuspend { clock.resume(atReal: realTime) }
            runsAfterSuspend = false
            return [.draw]
        case .terminal(let event):
            return take(event) ? [.draw] : [.end(status: endingStatus)]
        }
    }

    /// The frame now: the phone (or the compared phones, each labelled with its variant) and the
    /// rest. Mutating: the why panel follows what it explains (a new subject starts at the top).
    package mutating func frame() -> Canvas {
        if replaySizes != nil, realTerminal.width < layout.terminal.width || realTerminal.height < layout.terminal.height {
            return Renderer.tooSmall(terminal: realTerminal, needs: layout.terminal)
        }
        let line = isTimelineShown ? TimelineLine(simulator: simulator, clock: clock, queued: queued.count, keyMap: keyMap) : nil
        let phones = variants.isEmpty ? [(label: nil, simulator: simulator)]
            : zip(variants, timeline.simulators).map { (label: Optional($0.description), simulator: $1) }
        whyPanel.follow(WhyPanel.subject(of: simulator, cursor: logCursor))
        return Renderer.draw(Scene(comparing: phones, layout: layout, keyMap: keyMap, timeline: line, help: help, narration: lesson?.narration,
                                   logCursor: logCursor, whyPanel: whyPanel))
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

    /// The terminal the frames are laid out for: the real one, or in a replay at the tape's sizes
    /// the size its resizes so far have given (after a step back too).
    var laidOutTerminal: Size {
        guard let sizes = replaySizes else { return layout.terminal }
        let resizes = timeline.history.inputs.count { if case .resize = $0.event { true } else { false } }
        return sizes[min(resizes, sizes.count - 1)]
    }

    /// Whether the terminal is too small to show the phone (for the layout, or for a replay's own
    /// size), so that only the size notice is on screen. A terminal too large is different: its
    /// corner holds the notice, and keys go on reaching the phone, to be seen when it shrinks.
    var isTooSmallForThePhone: Bool {
        layout.screens.isEmpty && !layout.isTooLarge
            || replaySizes != nil && (realTerminal.width < layout.terminal.width || realTerminal.height < layout.terminal.height)
    }

    /// The why panel as drawn now and its place, when the layout shows one.
    func whyPanelPlacement() -> (panel: WhyPanel, frame: Rect)? {
        guard let frame = layout.panes.first(where: { $0.kind == .why })?.frame else { return nil }
        return (WhyPanel(simulator: simulator, cursor: logCursor, state: whyPanel), frame)
    }

    /// Scrolls the why panel by `rows` (negative: up), within what it has to show.
    mutating func scrollWhyPanel(by rows: Int) {
        run(to: sessionTime)
        guard let (panel, frame) = whyPanelPlacement() else { return }
        whyPanel.scroll(by: rows, panel, in: frame)
    }

    /// The first message a strategy of the session could not answer (an `exec:` handler that timed
    /// out, replied what is not the protocol, or exited): the session ends on it, and the shell
    /// says why once the terminal is restored.
    package var strategyFailure: StrategyFailure? { timeline.simulators.lazy.compactMap(\.strategyFailure).first }

    /// Whether a replay has shown every input and its last frame long enough (a paused one waits;
    /// a lesson ends from its last pause, with the continue key).
    var isReplayOver: Bool {
        guard let replay, !clock.isPaused, lesson?.waits != true else { return false }
        return timeline.upcoming.isEmpty && simulator.now >= replay.endTime
    }
}
