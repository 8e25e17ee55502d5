import KeyboardSim
import KeyboardSimController
import KeyboardSimPlayback
import KeyboardSimRender

/// What a command `SessionPilot` drives does once its session has ended, as the program does it
/// after giving the terminal back: `run` writes its tape and values, a watched tape its values and verdict.
enum SessionPilotEnding {
    /// `kbsim run`: the form its `--record` tape names, and the configuration the session started from.
    case run(RunCommand, formName: String?, start: SessionConfiguration)
    /// `kbsim play --watch` or `kbsim lesson`: the run and what its headless playback gave.
    case replay(TapeRun, PlaybackResult)

    /// Finishes the command whose session `model` ended with `status` at real time `now`, holding
    /// `values`; returns the program's exit status, standard output and standard error.
    func finish(_ model: SessionModel, values: FieldValues, status: Int32, at now: Double) throws -> (Int32, String, String) {
        switch self {
        case .run(let run, let formName, let start):
            if let formName, let record = run.record {
                RunCommand.writeTape(to: record, formName: formName, start: start, inputs: model.recordedInputs, endTime: model.time(atRealTime: now), values: values)
            }
            let output = try Self.written(values, to: run.output)
            if status == 0, let failure = model.strategyFailure { return (2, output, "kbsim run: \(failure)\n") }
            return (status, output, "")
        case .replay(let run, let result):
            let output = run.writesValues ? try Self.written(values, to: run.output) : ""
            guard status == 0 else { return (status, output, "") }
            if let failure = model.strategyFailure { return (2, output, "\(run.name): \(failure)\n") }
            // A compared or foreign-device replay gives no verdict of its own here (TapeRun compares the variants headless).
            guard run.variants.isEmpty, run.hasVerdict else { return (0, output, "") }
            return (result.failures.isEmpty ? 0 : 1, output, run.verdictMessages(of: result).map { $0 + "\n" }.joined())
        }
    }

    /// What standard output gets of `values`: nothing when `--output` names a file, which they are written to.
    private static func written(_ values: FieldValues, to path: String?) throws -> String {
        guard let path else { return values.json }
        try ValuesOutput.write(values, to: path)
        return ""
    }
}
