@testable import KeyboardSim
import Testing
import TestTiming

@Suite("The earliest instant after now", .timed)
struct EarliestTimeTests {
    @Test("it is the smallest instant after now among those given, ignoring absent ones and those not after now; nil when none is")
    func earliestAfterNow() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<1_000 {
            let now = Double(Int.random(in: 0...10, using: &random))
            let times: [Double?] = (0..<3).map { _ in Bool.random(using: &random) ? nil : Double(Int.random(in: 0...12, using: &random)) }
            let expected = times.compactMap { $0 }.filter { $0 > now }.min()
            #expect(earliest(after: now, times[0], times[1], times[2]) == expected)
            #expect(earliest(after: now, times[0], times[1]) == times.prefix(2).compactMap { $0 }.filter { $0 > now }.min())
        }
    }
}
