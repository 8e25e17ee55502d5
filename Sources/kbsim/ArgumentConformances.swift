import ArgumentParser
import KeyboardSim

extension StrategyKind: ExpressibleByArgument {}

extension Era: ExpressibleByArgument {
    /// Reads `11` (eras 3 and 7 are not simulated yet).
    public init?(argument: String) {
        guard let number = Int(argument), let era = Era(rawValue: number), era == .ios11 else { return nil }
        self = era
    }

    public static var allValueStrings: [String] { ["11"] }
}
