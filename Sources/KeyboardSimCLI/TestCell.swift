import KeyboardSim

/// One cell of `kbsim test`'s matrix: the strategy, the era and the device (any of them, or none) a
/// tape is played in, in place of those its `Set` prelude gives, as `--strategy`, `--era` and
/// `--device` give them to `play`.
struct TestCell: Hashable, Sendable {
    /// The values the cell puts in place: the strategy, the era, the device.
    let variants: [Variant]

    /// Every cell of `strategies` × `eras` × `devices`, in the order given; an empty list is no axis.
    static func matrix(strategies: [StrategyID], eras: [Era], devices: [DeviceChoice]) -> [TestCell] {
        let axes: [[Variant]] = [strategies.map(Variant.strategy), eras.map(Variant.era), devices.map(Variant.device)]
        return axes.reduce([TestCell(variants: [])]) { cells, axis in
            axis.isEmpty ? cells : cells.flatMap { cell in axis.map { TestCell(variants: cell.variants + [$0]) } }
        }
    }

    /// Whether the cell plays the tape as it is.
    var isEmpty: Bool { variants.isEmpty }

    /// `[inset, era 7, device iphone-15]`.
    var label: String { "[" + variants.map(\.description).joined(separator: ", ") + "]" }

    /// `configuration` with the cell's values in place.
    func applied(to configuration: SessionConfiguration) -> SessionConfiguration {
        variants.reduce(configuration) { $1.applied(to: $0) }
    }
}
