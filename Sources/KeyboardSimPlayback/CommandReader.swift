import KeyboardSim
import KeyboardSimForms

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
        case .receive:
            let text = try quoted(at: 1, Need("`Receive` needs quoted text, the message that arrives, such as \"See you at six\""))
            try noMore(after: 1, "`Receive` takes one quoted text")
            return .receive(text.text)
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
}
