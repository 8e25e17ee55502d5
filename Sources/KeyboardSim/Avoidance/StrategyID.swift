/// A strategy's name, as `--strategy`, `Set Strategy`, F3 and every transcript spell it: open, so
/// a strategy defined outside kbsim names itself as the built-ins do.
public struct StrategyID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name, as `--strategy` and `Set Strategy` take it.
    public var rawValue: String
    /// A strategy named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Whether the name is one word (letters, digits, `-`, `_`), as every built-in's is; `exec:COMMAND`
    /// holds spaces and dots, and is quoted wherever it is written beside other words.
    public var isWord: Bool { rawValue.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }

    /// The app that ignores the keyboard (`NoStrategy`).
    public static let none = StrategyID(rawValue: "none")
    /// The iPhone OS 3 guide's shrinking scroll view (`ResizeStrategy`).
    public static let resize = StrategyID(rawValue: "resize")
    /// The iOS 7 guide's bottom content inset (`InsetStrategy`).
    public static let inset = StrategyID(rawValue: "inset")
    /// The iOS 7 guide's enlarged content view (`ExtendStrategy`).
    public static let extend = StrategyID(rawValue: "extend")
    /// The root view slid up by a hard-coded height (`SlideStrategy`).
    public static let slide = StrategyID(rawValue: "slide")
    /// kbsim's own strategy that follows every notification (`AutoStrategy`).
    public static let auto = StrategyID(rawValue: "auto")
}
