@testable import KeyboardSim
import Testing
import TestTiming

/// Keyboards of their real heights on the catalogue's iPhones, the safe area, and what a field
/// switch between keyboards of different heights posts.
@Suite("Devices: keyboards of their real heights, the safe area, field switches between heights", .timed)
struct DeviceKeyboardTests {
    /// Letters with the QuickType bar, letters without it, a pad, a secure field.
    static let form = Form(title: "Heights", fields: [
        Field(name: "note"),
        Field(name: "plain", traits: TextInputTraits(autocorrection: .no)),
        Field(name: "amount", traits: TextInputTraits(keyboardType: .numberPad)),
        Field(name: "pin", traits: TextInputTraits(secureTextEntry: true)),
        Field(name: "phone", traits: TextInputTraits(keyboardType: .phonePad)),
    ])
    /// The screen a 100x44 terminal gives.
    static let screen = Size(width: 39, height: 41)

    static func simulator(_ device: DeviceChoice, era: Era = .ios11, orientation: Orientation = .portrait,
                          screen: Size = screen) -> Simulator {
        Simulator(SessionConfiguration(form: form, era: era, orientation: orientation, device: device), screenSize: screen)
    }

    static func keyboardFrame(focusing name: String, on device: DeviceChoice) throws -> Rect {
        var simulator = simulator(device)
        _ = simulator.settle(after: .tapField(name))
        return try #require(simulator.keyboardFrame)
    }

    @Test("on the iPhone 15 the letters with the QuickType bar are 336 points (16 rows of 41), without it 291 (14): pads, secure fields, autocorrection no")
    func quickTypeHeights() throws {
        let device = DeviceChoice.iPhone(DeviceCatalogue.iPhone15)
        #expect(try Self.keyboardFrame(focusing: "note", on: device).height == 16)
        for name in ["plain", "amount", "pin", "phone"] {
            #expect(try Self.keyboardFrame(focusing: name, on: device).height == 14, "\(name)")
        }
        var simulator = Self.simulator(device)
        _ = simulator.settle(after: .tapField("note"))
        #expect(simulator.keyboardLayout.predictionBarRow == 0 && simulator.keyboardHeightInPoints == 336)
        _ = simulator.settle(after: .tapField("amount"))
        #expect(simulator.keyboardLayout.predictionBarRow == nil && simulator.keyboardHeightInPoints == 291)
    }

    @Test("on the default phone every keyboard keeps today's one height and no QuickType bar")
    func defaultPhoneUnchanged() throws {
        let heights = try ["note", "plain", "amount", "pin"].map { try Self.keyboardFrame(focusing: $0, on: .proportional).height }
        #expect(heights == Array(repeating: KeyboardMetrics.height(screen: Self.screen), count: 4))
        var simulator = Self.simulator(.proportional)
        _ = simulator.settle(after: .tapField("note"))
        #expect(simulator.keyboardLayout.predictionBarRow == nil && simulator.views.safeAreaInsets == .zero)
    }

    @Test("on a home-indicator phone the keyboard rests on the screen's bottom edge and covers the bottom safe area; the keys stay above it")
    func flushWithTheBottom() throws {
        for model in DeviceCatalogue.all {
            var simulator = Self.simulator(.iPhone(model))
            _ = simulator.settle(after: .tapField("note"))
            let frame = try #require(simulator.keyboardFrame)
            let safe = simulator.views.safeAreaInsets
            #expect(frame.maxY == Self.screen.height, "\(model.name)")
            #expect(frame.minY < Self.screen.height - safe.bottom, "\(model.name)")
            #expect(model.hasHomeIndicator == (safe.bottom > 0), "\(model.name)")
            let lowestKey = try #require(simulator.placedKeys.map(\.frame.maxY).max())
            #expect(lowestKey <= Self.screen.height - safe.bottom, "\(model.name): keys over the home indicator")
        }
    }

    @Test("the root view's safe area is the device's insets in cells, and follows a rotation")
    func safeAreaInCells() {
        var simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone15))
        #expect(simulator.views.safeAreaInsets == EdgeInsets(top: 3, bottom: 2))
        _ = simulator.settle(after: .rotate(.landscape, screen: Size(width: 87, height: 20)))
        // Landscape: 852 points over 87 columns, 393 over 20 rows; the status bar is gone.
        #expect(simulator.views.safeAreaInsets == EdgeInsets(top: 0, left: 6, bottom: 1, right: 6))
    }

    @Test("adjustedContentInset adds the safe area the scroll view reaches from era 11 on, not before; the title row sits below the safe area's top")
    func adjustedContentInset() {
        var views = Self.simulator(.iPhone(DeviceCatalogue.iPhone15)).views
        views.scrollView.contentInset.bottom = 5
        // The status bar takes the 3-row safe top, the title row the next: the scroll view runs
        // from row 4 to the bottom, reaching none of the top and all 2 rows of the bottom.
        #expect(views.scrollView.frame.minY == 4)
        #expect(views.scrollView.adjustedContentInset == EdgeInsets(top: 0, bottom: 7))
        UIKitPlatform().adjustInsets(of: &views, era: .ios7, behavior: .automatic)
        #expect(views.scrollView.adjustedContentInset == EdgeInsets(bottom: 5))
        UIKitPlatform().adjustInsets(of: &views, era: .ios11, behavior: .automatic)
        views.scrollView.frame.size.height -= 4
        #expect(views.scrollView.adjustedContentInset == EdgeInsets(top: 0, bottom: 5))
    }

    @Test("era 11: from letters to a number pad posts WillChangeFrame and WillShow from the old frame to the new, then the Dids, and no WillHide")
    func fieldSwitchBetweenHeights() throws {
        var simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone15))
        _ = simulator.settle(after: .tapField("note"))
        let letters = try #require(simulator.keyboardFrame)
        let events = simulator.settle(after: .tapField("amount"))
        let notifications = events.notifications
        #expect(notifications.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        let pad = try #require(simulator.keyboardFrame)
        #expect(pad.height < letters.height && pad.maxY == letters.maxY)
        for notification in notifications {
            #expect(notification.userInfo.frameBegin == letters && notification.userInfo.frameEnd == pad)
        }
    }

    @Test("eras 3 and 7 post on a switch between heights what they always post on a switch, with the new frame")
    func fieldSwitchInOldEras() throws {
        for era in [Era.ios3, .ios7] {
            var simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone15), era: era)
            _ = simulator.settle(after: .tapField("note"))
            let events = simulator.settle(after: .tapField("amount"))
            let names = events.notifications.map(\.name)
            #expect(names.first == .keyboardWillHide, "era \(era.rawValue)")
            #expect(names.contains(.keyboardWillShow) && !names.contains(.keyboardDidHide), "era \(era.rawValue)")
            let pad = try #require(simulator.keyboardFrame)
            #expect(events.notifications.last?.userInfo.frameEnd == (era.hasFrameKeys ? pad : nil), "era \(era.rawValue)")
        }
    }

    @Test("between two keyboards of one height, era 11 posts nothing on a real iPhone either")
    func sameHeightSwitchIsSilent() {
        var simulator = Self.simulator(.iPhone(DeviceCatalogue.iPhone15))
        _ = simulator.settle(after: .tapField("plain"))
        #expect(simulator.settle(after: .tapField("amount")).notifications.isEmpty)
    }
}
