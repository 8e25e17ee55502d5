/// What the narration pane shows of a narrated tape: the `Say`s passed so far and where the replay
/// stands. The session's `LessonProgress` (the controller's) decides it; the pane only draws it.
package struct Narration: Hashable, Sendable {
    /// Who moves the session on.
    package enum Mode: Hashable, Sendable {
        /// The tape plays.
        case playing
        /// The clock stands still for the learner: at a `Pause`, at the end, after a step back, or held.
        case held
        /// The learner has the phone: every key goes to it until the continue key.
        case yourTurn
    }

    /// The `Say`s passed so far, the last being the one in force.
    package var says: [String]
    /// Who moves the session on now.
    package var mode: Mode
    /// Whether the tape waits for the learner (it has a `Pause`): a lesson, with keys to show.
    package var waits: Bool
    /// Whether the tape is a lesson (`kbsim lesson`), not a tape replayed with narration.
    package var isLesson: Bool
    /// How many steps (`Say` lines) the tape has.
    package var steps: Int
    /// How many `Pause` lines the tape has.
    package var pauses: Int
    /// The number (from 1) of the `Pause` the replay holds at, if it holds at one.
    package var heldPause: Int?
    /// Whether the replay stands at the start of a step (a step back goes to the previous one).
    package var isAtStepStart: Bool
    /// Whether the replay holds at the tape's end.
    package var isAtEnd: Bool

    /// The narration of a tape that says nothing.
    package static let silent = Narration(says: [], mode: .playing, waits: false, isLesson: false, steps: 0, pauses: 0,
                                          heldPause: nil, isAtStepStart: false, isAtEnd: false)

    /// A narration of these facts.
    package init(says: [String], mode: Mode, waits: Bool, isLesson: Bool, steps: Int, pauses: Int, heldPause: Int?,
                 isAtStepStart: Bool, isAtEnd: Bool) {
        self.says = says
        self.mode = mode
        self.waits = waits
        self.isLesson = isLesson
        self.steps = steps
        self.pauses = pauses
        self.heldPause = heldPause
        self.isAtStepStart = isAtStepStart
        self.isAtEnd = isAtEnd
    }
}
