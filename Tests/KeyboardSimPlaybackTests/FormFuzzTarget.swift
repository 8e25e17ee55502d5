import KeyboardSim
import KeyboardSimForms
import KeyboardSimRender

/// Loads one form file the way `kbsim run` and `kbsim check` do and, when it loads, uses it as
/// `kbsim run` would — focuses each field, types into it, draws the screen — and says how it ended.
///
/// The libFuzzer harness (`Fuzz/FormHarness.swift`) and the tests that replay its findings call
/// this same code. It uses only the modules' public API and reads no file: `make fuzz` compiles it too.
enum FormFuzzTarget {
    /// The file formats, told apart by the path's extension as `FormLoader` tells them apart.
    enum Format: String, CaseIterable, Sendable {
        case yaml, json, html

        /// The path the text is loaded as.
        var path: String { "fuzz.\(rawValue)" }
    }

    /// How a run ended.
    enum Outcome: Sendable {
        /// The loader refused the file with an error naming a place in it.
        case refused(FormError)
        /// The form loaded, and focusing and typing into its first `exercisedFields` fields went through.
        case loaded(Form)
    }

    /// How many fields are focused and typed into: enough to reach every kind of field in a small
    /// form, few enough that a form of hundreds of fields stays quick.
    static let exercisedFields = 12

    /// Loads `bytes` as a form file of `format` (invalid UTF-8 repaired, as the fuzzer's bytes are arbitrary).
    static func run(bytes: [UInt8], format: Format) -> Outcome {
        run(String(decoding: bytes, as: UTF8.self), format: format)
    }

    /// Loads `source` as a form file of `format`, then exercises the form.
    static func run(_ source: String, format: Format) -> Outcome {
        let form: Form
        do {
            form = try FormLoader.parse(source, path: format.path)
        } catch {
            return .refused(error)
        }
        exercise(form)
        return .loaded(form)
    }

    /// Focuses each field in turn, types letters, digits and words into it, and draws the screen,
    /// so that a form the loader accepts but the simulator cannot show is found too.
    private static func exercise(_ form: Form) {
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .auto, era: .ios11), screenSize: layout.simulatedScreenSize)
        var time = 0.0
        func send(_ event: InputEvent) {
            _ = simulator.handle(event, at: time)
            time += 0.05
            _ = simulator.advance(to: time)
        }
        for field in form.fields.prefix(exercisedFields) {
            send(.tapField(field.name))
            // A run of one letter then a stray one: what a pattern that backtracks without end
            // needs to show it (leaving the field validates).
            for character in "a1 Ünï 日本 " + String(repeating: "a", count: 30) + "!" { send(.key(.character(character))) }
            send(.key(.backspace))
            time += 0.5
            _ = simulator.advance(to: time)
            _ = Renderer.draw(Scene(simulator, layout: layout))
        }
        send(.tapBackground)
        send(.rotate(.landscape, screen: TerminalLayout(terminal: layout.terminal, orientation: .landscape).simulatedScreenSize))
        _ = Renderer.draw(Scene(simulator, layout: TerminalLayout(terminal: layout.terminal, orientation: .landscape)))
    }
}

extension FormFuzzTarget.Outcome {
    /// What is wrong with the outcome, or nil when it is one a form file may end with: a refusal
    /// at a place inside the file, or a form with a title and uniquely named fields.
    ///
    /// A refusal may name the line after the last: libyaml ends a stream that lacks a final line
    /// break on a line of its own, so "could not find expected ':'" at the end of `a: b\nc` is at 3:1.
    func violation(source: String) -> String? {
        switch self {
        case .refused(let error):
            let lines = FormFuzzTarget.lineBound(of: source) + 1
            guard error.line >= 1, error.line <= lines, error.column >= 1 else {
                return "refused at \(error.line):\(error.column), outside the file's \(lines) lines: \(error)"
            }
            return nil
        case .loaded(let form):
            guard !form.title.allSatisfy(\.isWhitespace) else { return "loaded with a blank title" }
            guard !form.fields.isEmpty else { return "loaded with no fields" }
            guard Set(form.fields.map(\.name)).count == form.fields.count else { return "loaded with duplicate field names" }
            return nil
        }
    }
}

extension FormFuzzTarget {
    /// The most lines a reader of `source` can count: one more than its line breaks, each of LF,
    /// CR, NEL, LS and PS counted alone (libyaml takes all five as breaks, and CRLF as one).
    static func lineBound(of source: String) -> Int {
        1 + source.unicodeScalars.count { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
    }
}
