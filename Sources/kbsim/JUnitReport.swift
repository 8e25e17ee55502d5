import KeyboardSim

/// The JUnit XML report `kbsim test --junit FILE` writes, which CI systems (Jenkins, GitLab,
/// GitHub's test reporters) read: one suite, a test case per tape, a `failure` for a failed
/// `Expect` and an `error` for a tape that could not be played.
enum JUnitReport {
    /// The report of `outcomes`, which took `seconds` in all.
    static func xml(_ outcomes: [TapeOutcome], seconds: Double) -> String {
        let failures = outcomes.filter { if case .failed = $0.result { true } else { false } }.count
        let errors = outcomes.filter { if case .broken = $0.result { true } else { false } }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time(seconds))\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"kbsim test\" \(counts)>",
            "  <testsuite name=\"kbsim test\" \(counts) skipped=\"0\">",
        ]
        for outcome in outcomes {
            let attributes = "classname=\"kbsim.tapes\" name=\"\(escaped(outcome.path))\" file=\"\(escaped(outcome.path))\" "
                + "time=\"\(time(outcome.seconds))\""
            guard let problem = outcome.problem else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            let element = isError(outcome) ? "error" : "failure"
            lines.append("    <testcase \(attributes)>")
            lines.append("      <\(element) message=\"\(escaped(problem.message))\">\(escaped(problem.details))</\(element)>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func isError(_ outcome: TapeOutcome) -> Bool {
        if case .broken = outcome.result { true } else { false }
    }

    /// Seconds with millisecond precision, as JUnit writes them.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// `text` as XML character data or an attribute value: the five markup characters escaped,
    /// line breaks kept as references (an attribute would fold them into spaces), and every other
    /// control character — which XML 1.0 cannot hold even escaped — spelt out as `VisibleText` does.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in VisibleText.lines(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            // The two noncharacters XML 1.0 also refuses.
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
