import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimPlayback

/// `--compare-strategies`, `--compare-eras` and `--compare-devices`: the variants a compare run shows or plays the tape in.
struct CompareOptions: ParsableArguments {
    @Option(name: .customLong("compare-strategies"),
            help: "Compare 2 to 4 strategies (comma-separated, e.g. none,inset,auto, exec:COMMAND for your own handler, run in the current folder, or resize+inset for two at once): a phone per strategy side by side, every input going to all (run, play --watch, lesson: the tape's own Set Strategy lines passed over); headless, play prints one row per strategy for each Say, Screenshot and Expect line.",
            completion: ArgumentCompletion.strategies)
    var strategies: String?

    @Option(name: .customLong("compare-eras"),
            help: "Compare 2 or 3 eras (of \(Era.allValueStrings.joined(separator: ", ")), comma-separated), as --compare-strategies compares strategies.", completion: ArgumentCompletion.eras)
    var eras: String?

    @Option(name: .customLong("compare-devices"),
            help: "Compare 2 to 4 devices (of \(DeviceChoice.names.joined(separator: ", ")), comma-separated), as --compare-strategies compares strategies: each phone's screen keeps the same cells, its device's points spread over them.",
            completion: ArgumentCompletion.devices)
    var devices: String?

    /// How many strategies and eras a comparison may hold: enough phones to compare, few enough to read.
    static let strategyCount = 2...4
    static let eraCount = 2...3
    static let deviceCount = 2...4

    /// The variants asked for; empty when no comparison is.
    func variants() throws -> [Variant] {
        if [strategies, eras, devices].count(where: { $0 != nil }) > 1 {
            throw ValidationError("--compare-strategies, --compare-eras and --compare-devices cannot be combined: compare one thing at a time")
        }
        if let strategies {
            let kinds = try Self.list(strategies, option: "--compare-strategies", count: Self.strategyCount,
                                      valid: StrategyID.allValueStrings) { try StrategyID.reading($0, option: "--compare-strategies") }
            return kinds.map(Variant.strategy)
        }
        if let eras {
            let values = try Self.list(eras, option: "--compare-eras", count: Self.eraCount,
                                       valid: Era.allCases.map { "\($0.rawValue)" }) { Int($0).flatMap(Era.init(rawValue:)) }
            return values.map(Variant.era)
        }
        if let devices {
            let choices = try Self.list(devices, option: "--compare-devices", count: Self.deviceCount,
                                        valid: DeviceChoice.names) { DeviceChoice(name: $0) }
            return choices.map(Variant.device)
        }
        return []
    }

    /// The distinct values of a comma-separated list, refused with the reason.
    static func list<Value: Equatable>(_ text: String, option: String, count: ClosedRange<Int>, valid: [String],
                                               _ read: (String) throws -> Value?) throws -> [Value] {
        var values: [Value] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let value = try read(name) else {
                throw ValidationError("\(option): unknown value '\(name)' — valid: \(valid.joined(separator: ", "))")
            }
            guard !values.contains(value) else { throw ValidationError("\(option): '\(name)' is listed twice") }
            values.append(value)
        }
        guard count.contains(values.count) else {
            throw ValidationError("\(option) takes \(count.lowerBound) to \(count.upperBound) values, found \(values.count)")
        }
        return values
    }
}
