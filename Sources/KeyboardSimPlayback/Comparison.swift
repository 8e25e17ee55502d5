import KeyboardSim

/// A tape played once per variant (`--compare-strategies`, `--compare-eras`): the same inputs at
/// the same virtual times, so that what differs between the results is what the variant does.
package struct Comparison: Sendable {
    /// The variants, in the order given.
    package let variants: [Variant]
    /// Each variant's playback, in the same order. Every variant plays to the end (as with
    /// `--keep-going`), so their screenshots and `Expect` lines line up row for row.
    package let results: [PlaybackResult]

    /// Plays `tape` from `configuration` once per variant (the tape's own `Set` of the compared
    /// kind passed over: each phone keeps its variant).
    package init(tape: Tape, configuration: SessionConfiguration, variants: [Variant]) throws(TapeError) {
        self.variants = variants
        var results: [PlaybackResult] = []
        for variant in variants {
            var player = try Player(tape: tape, configuration: variant.applied(to: configuration))
            player.keepGoing = true
            player.comparedVariant = variant
            results.append(player.run())
        }
        self.results = results
    }

    /// The first variant whose strategy could not answer a message, with that failure (its
    /// playback stopped there; the others played on).
    package var strategyFailure: (variant: Variant, failure: TapeStrategyFailure)? {
        zip(variants, results).lazy.compactMap { variant, result in result.strategyFailure.map { (variant, $0) } }.first
    }

    /// The variants in which an `Expect` failed, each with its failures.
    package var failures: [(variant: Variant, failures: [ExpectationResult])] {
        zip(variants, results).compactMap { $1.failures.isEmpty ? nil : ($0, $1.failures) }
    }

    /// The lines the variants share — narration, screenshots and `Expect` lines, in tape order —
    /// each with every variant's version of it.
    package var rows: [[TranscriptEntry]] {
        let perVariant = results.map { $0.entries.filter(\.isComparable) }
        let count = perVariant.map(\.count).min() ?? 0
        return (0..<count).map { index in perVariant.map { $0[index] } }
    }
}

extension TranscriptEntry {
    /// Whether the entry comes from a tape line (and so exists in every variant), not from the simulator.
    var isComparable: Bool {
        switch self {
        case .screenshot, .expectation, .say: true
        case .event, .refused, .pitfall: false
        }
    }
}
