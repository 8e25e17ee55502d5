import ArgumentParser
import KeyboardSim

extension StrategyKind: ExpressibleByArgument {}

extension Orientation: ExpressibleByArgument {}

extension Era: ExpressibleByArgument {
    /// Reads `3`, `7` or `11`.
    public init?(argument: String) {
        guard let number = Int(argument), let era = Era(rawValue: number) else { return nil }
        self = era
    }

    public static var allValueStrings: [String] { Era.allCases.map { "\($0.rawValue)" } }
}
