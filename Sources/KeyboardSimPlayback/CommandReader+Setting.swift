import KeyboardSim
import KeyboardSimForms

/// `Set NAME VALUE`: the settings of a tape's prelude.
extension CommandReader {
    func setting() throws(TapeError) -> TapeSetting {
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
}
