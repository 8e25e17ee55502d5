import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing

/// Random valid tapes, played headless on every bundled form with every strategy, era and
/// orientation: each must end as `kbsim play` may end — every `Expect` holding or one failing —
/// never with a crash or a trap, spending exactly the inputs and the virtual time it planned.
@Suite("Random valid tapes always play to the end")
struct RandomTapePropertyTests {
    /// Tapes per form, strategy, era and orientation: 6 forms × 6 × 3 × 2 × 10 = 2,160 tapes.
    static let tapesPerCombination = 10

    /// One tape in this many also records a cast (when it is short enough; see `TapeFuzzTarget`).
    static let castEvery = 10

    @Test("every tape parses, validates and plays to status 0 or 1 within its planned steps and time",
          arguments: BundledForms.all.map(\.name))
    func randomTapesPlay(formName: String) throws {
        let bundled = try #require(BundledForms.named(formName))
        let form = try #require(TapeFuzzTarget.forms[formName])
        // The seed depends on the form alone, so a failure reproduces on its own.
        var seeds = SeededGenerator(seed: 0x6B62_7369_6D00 &+ UInt64(BundledForms.all.firstIndex { $0.name == formName }!))
        var statuses: [Int32: Int] = [:]
        var tapes = 0
        for strategy in StrategyCatalogue.builtIns.ids {
            for era in Era.allCases {
                for orientation in Orientation.allCases {
                    for _ in 0..<Self.tapesPerCombination {
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
                }
            }
        }
        #expect(tapes == StrategyCatalogue.builtIns.ids.count * Era.allCases.count * Orientation.allCases.count * Self.tapesPerCombination)
        // Both endings happen: tapes without `Expect` lines pass, and random claims often fail.
        #expect(Set(statuses.keys) == [0, 1])
    }
}
