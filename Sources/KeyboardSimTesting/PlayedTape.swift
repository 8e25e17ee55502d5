import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback

/// A tape played headlessly on virtual time with the strategies a test gives, as `kbsim test
/// --keep-going` plays it: every failed `Expect`, the views at the end and the JSON transcript, to assert on
/// from Swift Testing or XCTest.
///
///     let played = try PlayedTape(contentsOf: "tapes/signup.tape", strategy: AcmeStrategy.self)
///     #expect(played.failures.isEmpty, "\(played.failureReport)")
///     #expect(played.views.inset == 10)
public struct PlayedTape: Sendable {
    /// The tape's path, as given (failures name it).
    public var path: String
    /// The `Expect` lines that failed, in order: every one (the tape goes on after a failure).
    public var failures: [FailedExpect]
    /// The views as on screen when the tape ended.
    public var views: SessionViews
    /// The transcript as `kbsim play --json` writes it: JSON Lines, one line per event, action and Expect.
    public var transcript: String
    /// The transcript as `kbsim play` writes it, in words.
    public var textTranscript: String
    /// The fields' text at the end, by name.
    public var values: [String: String]
    /// The virtual seconds the tape took.
    public var duration: Double

    /// Whether every `Expect` held.
    public var passed: Bool { failures.isEmpty }

    /// Every failure's message, as `kbsim play` prints them, one after the other; empty when all held.
    public var failureReport: String { failures.map(\.message).joined(separator: "\n") }

    /// Reads and plays the tape at `path`, as `kbsim test PATH --strategy` does: with `strategy`
    /// registered and in place of every `Set Strategy` of the tape when given (one naming an
    /// `exec:` handler included, which then never runs), else the one its `Set Strategy` names
    /// among `strategies`. Its form is `form` (a path or a bundled form's name) when given, else its
    /// `Set Form` (relative to the tape's folder first), else kbsim's default form.
    /// Throws `KeyboardTestError` when the tape (at most 16 MiB) or its form cannot be read or is
    /// refused, or when its strategy fails (a handler's error, a view value out of range).
    public init(contentsOf path: String, strategy: (any AvoidanceStrategy.Type)? = nil,
                strategies: StrategyCatalogue = .builtIns, form: String? = nil) throws {
        // Read no further than the limit: a file (or a FIFO) past it is refused without being read whole.
        guard let file = FileHandle(forReadingAtPath: path), let data = try? file.read(upToCount: TapeParser.maxBytes + 1) ?? Data() else {
            throw KeyboardTestError("\(path): cannot read the tape (no such file, or not UTF-8 text)")
        }
        try? file.close()
        guard data.count <= TapeParser.maxBytes else { throw Self.tooLarge(path) }
        guard let source = String(data: data, encoding: .utf8) else {
            throw KeyboardTestError("\(path): cannot read the tape (no such file, or not UTF-8 text)")
        }
        try self.init(source: source, path: path, strategy: strategy, strategies: strategies, form: form,
                      folder: (path as NSString).deletingLastPathComponent)
    }

    /// Plays the tape `source`, named `path` in messages, as `init(contentsOf:…)` does; its `Set Form`
    /// is looked for in `folder` first, then the current folder, then among the bundled forms.
    public init(source: String, path: String = "tape", strategy: (any AvoidanceStrategy.Type)? = nil,
                strategies: StrategyCatalogue = .builtIns, form: String? = nil, folder: String? = nil) throws {
        guard source.utf8.count <= TapeParser.maxBytes else { throw Self.tooLarge(path) }
        let catalogue = strategy.map { strategies.registering($0) } ?? strategies
        // With a strategy given, the tape's own is never played: its `exec:` handler (the same tape
        // serving a Python port and a Swift one) is read as a name, and no command runs.
        let parsing = strategy == nil || catalogue.families.contains { $0.prefix == StrategyProtocol.prefix }
            ? catalogue : catalogue.registering(family: .replacedExec)
        let tape: Tape
        do throws(InputFileErrors) {
            tape = try TapeParser.parseReportingAllErrors(source, path: path, strategies: parsing)
        } catch {
            throw KeyboardTestError(error.description)
        }
        let loadedForm = try form.map { try TestForm.load($0, relativeTo: folder) } ?? Self.formSetting(of: tape, relativeTo: folder)
        try self.init(tape: tape, form: loadedForm, strategies: catalogue, strategy: strategy?.id)
    }

    /// The error of a tape past `TapeParser.maxBytes`, as `kbsim play` words it.
    static func tooLarge(_ path: String) -> KeyboardTestError {
        KeyboardTestError("\(path): the tape is too large: tapes are limited to \(TapeParser.maxBytes / (1024 * 1024)) MiB")
    }

    /// Plays `tape` on `form` with `strategies`, `strategy` in place of the tape's own when given.
    init(tape: Tape, form: Form, strategies: StrategyCatalogue, strategy: StrategyID?) throws {
        if let first = TapeValidator.errors(in: tape, against: form).first { throw KeyboardTestError(first) }
        var configuration = SessionConfiguration(form: form, tape: tape, strategies: strategies)
        // In place of every `Set Strategy` of the tape, wherever it stands, as `--strategy` is.
        if let strategy { configuration = Variant.strategy(strategy).applied(to: configuration) }
        var player: Player
        do throws(TapeError) {
            player = try Player(tape: tape, configuration: configuration)
        } catch {
            throw KeyboardTestError(error)
        }
        player.keepGoing = true
        let result = player.run()
        // A strategy that could not go on (a handler's failure, a view value out of range) is an error, as kbsim's exit 2 is.
        if let failed = result.strategyFailure { throw KeyboardTestError(failed.message(path: tape.path)) }
        path = tape.path
        failures = result.failures.map { FailedExpect($0, file: tape.path) }
        views = SessionViews(result.finalScreenshot)
        transcript = JSONTranscript.render(result.entries)
        textTranscript = TextTranscript.render(result.entries)
        values = Dictionary(result.values.pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        duration = result.duration
    }
}

extension PlayedTape {
    /// The form the tape's `Set Form` names (only a form: `TapeFormSetting`), else the default form;
    /// a refusal names the tape's file, line and column, as `kbsim play` does.
    private static func formSetting(of tape: Tape, relativeTo folder: String?) throws -> Form {
        guard let (name, command) = tape.formSetting else { return try TestForm.load(nil, relativeTo: folder) }
        do {
            return try TestForm.load(name, relativeTo: folder, fromTape: true)
        } catch let error as KeyboardTestError {
            // At the form's name, `Set Form NAME`'s third word.
            throw KeyboardTestError("\(tape.path):\(command.line):\(command.column(ofArgument: 2)): \(error.message)")
        }
    }
}

extension StrategyFamily {
    /// `exec:COMMAND` read as a name only, for a tape whose strategy a test replaces: it makes no
    /// strategy, so no command can run.
    static let replacedExec = StrategyFamily(prefix: StrategyProtocol.prefix, placeholder: StrategyProtocol.prefix + "COMMAND",
                                             context: "replaced by the strategy a test gives", factory: { _ in nil })
}
