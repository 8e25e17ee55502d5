import Testing
@testable import KeyboardSim

@Suite("The table of which key types what")
struct KeyProducerTableTests {
    @Test("for every keyboard, plane and input method the table finds the key the layout finds, for every text it could be asked")
    func matchesTheLayouts() {
        var texts: Set<String> = ["A", "Q", "Ж", "ё", "日", "😀", " ", "\n", ".com", "@", "#", "+", "*"]
        for type in KeyboardType.allCases {
            for plane in KeyboardLayout.planes(of: type) {
                for method in InputMethod.allCases {
                    let layout = KeyboardLayout.keys(for: KeyboardLayout.Request(type: type, plane: plane, inputMethod: method))
                    for key in layout.rows.joined() {
                        if case .insert(let text) = key.action { texts.formUnion([text, text.uppercased()]) }
                    }
                }
            }
        }
        var compared = 0
        for type in KeyboardType.allCases {
            for plane in KeyboardLayout.planes(of: type) {
                for method in InputMethod.allCases {
                    let layout = KeyboardLayout.keys(for: KeyboardLayout.Request(type: type, plane: plane, inputMethod: method))
                    for text in texts {
                        let found = KeyProducerTable.shared.key(producing: text, type: type, plane: plane, inputMethod: method)
                        #expect(found == layout.key(producing: text), "\(type) \(plane) \(method) \(text)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }
}
