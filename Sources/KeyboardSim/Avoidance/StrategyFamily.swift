/// Strategies named by a prefix and an argument rather than one fixed type: `exec:COMMAND` makes a
/// strategy for each command. A catalogue reads a name of the family (`id(named:)`) and makes its
/// strategy through the family's factory, so a parameterised strategy is known wherever names are.
package struct StrategyFamily: Sendable, Hashable {
    /// What every name of the family starts with (`exec:`).
    package let prefix: String
    /// How listings and errors show the family's names (`exec:COMMAND`).
    package let placeholder: String
    /// What sets this registration apart from another of the same prefix (the folder a command
    /// runs in, its timeout): two catalogues are equal only when their families make the same strategies.
    package let context: String
    /// One line on what its strategies do, as `kbsim strategies` prints it.
    package let summary: String
    /// Makes a fresh strategy named `name` for the argument after the prefix (or after its label); nil refuses it.
    private let factory: @Sendable (_ argument: String, _ name: StrategyID) -> (any AvoidanceStrategy)?
    /// What the why panel says of a strategy of the family.
    private let explainer: @Sendable (_ id: StrategyID) -> any StrategyExplanationCatalogue

    /// A family of names `prefix` + argument, whose strategies `factory` makes and `explanations` explain.
    package init(prefix: String, placeholder: String, context: String = "",
                summary: String = "strategies named by the prefix and an argument (the family gives no summary)",
                explanations: @escaping @Sendable (_ id: StrategyID) -> any StrategyExplanationCatalogue = { UnexplainedStrategy(strategy: $0) },
                factory: @escaping @Sendable (_ argument: String, _ name: StrategyID) -> (any AvoidanceStrategy)?) {
        self.prefix = prefix
        self.placeholder = placeholder
        self.context = context
        self.summary = summary
        self.factory = factory
        explainer = explanations
    }

    /// A family whose strategies `factory` makes from the argument alone (the name is the prefix and it).
    package init(prefix: String, placeholder: String, context: String = "",
                 factory: @escaping @Sendable (_ argument: String) -> (any AvoidanceStrategy)?) {
        self.init(prefix: prefix, placeholder: placeholder, context: context) { argument, _ in factory(argument) }
    }

    /// The argument of `name` when it is a name of this family: the prefix and something after it,
    /// or the labelled form `exec[label]:argument` (the prefix's word, a label in brackets, the colon).
    package func argument(of name: String) -> String? {
        let rest: Substring
        if name.hasPrefix(prefix) {
            rest = name.dropFirst(prefix.count)
        } else if let label = StrategyID(rawValue: name).label, prefix.hasSuffix(":"),
                  name.hasPrefix(prefix.dropLast() + "[" + label + "]:") {
            rest = name.dropFirst(prefix.count + label.count + 2)
        } else {
            return nil
        }
        return rest.isEmpty ? nil : String(rest)
    }

    /// Whether `text` begins a name of the family, with its argument or not yet (`exec:`, `exec[a]:`).
    package func begins(_ text: String) -> Bool {
        argument(of: text + "_") != nil
    }

    /// A fresh strategy named `id`, nil when `id` is not of the family or its factory refuses it.
    package func make(_ id: StrategyID) -> (any AvoidanceStrategy)? {
        argument(of: id.rawValue).flatMap { factory($0, id) }
    }

    /// The why panel's words for strategy `id` of the family.
    package func explanations(of id: StrategyID) -> any StrategyExplanationCatalogue { explainer(id) }

    package static func == (lhs: StrategyFamily, rhs: StrategyFamily) -> Bool {
        lhs.prefix == rhs.prefix && lhs.placeholder == rhs.placeholder && lhs.context == rhs.context
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(prefix)
        hasher.combine(context)
    }
}
