#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A suite trait that times each test case's own run — from the moment its body starts to its end
/// — and, when `KBSIM_TEST_TIMES` names a file, appends a line to it: the seconds, a tab, the
/// test's id. `make test` prints the slowest ten from that file (`scripts/slowest-tests.py`).
///
/// Swift Testing's own times (its JUnit report, its event stream) run from a test's start to its
/// end, and tests run in parallel on a pool as wide as the machine's cores: a test that takes a
/// millisecond is reported at a minute when it waited that long for a thread. Only a scope around
/// the body measures the body.
public struct TimedTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of the suite, those of nested suites included.
    public var isRecursive: Bool { true }

    /// The file the times go to; nil when they are not asked for.
    public let timesPath: String?

    /// Times into `timesPath`; by default the file `KBSIM_TEST_TIMES` names, if it names one.
    public init(timesPath: String? = getenv("KBSIM_TEST_TIMES").map { String(cString: $0) }) {
        self.timesPath = timesPath
    }

    /// Runs the test case `function`, timing it when it is a case (not the suite's own scope).
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard let path = timesPath, testCase != nil, !test.isSuite else { return try await function() }
        let start = ContinuousClock.now
        defer { Self.append(ContinuousClock.now - start, of: test, to: path) }
        try await function()
    }

    /// Appends one line with one `write` to a file opened for appending: lines from tests running
    /// at once never interleave.
    private static func append(_ duration: Duration, of test: Test, to path: String) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let line = "\(seconds)\t\(test.id)\n"
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        _ = line.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }
}

extension Trait where Self == TimedTrait {
    /// Times every test case of the suite for `make test`'s slowest tests (see `TimedTrait`).
    public static var timed: Self { TimedTrait() }
}
