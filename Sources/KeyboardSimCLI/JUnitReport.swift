import KeyboardSim
import KeyboardSimRender

/// The JUnit XML report `kbsim test --junit FILE` writes, which CI systems (Jenkins, GitLab,
/// GitHub's test reporters) read: one suite, a test case per tape and matrix cell (named with its
/// cell) holding at most one `failure` (every failed `Expect` of the run) or `error` (a tape that
/// could not be played), each with a `type`, as Jenkins' junit-10.xsd allows.
enum JUnitReport {
    /// The report of `outcomes`, which took `seconds` in all.
    static func xml(_ outcomes: [TapeOutcome], seconds: Double) -> String {
        // A test case counts once, however many of its Expect lines failed.
        let failures = outcomes.filter { if case .failed = $0.result { true } else { false } }.count
        let errors = outcomes.filter { if case .broken = $0.result { true } else { false } }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time(seconds))\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"kbsim test\" \(counts)>",
            "  <testsuite name=\"kbsim test\" \(counts) skipped=\"0\">",
        ]
        for outcome in outcomes {
            // No `file`: junit-10.xsd allows a test case only classname, name, time and group; the
            // name holds the path.
            let attributes = "classname=\"kbsim.tapes\" name=\"\(XMLText.escape(outcome.name))\" time=\"\(time(outcome.seconds))\""
            let problems = outcome.problems
            guard !problems.isEmpty else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            // One element a case: report readers (junit2html, several CI views) keep only the last of
            // several. Its message is the first failure; its text, every failure with its file:line.
            let (element, type) = isError(outcome) ? ("error", "unplayable tape") : ("failure", "failed Expect")
            let details = problems.map(\.details).joined(separator: "\n\n")
            lines.append("    <testcase \(attributes)>")
            lines.append("      <\(element) message=\"\(XMLText.escape(problems[0].message))\" type=\"\(type)\">\(XMLText.escape(details))</\(element)>")
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
}
