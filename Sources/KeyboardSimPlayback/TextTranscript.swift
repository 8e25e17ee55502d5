import KeyboardSim

/// The readable transcript: one line per entry, the time first, screenshots drawn below their line.
package enum TextTranscript {
    /// The transcript of `entries` as text, ending with a newline.
    package static func render(_ entries: [TranscriptEntry]) -> String {
        var transcript = ""
        // Narration, tape lines and values come from files: spelt out, a control character can
        // neither drive the reader's terminal nor, as a line break, forge a line of the transcript.
        func add(_ line: String) { transcript += VisibleText.line(line) + "\n" }
        // A text view posts textViewDidChange at every key, often at one instant: the same line
        // (or the same line but for its time) is spelt out once, and an event's entry is read in
        // place, not copied.
        var previous: (event: SimEvent, summary: String)?
        var previousLine: (time: Double, line: String)?
        var previousTime: (time: Double, text: String)?
        func timeText(_ time: Double) -> String {
            if let previousTime, previousTime.time == time { return previousTime.text }
            let text = pad(TimeText.seconds(time), to: 8, left: true)
            previousTime = (time, text)
            return text
        }
        for entry in entries {
            switch entry {
            case .event(let timed):
                if previous?.event != timed.event {
                    previous = (timed.event, VisibleText.line(timed.event.summary))
                    previousLine = nil
                }
                if previousLine?.time != timed.time { previousLine = (timed.time, timeText(timed.time) + "  " + previous!.summary + "\n") }
                transcript.append(previousLine!.line)
            case .screenshot(let time, let screenshot):
                let time = timeText(time)
                add("\(time)  screenshot \(screenshot.name ?? "")".trimmingTrailingSpaces)
                let focus = screenshot.focus ?? "none"
                let keyboard = screenshot.keyboardFrame.map { "\($0)" } ?? "hidden"
                add("          focus \(focus), keyboard \(keyboard), offset \(screenshot.scrollView.contentOffset.y), inset \(screenshot.scrollView.contentInset)")
                screenshot.screen.forEach { add("          │\($0)".trimmingTrailingSpaces) }
            case .expectation(let time, let result):
                let time = timeText(time)
                add("\(time)  expect \(result.passed ? "ok" : "FAILED"): \(result.command.source)")
                if !result.passed {
                    add("          expected: \(result.expected)")
                    add("          found:    \(result.found)")
                }
            case .say(let time, let text):
                let time = timeText(time)
                add("\(time)  say \(text)")
            case .refused(let refusal):
                let time = timeText(refusal.time)
                add("\(time)  refused \(refusal.key.key): \(refusal.key.reason) (line \(refusal.command.line))")
            case .pitfall(let time, let notice):
                let field = notice.field.map { ", field \($0)" } ?? ""
                add("\(timeText(time))  pitfall \(notice.pitfall.rawValue) (\(notice.strategy.displayName)\(field))")
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
