import KeyboardSim
import KeyboardSimPlayback

/// A tape built into the binary — a lesson, a museum tape — read to be played.
enum BundledTape {
    /// The tape `source` holds, read as the file at `path` with the registered strategies, and the
    /// form its `Set Form` names; a tape that does not read is a `CommandFailure` (exit 2) at its line.
    static func read(_ source: String, path: String) throws -> (tape: Tape, form: Form) {
        let tape: Tape
        do {
            tape = try TapeParser.parse(source, path: path, strategies: RegisteredStrategies.catalogue)
        } catch {
            throw CommandFailure(message: error.description)
        }
        return (tape, try FormSource.load(tape.formSetting?.0))
    }
}
