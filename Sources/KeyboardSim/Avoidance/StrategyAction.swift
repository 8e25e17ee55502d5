/// What a strategy did, with the numbers it used: a line in the log and in transcripts.
public struct StrategyAction: Hashable, Sendable {
    /// A number or flag a strategy reports.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case int(Int)
        case bool(Bool)
        case rect(Rect)

        public var description: String {
            switch self {
            case .int(let number): "\(number)"
            case .bool(let flag): "\(flag)"
            case .rect(let rect): "\(rect)"
            }
        }
    }

    /// The strategy's command-line name.
    public var strategy: String
    /// What it did, named after the source's method ("keyboardWasShown").
    public var action: String
    /// The numbers, in the order the source computes them.
    public var details: [Detail]

    /// One named number.
    public struct Detail: Hashable, Sendable {
        public var key: String
        public var value: Value
        /// Creates a detail.
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an action.
    public init(strategy: String, action: String, details: [Detail]) {
        self.strategy = strategy
        self.action = action
        self.details = details
    }
}
