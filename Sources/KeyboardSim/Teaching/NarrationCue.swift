/// A tape's narration at its place in the tape: a `Say`, a `Pause`, or the end a lesson waits at.
///
/// A cue has a time and a place among the tape's inputs, because several lines can share one
/// instant: `Pause` then `Tap email` at the same virtual time must stop before the tap.
package struct NarrationCue: Hashable, Sendable {
    /// What the cue is.
    package enum Kind: Hashable, Sendable {
        /// `Say "text"`: narration for the learner.
        case say(String)
        /// `Pause`: the lesson waits for the learner.
        case pause
        /// The end of a lesson: it waits there too, so the last words stay up.
        case end
    }

    /// Virtual seconds at which the tape reaches the cue.
    package var time: Double
    /// How many of the tape's inputs come before the cue.
    package var inputsBefore: Int
    /// What the cue is.
    package var kind: Kind

    /// Creates a cue.
    package init(time: Double, inputsBefore: Int, kind: Kind) {
        self.time = time
        self.inputsBefore = inputsBefore
        self.kind = kind
    }

    /// Whether the lesson stops for the learner here.
    package var stops: Bool { kind == .pause || kind == .end }

    /// The narration, for a `Say`.
    package var text: String? {
        if case .say(let text) = kind { text } else { nil }
    }
}
