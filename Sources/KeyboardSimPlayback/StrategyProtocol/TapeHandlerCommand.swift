import KeyboardSim

/// A command a tape's own `Set Strategy "exec:COMMAND"` runs, alone or as a part of a composite
/// (`inset+exec:…`), in the prelude or the body: what a front shows and asks leave for before it
/// plays a tape, since a tape is data people share and must not run code on its own.
package struct TapeHandlerCommand: Hashable, Sendable {
    /// The 1-based line of the `Set Strategy`.
    package var line: Int
    /// The 1-based column of its strategy's name (its opening quote when quoted).
    package var column: Int
    /// The command as `/bin/sh -c` is given it: the tape's escapes (`\u{…}`) decoded.
    package var command: String

    /// A command at `line`:`column`.
    package init(line: Int, column: Int, command: String) {
        self.line = line
        self.column = column
        self.command = command
    }
}

extension Tape {
    /// Every command the tape's `Set Strategy` lines run through `exec:`, in tape order, as
    /// `catalogue` (the one the tape was parsed with) reads their names.
    package func handlerCommands(in catalogue: StrategyCatalogue) -> [TapeHandlerCommand] {
        commands.flatMap { command -> [TapeHandlerCommand] in
            guard case .set(.strategy(let strategy)) = command.action else { return [] }
            let column = command.column(ofArgument: 2)
            return catalogue.familyArguments(in: strategy, prefix: StrategyProtocol.prefix).map {
                TapeHandlerCommand(line: command.line, column: column, command: $0)
            }
        }
    }
}
