@testable import KeyboardSim
import Testing
import TestTiming

/// The strip below the keys of a home-indicator iPhone: the globe moves there from the bottom row
/// of keys, and a tap on it does what the globe key does.
@Suite("The keyboard's bottom strip: the globe below the keys on home-indicator iPhones, a tap target there", .timed)
struct KeyboardBottomStripTests {
    static let form = Form(title: "Strip", fields: [Field(name: "note"), Field(name: "amount", traits: TextInputTraits(keyboardType: .numberPad))])

    static func simulator(_ device: DeviceChoice, methods: [InputMethod] = [.english, .russian]) -> Simulator {
        var simulator = Simulator(SessionConfiguration(form: form, inputMethods: methods, device: device), screenSize: DeviceKeyboardTests.screen)
        _ = simulator.settle(after: .tapField("note"))
        return simulator
    }

    @Test("on the iPhone 15 with several input methods the globe sits at the strip's left, below the lowest keys and above the home indicator's row, not in the bottom row")
    func globeInTheStrip() throws {
        let simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone15))
        let frame = try #require(simulator.keyboardFrame)
        let row = try #require(simulator.keyboardLayout.bottomStripRow(in: frame.size))
        let globe = try #require(simulator.placedKeys.first { $0.key.action == .nextInputMethod })
        let lowestKey = try #require(simulator.placedKeys.filter { $0.key.action != .nextInputMethod }.map(\.frame.maxY).max())
        #expect(globe.frame == Rect(x: 1, y: frame.y + row, width: KeyboardLayout.stripKeyWidth, height: 1))
        #expect(globe.frame.minY >= lowestKey && globe.frame.maxY < frame.maxY)
        #expect(simulator.placedKeys.filter { $0.key.action == .nextInputMethod }.count == 1)
    }

    @Test("a tap on the strip's globe is the globe key: the next input method")
    func tapOnTheStripGlobe() throws {
        var simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone16ProMax))
        let globe = try #require(simulator.placedKeys.first { $0.key.action == .nextInputMethod })
        #expect(simulator.tapTarget(at: Point(x: globe.frame.x + 1, y: globe.frame.y)) == .key("globe"))
        _ = simulator.settle(after: .tap(Point(x: globe.frame.x + 1, y: globe.frame.y)))
        #expect(simulator.keyboardInputMethod == .russian)
    }

    @Test("with one input method the strip has no globe; a pad has a strip row but no globe either")
    func noGlobe() throws {
        let single = Self.simulator(.iPhone(DeviceCatalogue.iPhone15), methods: [.english])
        #expect(!single.placedKeys.contains { $0.key.action == .nextInputMethod })
        var pad = Self.simulator(.iPhone(DeviceCatalogue.iPhone15))
        _ = pad.settle(after: .tapField("amount"))
        #expect(!pad.placedKeys.contains { $0.key.action == .nextInputMethod })
    }

    @Test("kbsim's own phone and the SE have no strip: the globe stays in the bottom row of keys, as before")
    func noStripWithoutHomeIndicator() throws {
        for device in [DeviceChoice.proportional, .iPhone(DeviceCatalogue.iPhoneSE3)] {
            let simulator = Self.simulator(device)
            let frame = try #require(simulator.keyboardFrame)
            #expect(simulator.keyboardLayout.bottomStripRow(in: frame.size) == nil, "\(device.name)")
            let globe = try #require(simulator.placedKeys.first { $0.key.action == .nextInputMethod })
            let bottomRow = try #require(simulator.placedKeys.first { $0.key.name == "space" })
            #expect(globe.frame.minY == bottomRow.frame.minY, "\(device.name)")
        }
    }

    @Test("a keyboard squeezed shorter than its keys need has no strip row, and at every height down to one row a strip row lies inside the keyboard, above the home indicator's row (it crashed on a range before)")
    func noStripOnAShortKeyboard() throws {
        let layout = Self.simulator(.iPhone(DeviceCatalogue.iPhone15)).keyboardLayout
        #expect(layout.bottomStripRow(in: Size(width: 60, height: 3)) == nil)
        for height in 1...20 {
            let size = Size(width: 60, height: height)
            if let row = layout.bottomStripRow(in: size) { #expect((0..<(height - 1)).contains(row), "height \(height)") }
            #expect(layout.placedKeys(in: size).allSatisfy { $0.frame.minY >= 0 }, "height \(height)")
        }
    }
}
