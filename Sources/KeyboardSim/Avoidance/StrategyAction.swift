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

    /// What a strategy did, named after the source's method (`keyboardWasShown`); each strategy's
    /// file declares the names only it uses.
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The name as transcripts print it.
        public var rawValue: String
        /// A name as transcripts print it.
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The simulator installed a strategy (`Set Strategy`, F3).
        public static let installed = Name(rawValue: "installed")
        /// The simulator removed a strategy, undoing its changes.
        public static let removed = Name(rawValue: "removed")
        /// Listing 5-1's (and its followers') handler of keyboardDidShow.
        public static let keyboardWasShown = Name(rawValue: "keyboardWasShown")
    }

    /// The strategy that did it.
    public var strategy: StrategyID
    /// What it did.
    public var action: Name
    /// The numbers, in the order the source computes them.
    public var details: [Detail]

    /// One named number.
    public struct Detail: Hashable, Sendable {
        /// The number's name (`inset`, `keyboard`).
        public var key: String
        /// The number, rect, flag or text.
        public var value: Value
        /// Creates a detail.
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an action.
    public init(strategy: StrategyID, action: Name, details: [Detail]) {
        self.strategy = strategy
        self.action = action
        self.details = details
    }

    /// The whole number logged as `key`, nil when the action logged none.
    public func number(_ key: String) -> Int? {
        guard case .int(let number)? = details.first(where: { $0.key == key })?.value else { return nil }
        return number
    }

    /// The flag logged as `key`, nil when the action logged none.
    public func flag(_ key: String) -> Bool? {
        guard case .bool(let flag)? = details.first(where: { $0.key == key })?.value else { return nil }
        return flag
    }

    /// The rectangle logged as `key`, nil when the action logged none.
    public func rect(_ key: String) -> Rect? {
        guard case .rect(let rect)? = details.first(where: { $0.key == key })?.value else { return nil }
        return rect
    }

    /// This action explained for the why panel by `strategies`, with the focused field's
    /// `outcome`; nil only if its strategy's catalogue lacks it (a test makes sure no built-in does).
    package func explanation(outcome: FocusOutcome, in strategies: StrategyCatalogue = .builtIns) -> Explanation? {
        strategies.explanations(of: strategy).explain(self, outcome: outcome)
    }
}
