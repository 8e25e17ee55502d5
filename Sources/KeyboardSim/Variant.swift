/// One of the variants a compare run plays the same tape in: a strategy, an era or a device, in
/// place of the one the tape starts with.
package enum Variant: Hashable, Sendable, CustomStringConvertible {
    case strategy(StrategyID)
    case era(Era)
    case device(DeviceChoice)

    /// `configuration` with this variant in place of its strategy, era or device (a strategy kept
    /// for the whole session: the tape's own `Set Strategy` lines are passed over).
    package func applied(to configuration: SessionConfiguration) -> SessionConfiguration {
        var configuration = configuration
        switch self {
        case .strategy(let kind):
            configuration.strategy = kind
            configuration.keepsStrategy = true
        case .era(let era): configuration.era = era
        case .device(let device): configuration.device = device
        }
        return configuration
    }

    /// Whether the variant is a strategy.
    package var isStrategy: Bool { if case .strategy = self { true } else { false } }

    /// Whether the variant is an era.
    package var isEra: Bool { if case .era = self { true } else { false } }

    /// Whether the variant is a device.
    package var isDevice: Bool { if case .device = self { true } else { false } }

    /// The label rows and messages give the variant: `inset`, `era 7`, `device iphone-15`.
    package var description: String {
        switch self {
        case .strategy(let kind): kind.displayName
        case .era(let era): "era \(era.rawValue)"
        case .device(let device): "device \(device.name)"
        }
    }
}
