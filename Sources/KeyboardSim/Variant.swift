/// One of the variants a compare run plays the same tape in: a strategy, or an era, in place of
/// the one the tape starts with.
public enum Variant: Hashable, Sendable, CustomStringConvertible {
    case strategy(StrategyID)
    case era(Era)

    /// `configuration` with this variant in place of its strategy or era.
    public func applied(to configuration: SessionConfiguration) -> SessionConfiguration {
        var configuration = configuration
        switch self {
        case .strategy(let kind): configuration.strategy = kind
        case .era(let era): configuration.era = era
        }
        return configuration
    }

    /// Whether the variant is a strategy.
    public var isStrategy: Bool { if case .strategy = self { true } else { false } }

    /// Whether the variant is an era.
    public var isEra: Bool { if case .era = self { true } else { false } }

    /// The label rows and messages give the variant: `inset`, `era 7`.
    public var description: String {
        switch self {
        case .strategy(let kind): kind.rawValue
        case .era(let era): "era \(era.rawValue)"
        }
    }
}
