import KeyboardSim
import KeyboardSimExec

/// The strategies the command line knows by name: kbsim's built-ins, or the catalogue a team's
/// executable gave `Kbsim.main(strategies:)`, with `exec:COMMAND` (the strategy protocol). Every
/// option and tape the CLI reads asks this one.
enum RegisteredStrategies {
    /// The catalogue of this run of the command line; its `exec:` commands run in the current folder.
    @TaskLocal static var catalogue = StrategyCatalogue.builtIns.registering(family: .exec())

    /// The catalogue a session plays with: `exec:` commands run in `folder` (the tape's, for its own
    /// `Set Strategy`; nil or empty: the current one, for a strategy the command line gave), each
    /// reply awaited `timeout` seconds (nil: the default 2).
    static func catalogue(folder: String?, timeout: Double?) -> StrategyCatalogue {
        catalogue.registering(family: .exec(folder: execFolder(folder), timeout: timeout ?? StrategyFamily.defaultHandlerTimeout))
    }

    /// Ends the `exec:` processes that `catalogue(folder:timeout:)` runs in `folder`, once nothing plays there.
    static func endHandlers(folder: String?) {
        StrategyFamily.endExecHandlers(folder: execFolder(folder))
    }

    /// The folder `exec(folder:)` is given: nil, the current one, for none or an empty one.
    private static func execFolder(_ folder: String?) -> String? {
        folder.flatMap { $0.isEmpty ? nil : $0 }
    }
}
