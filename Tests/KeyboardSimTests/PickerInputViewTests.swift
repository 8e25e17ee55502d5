@testable import KeyboardSim
import Testing
import TestTiming

/// A picker in the keyboard's place (`inputView:`): its height on every device, what a switch to
/// it posts, how its wheels are turned and its rows chosen, and the typing it refuses.
@Suite("Pickers as input views: heights, notifications, choosing by key, click and wheel, refused typing", .timed)
struct PickerInputViewTests {
    /// Letters with the QuickType bar, a picker of colours, a date picker.
    static let form = Form(title: "Pickers", fields: [
        Field(name: "note"),
        Field(name: "colour", inputView: .picker, options: ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]),
        Field(name: "birthday", inputView: .datePicker),
        Field(name: "anniversary", value: "Jan 31, 2001", inputView: .datePicker),
    ])
    /// The screen a 100x44 terminal gives, and the one it gives held sideways.
    static let screen = Size(width: 39, height: 41)
    static let landscape = Size(width: 87, height: 20)

    static func simulator(_ device: DeviceChoice = .iPhone(DeviceCatalogue.iPhone15), era: Era = .ios11,
                          orientation: Orientation = .portrait) -> Simulator {
        Simulator(SessionConfiguration(form: form, era: era, orientation: orientation, device: device),
                  screenSize: orientation == .portrait ? screen : landscape)
    }

    static func focused(on name: String, _ device: DeviceChoice = .iPhone(DeviceCatalogue.iPhone15),
                        orientation: Orientation = .portrait) -> Simulator {
        var simulator = simulator(device, orientation: orientation)
        _ = simulator.settle(after: .tapField(name))
        return simulator
    }

    /// The labels on the middle row, wheel by wheel.
    static func selected(_ simulator: Simulator) -> [String] {
        simulator.pickerLayout?.rows.filter { $0.offset == 0 }.map(\.label) ?? []
    }

    // MARK: Heights

    @Test("a picker reports 216 points upright and 162 sideways, plus the home indicator's area on a home-indicator phone")
    func heightsInPoints() {
        let expected: [(DeviceModel, Orientation, Int)] = [
            (DeviceCatalogue.iPhoneSE3, .portrait, 216), (DeviceCatalogue.iPhoneSE3, .landscape, 162),
            (DeviceCatalogue.iPhone15, .portrait, 250), (DeviceCatalogue.iPhone15, .landscape, 183),
            (DeviceCatalogue.iPhone16ProMax, .portrait, 250), (DeviceCatalogue.iPhone16ProMax, .landscape, 183),
        ]
        for (model, orientation, points) in expected {
            let simulator = Self.focused(on: "colour", .iPhone(model), orientation: orientation)
            #expect(simulator.keyboardHeightInPoints == points, "\(model.name) \(orientation.rawValue)")
        }
    }

    @Test("in cells the picker follows the screen's PointScale: 12 of 41 rows on the iPhone 15 upright (250 of 852 points), 9 of 20 sideways (183 of 393)")
    func heightsInRows() throws {
        let portrait = try #require(Self.focused(on: "colour").keyboardFrame)
        #expect(portrait.height == 12 && portrait.maxY == Self.screen.height)
        let sideways = try #require(Self.focused(on: "colour", orientation: .landscape).keyboardFrame)
        #expect(sideways.height == 9 && sideways.maxY == Self.landscape.height)
        let se = try #require(Self.focused(on: "birthday", .iPhone(DeviceCatalogue.iPhoneSE3)).keyboardFrame)
        #expect(se.height == 13)  // 216 of 667 points in 41 rows
    }

    @Test("on kbsim's own phone a picker takes the keyboard's one height, as the pads do, upright and sideways")
    func defaultPhoneHeight() throws {
        for orientation in Orientation.allCases {
            let simulator = Self.focused(on: "birthday", .proportional, orientation: orientation)
            let size = orientation == .portrait ? Self.screen : Self.landscape
            #expect(try #require(simulator.keyboardFrame).height == KeyboardMetrics.height(screen: size, orientation: orientation))
            #expect(simulator.keyboardHeightInPoints == nil)
        }
    }

    @Test("a picker has no keys and no QuickType bar; its toolbar stays and adds its 44 points: two rows on a screen 41 rows tall")
    func noKeys() throws {
        let simulator = Self.focused(on: "colour")
        #expect(simulator.placedKeys.isEmpty && simulator.keyboardLayout.predictionBarRow == nil)
        let toolbarForm = Form(title: "T", fields: [Field(name: "colour", toolbar: true, inputView: .picker, options: ["A", "B"])],
                               device: .iPhone(DeviceCatalogue.iPhone15))
        var withToolbar = Simulator(SessionConfiguration(form: toolbarForm), screenSize: Self.screen)
        _ = withToolbar.settle(after: .tapField("colour"))
        #expect(withToolbar.placedKeys.map(\.key.name) == ["Previous", "Next", "Done"])
        // The picker takes 12 rows here; the toolbar 44 × 41 ÷ 852 points, 2 rows (on a 21-row screen 1: EraSequenceTests).
        #expect(try #require(withToolbar.keyboardFrame).height == 14)
        #expect(withToolbar.keyboardLayout.toolbarRows == 2)
        let keyboardTop = try #require(withToolbar.keyboardFrame).minY
        #expect(withToolbar.placedKeys.allSatisfy { $0.frame.minY == keyboardTop }, "the buttons on the toolbar's first row")
    }

    // MARK: Notifications

    @Test("era 11: from letters to a picker posts WillChangeFrame and WillShow from the letters' frame to the picker's, then the Dids, no WillHide")
    func switchFromLettersEra11() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("note"))
        let letters = try #require(simulator.keyboardFrame)
        let notifications = simulator.settle(after: .tapField("colour")).notifications
        #expect(notifications.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        let picker = try #require(simulator.keyboardFrame)
        #expect(picker.height < letters.height && picker.maxY == letters.maxY)
        for notification in notifications {
            #expect(notification.userInfo.frameBegin == letters && notification.userInfo.frameEnd == picker)
        }
        // And back: the letters grow it again with the same four.
        let back = simulator.settle(after: .tapField("note")).notifications
        #expect(back.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        #expect(back.first?.userInfo.frameEnd == letters)
    }

    @Test("era 7: from letters to a picker posts the WillHide that never happens, then the show with the picker's frame")
    func switchFromLettersEra7() throws {
        var simulator = Self.simulator(era: .ios7)
        _ = simulator.settle(after: .tapField("note"))
        let events = simulator.settle(after: .tapField("colour"))
        let names = events.notifications.map(\.name)
        #expect(names.first == .keyboardWillHide && !names.contains(.keyboardDidHide))
        #expect(names.contains(.keyboardWillShow) && names.last == .keyboardDidShow)
        #expect(events.notifications.last?.userInfo.frameEnd == simulator.keyboardFrame)
    }

    @Test("showing a picker from nothing and hiding it post what a keyboard's show and hide post")
    func showAndHide() {
        var simulator = Self.simulator()
        #expect(simulator.settle(after: .tapField("birthday")).notifications.map(\.name)
            == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        #expect(simulator.settle(after: .tapBackground).notifications.map(\.name)
            == [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
    }

    // MARK: Choosing

    @Test("Down and Up turn a picker's wheel and the field takes the option; the wheel stops at its ends")
    func optionsByKey() {
        var simulator = Self.focused(on: "colour")
        #expect(Self.selected(simulator) == ["Red"] && simulator.texts[1].text.isEmpty)
        _ = simulator.settle(after: .key(.down))
        _ = simulator.settle(after: .key(.down))
        #expect(simulator.texts[1].text == "Yellow" && Self.selected(simulator) == ["Yellow"])
        for _ in 0..<4 { _ = simulator.settle(after: .key(.up)) }
        #expect(simulator.texts[1].text == "Red")
        for _ in 0..<9 { _ = simulator.settle(after: .key(.down)) }
        #expect(simulator.texts[1].text == "Violet")
    }

    @Test("a date picker starts at Jan 1, 2000; Left and Right choose the month, day or year wheel; months and days turn round, days stay in the month")
    func dateByKey() {
        var simulator = Self.focused(on: "birthday")
        #expect(Self.selected(simulator) == ["January", "1", "2000"])
        _ = simulator.settle(after: .key(.down))
        #expect(simulator.texts[2].text == "Feb 1, 2000")
        _ = simulator.settle(after: .key(.right))
        _ = simulator.settle(after: .key(.up))
        #expect(simulator.texts[2].text == "Feb 29, 2000")  // 2000 is a leap year; the day wheel turns round
        _ = simulator.settle(after: .key(.right))
        _ = simulator.settle(after: .key(.down))
        #expect(simulator.texts[2].text == "Feb 28, 2001")  // no 29th in 2001
        _ = simulator.settle(after: .key(.right))  // past the last wheel: the year stays chosen
        _ = simulator.settle(after: .key(.left))
        _ = simulator.settle(after: .key(.left))
        _ = simulator.settle(after: .key(.up))
        _ = simulator.settle(after: .key(.up))
        #expect(simulator.texts[2].text == "Dec 28, 2001")  // the month wheel turns round from January
    }

    @Test("a date picker's field value starts its wheels: Jan 31, 2001 then a month down is Feb 28, 2001")
    func dateFromValue() {
        var simulator = Self.focused(on: "anniversary")
        #expect(Self.selected(simulator) == ["January", "31", "2001"])
        _ = simulator.settle(after: .key(.down))
        #expect(simulator.texts[3].text == "Feb 28, 2001")
    }

    @Test("a click on a row above or below the middle selects it; a click on another wheel's row chooses that wheel for the arrows")
    func choosingByClick() throws {
        var simulator = Self.focused(on: "colour")
        let below = try #require(simulator.pickerLayout?.rows.first { $0.offset == 2 })
        #expect(below.label == "Yellow")
        #expect(simulator.tapTarget(at: below.frame.origin) == .key("Yellow"))
        _ = simulator.settle(after: .tap(Point(x: below.frame.x + 1, y: below.frame.y)))
        #expect(simulator.texts[1].text == "Yellow" && Self.selected(simulator) == ["Yellow"])

        var date = Self.focused(on: "birthday")
        let year = try #require(date.pickerLayout?.rows.first { $0.wheel == 2 && $0.offset == -1 })
        _ = date.settle(after: .tap(Point(x: year.frame.x + 1, y: year.frame.y)))
        #expect(date.texts[2].text == "Jan 1, 1999" && date.keyboard.pickerWheel == 2)
        _ = date.settle(after: .key(.up))
        #expect(date.texts[2].text == "Jan 1, 1998")
    }

    @Test("Tap key with a row's label selects a row shown; a label the wheel does not show now is refused")
    func tapKeyOnRows() {
        var simulator = Self.focused(on: "colour")
        _ = simulator.handle(.tapKey("Blue"), at: simulator.now)  // four rows below Red: not shown yet
        #expect(simulator.texts[1].text.isEmpty && simulator.refusalMessage == "Blue is not on this keyboard")
        _ = simulator.settle(after: .tapKey("Green"))
        _ = simulator.settle(after: .tapKey("Blue"))
        #expect(simulator.texts[1].text == "Blue")
    }

    @Test("the mouse wheel over a wheel chooses it and turns it a row per notch; elsewhere it is no picker's")
    func mouseWheel() throws {
        let simulator = Self.focused(on: "birthday")
        let layout = try #require(simulator.pickerLayout)
        let yearColumn = layout.columns[2]
        let point = Point(x: yearColumn.x + 1, y: layout.middleRow)
        #expect(simulator.pickerTurn(by: 2, at: point) == [.tapKey("2000"), .key(.down), .key(.down)])
        let monthColumn = layout.columns[0]
        #expect(simulator.pickerTurn(by: -1, at: Point(x: monthColumn.x + 1, y: layout.middleRow)) == [.key(.up)])
        #expect(simulator.pickerTurn(by: 1, at: Point(x: 5, y: 3)) == nil)
    }

    // MARK: Refusals

    @Test("typing, deleting, Return and a paste are refused on a picker with a flash that says why; the value stays")
    func typingRefused() {
        var simulator = Self.focused(on: "colour")
        _ = simulator.settle(after: .key(.down))
        for event in [InputEvent.key(.character("x")), .key(.backspace), .key(.returnKey), .paste("Mauve")] {
            _ = simulator.handle(event, at: simulator.now)
            #expect(simulator.refusalMessage == "a picker takes no typing", "\(event)")
            #expect(simulator.texts[1].text == "Orange" && simulator.focusedIndex == 1, "\(event)")
        }
    }
}
