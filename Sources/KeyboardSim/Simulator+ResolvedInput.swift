extension Simulator {
    /// Applies `event` at `time` as `handle(_:at:)` does, and also says what it resolved to.
    package mutating func handleResolving(_ event: InputEvent, at time: Double) -> (input: ResolvedInput, events: [TimedEvent]) {
        // A tap lands where things are at its time: the keyboard may have moved since the last input.
        settle(until: time)
        let input = resolve(event)
        return (input, handle(event, at: time))
    }

    /// What `event` would come to if it arrived now.
    package func resolve(_ event: InputEvent) -> ResolvedInput {
        let secure = focusedIndex.map { form.fields[$0].traits.secureTextEntry } ?? false
        guard case .tap(let point) = event else { return ResolvedInput(event: event, intoSecureField: secure) }
        if case .field(let name) = tapTarget(at: point), let index = focusedIndex, form.fields[index].name == name {
            // A click into the text being edited moves the caret: by graphemes, as the arrows do.
            guard let position = caretPosition(in: index, at: point), position != texts[index].cursor else {
                return ResolvedInput(event: nil, intoSecureField: secure)
            }
            let steps = position - texts[index].cursor
            return ResolvedInput(event: .key(steps < 0 ? .left : .right), intoSecureField: secure, repeatCount: abs(steps))
        }
        let target: InputEvent? = switch tapTarget(at: point) {
        case .field(let name), .footer(let name): .tapField(name)
        case .key(let name): .tapKey(name)
        case .background: .tapBackground
        case .keyboardGap: nil
        }
        return ResolvedInput(event: target, intoSecureField: secure)
    }
}
