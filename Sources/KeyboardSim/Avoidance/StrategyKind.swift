/// The content-adjustment strategies `--strategy` selects.
public enum StrategyKind: String, CaseIterable, Sendable {
    case none, inset

    /// A fresh strategy object of this kind.
    public func makeStrategy() -> any AvoidanceStrategy {
        switch self {
        case .none: NoStrategy()
        case .inset: InsetStrategy()
        }
    }
}
