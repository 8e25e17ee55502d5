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
    package private(set) var wasInterrupted = false

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
    private var realTerminal = Size(width: 0, height: 0)
    /// How many of a lesson's inputs have been handed to the timeline (the rest wait for their cue).
    var released = 0
    /// How much later than written the lesson's inputs still to come go in: the learner's turns so far.
    var lessonDelay = 0.0
    /// How many events have been posted, to tell whether an input or a run of the clock posted any.
    private var postedCount = 0
    /// The left button held down on the phone, until its release.
    private var mousePress: MousePress?
    /// Whether the clock ran when the process was suspended, so that it runs again once continued.
    private var runsAfterSuspend = false
    /// The help over the screen, while it is open.
    package private(set) var help: HelpOverlay?
    /// Below 100 columns, the pane beside the phone (`nextPane` cycles through `compactPanes`).
    private var compactPane: PaneKind = .compact
    /// What the one pane beside a small phone can show, in the order `nextPane` goes through them.
    static let compactPanes: [PaneKind] = [.compact, .inspector, .why]
    /// Where the selection is in the event log: the session's, not the simulation's, so it
    /// survives new events, a resize and a step back.
    package private(set) var logCursor = EventLogCursor()
    /// The why panel's steps or code and its scroll: the session's, kept across frames.
    private var whyPanel = WhyPanelState()

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
    private var isTooSmallForThePhone: Bool {
        layout.screens.isEmpty && !layout.isTooLarge
            || replaySizes != nil && (realTerminal.width < layout.terminal.width || realTerminal.height < layout.terminal.height)
    }

    /// The why panel as drawn now and its place, when the layout shows one.
    private func whyPanelPlacement() -> (panel: WhyPanel, frame: Rect)? {
        guard let frame = layout.panes.first(where: { $0.kind == .why })?.frame else { return nil }
        return (WhyPanel(simulator: simulator, cursor: logCursor, state: whyPanel), frame)
    }

    /// Scrolls the why panel by `rows` (negative: up), within what it has to show.
    private mutating func scrollWhyPanel(by rows: Int) {
        run(to: sessionTime)
        guard let (panel, frame) = whyPanelPlacement() else { return }
        whyPanel.scroll(by: rows, panel, in: frame)
    }

    /// Takes one terminal event to the session; returns false when it ends the session.
    private mutating func take(_ event: TerminalEvent) -> Bool {
        switch event {
        case .mouseMotion(let point):
            moveMouse(to: point)
            return true
        case .mouseRelease(let point):
            releaseMouse(at: point)
            return true
        default:
            // Anything else means the button is no longer held as far as kbsim can tell: a tap
            // that waited for the release happens now.
            releaseMouse(at: nil)
        }
        let action: SessionAction
        switch event {
        case .quit:
            // The decoder turns the map's quit keys into these events: F10 ends normally, Ctrl-C interrupts.
            return false
        case .interrupt:
            wasInterrupted = true
            return false
        case .suspend:
            // The shell suspends the process (it has the screen); nothing reaches the phone.
            return true
        case .resize(let terminalSize) where replaySizes != nil:
            // The tape's size rules; the real terminal has only to hold it.
            realTerminal = terminalSize
            return true
        case .resize(let terminalSize):
            layout = layout(terminal: terminalSize, orientation: simulator.orientation)
            let newScreenSize = layout.simulatedScreenSize
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
        case .mouseMotion, .mouseRelease: return true
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
        case .goOn, .phone, .nextInputMethod, .rotate, .nextEra, .nextDevice, .nextStrategy, .togglePitfalls, .ignore: false
        }
    }

    /// Whether the timeline has the help line's row (time control in use).
    private var isTimelineShown: Bool { !clock.isIdle }

    /// Input while the help is open: keys scroll or close it, a click on a key's row does what
    /// the key does (the help closing first, so its effect is seen); returns false on quit.
    private mutating func answerHelp(_ event: TerminalEvent) -> Bool {
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
    package var keyMap: KeyMap {
        if let lesson, lesson.waits { return lesson.keyMap }
        return replay == nil ? .interactive : .replay
    }

    /// Does what the key map says `event` does; returns false when that ends the session.
    mutating func perform(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        if lesson?.waits == true { return performInLesson(action, for: event) }
        return performAnywhere(action, for: event)
    }

    /// Does what `action` does in any session, lesson or not; returns false when that ends the session.
    mutating func performAnywhere(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        switch action {
        case .quit:
            return false
        case .ignore:
            break
        case .togglePause, .goOn:
            run(to: sessionTime)
            clock.togglePause(atReal: realTime)
            if !clock.isPaused { flushQueue() }
        case .slowMotion:
            clock.cycleSlowMotion(atReal: realTime)
        case .stepForward:
            stepForward()
        case .stepBack:
            stepBack()
        case .help:
            help = HelpOverlay(keyMap: keyMap.cycling(configuration.strategies))
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
        case .phone, .rotate, .nextEra, .nextDevice, .nextStrategy, .togglePitfalls, .nextInputMethod:
            if clock.isPaused {
                queued.append((action, event))
            } else {
                give(action, for: event)
            }
        }
        return true
    }

    /// Hands an input the key map gives the phone or the session to the simulator.
    mutating func give(_ action: SessionAction, for event: TerminalEvent) {
        switch action {
        case .rotate:
            rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
        case .nextEra where variants.contains(where: \.isEra), .nextStrategy where variants.contains(where: \.isStrategy),
             .nextDevice where variants.contains(where: \.isDevice):
            // Each phone keeps the era, strategy or device it is compared in.
            break
        case .nextEra:
            let eras = Era.allCases
            feedNew(.setEra(eras[(eras.firstIndex(of: simulator.era)! + 1) % eras.count]))
        case .nextDevice:
            feedNew(.setDevice(simulator.device.choice.next))
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
                    let onBackground = simulator.resolve(.tap(point)).event == .tapBackground
                    mousePress = MousePress(at: point, tapsOnRelease: onBackground)
                    if !onBackground { feedNew(.tap(point)) }
                } else {
                    // What the tap means on the phone clicked (a field, a key, the background) goes to every phone.
                    run(to: sessionTime)
                    if let meaning = timeline.simulators[phone].resolve(.tap(point)).event { feedNew(meaning) }
                }
            case .wheel(let rows, let terminalPoint):
                // Over a picker the wheel turns the picker's wheel under the pointer, a row a notch (a
                // notch scrolls the form several rows); elsewhere it scrolls the form.
                if variants.isEmpty, let (_, point) = layout.phonePoint(fromTerminal: terminalPoint),
                   let turn = simulator.pickerTurn(by: rows.signum(), at: point) {
                    for event in turn { feedNew(event) }
                } else {
                    feedNew(.scroll(by: rows))
                }
            case .paste(let text):
                feedNew(.paste(text))
            case .resize, .quit, .interrupt, .suspend, .mouseMotion, .mouseRelease:
                break
            }
        default:
            break
        }
    }

    /// Applies the input that waited for time to move, at the paused instant; returns whether it posted anything.
    @discardableResult
    private mutating func flushQueue() -> Bool {
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
    mutating func stepForward(notAfter limit: Double? = nil) {
        let postedBefore = postedCount
        run(to: sessionTime)
        clock.pause(atReal: realTime)
        if postedCount != postedBefore || flushQueue() { return }
        // A lesson that reached its `Pause` on the way holds there.
        if lesson?.mode == .held { return }
        guard let time = [timeline.nextStopTime(), limit].compactMap({ $0 }).min() else { return }
        run(to: time)
        clock.jump(to: timeline.now, atReal: realTime)
    }

    /// Pauses, then rebuilds the session where the previous step stopped (`SessionTimeline.stepBack`);
    /// what followed stays ahead, to be replayed as time moves on.
    private mutating func stepBack() {
        run(to: sessionTime)
        clock.pause(atReal: realTime)
        guard timeline.stepBack() != nil else { return }
        recorded.removeLast(recorded.count - timeline.history.inputs.count)
        layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
        clock.jump(to: timeline.now, atReal: realTime)
    }

    /// Turns the phone: the terminal is laid out for the new orientation and the simulator told its new screen.
    private mutating func rotate(to orientation: Orientation) {
        layout = layout(terminal: layout.terminal, orientation: orientation)
        feedNew(.rotate(orientation, screen: layout.simulatedScreenSize))
    }

    /// The pointer moved with the button held: the press becomes a drag of the phone's screen
    /// (one phone: a drag is not compared), followed while the pointer stays on the phone.
    private mutating func moveMouse(to terminalPoint: Point) {
        guard var press = mousePress, let (_, point) = layout.phonePoint(fromTerminal: terminalPoint),
              point != press.pointer else { return }
        if !press.isDragging {
            press.isDragging = true
            press.tapsOnRelease = false
            feedNew(.dragBegan(press.start))
        }
        press.pointer = point
        mousePress = press
        feedNew(.dragMoved(point))
    }

    /// The button is up (at `terminalPoint`, or nil when another input showed it must be): a drag
    /// ends where the pointer was last on the phone; a press on the background taps now.
    private mutating func releaseMouse(at terminalPoint: Point?) {
        guard let press = mousePress else { return }
        mousePress = nil
        if press.isDragging {
            let point = terminalPoint.flatMap { layout.phonePoint(fromTerminal: $0)?.point } ?? press.pointer
            feedNew(.dragEnded(point))
        } else if press.tapsOnRelease {
            feedNew(.tap(press.start))
        }
    }

    /// New input from the person at the terminal: after a step back, it replaces the future that was
    /// kept (a lesson's inputs are not that future: they wait for their turn).
    private mutating func feedNew(_ event: InputEvent) {
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
    mutating func feed(_ event: InputEvent, at time: Double) {
        let (input, events) = timeline.apply(event, at: time)
        recorded.append((input, layout.terminal))
        postedCount += events.count
    }

    /// The simulator's clock now: virtual seconds, from the command's real time through time control.
    var sessionTime: Double {
        clock.time(atReal: realTime)
    }

    /// Feeds the upcoming inputs (the tape's, or what a step back left ahead) due by `time`, then
    /// runs the simulator's clock to it (a lesson stops at its next `Pause` on the way).
    mutating func run(to time: Double) {
        let time = lesson?.waits == true ? passLessonCues(upTo: time) : time
        feedDueInputs(by: time)
        postedCount += timeline.play(to: time).count
        if let lesson, !lesson.waits { self.lesson?.follow(to: timeline.now) }
    }

    /// Feeds the upcoming inputs due by `time`.
    mutating func feedDueInputs(by time: Double) {
        while let next = timeline.takeDueInput(by: time) {
            if case .rotate(let orientation, _) = next.event {
                // The phone turns in this terminal: its screen is what the layout gives it now.
                layout = layout(terminal: layout.terminal, orientation: orientation)
                feed(.rotate(orientation, screen: layout.simulatedScreenSize), at: next.time)
            } else if case .resize = next.event, replaySizes != nil {
                // The tape's own resize: the terminal it names, as the headless player lays it out.
                feed(next.event, at: next.time)
                layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
            } else {
                feed(next.event, at: next.time)
            }
        }
    }

    /// The first message a strategy of the session could not answer (an `exec:` handler that timed
    /// out, replied what is not the protocol, or exited): the session ends on it, and the shell
    /// says why once the terminal is restored.
    package var strategyFailure: StrategyFailure? { timeline.simulators.lazy.compactMap(\.strategyFailure).first }

    /// Whether a replay has shown every input and its last frame long enough (a paused one waits;
    /// a lesson ends from its last pause, with the continue key).
    private var isReplayOver: Bool {
        guard let replay, !clock.isPaused, lesson?.waits != true else { return false }
        return timeline.upcoming.isEmpty && simulator.now >= replay.endTime
    }
}
