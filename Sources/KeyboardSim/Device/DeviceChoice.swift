/// Which phone a session simulates: kbsim's own proportional phone (the default, no safe area,
/// a keyboard of one height for every type) or a real iPhone of the catalogue.
package enum DeviceChoice: Hashable, Sendable {
    /// kbsim's phone: the screen follows the terminal, no safe area, the keyboard about 40 % of it.
    case proportional
    /// A real iPhone's figures, mapped onto the same screen of cells (`PointScale`).
    case iPhone(DeviceModel)

    /// The name that chooses kbsim's own phone (`--device default`), the default.
    package static let proportionalName = "default"

    /// Every name `--device`, `Set Device` and `device:` accept: `default`, then the catalogue's.
    package static var names: [String] { [proportionalName] + DeviceCatalogue.all.map(\.name) }

    /// The choice called `name`, if there is one.
    package init?(name: String) {
        if name == Self.proportionalName {
            self = .proportional
        } else if let model = DeviceCatalogue.model(named: name) {
            self = .iPhone(model)
        } else {
            return nil
        }
    }

    /// Its name, as `names` spells it.
    package var name: String {
        switch self {
        case .proportional: Self.proportionalName
        case .iPhone(let model): model.name
        }
    }

    /// The real iPhone's figures, nil for kbsim's own phone.
    package var model: DeviceModel? {
        if case .iPhone(let model) = self { return model }
        return nil
    }
}

extension DeviceChoice {
    /// The phone after this one in `names`' order, the last followed by the first (the device key's cycle).
    package var next: DeviceChoice {
        let names = Self.names
        let index = names.firstIndex(of: name) ?? 0
        return DeviceChoice(name: names[(index + 1) % names.count]) ?? .proportional
    }
}
