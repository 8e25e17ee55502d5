/// The strategies a session can name: kbsim's built-ins in their order, then the registered ones.
/// Every place that reads or offers a strategy's name (`--strategy`, `Set Strategy`, compare, F3
/// and its help) asks a catalogue, so a strategy is known everywhere once it is in one.
public struct StrategyCatalogue: Sendable, Hashable {
    /// The strategy types, in the order F3 cycles through them and lists name them.
    public private(set) var types: [any AvoidanceStrategy.Type]

    /// kbsim's own strategies, in their order; a new built-in is one line here.
    public static let builtIns = StrategyCatalogue(types: [
        NoStrategy.self,
        ResizeStrategy.self,
        InsetStrategy.self,
        ExtendStrategy.self,
        SlideStrategy.self,
        AutoStrategy.self,
        OverlapStrategy.self,
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

    /// This catalogue with `types` registered after its own (as `register` adds each).
    public func registering(_ types: any AvoidanceStrategy.Type...) -> StrategyCatalogue {
        var catalogue = self
        for type in types { catalogue.register(type) }
        return catalogue
    }

    /// The names, in order.
    public var ids: [StrategyID] { types.map { $0.id } }

    /// The strategy `name` names, nil when none does: the one reading of a strategy's name.
    public func id(named name: String) -> StrategyID? {
        let id = StrategyID(rawValue: name)
        return ids.contains(id) ? id : nil
    }

    /// The type of the strategy `id`, nil when the catalogue lacks it.
    public func type(of id: StrategyID) -> (any AvoidanceStrategy.Type)? {
        types.first { $0.id == id }
    }

    /// A fresh strategy `id`, with its source's guards dropped when `pitfalls`; nil when the catalogue lacks it.
    public func make(_ id: StrategyID, pitfalls: Bool = false) -> (any AvoidanceStrategy)? {
        guard let type = type(of: id) else { return nil }
        var strategy = type.init()
        if pitfalls { strategy.setPitfalls(true) }
        return strategy
    }

    /// What the why panel says of strategy `id`'s actions; empty for a name the catalogue lacks.
    public func explanations(of id: StrategyID) -> any StrategyExplanationCatalogue {
        type(of: id)?.explanations ?? UnexplainedStrategy(strategy: id)
    }

    /// The strategy after `id` in the catalogue's order, round to the first (F3).
    public func id(after id: StrategyID) -> StrategyID {
        let ids = ids
        let current = ids.firstIndex(of: id) ?? 0
        return ids[(current + 1) % ids.count]
    }

    public static func == (lhs: StrategyCatalogue, rhs: StrategyCatalogue) -> Bool {
        lhs.types.map { ObjectIdentifier($0) } == rhs.types.map { ObjectIdentifier($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(types.map { ObjectIdentifier($0) })
    }
}
