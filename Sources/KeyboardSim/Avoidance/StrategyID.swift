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

    /// The label of a labelled name `stem[label]:argument` — `eureka` in `exec[eureka]:python3 h.py` —
    /// nil when the name has none: a short name for a long command, shown in its place.
    public var label: String? {
        guard let open = rawValue.firstIndex(of: "["), open > rawValue.startIndex,
              rawValue[..<open].allSatisfy(\.isLetter),
              let close = rawValue[open...].firstIndex(of: "]"), rawValue.index(after: open) < close,
              rawValue[rawValue.index(after: close)...].hasPrefix(":") else { return nil }
        let label = rawValue[rawValue.index(after: open)..<close]
        return label.contains(where: \.isNewline) ? nil : String(label)
    }

    /// The name as transcripts, JUnit names and the panes show it: a labelled part as its stem and
    /// label (`exec[eureka]`), every other name whole. In a composite a labelled part's command runs
    /// to the next `+` that starts a name (a letter first), as the catalogue reads it; the
    /// display only, so a command whose `+` looks otherwise shows a stray part, never a wrong strategy.
    public var displayName: String {
        guard rawValue.contains("[") else { return rawValue }
        var shown: [String] = []
        var inLabelledCommand = false
        for piece in rawValue.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            let part = StrategyID(rawValue: piece)
            if let label = part.label {
                shown.append(String(piece.prefix { $0 != "[" }) + "[" + label + "]")
                inLabelledCommand = true
            } else if inLabelledCommand, !Self.startsName(piece) {
                continue
            } else {
                shown.append(piece)
                inLabelledCommand = false
            }
        }
        return shown.joined(separator: "+")
    }

    /// Whether `piece` looks like the start of a strategy's name: a letter, then a word or a word and `:`.
    private static func startsName(_ piece: String) -> Bool {
        (piece.first?.isLetter ?? false) && StrategyID(rawValue: String(piece.prefix { $0 != ":" })).isWord
    }

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
