import KeyboardSim
import KeyboardSimPlayback

/// A session a test drives step by step — tap a field, type, rotate, dismiss the keyboard — with
/// a given strategy, then asks for the views. It is a tape written as it goes (`tapeText`): every
/// step is checked against the form at once, and `views` plays it on virtual time.
///
///     var session = try KeyboardSession(strategy: AcmeStrategy.self)
///     try session.tap("notes")
///     #expect(try session.views.visibleFields.contains("notes"))
public struct KeyboardSession: Sendable {
    /// The session's steps as a tape: `Set` lines, then one line per step (save it to replay it).
    public private(set) var tapeText: String
    /// Virtual seconds each step waits afterwards, so that `views` shows the screen at rest (the
    /// keyboard's slide and the strategy's animation and deferred work done); 0 shows it at once.
    public var settleTime: Double
    private let form: Form
    private let strategies: StrategyCatalogue

    /// A session on `form` (a path or a bundled form's name; nil: kbsim's default form, signup) with
    /// `strategy` registered and installed, in `era`, held in `orientation`, on a terminal of `size` cells (nil: kbsim's default terminal).
    public init(form: String? = nil, strategy: any AvoidanceStrategy.Type, strategies: StrategyCatalogue = .builtIns,
                era: Era = .ios11, orientation: Orientation = .portrait,
                size: Size? = nil, settleTime: Double = 1) throws {
        self.form = try TestForm.load(form, relativeTo: nil)
        self.strategies = strategies.registering(strategy)
        self.settleTime = settleTime
        let settings: [TapeSetting] = [.strategy(strategy.id), .era(era), .size(size ?? SessionConfiguration.defaultTerminalSize), .orientation(orientation)]
        tapeText = settings.compactMap { TapePrinter.line(for: .set($0)) }.map { $0 + "\n" }.joined()
        _ = try parsed(tapeText)
    }

    /// Taps field `name`: it becomes first responder and the keyboard comes (or changes).
    public mutating func tap(_ name: String) throws { try perform(.tapField(name)) }

    /// Types `text` into the field being edited, a grapheme at a time.
    public mutating func type(_ text: String) throws { try perform(.type(text, speed: nil)) }

    /// Taps the key labelled `label` on the keyboard (`return`, `next`, `done`…).
    public mutating func tapKey(_ label: String) throws { try perform(.tapKey(label)) }

    /// Turns the phone to `orientation`: the keyboard changes its frame, as on a rotation.
    public mutating func rotate(to orientation: Orientation) throws { try perform(.rotate(orientation)) }

    /// Dismisses the keyboard as a form does: a tap on the background ends editing.
    public mutating func dismissKeyboard() throws { try perform(.tapBackground) }

    /// Scrolls the content by `rows` (positive: down the form), as the mouse wheel does.
    public mutating func scroll(by rows: Int) throws { try perform(.scroll(rows)) }

    /// Lets `seconds` of virtual time pass.
    public mutating func wait(_ seconds: Double) throws { try append(.sleep(seconds)) }

    /// The session played so far: its views, transcript and values.
    public func play() throws -> PlayedTape {
        try PlayedTape(tape: parsed(tapeText), form: form, strategies: strategies, strategy: nil)
    }

    /// The views as on screen now (after `settleTime`).
    public var views: SessionViews {
        get throws { try play().views }
    }

    /// The name messages give the session's tape.
    private static let path = "session"

    private mutating func perform(_ action: TapeAction) throws {
        try append(action)
        if settleTime > 0 { try append(.sleep(settleTime)) }
    }

    private mutating func append(_ action: TapeAction) throws {
        guard let line = TapePrinter.line(for: action) else { throw KeyboardTestError("no tape spelling for \(action)") }
        let text = tapeText + line + "\n"
        _ = try parsed(text)
        tapeText = text
    }

    /// The tape `text` spells; refused when it does not parse or names what the form lacks, with the line's position.
    private func parsed(_ text: String) throws -> Tape {
        let tape: Tape
        do throws(TapeError) {
            tape = try TapeParser.parse(text, path: Self.path, strategies: strategies)
        } catch {
            throw KeyboardTestError(error)
        }
        if let first = TapeValidator.errors(in: tape, against: form).first { throw KeyboardTestError(first) }
        return tape
    }
}
