@testable import KeyboardSim
import KeyboardSimRender
import Testing

/// The phone's parts hold together on every device, in every era and orientation, at every
/// screen size a terminal gives: what `KeyboardGeometryPropertyTests` holds for kbsim's phone.
@Suite("Device geometry over every device × era × orientation: no overlaps, every key inside the keyboard, clicks hit the key drawn")
struct DeviceGeometryPropertyTests {
    /// Letters with the QuickType bar, without it, a pad, a secure field; any with a toolbar.
    static func form(using random: inout SeededGenerator) -> Form {
        let traits = [TextInputTraits(), TextInputTraits(autocorrection: .no), TextInputTraits(keyboardType: .decimalPad),
                      TextInputTraits(keyboardType: .phonePad), TextInputTraits(secureTextEntry: true),
                      TextInputTraits(keyboardType: .emailAddress)]
        return Form(title: "Parts", fields: [Field(name: "field", traits: random.pick(traits), toolbar: random.chance(0.3))])
    }

    @Test("keyboard flush with the bottom below the bars, inside the screen; keys apart, inside the keyboard, above its bars and the home indicator; a click on a key hits it",
          arguments: Orientation.allCases)
    func partsHoldTogether(orientation: Orientation) throws {
        var random = SeededGenerator(seed: orientation == .portrait ? 26 : 2_626)
        let screens = try #require(KeyboardGeometryPropertyTests.screensByOrientation[orientation])
        let devices = DeviceChoice.names.compactMap(DeviceChoice.init(name:))
        #expect(devices.count == 4)
        for device in devices {
            for era in Era.allCases {
                for screen in screens {
                    let form = Self.form(using: &random)
                    var simulator = Simulator(SessionConfiguration(form: form, era: era, orientation: orientation, device: device),
                                              screenSize: screen)
                    _ = simulator.handle(.tapField("field"), at: 0)
                    _ = simulator.advance(to: 1)
                    let context = "\(device.name) era \(era.rawValue) \(orientation.rawValue) \(screen.width)x\(screen.height) "
                        + "\(form.fields[0].traits.keyboardType.rawValue)"
                    try check(simulator, screen: screen, context: context, using: &random)
                }
            }
        }
    }

    private func check(_ simulator: Simulator, screen: Size, context: String, using random: inout SeededGenerator) throws {
        let frame = try #require(simulator.keyboardFrame, "\(context)")
        let safe = simulator.views.safeAreaInsets
        #expect(frame.maxY == screen.height && frame.minX == 0 && frame.width == screen.width, "keyboard \(frame): \(context)")
        #expect(frame.minY >= AppState.barsHeight, "keyboard \(frame) over the bars: \(context)")
        #expect(safe.top + safe.bottom < screen.height && safe.left + safe.right < screen.width, "safe area \(safe): \(context)")
        let layout = simulator.keyboardLayout
        let keysTop = frame.minY + layout.keyAreaTop + 1
        let keys = simulator.placedKeys
        #expect(!keys.isEmpty, "\(context)")
        let sorted = keys.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        for (index, key) in sorted.enumerated() {
            #expect(frame.intersection(key.frame) == key.frame, "\(key.key.name) \(key.frame) outside \(frame): \(context)")
            if !key.key.isBarKey {
                #expect(key.frame.minY >= keysTop, "\(key.key.name) \(key.frame) over the bars: \(context)")
                #expect(key.frame.maxY <= screen.height - safe.bottom, "\(key.key.name) \(key.frame) over the home indicator: \(context)")
            }
            for other in sorted[(index + 1)...].prefix(while: { $0.frame.minY < key.frame.maxY })
            where !key.frame.intersection(other.frame).isEmpty {
                Issue.record("\(key.key.name) \(key.frame) overlaps \(other.key.name) \(other.frame): \(context)")
            }
        }
        let key = random.pick(keys)
        let centre = Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
        #expect(simulator.tapTarget(at: centre) == .key(key.key.name), "a click on \(key.key.name) at \(centre): \(context)")
    }
}

extension Key {
    /// Whether the key sits in a bar above the keys (a toolbar button or a candidate).
    fileprivate var isBarKey: Bool {
        switch action {
        case .toolbar, .candidate: true
        default: false
        }
    }
}
