import KeyboardSim

/// One cell of `kbsim test`'s matrix: the strategy and the era (either, both or neither) a tape
/// is played in, in place of those its `Set` prelude gives, as `--strategy` and `--era` give them to `play`.
struct TestCell: Hashable, Sendable {
    /// The values the cell puts in place, the strategy first.
    let variants: [Variant]

    /// Every cell of `strategies` × `eras`, in the order given; an empty list is no axis.
    static func matrix(strategies: [StrategyID], eras: [Era]) -> [TestCell] {
        let strategyAxis: [Variant?] = strategies.isEmpty ? [nil] : strategies.map(Variant.strategy)
        let eraAxis: [Variant?] = eras.isEmpty ? [nil] : eras.map(Variant.era)
        return strategyAxis.flatMap { strategy in
            eraAxis.map { era in TestCell(variants: [strategy, era].compactMap { $0 }) }
        }
    }

    /// Whether the cell plays the tape as it is.
    var isEmpty: Bool { variants.isEmpty }

    /// `[inset, era 7]`.
    var label: String { "[" + variants.map(\.description).joined(separator: ", ") + "]" }

    /// `configuration` with the cell's values in place.
    func applied(to configuration: SessionConfiguration) -> SessionConfiguration {
        variants.reduce(configuration) { $1.applied(to: $0) }
    }
}
