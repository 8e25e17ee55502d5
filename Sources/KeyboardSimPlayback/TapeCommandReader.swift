import KeyboardSim
import KeyboardSimForms

/// What an argument slot wants, as messages say it: "`Sleep` needs a duration, such as 300ms", and
/// the valid words, which go after whatever was found.
struct Need {
    var phrase: String
    var valid: String?

    init(_ phrase: String, valid: String? = nil) {
        self.phrase = phrase
        self.valid = valid
    }
}

/// Turns the tokens of one line into a `TapeAction`, or the error the line deserves.
struct CommandReader {
    let path: String
    let line: Int
    let tokens: [TapeParser.Token]
    /// The strategies `Set Strategy` may name.
    let strategies: StrategyCatalogue

    func action() throws(TapeError) -> TapeAction {
        let head = tokens[0]
        guard head.kind == .word else {
            throw error("a line must start with a command, found \(describe(head))", at: head.column)
        }
        let (name, speed) = split(head)
        guard let command = TapeVocabulary.Command(rawValue: name) else {
            let key = try keyPress(named: name, in: head)
            let seconds = try speed.map(seconds(fromSpeed:))
            return .key(key, count: try count(for: name), speed: seconds)
        }
        if let speed, !command.takesSpeed {
            throw error("`\(name)` does not take a speed — only `Type` and keys such as `Enter` do", at: speed.column - 1)
        }
        switch command {
        case .set: return .set(try setting())
        case .tap: return try tap()
        case .type: return try type(speed: try speed.map(seconds(fromSpeed:)))
        case .scroll: return try scroll()
        case .drag: return try drag()
        case .rotate:
            let orientation = try self.orientation(at: 1, Need("`Rotate` needs an orientation", valid: orientationList))
            try noMore(after: 1, "`Rotate` takes one orientation")
            return .rotate(orientation)
        case .globe:
            try noMore(after: 0, "`Globe` takes no arguments")
            return .globe
        case .sleep:
            let token = try word(at: 1, Need("`Sleep` needs a duration, such as 300ms, 0.5s or 2"))
            try noMore(after: 1, "`Sleep` takes one duration")
            return .sleep(try duration(token.text, at: token.column))
        case .screenshot: return try screenshot()
        case .expect: return .expect(try expectation())
        case .paste:
            let text = try quoted(at: 1, Need("`Paste` needs quoted text, such as \"two\\nlines\""))
            try noMore(after: 1, "`Paste` takes one quoted text")
            return .paste(text.text)
        case .say:
            let text = try quoted(at: 1, Need("`Say` needs quoted text, such as \"Now the keyboard covers the field\""))
            try noMore(after: 1, "`Say` takes one quoted text")
            return .say(text.text)
        case .pause:
            try noMore(after: 0, "`Pause` takes no arguments")
            return .pause
        }
    }

    // MARK: Command word

    /// The command's name and the speed written after `@`, with the speed's column.
    private func split(_ head: TapeParser.Token) -> (name: String, speed: (text: String, column: Int)?) {
        guard let at = head.text.unicodeScalars.firstIndex(of: TapeVocabulary.speedMarker), at != head.text.unicodeScalars.startIndex else {
            return (head.text, nil)
        }
        let scalars = head.text.unicodeScalars
        let nameLength = scalars.distance(from: scalars.startIndex, to: at)
        let speed = String(scalars[scalars.index(after: at)...])
        return (String(scalars[..<at]), (speed, head.column + nameLength + 1))
    }

    private func seconds(fromSpeed speed: (text: String, column: Int)) throws(TapeError) -> Double {
        guard !speed.text.isEmpty else {
            throw error("'@' needs a duration after it, such as \(tokens[0].text)10ms", at: speed.column)
        }
        return try duration(speed.text, at: speed.column)
    }

    private func keyPress(named name: String, in head: TapeParser.Token) throws(TapeError) -> KeyPress {
        if let known = TapeVocabulary.keys.value(of: name) { return known }
        let prefix = TapeVocabulary.controlPrefix
        if name.hasPrefix(prefix) {
            let letter = name.dropFirst(prefix.count)
            guard letter.count == 1, let character = letter.first, character.isASCII, character.isLetter else {
                let found = letter.isEmpty ? "" : ", found '\(Diagnostics.excerpt(String(letter)))'"
                throw error("`Ctrl+` needs one letter A–Z, such as Ctrl+W\(found)", at: head.column + prefix.unicodeScalars.count)
            }
            return .control(Character(character.lowercased()))
        }
        throw error(unknownCommand(name), at: head.column)
    }

    private func unknownCommand(_ name: String) -> String {
        let message = "unknown command '\(Diagnostics.excerpt(name))'"
        if let suggestion = ctrlSpelling(of: name) ?? TapeParser.suggestion(for: name, among: TapeVocabulary.commandNames) {
            return message + " (did you mean '\(suggestion)'?)"
        }
        return message + " — commands: " + list(TapeVocabulary.commandList)
    }

    /// `ctrl+w`, `Ctrl-W` or `Control+W` written for VHS's `Ctrl+W`.
    private func ctrlSpelling(of name: String) -> String? {
        let lowered = name.lowercased()
        for prefix in ["ctrl+", "ctrl-", "control+", "control-"] where lowered.hasPrefix(prefix) {
            let letter = name.dropFirst(prefix.count)
            if letter.count == 1, let character = letter.first, character.isASCII, character.isLetter {
                return TapeVocabulary.controlPrefix + character.uppercased()
            }
        }
        return nil
    }

    // MARK: Set

    private func setting() throws(TapeError) -> TapeSetting {
        let name: TapeVocabulary.Setting = try keyword(at: 1, "`Set` needs a setting", what: "setting", listName: "settings")
        let usage = "`Set \(name.rawValue)`"
        switch name {
        case .form:
            let need = Need("\(usage) needs a path or a bundled form's name")
            guard tokens.count > 2 else { throw missing(need) }
            guard !tokens[2].text.isEmpty else { throw wrong(need, found: tokens[2]) }
            try noMore(after: 2, "\(usage) takes one path")
            return .form(tokens[2].text)
        case .strategy:
            let valid = strategies.validNames
            // A name is a word (`inset`); a family's name holds a command and is quoted (`"exec:python3 handler.py"`),
            // and so may a composite's (`"iqkeyboardmanager+inset"`, which the printer quotes). A quoted
            // word is the same name: with composites quoted, `"inset"` is what a user will also write.
            let need = Need("\(usage) needs a strategy", valid: "valid: " + list(valid))
            let token = try wordOrQuoted(at: 2, need)
            if let refusal = strategies.compositeRefusal(of: token.text) {
                throw error(refusal + " — valid parts: " + list(valid), at: token.column)
            }
            guard let strategy = strategies.id(named: token.text) else {
                throw unknown("strategy", token, valid: valid)
            }
            try noMore(after: 2, "\(usage) takes one strategy")
            return .strategy(strategy)
        case .era:
            let valid = Era.allCases.map { String($0.rawValue) }
            let token = try word(at: 2, Need("\(usage) needs an era", valid: "valid: " + list(valid)))
            guard let era = Era.allCases.first(where: { String($0.rawValue) == token.text }) else {
                throw unknown("era", token, valid: valid, suggesting: false)
            }
            try noMore(after: 2, "\(usage) takes one era")
            return .era(era)
        case .size:
            let token = try word(at: 2, Need("\(usage) needs COLSxROWS, such as 80x24"))
            try noMore(after: 2, "\(usage) takes one size")
            return .size(try size(token))
        case .phoneSize:
            let token = try word(at: 2, Need("\(usage) needs COLSxROWS, such as 80x24"))
            try noMore(after: 2, "\(usage) takes one size")
            return .phoneSize(try size(token))
        case .typingSpeed:
            let token = try word(at: 2, Need("\(usage) needs a duration, such as 50ms"))
            try noMore(after: 2, "\(usage) takes one duration")
            return .typingSpeed(try duration(token.text, at: token.column))
        case .orientation:
            let orientation = try self.orientation(at: 2, Need("\(usage) needs an orientation", valid: orientationList))
            try noMore(after: 2, "\(usage) takes one orientation")
            return .orientation(orientation)
        case .inputMethods:
            let valid = "valid: " + list(TapeVocabulary.inputMethods)
            let token = try word(at: 2, Need("\(usage) needs a comma-separated list of input methods", valid: valid))
            try noMore(after: 2, "\(usage) takes one comma-separated list, without spaces")
            return .inputMethods(try inputMethods(token))
        case .pitfalls:
            let values = TapeVocabulary.pitfallsValues
            let token = try word(at: 2, Need("\(usage) needs on or off"))
            guard let on = values.value(of: token.text) else { throw unknown("Pitfalls value", token, valid: values.words) }
            try noMore(after: 2, "\(usage) takes one value")
            return .pitfalls(on)
        case .device:
            let valid = DeviceChoice.names
            let token = try word(at: 2, Need("\(usage) needs a device", valid: "valid: " + list(valid)))
            guard let device = DeviceChoice(name: token.text) else { throw unknown("device", token, valid: valid) }
            try noMore(after: 2, "\(usage) takes one device")
            return .device(device)
        case .seed:
            let token = try word(at: 2, Need("\(usage) needs a whole number, such as 7"))
            guard let seed = UInt64(token.text) else {
                throw error("bad seed '\(Diagnostics.excerpt(token.text))' — expected a whole number from 0 to \(UInt64.max)", at: token.column)
            }
            try noMore(after: 2, "\(usage) takes one seed")
            return .seed(seed)
        case .playbackSpeed:
            let token = try word(at: 2, Need("\(usage) needs a speed above 0, such as 0.5"))
            guard isDecimal(Substring(token.text)), let speed = Double(token.text), speed > 0, speed.isFinite else {
                throw error("bad speed '\(Diagnostics.excerpt(token.text))' — expected a number above 0, such as 0.5 or 2", at: token.column)
            }
            try noMore(after: 2, "\(usage) takes one speed")
            return .playbackSpeed(speed)
        }
    }

    private func size(_ token: TapeParser.Token) throws(TapeError) -> Size {
        switch SettingText.size(token.text) {
        case .success(let size): return size
        case .failure(.notColumnsByRows):
            throw error("bad size '\(Diagnostics.excerpt(token.text))' — expected COLSxROWS, such as 80x24", at: token.column)
        case .failure(.outOfRange):
            throw error("bad size '\(Diagnostics.excerpt(token.text))' — the terminal must be \(SettingText.sizeLimits)", at: token.column)
        }
    }

    private func inputMethods(_ token: TapeParser.Token) throws(TapeError) -> [String] {
        switch SettingText.inputMethods(token.text) {
        case .success(let methods): return methods.map(\.rawValue)
        case .failure(.empty(let offset)):
            throw error(
                "empty input method in '\(Diagnostics.excerpt(token.text))' — valid: \(list(TapeVocabulary.inputMethods))",
                at: token.column + offset
            )
        case .failure(.unknown(let method, let offset)):
            throw error(unknownMessage("input method", method, valid: TapeVocabulary.inputMethods), at: token.column + offset)
        case .failure(.repeated(let method, let offset)):
            throw error("input method '\(method)' is listed twice", at: token.column + offset)
        }
    }

    // MARK: Tap, Type, Scroll, Screenshot

    private func tap() throws(TapeError) -> TapeAction {
        let need = Need("`Tap` needs a field name, `background`, or `key \"label\"`")
        let target = try word(at: 1, need)
        switch target.text {
        case TapeVocabulary.tapBackground:
            try noMore(after: 1, "`Tap background` takes nothing more")
            return .tapBackground
        case TapeVocabulary.tapKey:
            let label = try quoted(at: 2, Need("`Tap key` needs a quoted key label, such as \"q\" or \"return\""))
            guard !label.text.isEmpty else {
                throw wrong(Need("`Tap key` needs a key label, such as \"q\" or \"return\""), found: label)
            }
            try noMore(after: 2, "`Tap key` takes one label")
            return .tapKey(label.text)
        default:
            try noMore(after: 1, "`Tap` takes one field name")
            return .tapField(target.text)
        }
    }

    private func type(speed: Double?) throws(TapeError) -> TapeAction {
        let text = try quoted(at: 1, Need("`Type` needs quoted text, such as \"hello\""))
        try noMore(after: 1, "`Type` takes one quoted text")
        return .type(text.text, speed: speed)
    }

    private func scroll() throws(TapeError) -> TapeAction {
        let need = Need("`Scroll` needs a whole number of rows, such as 3 or -3")
        let token = try word(at: 1, need)
        guard isInteger(token.text) else { throw wrong(need, found: token) }
        let limit = TapeVocabulary.scrollLimit
        guard let rows = Int(token.text), rows != 0, (-limit...limit).contains(rows) else {
            throw error("`Scroll` rows must be from -\(limit) to \(limit) and not 0, found \(token.text)", at: token.column)
        }
        try noMore(after: 1, "`Scroll` takes one number of rows")
        return .scroll(rows)
    }

    private func drag() throws(TapeError) -> TapeAction {
        let usage = "`Drag from COL,ROW to COL,ROW [over DURATION]`"
        let need = Need("`Drag` needs \(usage), such as `Drag from 20,10 to 20,30 over 300ms`")
        try fixedWord(TapeVocabulary.dragFrom, at: 1, need)
        let from = try point(at: 2, need)
        try fixedWord(TapeVocabulary.dragTo, at: 3, need)
        let to = try point(at: 4, need)
        guard tokens.count > 5 else { return .drag(from: from, to: to, duration: nil) }
        try fixedWord(TapeVocabulary.dragOver, at: 5, need)
        let token = try word(at: 6, Need("`Drag … over` needs a duration, such as 300ms"))
        try noMore(after: 6, "\(usage) takes one duration")
        return .drag(from: from, to: to, duration: try duration(token.text, at: token.column))
    }

    /// The word `text` at `index`, as the command's grammar has it there.
    private func fixedWord(_ text: String, at index: Int, _ need: Need) throws(TapeError) {
        let token = try word(at: index, need)
        guard token.text == text else { throw wrong(need, found: token) }
    }

    /// A point of the phone's screen, `COL,ROW`: two whole numbers from 0 to the coordinate limit.
    private func point(at index: Int, _ need: Need) throws(TapeError) -> Point {
        let token = try word(at: index, need)
        let parts = token.text.split(separator: TapeVocabulary.pointSeparator, omittingEmptySubsequences: false)
        let limit = TapeVocabulary.coordinateLimit
        guard parts.count == 2, isDigits(parts[0]), isDigits(parts[1]) else {
            throw error("bad point '\(Diagnostics.excerpt(token.text))' — expected COL,ROW, such as 20,10 (0-based cells of the phone's screen)",
                        at: token.column)
        }
        guard let column = Int(parts[0]), let row = Int(parts[1]), column <= limit, row <= limit else {
            throw error("bad point '\(Diagnostics.excerpt(token.text))' — a column or row must be from 0 to \(limit)", at: token.column)
        }
        return Point(x: column, y: row)
    }

    private func screenshot() throws(TapeError) -> TapeAction {
        guard tokens.count > 1 else { return .screenshot(nil) }
        let token = try word(at: 1, Need("`Screenshot` takes an optional name, such as after-tap"))
        let allowed = token.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
        guard allowed else {
            throw error(
                "bad screenshot name '\(Diagnostics.excerpt(token.text))' — use letters, digits, '-', '_' and '.'",
                at: token.column
            )
        }
        let limit = TapeVocabulary.screenshotNameLimit
        guard token.text.utf8.count <= limit else {
            throw error("the screenshot name is \(token.text.utf8.count) bytes long, more than \(limit): it names files", at: token.column)
        }
        try noMore(after: 1, "`Screenshot` takes an optional name")
        return .screenshot(token.text)
    }

    // MARK: Keys

    private func count(for name: String) throws(TapeError) -> Int {
        guard tokens.count > 1 else { return 1 }
        let token = tokens[1]
        let usage = "`\(name)` takes an optional count"
        guard token.kind == .word, isInteger(token.text) else {
            throw error("\(usage), found \(describe(token))", at: token.column)
        }
        let range = TapeVocabulary.countRange
        guard let count = Int(token.text), range.contains(count) else {
            throw error(
                "`\(name)` count must be from \(range.lowerBound) to \(range.upperBound), found \(token.text)",
                at: token.column
            )
        }
        try noMore(after: 1, usage)
        return count
    }

    // MARK: Expect

    private func expectation() throws(TapeError) -> Expectation {
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

    // MARK: Values

    private var orientationList: String { "valid: " + list(Orientation.allCases.map(\.rawValue)) }

    private func orientation(at index: Int, _ need: Need) throws(TapeError) -> Orientation {
        let token = try word(at: index, need)
        guard let orientation = Orientation(rawValue: token.text) else {
            throw unknown("orientation", token, valid: Orientation.allCases.map(\.rawValue))
        }
        return orientation
    }

    /// Seconds from `300ms`, `0.5s` or `2`; VHS reads a bare number as seconds.
    private func duration(_ text: String, at column: Int) throws(TapeError) -> Double {
        var number = Substring(text)
        var divisor = 1.0
        if number.hasSuffix(TapeVocabulary.milliseconds) {
            number = number.dropLast(TapeVocabulary.milliseconds.count)
            divisor = 1000
        } else if number.hasSuffix(TapeVocabulary.seconds) {
            number = number.dropLast(TapeVocabulary.seconds.count)
        }
        let negative = number.hasPrefix("-")
        if negative { number = number.dropFirst() }
        guard isDecimal(number), let value = Double(number), value.isFinite else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — expected a duration such as 300ms, 0.5s or 2", at: column)
        }
        guard !negative else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — a duration cannot be negative", at: column)
        }
        // Dividing keeps 300ms exactly 0.3, where multiplying by 0.001 would not.
        let seconds = value / divisor
        guard seconds <= TapeParser.maximumClock else {
            throw error("bad duration '\(Diagnostics.excerpt(text))' — \(TapeParser.clockLimitText)", at: column)
        }
        return seconds
    }

    // MARK: Arguments

    /// The word at `index` as one of the vocabulary's keywords, listed in messages as `listName`.
    private func keyword<Keyword: RawRepresentable & CaseIterable>(
        at index: Int, _ phrase: String, what: String, listName: String
    ) throws(TapeError) -> Keyword where Keyword.RawValue == String {
        let words = Keyword.allCases.map(\.rawValue)
        let token = try word(at: index, Need(phrase, valid: "\(listName): " + list(words)))
        guard let keyword = Keyword(rawValue: token.text) else { throw unknown(what, token, valid: words, listName: listName) }
        return keyword
    }

    private func word(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .word else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    private func wordOrQuoted(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .word || tokens[index].kind == .quoted else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    private func quoted(at index: Int, _ need: Need) throws(TapeError) -> TapeParser.Token {
        guard index < tokens.count else { throw missing(need) }
        guard tokens[index].kind == .quoted else { throw wrong(need, found: tokens[index]) }
        return tokens[index]
    }

    private func noMore(after index: Int, _ usage: String) throws(TapeError) {
        guard index + 1 < tokens.count else { return }
        let extra = tokens[index + 1]
        throw error("\(usage), found extra \(describe(extra))", at: extra.column)
    }

    // MARK: Messages

    /// A missing argument is reported where it should have been written: just after the line.
    private func missing(_ need: Need) -> TapeError {
        let end = tokens.last.map { $0.range.upperBound + 1 } ?? 1
        return error(need.phrase + (need.valid.map { " — \($0)" } ?? ""), at: end)
    }

    private func wrong(_ need: Need, found token: TapeParser.Token) -> TapeError {
        error(need.phrase + ", found \(describe(token))" + (need.valid.map { " — \($0)" } ?? ""), at: token.column)
    }

    private func unknown(
        _ what: String, _ token: TapeParser.Token, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> TapeError {
        error(unknownMessage(what, token.text, valid: valid, listName: listName, suggesting: suggesting), at: token.column)
    }

    /// "unknown strategy 'insets' (did you mean 'inset'?) — valid: none, inset"; numbers are not
    /// suggested, since era 8 is no typo of 3.
    private func unknownMessage(
        _ what: String, _ word: String, valid: [String], listName: String = "valid", suggesting: Bool = true
    ) -> String {
        Diagnostics.unknown(what, word, suggestion: suggesting ? TapeParser.suggestion(for: word, among: valid) : nil,
                            listName: listName, valid: valid)
    }

    private func error(_ message: String, at column: Int) -> TapeError {
        TapeError(path: path, line: line, column: column, message: message)
    }

    private func list(_ words: [String]) -> String {
        words.joined(separator: ", ")
    }

    /// How a token reads in "found …": a word in single quotes, a string in double quotes, so that
    /// `"email"` visibly differs from `email`.
    private func describe(_ token: TapeParser.Token) -> String {
        token.kind == .word ? "'\(Diagnostics.excerpt(token.text))'" : "\"\(Diagnostics.excerpt(token.text))\""
    }

    private func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func isInteger(_ text: String) -> Bool {
        isDigits(text.hasPrefix("-") ? text.dropFirst() : Substring(text))
    }

    /// Digits with at most one decimal point, as in `0.5` or `.5`: no exponent, sign, `inf` or `nan`,
    /// which `Double.init` would accept.
    private func isDecimal(_ text: Substring) -> Bool {
        text.filter { $0 == "." }.count <= 1
            && text.contains { $0.isASCII && $0.isNumber }
            && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
    }
}
