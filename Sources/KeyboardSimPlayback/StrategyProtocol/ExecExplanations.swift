import KeyboardSim

/// What the why panel says of a handler's actions: their names are the handler's own, so each is
/// told alike — the handler logged it, with its numbers — and the code view shows the protocol.
package struct ExecExplanations: StrategyExplanationCatalogue {
    /// The handler strategy explained (`exec:COMMAND`).
    package let strategy: StrategyID

    /// The catalogue of the handler strategy `strategy` (`exec:COMMAND`).
    package init(strategy: StrategyID) { self.strategy = strategy }

    /// Only the install and removal entries are fixed; every other action is explained by `explain`.
    package var entries: [StrategyAction.Name: ExplanationTemplate] {
        [.installed: .installed(source, listensTo: "every notification and delegate call, through the handler"),
         .removed: .removed(source)]
    }

    /// What the code view shows: the protocol's loop, as kbsim runs it.
    package var listing: StrategyListing {
        StrategyListing(sources: [source], lines: [
            .init("for message in messages {"),
            .init("  send {message, views, state}"),
            .init("  read {state, views, scroll…, log}"),
            .init("  apply the views it changed"),
            .init("}"),
        ])
    }

    /// Any action the handler logged: its name, the numbers it gave, and that kbsim applied its reply.
    package func explain(_ action: StrategyAction, outcome: FocusOutcome) -> Explanation? {
        if let template = entries[action.action] { return template.explanation(values: TemplateValues(action.details), outcome: outcome) }
        let numbers = action.details.map { "\($0.key) = \(Self.spelled($0.value))" }.joined(separator: ", ")
        let template = ExplanationTemplate(source: source, title: Self.literal(action.action.rawValue), steps: [
            .text("The handler replied to a message and logged this action" + (numbers.isEmpty ? "." : Self.literal(": \(numbers)."))),
            .text("kbsim applied the views its reply changed, and scrolled the rect it named into view."),
        ], whyVisible: "{field} can be seen: its last row, {fieldBottom}, is above the keyboard's top at row {keyboardTop}.",
           whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the handler's views leave it there.")
        return template.explanation(values: TemplateValues(action.details), outcome: outcome)
    }

    private var source: Source {
        Source(document: "the handler `\(Self.command(of: strategy))`", edition: StrategyProtocol.version,
               listing: "its replies", address: "docs/reference/strategy-protocol.md")
    }

    /// The command of `exec:COMMAND` or `exec[label]:COMMAND`.
    private static func command(of strategy: StrategyID) -> String {
        let stem = strategy.label.map { StrategyProtocol.prefix.dropLast() + "[" + $0 + "]:" } ?? StrategyProtocol.prefix
        return String(strategy.rawValue.dropFirst(stem.count))
    }

    private static func spelled(_ value: StrategyAction.Value) -> String {
        if case .rect(let rect) = value { return "x \(rect.x) y \(rect.y) width \(rect.width) height \(rect.height)" }
        return value.description
    }

    /// `text` with the braces a template would read as placeholders taken out.
    private static func literal(_ text: String) -> String {
        String(text.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
    }
}
