/// How long a lesson takes to follow, measured from its tape rather than guessed: its narration
/// (the `Say` lines) read at `wordsPerMinute`, plus the time the tape plays by itself — its
/// `Sleep` lines, its keys and taps at the typing speed, its drags — at the speed it is played at.
/// A `Pause` waits for the learner and adds nothing: the time spent there is the reading.
package struct ReadingTime: Hashable, Sendable {
    /// A learner's reading speed: words of narration a minute.
    package static let wordsPerMinute = 200.0

    /// The words of the tape's narration.
    package var words: Int
    /// The virtual seconds the tape plays by itself, as the player moves its clock.
    package var playedSeconds: Double
    /// How many times faster than real time the tape plays.
    package var speed: Double

    /// The reading time of `tape` played at `speed` (a lesson plays at real time by default).
    package init(_ tape: Tape, speed: Double = 1) {
        var words = 0
        var played = 0.0
        let typing = tape.typingSpeed
        for command in tape.commands {
            switch command.action {
            case .say(let text): words += text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count
            case .set, .rotate, .screenshot, .expect, .pause, .receive: break
            case .tapField, .tapBackground, .tapKey, .scroll, .globe, .paste: played += typing
            case .type(let text, let override): played += Double(text.count) * (override ?? typing)
            case .key(_, let count, let override): played += Double(count) * (override ?? typing)
            case .sleep(let seconds): played += seconds
            case .drag(_, _, let duration): played += duration ?? Tape.defaultDragDuration
            }
        }
        self.words = words
        self.playedSeconds = played
        self.speed = speed
    }

    /// The seconds it takes: the narration read, then the tape's own time at its speed.
    package var seconds: Double {
        Double(words) * 60 / Self.wordsPerMinute + playedSeconds / speed
    }

    /// The time as minutes and seconds, rounded to the second: `3:05`, one word that a wrapped line keeps whole.
    package static func text(seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let rest = total % 60
        return "\(total / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
