/// Where a strategy comes from, as `kbsim strategies` groups them.
public enum StrategyOrigin: String, Sendable, CaseIterable {
    /// kbsim's own: a published listing reproduced as written, or kbsim's `auto`.
    case builtIn
    /// A library apps use, reproduced as written (IQKeyboardManager, TPKeyboardAvoiding, …).
    case library
    /// Registered by a team's own executable (`Kbsim.main(strategies:)`), or a family such as `exec:COMMAND`.
    case registered

    /// The heading `kbsim strategies` prints above the group.
    public var heading: String {
        switch self {
        case .builtIn: "Built-in: published listings as written, and kbsim's own"
        case .library: "Libraries, as written"
        case .registered: "Registered"
        }
    }
}
