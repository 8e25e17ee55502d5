import KeyboardSim
import KeyboardSimForms

/// `Expect …`: what a tape checks.
extension CommandReader {
    func expectation() throws(TapeError) -> Expectation {
        let kind: TapeVocabulary.ExpectationKind = try keyword(at: 1, "`Expect` needs what to check", what: "expectation",
                                                              listName: "kinds")
        let usage = "`Expect \(kind.rawValue)`"
        switch kind {
        case .focus:
            let name = try word(at: 2, Need("\(usage) needs a field name or none"))
            try noMore(after: 2, "\(usage) takes one field name or none")
            return .focus(name.text == TapeVocabulary.noFocus ? nil : name.text)
        case .keyboard:
            let states = TapeVocabulary.keyboardStates
            let state = try word(at: 2, Need("\(usage) needs shown or hidden"))
            guard let shown = states.value(of: state.text) else { throw unknown("keyboard state", state, valid: states.words) }
            try noMore(after: 2, "\(usage) takes shown or hidden")
            return .keyboard(shown: shown)
        case .visible, .covered:
            let name = try word(at: 2, Need("\(usage) needs a field name"))
            if kind == .visible, tokens.count > 3, tokens[3].kind == .word, tokens[3].text == TapeVocabulary.atWord {
                let need = Need("`Expect visible NAME at` needs a whole number of rows, such as `Expect visible email at 12`")
                let token = try word(at: 4, need)
                guard isInteger(token.text), let row = Int(token.text) else { throw wrong(need, found: token) }
                try noMore(after: 4, "`Expect visible NAME at ROW` takes one field name and one row")
                return .visibleAt(name.text, row: row)
            }
            try noMore(after: 2, kind == .visible ? "\(usage) takes one field name, or a name and `at ROW`" : "\(usage) takes one field name")
            return kind == .visible ? .visible(name.text) : .covered(name.text)
        case .value:
            let need = Need("\(usage) needs a field name and quoted text, such as `Expect value email \"ada@example.com\"`")
            let name = try word(at: 2, need)
            let text = try quoted(at: 3, need)
            try noMore(after: 3, "\(usage) takes a field name and quoted text")
            return .value(field: name.text, text: text.text)
        case .event:
            return .event(try eventName(at: 2, usage: usage))
        case .caret:
            let _: TapeVocabulary.CaretClaim = try keyword(at: 2, "\(usage) needs what to check, such as `Expect caret visible notes`",
                                                           what: "caret claim", listName: "valid")
            let name = try word(at: 3, Need("`Expect caret visible` needs the name of a text view"))
            try noMore(after: 3, "`Expect caret visible` takes one field name")
            return .caretVisible(name.text)
        case .pitfall:
            return .pitfall(try pitfallName(at: 2, usage: usage))
        case .no:
            let negated: TapeVocabulary.NegatedKind = try keyword(
                at: 2, "`Expect no` needs what must not happen, such as `Expect no event keyboardWillShow` or `Expect no pitfall`",
                what: "negated expectation", listName: "valid")
            switch negated {
            case .event: return .noEvent(try eventName(at: 3, usage: "`Expect no event`"))
            case .pitfall:
                try noMore(after: 2, "`Expect no pitfall` takes nothing more")
                return .noPitfall
            }
        case .inset: return .inset(try rows(of: kind, example: "10"))
        case .indicatorInset: return .indicatorInset(try rows(of: kind, example: "5"))
        case .offset: return .offset(try rows(of: kind, example: "4"))
        case .origin: return .origin(try rows(of: kind, example: "-10"))
        }
    }

    /// The whole number of rows that ends `Expect inset|indicatorInset|offset|origin`.
    private func rows(of kind: TapeVocabulary.ExpectationKind, example: String) throws(TapeError) -> Int {
        let line = "\(TapeVocabulary.Command.expect.rawValue) \(kind.rawValue)"
        let usage = "`\(line)`"
        let need = Need("\(usage) needs a whole number of rows, such as `\(line) \(example)`")
        let token = try word(at: 2, need)
        guard isInteger(token.text) else { throw wrong(need, found: token) }
        guard let rows = Int(token.text) else {
            throw error("\(usage): \(Diagnostics.excerpt(token.text)) rows is more than any screen has", at: token.column)
        }
        try noMore(after: 2, "\(usage) takes one number of rows")
        return rows
    }

    /// The event name at `index`, the last word of the line.
    private func eventName(at index: Int, usage: String) throws(TapeError) -> SimEvent.Kind {
        try name(at: index, among: TapeVocabulary.events, usage: usage, what: "event", example: "an event name, such as keyboardDidShow")
    }

    /// The pitfall name at `index`, the last word of the line.
    private func pitfallName(at index: Int, usage: String) throws(TapeError) -> Pitfall {
        try name(at: index, among: TapeVocabulary.pitfalls(of: strategies), usage: usage, what: "pitfall", example: "a pitfall name, such as shrinksTwice")
    }

    /// The name of a `what` at `index`, the last word of the line. An unknown name is refused with
    /// the nearest name and the list of `what`s, at the name.
    private func name<Value>(at index: Int, among names: Spellings<Value>, usage: String, what: String,
                             example: String) throws(TapeError) -> Value {
        let token = try word(at: index, Need("\(usage) needs \(example)", valid: "\(what)s: " + list(names.words)))
        guard let value = names.value(of: token.text) else {
            throw unknown(what, token, valid: names.words, listName: "\(what)s")
        }
        try noMore(after: index, "\(usage) takes one \(what) name")
        return value
    }
}
