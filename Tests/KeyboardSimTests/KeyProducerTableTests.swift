import Testing
@testable import KeyboardSim
import TestTiming

@Suite("The table of which key types what", .timed)
struct KeyProducerTableTests {
    @Test("for every keyboard, plane and input method the table finds the key the layout finds, for every text it could be asked")
    func matchesTheLayouts() {
        var texts: Set<String> = ["A", "Q", "Ж", "ё", "日", "😀", " ", "\n", "\r\n", ".com", "@", "#", "+", "*"]
        texts.formUnion((0..<128).map { String(Unicode.Scalar(UInt8($0))) })
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
            for method in InputMethod.allCases {
                let table = KeyProducerTable(type: type, inputMethod: method)
                for plane in KeyboardPlane.allCases {
                    let layout = KeyboardLayout.planes(of: type).contains(plane)
                        ? KeyboardLayout.keys(for: KeyboardLayout.Request(type: type, plane: plane, inputMethod: method)) : nil
                    for text in texts {
                        let found = table.keyName(producing: text, plane: plane)
                        #expect(found == layout?.key(producing: text)?.name, "\(type) \(plane) \(method) \(text.debugDescription)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }

    @Test("a key is looked for on the current plane first, then on the others in the layout's order")
    func currentPlaneFirst() throws {
        let table = KeyProducerTable(type: .default, inputMethod: .english)
        let letter = try #require(table.keyName(producing: "q", preferring: .numbers))
        #expect(letter.plane == .letters && letter.name == "q")
        let digit = try #require(table.keyName(producing: "1", preferring: .letters))
        #expect(digit.plane == .numbers && digit.name == "1")
        let onSymbols = try #require(table.keyName(producing: ".", preferring: .symbols))
        #expect(onSymbols.plane == .symbols)
        #expect(table.keyName(producing: "Ж", preferring: .letters) == nil)
        #expect(KeyProducerTable(type: .numberPad, inputMethod: .english).keyName(producing: "7", preferring: .letters)?.plane == .numbers)
    }

    @Test("the simulator builds the table of the keyboard it types on, and again only when the keyboard changes")
    func builtForTheKeyboardTypedOn() {
        let form = Form(title: "Two", fields: [Field(name: "name", traits: TextInputTraits(autocapitalization: .none)), Field(name: "pin", traits: TextInputTraits(keyboardType: .numberPad))])
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .none, inputMethods: [.english, .russian]),
                                  screenSize: TestForms.screen)
        #expect(simulator.keyProducers == nil, "nothing typed, nothing built")
        _ = simulator.settle(after: .tapField("name"))
        _ = simulator.settle(after: .key(.character("a")))
        #expect(simulator.keyProducers?.isFor(.default, .english) == true)
        _ = simulator.settle(after: .nextInputMethod)
        _ = simulator.settle(after: .key(.character("f")))
        #expect(simulator.keyProducers?.isFor(.default, .russian) == true)
        #expect(simulator.texts[0].text == "aа")
        _ = simulator.settle(after: .tapField("pin"))
        _ = simulator.settle(after: .key(.character("7")))
        #expect(simulator.keyProducers?.isFor(.numberPad, .english) == true)
        #expect(simulator.texts[1].text == "7")
    }
}
