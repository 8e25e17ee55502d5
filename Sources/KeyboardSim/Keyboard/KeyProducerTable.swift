/// Which on-screen key types a given text, for every keyboard type, plane and input method,
/// built once: building the layout on every keystroke to ask cost most of a key's time.
struct KeyProducerTable: Sendable {
    private struct Keyboard: Hashable {
        var type: KeyboardType
        var plane: KeyboardPlane
        var inputMethod: InputMethod
    }

    /// Every keyboard's keys by the text they type; the first key wins, as in the layout's order.
    private let keys: [Keyboard: [String: Key]]

    /// The table of every keyboard kbsim draws.
    static let shared = KeyProducerTable()

    private init() {
        var keys: [Keyboard: [String: Key]] = [:]
        for type in KeyboardType.allCases {
            for plane in KeyboardLayout.planes(of: type) {
                for inputMethod in InputMethod.allCases {
                    let layout = KeyboardLayout.keys(for: KeyboardLayout.Request(type: type, plane: plane, inputMethod: inputMethod))
                    var byText: [String: Key] = [:]
                    for key in layout.rows.joined() {
                        if case .insert(let text) = key.action, byText[text] == nil { byText[text] = key }
                    }
                    keys[Keyboard(type: type, plane: plane, inputMethod: inputMethod)] = byText
                }
            }
        }
        self.keys = keys
    }

    /// The key that types `text` on that keyboard, as `KeyboardLayout.key(producing:)` finds it:
    /// the exact text first, then its lower case (Shift makes the capital).
    func key(producing text: String, type: KeyboardType, plane: KeyboardPlane, inputMethod: InputMethod) -> Key? {
        guard let byText = keys[Keyboard(type: type, plane: plane, inputMethod: inputMethod)] else { return nil }
        return byText[text] ?? byText[text.lowercased()]
    }
}
