/// Which on-screen key types a given text on one keyboard type and input method, plane by plane:
/// built when a keyboard is first typed on (building the layout on every keystroke to ask cost
/// most of a key's time, and building every keyboard's table at once cost a short tape's whole
/// typing time), and asked at every key.
struct KeyProducerTable: Sendable {
    /// The keyboard type the table is for.
    let type: KeyboardType
    /// The input method the table is for.
    let inputMethod: InputMethod
    /// The type's planes, in the layout's order.
    private let planes: [KeyboardPlane]
    /// Each plane's keys by the text they type; the first key wins, as in the layout's order.
    private let names: [[String: String]]
    /// Each plane's key names by the ASCII character they type (its exact text, or its lower case
    /// as the layout finds it), indexed by the character's code: a typed ASCII character, most of
    /// what is typed, is found without hashing.
    private let asciiNames: [[String?]]

    /// The table of the keyboard of `type` showing `inputMethod`.
    init(type: KeyboardType, inputMethod: InputMethod) {
        self.type = type
        self.inputMethod = inputMethod
        planes = KeyboardLayout.planes(of: type)
        var names: [[String: String]] = []
        var asciiNames: [[String?]] = []
        for plane in planes {
            let layout = KeyboardLayout.keys(for: KeyboardLayout.Request(type: type, plane: plane, inputMethod: inputMethod))
            var byText: [String: String] = [:]
            var byCode = [String?](repeating: nil, count: 128)
            for key in layout.rows.joined() {
                guard case .insert(let text) = key.action, byText[text] == nil else { continue }
                byText[text] = key.name
                if text.utf8.count == 1, let code = text.utf8.first, code < 128 { byCode[Int(code)] = key.name }
            }
            // A capital the layout has no key of its own for is typed by its lower case's key,
            // as `KeyboardLayout.key(producing:)` finds it; lower-casing changes no other ASCII.
            for capital in UInt8(ascii: "A")...UInt8(ascii: "Z") where byCode[Int(capital)] == nil {
                byCode[Int(capital)] = byCode[Int(capital + 32)]
            }
            names.append(byText)
            asciiNames.append(byCode)
        }
        self.names = names
        self.asciiNames = asciiNames
    }

    /// Whether the table is the one of `type` showing `inputMethod`.
    func isFor(_ type: KeyboardType, _ inputMethod: InputMethod) -> Bool {
        self.type == type && self.inputMethod == inputMethod
    }

    /// The key that types `text` on `plane`, as `KeyboardLayout.key(producing:)` finds it: the
    /// exact text first, then its lower case (Shift makes the capital); nil on a plane the
    /// keyboard does not have.
    func keyName(producing text: String, plane: KeyboardPlane) -> String? {
        guard let place = planes.firstIndex(of: plane) else { return nil }
        return keyName(producing: text, onPlaneAt: place)
    }

    /// The key that types `text` and its plane, `current` first when the keyboard has it, then
    /// the others in the layout's order.
    func keyName(producing text: String, preferring current: KeyboardPlane) -> (plane: KeyboardPlane, name: String)? {
        let currentPlace = planes.firstIndex(of: current)
        if let currentPlace, let name = keyName(producing: text, onPlaneAt: currentPlace) { return (current, name) }
        for place in planes.indices where place != currentPlace {
            if let name = keyName(producing: text, onPlaneAt: place) { return (planes[place], name) }
        }
        return nil
    }

    /// The key that types `text` on the plane at `place` in `planes`.
    private func keyName(producing text: String, onPlaneAt place: Int) -> String? {
        let utf8 = text.utf8
        if utf8.count == 1, let code = utf8.first, code < 128 { return asciiNames[place][Int(code)] }
        return names[place][text] ?? names[place][text.lowercased()]
    }
}
