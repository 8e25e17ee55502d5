import ArgumentParser

/// `--strategy-timeout SECONDS`: how long an `exec:` handler may take to reply (run, play, test, lesson).
struct HandlerTimeoutOption: ParsableArguments {
    @Option(name: .customLong("strategy-timeout"), help: ArgumentHelp(
        "Seconds an exec:COMMAND handler may take to reply to a message, reading and parsing the reply included, before the run ends (play, run, lesson: status 2; test: that tape fails) (default 2; a handler just started has 5 s more for its first reply).",
        valueName: "seconds"))
    var seconds: Double?

    func validate() throws {
        if let seconds, !(seconds > 0 && seconds <= 3600) {
            throw ValidationError("--strategy-timeout takes seconds above 0 (at most 3600), not \(seconds)")
        }
    }
}
