import KeyboardSim
import KeyboardSimRender

/// Where a narrated tape stands in the terminal: which cues it has passed, and who has the phone.
/// Pure: the session asks it what an input means and which of the tape's inputs may go in.
///
/// A tape with a `Pause` is a lesson and waits for the learner (`waits`): at a `Pause`, at its
/// end, after a step back and when held with Space or F5 the clock stands still (`held`); Space,
/// Enter or F5 goes on (not past the end: only the quit key leaves). The take-over rule: while
/// held, the first input meant for the phone (typing, a click, Tab, Esc, F2, F3, F12, …) gives
/// the learner the phone (`yourTurn`), and from then on every
/// key — Space and Enter too — reaches the phone live, until the continue key F5 gives the phone
/// back: the turn is undone (the phone is again as the lesson left it, so that what the narration
/// says next is true of it) and the lesson holds where the turn began, for Space to go on. While
/// the lesson plays, input for the phone is ignored.
///
/// A step is the stretch between two `Pause` lines. The step key (F7) holds a playing lesson and
/// steps it to the next stop of time control; at a `Pause` it passes the `Pause` (as going on
/// does) and steps into the next step. The step-back key goes to the start of the current step
/// (the state right after the `Pause` before it), and from there to the start of the previous one.
///
/// A tape with `Say` lines but no `Pause` only narrates: its narration follows the clock
/// (`follow(to:)`) and the keys are a replay's.
package struct LessonProgress: Hashable, Sendable {
    /// Who moves the session on (the narration pane shows it).
    package typealias Mode = Narration.Mode

    /// What the session does with an input, by the take-over rule.
    package enum Response: Hashable, Sendable {
        /// Give it to the phone, live.
        case phone
        /// The learner takes the phone: withdraw the tape's waiting inputs, let the clock run, then give it.
        case takePhone
        /// Stop the clock here and withdraw the tape's waiting inputs.
        case hold
        /// Let the clock run again and the tape's next inputs in, each `postponing` seconds later than written.
        case resume(postponing: Double)
        /// Rebuild the session from the start to `time`, with the tape's first `inputs` inputs, held there.
        case rewind(time: Double, inputs: Int)
        /// Step to the next posted event with the tape's inputs let in, then hold again.
        case step
        /// The learner quits: end the session.
        case end
        /// Do what the key does in any session (slow motion, the help, the next pane).
        case session
        /// Nothing.
        case ignore
    }

    /// The cues as the tape placed them (a lesson's end included).
    package let script: [NarrationCue]
    /// The cues now: those ahead are later than written by the learner's turns.
    package private(set) var cues: [NarrationCue]
    /// How many cues the session has passed.
    package private(set) var passed = 0
    /// Who moves the session on.
    package private(set) var mode: Mode = .playing
    /// Whether the tape waits for the learner: it has a `Pause`.
    package let waits: Bool
    /// Whether the tape is a lesson (`kbsim lesson`), not any tape watched with `Pause` lines.
    package let isLesson: Bool
    /// The actions of the keys the tape's `Say` lines name (`KeyMap.actionsNamed(in:)`), as the
    /// lesson's key map reads them: found once, since every frame asks for the key map.
    package let askedActions: Set<SessionAction>
    /// The lesson's keys, keeping the keys asked for on its help line: made once, as every frame
    /// and key asks for the key map.
    private let heldKeyMap: KeyMap
    /// The phone's keys on the learner's turn, keeping the keys asked for and the one that gives
    /// the phone back.
    private let turnKeyMap: KeyMap
    /// When the clock was stopped for the learner.
    private var heldAt = 0.0
    /// Whether the hold is at a stopping cue (`Pause`, the end), which going on passes.
    private var heldAtCue = false
    /// Whether the lesson stands at the start of its current step, where a step back left it
    /// untouched since: the step-back key then goes to the step before.
    package private(set) var isAtStepStart = false

    /// The progress of a tape with `cues` (in tape order) whose last input is followed by its end at
    /// `end`, with `inputCount` inputs: a lesson waits at its end too.
    package init(cues: [NarrationCue], end: Double, inputCount: Int, isLesson: Bool = true) {
        self.isLesson = isLesson
        waits = cues.contains { $0.kind == .pause }
        script = waits ? cues + [NarrationCue(time: end, inputsBefore: inputCount, kind: .end)] : cues
        self.cues = script
        askedActions = KeyMap.lesson.actionsNamed(in: cues.compactMap(\.text))
        heldKeyMap = KeyMap.lesson.asking(for: askedActions)
        turnKeyMap = KeyMap.interactive.asking(for: askedActions.union([.togglePause]), words: [.togglePause: "give back"])
    }

    // MARK: - The narration

    /// The `Say` texts passed so far, oldest first.
    package var says: [String] { cues.prefix(passed).compactMap(\.text) }

    /// How many `Say` lines the tape has: its steps.
    package var steps: Int { script.count { $0.text != nil } }

    /// How many `Pause` lines the tape has.
    package var pauses: Int { script.count { $0.kind == .pause } }

    /// The `Pause` held at, counted from 1; nil when not held at one.
    package var heldPause: Int? {
        guard mode != .playing, passed < cues.count, cues[passed].kind == .pause else { return nil }
        return cues.prefix(passed + 1).count { $0.kind == .pause }
    }

    /// Whether the lesson waits at its end.
    package var isAtEnd: Bool { mode != .playing && passed < cues.count && cues[passed].kind == .end }

    /// What the narration pane shows of where the tape stands.
    package var narration: Narration {
        Narration(says: says, mode: mode, waits: waits, isLesson: isLesson, steps: steps, pauses: pauses,
                  heldPause: heldPause, isAtStepStart: isAtStepStart, isAtEnd: isAtEnd)
    }

    /// The instants of the tape's `Pause` lines, as written.
    package var pauseTimes: [Double] { script.filter { $0.kind == .pause }.map(\.time) }

    /// The key map that applies now: a lesson's, or the phone's on the learner's turn; either way
    /// its help line keeps the keys the lesson's `Say` lines ask for, and on the learner's turn the
    /// key that gives the phone back.
    package var keyMap: KeyMap { mode == .yourTurn ? turnKeyMap : heldKeyMap }

    // MARK: - Following the tape

    /// How many of the tape's inputs may have gone in by now: those before the next cue.
    package var inputLimit: Int {
        passed < cues.count ? cues[passed].inputsBefore : Int.max
    }

    /// While the lesson plays, when its next cue is due: a `Say` or `Pause` after a `Sleep` comes
    /// with no input to wake the session, so the run loop must wake for it.
    package var nextCueTime: Double? {
        mode == .playing && passed < cues.count ? cues[passed].time : nil
    }

    /// When the tape next stops for the learner (its next `Pause`, or its end): a step goes no further.
    package var nextStopCueTime: Double? {
        cues.dropFirst(passed).first(where: \.stops)?.time
    }

    /// Passes the cues due by `time` whose inputs have all gone in (`inputsGiven`); at a `Pause` or
    /// the end it stops and holds: returns that instant, where the clock must stand.
    package mutating func passCues(dueBy time: Double, inputsGiven: Int) -> Double? {
        guard waits, mode == .playing else { return nil }
        while passed < cues.count, cues[passed].inputsBefore <= inputsGiven, cues[passed].time <= time {
            if cues[passed].stops {
                hold(at: cues[passed].time, atCue: true)
                return cues[passed].time
            }
            passed += 1
        }
        return nil
    }

    /// For a tape that only narrates: the cues reached by `time` are passed, those after not (a
    /// step back takes the narration back with the clock).
    package mutating func follow(to time: Double) {
        passed = cues.prefix { $0.time <= time }.count
    }

    /// Stops for the learner at `time` if the tape was playing (after a step).
    package mutating func hold(at time: Double) {
        if mode == .playing { hold(at: time, atCue: false) }
    }

    private mutating func hold(at time: Double, atCue: Bool) {
        mode = .held
        heldAt = time
        heldAtCue = atCue
    }

    // MARK: - The learner's keys

    /// What `action` (from `keyMap`) means at virtual time `now`, moving the lesson on as it says.
    package mutating func respond(to action: SessionAction, at now: Double) -> Response {
        let response = answer(action, at: now)
        switch response {
        case .session, .ignore, .rewind: break
        default: isAtStepStart = false
        }
        return response
    }

    /// `respond` without keeping track of whether the lesson still stands at a step's start.
    private mutating func answer(_ action: SessionAction, at now: Double) -> Response {
        switch (action, mode) {
        case (.quit, _):
            return .end
        case (.stepBack, _):
            return rewindToStepStart()
        case (.slowMotion, _), (.help, _), (.nextPane, _), (.eventLog, _), (.scrollWhyUp, _), (.scrollWhyDown, _), (.toggleWhyCode, _):
            return .session
        case (.togglePause, .playing), (.goOn, .playing):
            hold(at: now, atCue: false)
            return .hold
        case (.togglePause, .yourTurn), (.goOn, .yourTurn):
            return giveBack(at: now)
        case (.togglePause, .held), (.goOn, .held):
            return goOn(at: now)
        case (.stepForward, .playing):
            return .step
        case (.stepForward, .held):
            guard !isAtEnd else { return .ignore }
            if heldAtCue { passed += 1 }
            heldAtCue = false
            mode = .playing
            return .step
        case (.stepForward, _), (.ignore, _), (_, .playing):
            return .ignore
        case (_, .held):
            mode = .yourTurn
            return .takePhone
        case (_, .yourTurn):
            return .phone
        }
    }

    /// Goes on from a hold: a `Pause` held at is passed, the cues ahead move later by the time
    /// spent. At the end there is nothing to go on to (going on must not drop the learner in the
    /// shell): only the quit key leaves.
    private mutating func goOn(at now: Double) -> Response {
        if heldAtCue {
            if cues[passed].kind == .end { return .ignore }
            passed += 1
        }
        let delay = max(0, now - heldAt)
        for index in cues.indices.dropFirst(passed) { cues[index].time += delay }
        mode = .playing
        heldAtCue = false
        return .resume(postponing: delay)
    }

    /// The learner gives the phone back: the session is rebuilt to the `Pause` the turn began at,
    /// as the tape wrote it, and held there (a turn taken while held between pauses goes back to
    /// its step's start). At the end the final screen is held as the learner left it: there is
    /// nothing more to narrate.
    private mutating func giveBack(at now: Double) -> Response {
        guard heldAtCue else { return rewindToStepStart() }
        if cues[passed].kind == .end {
            hold(at: now, atCue: true)
            return .hold
        }
        let time = script[passed].time
        let inputs = script[passed].inputsBefore
        cues = script
        hold(at: time, atCue: true)
        return .rewind(time: time, inputs: inputs)
    }

    /// The cues that start a step: the first, and each one after a `Pause`.
    private var stepStarts: [Int] {
        [0] + script.indices.filter { script[$0].kind == .pause }.map { $0 + 1 }
    }

    /// Back to the start of the current step — or, standing there already, of the previous one
    /// (the first step's when it is the first) — as the tape wrote it: the learner's turns are
    /// undone. The start is the state right after the `Pause` before the step: its instant, the
    /// inputs written before it, and the `Say` lines there shown.
    private mutating func rewindToStepStart() -> Response {
        let starts = stepStarts
        let current = starts.lastIndex { $0 <= passed } ?? 0
        let start = starts[isAtStepStart ? max(0, current - 1) : current]
        let time = start == 0 ? 0 : script[start - 1].time
        let inputs = start == 0 ? 0 : script[start - 1].inputsBefore
        cues = script
        passed = start
        while passed < script.count, !script[passed].stops, script[passed].time <= time, script[passed].inputsBefore <= inputs {
            passed += 1
        }
        hold(at: time, atCue: false)
        isAtStepStart = true
        return .rewind(time: time, inputs: inputs)
    }
}
