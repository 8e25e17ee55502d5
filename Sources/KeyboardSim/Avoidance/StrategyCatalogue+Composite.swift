// How a catalogue reads `a+b`. A `+` joins two parts, except inside a family's argument: the part
// `exec:COMMAND` runs to the next `+` that starts a name the catalogue knows (a strategy's whole name,
// up to the next `+` or the end, or a family's prefix), and takes every other `+` into its command.
// So `exec:python3 h.py+inset` is two parts, `exec:expr 1+2` one strategy, and
// `exec:a.py+exec:b.py` two handlers; a command that must hold `+inset` cannot be a part.

extension StrategyCatalogue {
    /// The parts' names of the composite `name`, nil when `name` names no composite (one part, or
    /// a strategy whose own name holds `+`). The parts may be unknown: `compositeRefusal` says so.
    public func compositeParts(of name: String) -> [String]? {
        guard type(of: StrategyID(rawValue: name)) == nil else { return nil }
        var parts: [String] = []
        for piece in name.split(separator: CompositeStrategy.separator, omittingEmptySubsequences: false).map(String.init) {
            if let last = parts.last, isFamilyName(last), !startsKnownName(piece) {
                parts[parts.count - 1] = last + String(CompositeStrategy.separator) + piece
            } else {
                parts.append(piece)
            }
        }
        return parts.count > 1 ? parts : nil
    }

    /// Why the composite `name` names no strategy — its first unknown part, an empty part, a part
    /// named twice — nil when it does, or when `name` is not a composite.
    public func compositeRefusal(of name: String) -> String? {
        guard let parts = compositeParts(of: name) else { return nil }
        var seen: Set<String> = []
        for part in parts {
            if part.isEmpty { return "'\(name)' has an empty part: join two or more strategies with '+'" }
            if id(named: part) == nil { return "'\(name)': unknown part '\(part)'" }
            if !seen.insert(part).inserted { return "'\(name)': the part '\(part)' is named twice" }
        }
        return nil
    }

    /// The arguments of the strategies of the family `prefix` that `id` names: its own when it is
    /// one, each part's when it is a composite (`inset+exec:h.py` holds `h.py`); empty when none.
    /// What a front looks at before it lets a tape's `exec:` commands run.
    public func familyArguments(in id: StrategyID, prefix: String) -> [String] {
        (compositeParts(of: id.rawValue) ?? [id.rawValue]).compactMap { name in
            guard let family = family(of: StrategyID(rawValue: name)), family.prefix == prefix else { return nil }
            return family.argument(of: name)
        }
    }

    /// The composite strategy `id`, each part fresh from this catalogue; nil when `id` names none.
    func makeComposite(_ id: StrategyID) -> (any AvoidanceStrategy)? {
        guard let parts = compositeParts(of: id.rawValue), compositeRefusal(of: id.rawValue) == nil else { return nil }
        let made = parts.compactMap { make(StrategyID(rawValue: $0)) }
        return made.count == parts.count ? CompositeStrategy(parts: made) : nil
    }

    /// Whether `name` is of a family (`exec:…`): its `+` may belong to the argument.
    private func isFamilyName(_ name: String) -> Bool {
        families.contains { $0.begins(name) }
    }

    /// Whether `piece`, the text after a `+` up to the next, starts a name: a strategy's or a family's.
    private func startsKnownName(_ piece: String) -> Bool {
        type(of: StrategyID(rawValue: piece)) != nil || families.contains { $0.begins(piece) }
    }
}
