/// The content-adjustment strategies `--strategy` selects.
public enum StrategyKind: String, CaseIterable, Sendable {
    case none, resize, inset, extend, slide, auto

    /// A fresh strategy object of this kind; with `pitfalls` it drops the guards its source added.
    public func makeStrategy(pitfalls: Bool = false) -> any AvoidanceStrategy {
        switch self {
        case .none: NoStrategy()
        case .resize: ResizeStrategy(pitfalls: pitfalls)
        case .inset: InsetStrategy()
        case .extend: ExtendStrategy()
        case .slide: SlideStrategy()
        case .auto: AutoStrategy()
        }
    }
}
