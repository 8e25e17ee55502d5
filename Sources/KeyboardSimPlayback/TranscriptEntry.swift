import KeyboardSim

/// One line of a transcript: something posted, captured, checked or said, at a virtual time.
package enum TranscriptEntry: Hashable, Sendable {
    /// A notification, delegate call or strategy action.
    case event(TimedEvent)
    // The rarer entries are boxed: an entry is as small as an event, the common one (a text
    // view posts one at every key), and copying it copies no screenshot's room.
    indirect case screenshot(time: Double, Screenshot)
    indirect case expectation(time: Double, ExpectationResult)
    case say(time: Double, text: String)
    /// A key the keyboard refused: the app observes nothing, but the tape meant something.
    indirect case refused(KeyRefusal)
    /// A pitfall caught biting (see `PitfallDetector`): which, under which strategy, with its numbers.
    indirect case pitfall(time: Double, PitfallNotice)

    /// The virtual time of the entry.
    package var time: Double {
        switch self {
        case .event(let event): event.time
        case .screenshot(let time, _), .expectation(let time, _), .say(let time, _), .pitfall(let time, _): time
        case .refused(let refusal): refusal.time
        }
    }
}

/// The outcome of one `Expect` line.
package struct ExpectationResult: Hashable, Sendable {
    /// The `Expect` line.
    package var command: TapeCommand
    /// Whether the claim held.
    package var passed: Bool
    /// What the line claims, in words.
    package var expected: String
    /// What the simulator showed instead (or the same, when it passed).
    package var found: String

    /// The failure as the player reports it: the tape position, the line, what was expected and
    /// found, with control characters from the tape or the field spelt out.
    package func failureMessage(path: String) -> String {
        """
        \(VisibleText.line(path)):\(command.line):\(command.column): expectation failed: \(VisibleText.line(command.source))
          expected: \(VisibleText.line(expected))
          found:    \(VisibleText.line(found))
        """
    }
}
