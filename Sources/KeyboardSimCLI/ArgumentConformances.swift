import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimForms

extension StrategyID: ExpressibleByArgument {
    /// Reads a strategy's name through the command line's catalogue.
    public init?(argument: String) {
        guard let id = RegisteredStrategies.catalogue.id(named: argument) else { return nil }
        self = id
    }

    /// The names `--help` and completions offer: the catalogue's, families (`exec:COMMAND`) included.
    public static var allValueStrings: [String] { RegisteredStrategies.catalogue.validNames }

    /// The strategy `argument` names; nil for an unknown name, and a composite (`inset+auto`) with
    /// an unknown part refused naming that part (and `option`, when the message does not already).
    static func reading(_ argument: String, option: String? = nil) throws -> StrategyID? {
        if let refusal = RegisteredStrategies.catalogue.compositeRefusal(of: argument) {
            throw ValidationError((option.map { "\($0): " } ?? "") + "\(refusal) — valid parts: \(allValueStrings.joined(separator: ", "))")
        }
        return StrategyID(argument: argument)
    }
}

// The lists argument-parser asks of an enum for every `--help` and every parse (each command's
// options are built to be parsed): its defaults for a CaseIterable, RawRepresentable type describe
// each case through generic string interpolation, whose dynamic casts scan the binary's 6,300
// protocol conformances — 2.7 of the 33 million instructions of `kbsim run` up to its first frame.
// These say the same (a case's raw value; no description beside its name) without the casts.
extension Orientation: ExpressibleByArgument {
    /// `portrait`, `landscape`: the raw values, as argument-parser's default would give them.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// None: a case's description is its name, which argument-parser's default leaves out.
    public static var allValueDescriptions: [String: String] { [:] }
}

extension Era: ExpressibleByArgument {
    /// Reads `3`, `7` or `11`.
    public init?(argument: String) {
        guard let number = Int(argument), let era = Era(rawValue: number) else { return nil }
        self = era
    }

    /// The eras `--help` and completions offer.
    public static var allValueStrings: [String] { Era.allCases.map { "\($0.rawValue)" } }

    /// None: a case's description is its number, which argument-parser's default leaves out.
    public static var allValueDescriptions: [String: String] { [:] }
}

/// An `--input-methods en,ru,ja` value: the globe key's cycle, the first active at the start.
struct InputMethodList: ExpressibleByArgument {
    let methods: [InputMethod]

    init?(argument: String) {
        guard case .success(let methods) = SettingText.inputMethods(argument) else { return nil }
        self.methods = methods
    }

    static var allValueStrings: [String] { InputMethod.allCases.map(\.rawValue) }
}

extension DeviceChoice: ExpressibleByArgument {
    /// Reads a device's name as `kbsim devices` lists it, or `default`.
    package init?(argument: String) {
        self.init(name: argument)
    }

    /// Every name `--device` accepts.
    package static var allValueStrings: [String] { names }
}
