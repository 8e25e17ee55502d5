import KeyboardSim
import KeyboardSimForms

/// Checks a parsed tape against the form it will play on, so that a misspelt field or key label
/// fails before playback starts rather than as a puzzling failed `Expect` halfway through.
///
/// The parser cannot do this alone: field names belong to the form, which `Set Form` or
/// `--form` chooses after the tape is read. Errors point at the offending name (where the parser
/// found it; at the command itself for a tape built in code) and suggest the nearest
/// valid one. Each command is judged alone, so `errors(in:against:)` finds every one; a `Set`
/// that the player cannot apply once the tape has started is refused here too.
package enum TapeValidator {
    /// Throws the first of `errors(in: tape, against: form)`.
    package static func validate(_ tape: Tape, against form: Form) throws(TapeError) {
        if let first = errors(in: tape, against: form).first { throw first }
    }

    /// Every field name or `Tap key` label in `tape` that `form` or kbsim does not know (the
    /// parser refuses unknown event names: they do not depend on the form), every misplaced
    /// `Set`, and a `Set Size` smaller than the tape's `Set PhoneSize`, in the order of the tape.
    package static func errors(in tape: Tape, against form: Form) -> [TapeError] {
        let fields = form.fields.map(\.name)
        // A picker's rows are tapped as keys are: its options, or a date picker's months, days and years.
        let pickerLabels = form.fields.reduce(into: Set<String>()) { $0.formUnion(Simulator.pickerLabels(of: $1)) }
        // The footer button is tapped and seen by its name as a field is.
        let tappable = fields + (form.footer.map { [$0.name] } ?? [])
        var errors: [TapeError] = []
        for (index, command) in tape.commands.enumerated() {
            switch command.action {
            case .tapField(let name):
                errors += check(field: name, argument: 1, of: command, in: tape, fields: tappable)
            case .expect(.visible(let name)), .expect(.covered(let name)), .expect(.visibleAt(let name, row: _)):
                // A chat screen's list is seen by its last message, `lastMessage`.
                errors += check(field: name, argument: 2, of: command, in: tape,
                                fields: tappable + (form.messages == nil ? [] : [Simulator.lastMessageName]))
            case .expect(.focus(let name?)), .expect(.value(field: let name, text: _)):
                errors += check(field: name, argument: 2, of: command, in: tape, fields: fields)
            case .expect(.caretVisible(let name)):
                errors += check(field: name, argument: 3, of: command, in: tape, fields: fields)
            case .tapKey(let label) where !keyLabels.contains(label) && !isCandidate(label) && !pickerLabels.contains(label):
                errors.append(TapeError(
                    path: tape.path, line: command.line, column: command.column(ofArgument: 2),
                    message: unknownMessage("key", label, valid: keyLabels)
                        + " — keys: " + namedKeys.joined(separator: ", ")
                        + ", or one of the characters " + characterKeys.joined()
                ))
            case .receive where form.messages == nil:
                errors.append(TapeError(path: tape.path, line: command.line, column: command.column,
                                        message: "`Receive` brings a message to a chat's list, and the form has none (content: messages)"))
            case .set(let setting) where index >= tape.firstActionIndex && !changesDuringRun(setting):
                errors.append(misplaced(command, in: tape))
            default:
                continue
            }
        }
        // A tape whose own Set Size is smaller than its Set PhoneSize cannot play anywhere.
        if let tooSmall = terminalSmallerThanPhone(in: tape, starting: SessionConfiguration(form: form, tape: tape)) {
            errors.append(tooSmall)
            errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        return errors
    }

    /// Every `Tap key` label of `tape` that kbsim knows but no keyboard of `form` can show, with
    /// the tape's input methods (a Japanese candidate, only where Japanese is one of them): a
    /// warning, since the player refuses the key and goes on, but a sign that the tape does not
    /// test what it says.
    package static func warnings(in tape: Tape, against form: Form) -> [TapeError] {
        let taps = tape.commands.compactMap { command in
            if case .tapKey(let label) = command.action { (command, label) } else { nil }
        }
        guard !taps.isEmpty else { return [] }
        let inputMethods = SessionConfiguration(form: form, tape: tape).effectiveInputMethods
        // Fields share keyboards: each different one is laid out once, however many fields the form has.
        let keyboards = Set(form.fields.map { FieldKeyboard(traits: $0.traits, toolbar: $0.toolbar) })
        let shown = keyboards.reduce(into: Set<String>()) { labels, keyboard in
            labels.formUnion(Simulator.tapKeyLabels(traits: keyboard.traits, toolbar: keyboard.toolbar, inputMethods: inputMethods))
        }
        return taps.compactMap { command, label in
            // A label kbsim does not know is an error already; a candidate is decided by the typing.
            guard keyLabels.contains(label) || isCandidate(label), !shown.contains(label),
                  !(isCandidate(label) && inputMethods.contains(.japanese)) else { return nil }
            return TapeError(path: tape.path, line: command.line, column: command.column(ofArgument: 2),
                             message: "warning: no keyboard of this form shows the key \(JSONText.quote(label)); playing it is refused")
        }
    }

    /// What decides the keys a field's keyboard shows.
    private struct FieldKeyboard: Hashable {
        var traits: TextInputTraits
        var toolbar: Bool
    }

    /// The first `Set` in the body of `tape` that cannot change once the tape has started, if any.
    static func misplacedSetting(in tape: Tape) -> TapeError? {
        tape.body.first { if case .set(let setting) = $0.action { !changesDuringRun(setting) } else { false } }
            .map { misplaced($0, in: tape) }
    }

    /// The first place where `tape`, started as `configuration`, is drawn in a terminal smaller
    /// than the one its phone is pinned to (`Set PhoneSize`): its start (`--size`, the prelude's
    /// `Set Size`), named at the `Set PhoneSize` line, or a `Set Size` of its body, named there.
    static func terminalSmallerThanPhone(in tape: Tape, starting configuration: SessionConfiguration) -> TapeError? {
        guard let phone = configuration.phoneTerminal else { return nil }
        func isSmaller(_ terminal: Size) -> Bool { terminal.width < phone.width || terminal.height < phone.height }
        let phoneText = SettingText.text(phone)
        if isSmaller(configuration.terminalSize) {
            let pin = tape.prelude.last { if case .set(.phoneSize) = $0.action { true } else { false } }
            let terminal = configuration.terminalSize
            return TapeError(path: tape.path, line: pin?.line ?? 1, column: pin?.column ?? 1,
                             message: "Set PhoneSize pins the phone to \(phoneText): it cannot be drawn in a "
                                 + "\(SettingText.text(terminal)) terminal; play it at \(phoneText) or larger")
        }
        for command in tape.body {
            guard case .set(.size(let terminal)) = command.action, isSmaller(terminal) else { continue }
            return TapeError(path: tape.path, line: command.line, column: command.column,
                             message: "Set Size \(SettingText.text(terminal)) is smaller than the \(phoneText) "
                                 + "Set PhoneSize pins the phone to")
        }
        return nil
    }

    /// Whether a `Set` of this kind may come after the first action: the player applies it then.
    private static func changesDuringRun(_ setting: TapeSetting) -> Bool {
        switch setting {
        case .size, .era, .strategy, .pitfalls, .device: true
        case .form, .typingSpeed, .orientation, .inputMethods, .phoneSize, .seed, .playbackSpeed: false
        }
    }

    private static func misplaced(_ command: TapeCommand, in tape: Tape) -> TapeError {
        TapeError(path: tape.path, line: command.line, column: command.column,
                  message: "Set lines other than Size, Era, Strategy, Pitfalls and Device must come before the first action")
    }

    /// The labels `Tap key` accepts: every key of every keyboard type, plane and input method,
    /// the toolbar's buttons, and every label the Return key can wear. Candidates are not known
    /// before the text is typed, so a label of CJK text is accepted too.
    static let keyLabels: [String] = {
        var layoutKeys: [String] = []
        for type in KeyboardType.allCases {
            for plane in KeyboardLayout.planes(of: type) {
                for method in InputMethod.allCases {
                    let request = KeyboardLayout.Request(type: type, plane: plane, inputMethod: method, showsGlobe: true)
                    layoutKeys += KeyboardLayout.keys(for: request).rows.joined().map(\.name).filter { !$0.isEmpty }
                }
            }
        }
        return unique(layoutKeys + Key.ToolbarButton.allCases.map(\.rawValue) + ["return"]
            + ReturnKeyType.allCases.map(\.label) + ["確定"])
    }()

    /// Whether `label` could be a conversion candidate: Japanese text, which only the typing decides.
    static func isCandidate(_ label: String) -> Bool {
        label.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || $0.properties.isIdeographic }
    }

    /// Keys named by a word, listed by name in messages.
    private static let namedKeys = keyLabels.filter { $0.count > 1 }

    /// Keys that type one character, listed together in messages because there are dozens.
    private static let characterKeys = keyLabels.filter { $0.count == 1 }

    private static func check(
        field name: String, argument index: Int, of command: TapeCommand, in tape: Tape, fields: [String]
    ) -> [TapeError] {
        guard !fields.contains(name) else { return [] }
        let list = fields.isEmpty ? "the form has no fields" : "fields: " + fields.joined(separator: ", ")
        return [TapeError(
            path: tape.path, line: command.line, column: command.column(ofArgument: index),
            message: unknownMessage("field", name, valid: fields) + " — " + list
        )]
    }

    private static func unknownMessage(_ what: String, _ word: String, valid: [String]) -> String {
        Diagnostics.unknown(what, word, suggestion: TapeParser.suggestion(for: word, among: valid))
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
