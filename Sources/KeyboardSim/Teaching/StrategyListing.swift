/// What a strategy's source does, as a short listing of Swift-like pseudo-code in kbsim's own
/// words (not the source's code), for the why panel's code view: each line knows which logged
/// action ran it, so the panel can mark the line that just ran and show its live numbers.
public struct StrategyListing: Hashable, Sendable {
    /// One line of the listing.
    public struct Line: Hashable, Sendable {
        /// The pseudo-code, indentation included.
        public var code: String
        /// The actions whose handler runs this line (an action is named after the source's method).
        public var ranBy: Set<StrategyAction.Name>
        /// For a line inside an `if`: the action's flag that says whether it ran, and the value it then has.
        public var condition: Condition?
        /// The live number shown beside the line when it ran, a template with `{name}` placeholders.
        public var live: String?
        /// The pitfalls this line is where the source goes wrong.
        public var pitfalls: Set<Pitfall>

        /// A flag of the action's details, and the value for which the line ran.
        public struct Condition: Hashable, Sendable {
            /// The flag's name in the action's details.
            public var flag: String
            /// The value the flag has when the line ran.
            public var value: Bool

            /// Creates a condition.
            public init(_ flag: String, is value: Bool) {
                self.flag = flag
                self.value = value
            }
        }

        /// Creates a line.
        public init(_ code: String, ranBy: Set<StrategyAction.Name> = [], when condition: Condition? = nil,
                    live: String? = nil, pitfalls: Set<Pitfall> = []) {
            self.code = code
            self.ranBy = ranBy
            self.condition = condition
            self.live = live
            self.pitfalls = pitfalls
        }

        /// Whether the line ran when `action` ran with `values` (its flags decide a conditional line).
        package func ran(by action: StrategyAction.Name, values: TemplateValues) -> Bool {
            guard ranBy.contains(action) else { return false }
            guard let condition else { return true }
            return (values.flags[condition.flag] ?? false) == condition.value
        }
    }

    /// The widest a line's code may be: with the two columns of its mark (`▶ `), it fits the
    /// compact pane beside an 80-column terminal's phone (36 columns) unwrapped.
    public static let widestLine = 34

    /// The documents the listing retells, the first the one the strategy reproduces.
    public var sources: [Source]
    /// The lines, in order.
    public var lines: [Line]

    /// Creates a listing.
    public init(sources: [Source], lines: [Line]) {
        self.sources = sources
        self.lines = lines
    }

    /// The index of the line that just ran for `action` with `values`: the last of its handler's
    /// lines that ran; nil when no line is the action's.
    package func lineThatRan(_ action: StrategyAction.Name, values: TemplateValues) -> Int? {
        lines.lastIndex { $0.ran(by: action, values: values) }
    }

    /// The index of the line where `pitfall` bites, if the listing has one.
    public func line(of pitfall: Pitfall) -> Int? {
        lines.firstIndex { $0.pitfalls.contains(pitfall) }
    }

    /// The live number of line `index` with `values` filled in, when every placeholder has a value.
    package func liveNumber(ofLine index: Int, values: TemplateValues) -> String? {
        lines[index].live.flatMap(values.fillingEvery)
    }
}
