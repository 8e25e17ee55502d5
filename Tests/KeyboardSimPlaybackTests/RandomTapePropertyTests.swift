import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing
import TestTiming

/// Random valid tapes, played headless on every bundled form with every strategy, era and
/// orientation: each must end as `kbsim play` may end — every `Expect` holding or one failing —
/// never with a crash or a trap, spending exactly the inputs and the virtual time it planned.
///
/// `make test` plays a fixed, seeded sample: `sampledPerForm` tapes a form, each on a combination
/// of strategy, era and orientation drawn from the seed. `make soak` sets `KBSIM_SOAK=1` and plays
/// every combination `tapesPerCombination` times (9 forms × 12 × 6 × 2 × 10 = 12,960 tapes).
@Suite("Random valid tapes always play to the end", .timed)
struct RandomTapePropertyTests {
    /// Tapes per form, strategy, era and orientation in the soak.
    static let tapesPerCombination = 10

    /// Tapes per form in `make test`: 9 forms × 40 = 360.
    static let sampledPerForm = 40

    /// One tape in this many also records a cast (when it is short enough; see `TapeFuzzTarget`).
    static let castEvery = 10

    /// Whether this run is the soak of every combination (`make soak`).
    static let isSoak = ProcessInfo.processInfo.environment["KBSIM_SOAK"] == "1"

    /// Every (strategy, era, orientation) of the built-ins.
    static var combinations: [(StrategyID, Era, Orientation)] {
        StrategyCatalogue.builtIns.ids.flatMap { strategy in
            Era.allCases.flatMap { era in Orientation.allCases.map { (strategy, era, $0) } }
        }
    }

    /// The combinations a form's tapes are played on, in order: each `tapesPerCombination` times in
    /// the soak, else `sampledPerForm` drawn by `seeds`.
    static func plan(seeds: inout SeededGenerator) -> [(StrategyID, Era, Orientation)] {
        let all = combinations
        if isSoak { return all.flatMap { Array(repeating: $0, count: tapesPerCombination) } }
        return (0..<sampledPerForm).map { _ in all[Int(seeds.next() % UInt64(all.count))] }
    }

    @Test("every tape parses, validates and plays to status 0 or 1 within its planned steps and time",
          arguments: BundledForms.all.map(\.name))
    func randomTapesPlay(formName: String) throws {
        let bundled = try #require(BundledForms.named(formName))
        let form = try #require(TapeFuzzTarget.forms[formName])
        // The seed depends on the form alone, so a failure reproduces on its own.
        var seeds = SeededGenerator(seed: 0x6B62_7369_6D00 &+ UInt64(BundledForms.all.firstIndex { $0.name == formName }!))
        var statuses: [Int32: Int] = [:]
        var tapes = 0
        let plan = Self.plan(seeds: &seeds)
        for (strategy, era, orientation) in plan {
            let seed = seeds.next()
            var generator = RandomTapeGenerator(form: bundled, fields: form.fields.map(\.name),
                                                random: SeededGenerator(seed: seed))
            let source = generator.tape(strategy: strategy, era: era, orientation: orientation)
            let outcome = TapeFuzzTarget.run(source, cast: tapes % Self.castEvery == 0)
            tapes += 1
            guard case .played(let status, let duration, let steps, _) = outcome else {
                Issue.record("seed \(seed): \(outcome)\n\(source)")
                return
            }
            if let violation = outcome.violation(source: source) {
                Issue.record("seed \(seed): \(violation)\n\(source)")
                return
            }
            #expect(steps <= RandomTapeGenerator.maximumSteps, "seed \(seed)")
            #expect(duration <= RandomTapeGenerator.maximumSeconds, "seed \(seed)")
            statuses[status, default: 0] += 1
        }
        #expect(tapes == (Self.isSoak ? Self.combinations.count * Self.tapesPerCombination : Self.sampledPerForm))
        // Both endings happen: tapes without `Expect` lines pass, and random claims often fail.
        #expect(Set(statuses.keys) == [0, 1])
    }
}
