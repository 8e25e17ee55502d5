/// The strategies a session can name: kbsim's built-ins in their order, then the registered ones.
/// Every place that reads or offers a strategy's name (`--strategy`, `Set Strategy`, compare, F3
/// and its help) asks a catalogue, so a strategy is known everywhere once it is in one.
public struct StrategyCatalogue: Sendable, Hashable {
    /// The strategy types, in the order F3 cycles through them and lists name them.
    public private(set) var types: [any AvoidanceStrategy.Type]
    /// The families of parameterised names (`exec:COMMAND`), in the order they were registered.
    package private(set) var families: [StrategyFamily] = []

    /// kbsim's own strategies, in their order; a new built-in is one line here.
    public static let builtIns = StrategyCatalogue(types: [
        NoStrategy.self,
        ResizeStrategy.self,
        InsetStrategy.self,
        ExtendStrategy.self,
        SlideStrategy.self,
        AutoStrategy.self,
        OverlapStrategy.self,
        TableViewControllerStrategy.self,
        IQKeyboardManagerStrategy.self,
        IQKeyboardManager6Strategy.self,
        TPKeyboardAvoidingStrategy.self,
        LayoutGuideStrategy.self,
        SwiftUIStrategy.self,
        InputBarAccessoryViewStrategy.self,
    ])

    /// A catalogue of `types`, in that order.
    public init(types: [any AvoidanceStrategy.Type]) {
        self.types = []
        for type in types { register(type) }
    }

    /// Adds `type` after the others; one with the same name takes that one's place.
    public mutating func register(_ type: any AvoidanceStrategy.Type) {
        if let index = types.firstIndex(where: { $0.id == type.id }) {
            types[index] = type
        } else {
            types.append(type)
        }
    }

    /// Adds `family` after the others; one with the same prefix takes that one's place (a front
    /// registers `exec:` again with the folder of the tape it plays).
    package mutating func register(family: StrategyFamily) {
        if let index = families.firstIndex(where: { $0.prefix == family.prefix }) {
            families[index] = family
        } else {
            families.append(family)
        }
    }

    /// This catalogue with `family` registered (as `register(family:)` adds it).
    package func registering(family: StrategyFamily) -> StrategyCatalogue {
        var catalogue = self
        catalogue.register(family: family)
        return catalogue
    }

    /// This catalogue with `types` registered after its own (as `register` adds each).
    public func registering(_ types: any AvoidanceStrategy.Type...) -> StrategyCatalogue {
        var catalogue = self
        for type in types { catalogue.register(type) }
        return catalogue
    }

    /// The names, in order.
    public var ids: [StrategyID] { types.map { $0.id } }

    /// The names a user may give, in order: the types' ids, then each family's placeholder (`exec:COMMAND`).
    public var validNames: [String] { ids.map(\.rawValue) + families.map(\.placeholder) }

    /// The strategy `name` names, nil when none does: the one reading of a strategy's name — a
    /// type's id, a family's prefix with its argument, or known names joined by `+` (a composite,
    /// StrategyCatalogue+Composite.swift).
    public func id(named name: String) -> StrategyID? {
        let id = StrategyID(rawValue: name)
        if ids.contains(id) || family(of: id) != nil { return id }
        if compositeParts(of: name) != nil, compositeRefusal(of: name) == nil { return id }
        return nil
    }

    /// The family strategy `id` is of, nil for a type's id, a composite or an unknown name.
    package func family(of id: StrategyID) -> StrategyFamily? {
        guard type(of: id) == nil, compositeParts(of: id.rawValue) == nil else { return nil }
        return families.first { $0.argument(of: id.rawValue) != nil }
    }

    /// The type of the strategy `id`, nil when the catalogue lacks it.
    public func type(of id: StrategyID) -> (any AvoidanceStrategy.Type)? {
        types.first { $0.id == id }
    }

    /// A fresh strategy `id`, with its source's guards dropped when `pitfalls`; nil when the catalogue lacks it.
    public func make(_ id: StrategyID, pitfalls: Bool = false) -> (any AvoidanceStrategy)? {
        guard var strategy = type(of: id)?.init() ?? family(of: id)?.make(id) ?? makeComposite(id) else { return nil }
        if pitfalls { strategy.setPitfalls(true) }
        return strategy
    }

    /// What the why panel says of strategy `id`'s actions; empty for a name the catalogue lacks.
    package func explanations(of id: StrategyID) -> any StrategyExplanationCatalogue {
        if let parts = compositeParts(of: id.rawValue), compositeRefusal(of: id.rawValue) == nil {
            return CompositeExplanations(strategy: id, parts: parts.map { explanations(of: StrategyID(rawValue: $0)) })
        }
        return type(of: id)?.explanations ?? family(of: id)?.explanations(of: id) ?? UnexplainedStrategy(strategy: id)
    }

    /// Every pitfall the catalogue's strategies can report (`Expect pitfall NAME`), in the
    /// strategies' order, each strategy's by name, then a composite's own (`avoidedTwice`).
    package var pitfalls: [Pitfall] {
        var seen = Set<Pitfall>()
        return (types.flatMap { $0.explanations.pitfallEntries.keys.sorted { $0.rawValue < $1.rawValue } } + [CompositeStrategy.avoidedTwice])
            .filter { seen.insert($0).inserted }
    }

    /// The strategy after `id` in the catalogue's order, round to the first (F3).
    /// From a family's strategy (`exec:COMMAND`) or a composite, which are not in the cycle, F3 goes to the first.
    public func id(after id: StrategyID) -> StrategyID {
        let ids = ids
        guard let current = ids.firstIndex(of: id) else { return ids[0] }
        return ids[(current + 1) % ids.count]
    }

    public static func == (lhs: StrategyCatalogue, rhs: StrategyCatalogue) -> Bool {
        lhs.types.map { ObjectIdentifier($0) } == rhs.types.map { ObjectIdentifier($0) } && lhs.families == rhs.families
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(types.map { ObjectIdentifier($0) })
        hasher.combine(families)
    }
}
