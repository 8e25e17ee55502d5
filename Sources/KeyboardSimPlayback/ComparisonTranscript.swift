import KeyboardSim

/// The transcript of a compare run: per narration, screenshot and `Expect` line of the tape, one
/// row per variant with what differs — the focused field's verdict, the scroll offset, the inset
/// and the keyboard's frame, or the expectation's outcome.
package enum ComparisonTranscript {
    /// The readable transcript, ending with a newline.
    package static func render(_ comparison: Comparison) -> String {
        let width = comparison.variants.map(\.description.count).max() ?? 0
        var lines: [String] = []
        for row in comparison.rows {
            guard let first = row.first else { continue }
            let time = TextTranscript.pad(TimeText.seconds(first.time), to: 8, left: true)
            switch first {
            case .say(_, let text):
                lines.append("\(time)  say \(text)")
                continue
            case .screenshot(_, let screenshot):
                lines.append("\(time)  screenshot \(screenshot.name ?? "")".trimmingTrailingSpaces)
            case .expectation(_, let result):
                lines.append("\(time)  \(result.command.source)")
            case .event, .refused, .pitfall:
                continue
            }
            for (variant, entry) in zip(comparison.variants, row) {
                let label = TextTranscript.pad(variant.description, to: width, left: false)
                lines.append("          \(label)  \(summary(of: entry))")
            }
        }
        return lines.map { VisibleText.line($0) + "\n" }.joined()
    }

    /// The JSON Lines of every variant's transcript, variant by variant, each line tagged with its variant.
    package static func renderJSON(_ comparison: Comparison) -> String {
        zip(comparison.variants, comparison.results).map { variant, result in
            result.entries.map { entry in
                // Every line is an object: the tag goes in first, the rest follows as the schema has it.
                "{\"variant\":" + JSONText.quote(variant.description) + "," + JSONTranscript.line(for: entry).dropFirst() + "\n"
            }.joined()
        }.joined()
    }

    /// One variant's part of a row.
    static func summary(of entry: TranscriptEntry) -> String {
        switch entry {
        case .screenshot(_, let screenshot):
            let keyboard = screenshot.keyboardFrame.map { "\($0)" } ?? "hidden"
            let scroll = screenshot.scrollView
            return "\(verdict(in: screenshot)), offset \(scroll.contentOffset.y), inset \(scroll.contentInset.bottom), keyboard \(keyboard)"
        case .expectation(_, let result):
            return result.passed ? "ok" : "FAILED — found \(result.found)"
        case .say(_, let text):
            return text
        case .event(let timed):
            return timed.event.summary
        case .refused(let refusal):
            return "refused \(refusal.key.key): \(refusal.key.reason)"
        case .pitfall(_, let notice):
            return "pitfall \(notice.pitfall.rawValue)"
        }
    }

    /// The focused field and its verdict (`notes covered (1 row, 10 too low)`), as the inspector words it.
    static func verdict(in screenshot: Screenshot) -> String {
        guard let focus = screenshot.focus, let place = screenshot.fields.first(where: { $0.name == focus }) else {
            return "focus none"
        }
        return "\(focus) \(place.verdict)"
    }
}
