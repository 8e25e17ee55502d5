import Foundation
import Testing

/// `scripts/slowest-tests.py`, which ends `make test` with the slowest tests of its JUnit report.
@Suite("make test's slowest-tests report")
struct SlowestTestsScriptTests {
    @Test("the report lists the slowest ten of twelve tests, slowest first, with their suites, under a header counting them all")
    func slowestTenInOrder() throws {
        let cases = (1...12).map { number in
            "<testcase classname=\"Target.Suite\(number % 3)\" name=\"test\(number)()\" time=\"\(Double(number * 7 % 12) + 0.25)\" />"
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("slowest-\(getpid()).xml")
        try ("<?xml version=\"1.0\"?>\n<testsuites><testsuite name=\"TestResults\">" + cases.joined() + "</testsuite></testsuites>\n")
            .write(to: report, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: report) }

        let run = try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("scripts/slowest-tests.py"), report.path])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "slowest 10 of 12 tests (wall time each; parallel tests overlap):")
        // Test n took n · 7 mod 12 seconds (all different) and a quarter: the ten slowest took 11.25 down to 2.25.
        let expected = (2...11).reversed().map { seconds -> String in
            let number = (1...12).first { $0 * 7 % 12 == seconds }!
            return String(format: "%8.2f s  Target.Suite%d.test%d()", Double(seconds) + 0.25, number % 3, number)
        }
        #expect(Array(lines.dropFirst()) == expected)
    }

    @Test("a report that is not there is an error naming it, exit status 1")
    func missingReport() throws {
        let run = try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("scripts/slowest-tests.py"), "/nonexistent/report.xml"])
        #expect(run.status == 1)
        #expect(run.output.contains("slowest-tests: /nonexistent/report.xml:"))
    }
}
