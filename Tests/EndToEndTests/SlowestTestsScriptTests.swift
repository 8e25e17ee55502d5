import Foundation
import Testing
import TestTiming

/// `make test`'s slowest tests: every suite times its cases (`TimedTrait`), and
/// `scripts/slowest-tests.py` prints the slowest ten.
@Suite("make test's slowest-tests report", .timed)
struct SlowestTestsScriptTests {
    static func run(_ arguments: String...) throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("scripts/slowest-tests.py")] + arguments)
    }

    static func temporaryFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(getpid())-\(UUID().uuidString).tsv")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("the report lists the slowest ten of twelve tests, slowest first, a parameterized test's cases summed, under a header counting them all")
    func slowestTenInOrder() throws {
        // Test n took n · 7 mod 12 seconds (all different) and a quarter; test 12 took 0 s in two cases of which one is 9.5 s.
        var lines = (1...11).map { "\(Double($0 * 7 % 12) + 0.25)\tTarget.Suite\($0 % 3)/test\($0)()/Suite.swift:\($0):6" }
        lines += ["9.5\tTarget.Suite0/test12(value:)/Suite.swift:12:6", "0.25\tTarget.Suite0/test12(value:)/Suite.swift:12:6"]
        let file = try Self.temporaryFile(lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(at: file) }

        let run = try Self.run(file.path)
        #expect(run.status == 0, "\(run.output)")
        let printed = run.output.split(separator: "\n").map(String.init)
        #expect(printed.first == "slowest 10 of 12 tests (each one's own time, its cases summed):")
        var expected = (2...11).reversed().map { seconds -> (Double, String) in
            let number = (1...11).first { $0 * 7 % 12 == seconds }!
            return (Double(seconds) + 0.25, String(format: "%8.2f s  Target.Suite%d/test%d()", Double(seconds) + 0.25, number % 3, number))
        }
        expected.append((9.75, String(format: "%8.2f s  Target.Suite0/test12(value:)  (2 cases)", 9.75)))
        let order = expected.sorted { $0.0 > $1.0 }.prefix(10).map(\.1)
        #expect(Array(printed.dropFirst()) == order)
    }

    @Test("a file that is not there, or a line that is not seconds and a test, is an error naming it, exit status 1")
    func badTimes() throws {
        let missing = try Self.run("/nonexistent/times.tsv")
        #expect(missing.status == 1)
        #expect(missing.output.contains("slowest-tests: /nonexistent/times.tsv: No such file or directory"))
        let file = try Self.temporaryFile("0.5\tA/a()\nslow\tB/b()\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let bad = try Self.run(file.path)
        #expect(bad.status == 1)
        #expect(bad.output.contains("\(file.path):2: not 'SECONDS<tab>TEST'"))
    }

    @Test("every top-level suite of every test target is timed, so that none is left out of the report")
    func everySuiteTimed() throws {
        let tests = URL(fileURLWithPath: KbsimBinary.repositoryPath("Tests"))
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/") }
        var suites = 0
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("@Suite") {
                suites += 1
                #expect(line.hasSuffix(", .timed)"), "\(file.lastPathComponent): \(line)")
            }
        }
        #expect(suites > 200)
    }

    @Test("the trait appends a test case's own time and its id to the times file, and times nothing without one")
    func timesWritten() async throws {
        let file = try Self.temporaryFile("")
        defer { try? FileManager.default.removeItem(at: file) }
        let test = try #require(Test.current)
        try await TimedTrait(timesPath: file.path).provideScope(for: test, testCase: Test.Case.current) { usleep(20_000) }
        try await TimedTrait(timesPath: nil).provideScope(for: test, testCase: Test.Case.current) { usleep(1_000) }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let fields = try #require(lines.first).split(separator: "\t")
        #expect(fields.count == 2)
        #expect((Double(fields.first ?? "") ?? 0) > 0)
        #expect(fields.last?.contains("SlowestTestsScriptTests/timesWritten()") == true, "\(lines)")
    }
}
