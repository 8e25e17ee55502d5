import KeyboardSim

/// The readable transcript: one line per entry, the time first, screenshots drawn below their line.
public enum TextTranscript {
    /// The transcript of `entries` as text, ending with a newline.
    public static func render(_ entries: [TranscriptEntry]) -> String {
        var transcript = ""
        // Narration, tape lines and values come from files: spelt out, a control character can
        // neither drive the reader's terminal nor, as a line break, forge a line of the transcript.
        func add(_ line: String) { transcript += VisibleText.line(line) + "\n" }
        // A text view posts textViewDidChange at every key: the same line but for its time,
        // spelt out once.
        var previous: (event: SimEvent, summary: String)?
        for entry in entries {
            let time = pad(TimeText.seconds(entry.time), to: 8, left: true)
            switch entry {
            case .event(let timed):
                let summary = previous?.event == timed.event ? previous!.summary : VisibleText.line(timed.event.summary)
                previous = (timed.event, summary)
                transcript += time + "  " + summary + "\n"
            case .screenshot(_, let screenshot):
                add("\(time)  screenshot \(screenshot.name ?? "")".trimmingTrailingSpaces)
                let focus = screenshot.focus ?? "none"
                let keyboard = screenshot.keyboardFrame.map { "\($0)" } ?? "hidden"
                add("          focus \(focus), keyboard \(keyboard), offset \(screenshot.scrollView.contentOffset.y), inset \(screenshot.scrollView.contentInset)")
                screenshot.screen.forEach { add("          │\($0)".trimmingTrailingSpaces) }
            case .expectation(_, let result):
                add("\(time)  expect \(result.passed ? "ok" : "FAILED"): \(result.command.source)")
                if !result.passed {
                    add("          expected: \(result.expected)")
                    add("          found:    \(result.found)")
                }
            case .say(_, let text):
                add("\(time)  say \(text)")
            case .refused(let refusal):
                add("\(time)  refused \(refusal.key.key): \(refusal.key.reason) (line \(refusal.command.line))")
            }
        }
        return transcript
    }

    /// `text` widened with spaces to `width` characters, on the left or the right.
    static func pad(_ text: String, to width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}

extension String {
    /// The string without spaces at its end.
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
