import KeyboardSim

/// The strategies the command line knows by name: kbsim's built-ins, or the catalogue a team's
/// executable gave `Kbsim.main(strategies:)`. Every option and tape the CLI reads asks this one.
enum RegisteredStrategies {
    /// The catalogue of this run of the command line.
    @TaskLocal static var catalogue = StrategyCatalogue.builtIns
}
