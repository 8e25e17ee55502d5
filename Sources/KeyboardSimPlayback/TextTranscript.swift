import KeyboardSim

/// The readable transcript: one line per entry, the time first, screenshots drawn below their line.
public enum TextTranscript {
    /// The transcript of `entries` as text, ending with a newline.
    public static func render(_ entries: [TranscriptEntry]) -> String {
        var lines: [String] = []
        for entry in entries {
            let time = pad(TimeText.seconds(entry.time), to: 8, left: true)
            switch entry {
            case .event(let timed):
                lines.append("\(time)  \(timed.event.summary)")
            case .screenshot(_, let screenshot):
                lines.append("\(time)  screenshot \(screenshot.name ?? "")".trimmingTrailingSpaces)
                let focus = screenshot.focus ?? "none"
                let keyboard = screenshot.keyboardFrame.map { "\($0)" } ?? "hidden"
                lines.append("          focus \(focus), keyboard \(keyboard), offset \(screenshot.scrollView.contentOffset.y), inset \(screenshot.scrollView.contentInset)")
                lines += screenshot.screen.map { "          │\($0)".trimmingTrailingSpaces }
            case .expectation(_, let result):
                lines.append("\(time)  expect \(result.passed ? "ok" : "FAILED"): \(result.command.source)")
                if !result.passed {
                    lines.append("          expected: \(result.expected)")
                    lines.append("          found:    \(result.found)")
                }
            case .say(_, let text):
                lines.append("\(time)  say \(text)")
            case .refused(let refusal):
                lines.append("\(time)  refused \(refusal.key.key): \(refusal.key.reason) (line \(refusal.command.line))")
            }
        }
        // Narration, tape lines and values come from files: spelt out, a control character can
        // neither drive the reader's terminal nor, as a line break, forge a line of the transcript.
        return lines.map { VisibleText.line($0) + "\n" }.joined()
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
