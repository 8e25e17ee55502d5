import Testing
@testable import KeyboardSim

/// The notification sequences of docs/ios-keyboard.md, era by era.
@Suite("Keyboard notifications in eras 3, 7 and 11")
struct EraSequenceTests {
    /// One situation: what is done after the set-up, and what each era posts for it.
    struct Situation: Sendable, CustomTestStringConvertible {
        let name: String
        var form = TestForms.tall
        let setUp: [InputEvent]
        let action: InputEvent
        let expected: [Era: [(String, Rect?, Rect?)]]
        var testDescription: String { name }
    }

    static let shown = TestFrames.shown, hidden = TestFrames.hidden
    static let tallShown = TestFrames.tallShown

    static let situations: [Situation] = [
        Situation(name: "first focus", setUp: [], action: .tapField("f0"), expected: [
            .ios3: [("textFieldDidBeginEditing", nil, nil), ("keyboardWillShow", hidden, shown), ("keyboardDidShow", hidden, shown)],
            .ios7: [("textFieldDidBeginEditing", nil, nil), ("keyboardWillChangeFrame", hidden, shown), ("keyboardWillShow", hidden, shown),
                    ("keyboardDidChangeFrame", hidden, shown), ("keyboardDidShow", hidden, shown)],
            .ios11: [("textFieldDidBeginEditing", nil, nil), ("keyboardWillChangeFrame", hidden, shown), ("keyboardWillShow", hidden, shown),
                     ("keyboardDidChangeFrame", hidden, shown), ("keyboardDidShow", hidden, shown)],
        ]),
        Situation(name: "dismissal", setUp: [.tapField("f0")], action: .key(.escape), expected: [
            .ios3: [("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("keyboardDidHide", shown, hidden)],
            .ios7: [("textFieldDidEndEditing", nil, nil), ("keyboardWillChangeFrame", shown, hidden), ("keyboardWillHide", shown, hidden),
                    ("keyboardDidChangeFrame", shown, hidden), ("keyboardDidHide", shown, hidden)],
            .ios11: [("textFieldDidEndEditing", nil, nil), ("keyboardWillChangeFrame", shown, hidden), ("keyboardWillHide", shown, hidden),
                     ("keyboardDidChangeFrame", shown, hidden), ("keyboardDidHide", shown, hidden)],
        ]),
        Situation(name: "focus moves to a field with the same keyboard", setUp: [.tapField("f0")], action: .tapField("f1"), expected: [
            .ios3: [("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, shown), ("keyboardDidShow", shown, shown)],
            .ios7: [("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, shown), ("keyboardDidShow", shown, shown)],
            .ios11: [("textFieldDidEndEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil)],
        ]),
        Situation(name: "rotation", setUp: [.tapField("f0")], action: .rotate(.landscape, screen: landscape), expected: [
            .ios3: [("keyboardWillHide", shown, hidden), ("keyboardDidHide", shown, hidden),
                    ("keyboardWillShow", landscapeHidden, landscapeShown), ("keyboardDidShow", landscapeHidden, landscapeShown)],
            .ios7: [("keyboardWillChangeFrame", shown, hidden), ("keyboardWillHide", shown, hidden),
                    ("keyboardDidChangeFrame", shown, hidden), ("keyboardDidHide", shown, hidden),
                    ("keyboardWillChangeFrame", landscapeHidden, landscapeShown), ("keyboardWillShow", landscapeHidden, landscapeShown),
                    ("keyboardDidChangeFrame", landscapeHidden, landscapeShown), ("keyboardDidShow", landscapeHidden, landscapeShown)],
            .ios11: [("keyboardWillChangeFrame", shown, hidden), ("keyboardWillHide", shown, hidden),
                     ("keyboardDidChangeFrame", shown, hidden), ("keyboardDidHide", shown, hidden),
                     ("keyboardWillChangeFrame", landscapeHidden, landscapeShown), ("keyboardWillShow", landscapeHidden, landscapeShown),
                     ("keyboardDidChangeFrame", landscapeHidden, landscapeShown), ("keyboardDidShow", landscapeHidden, landscapeShown)],
        ]),
        Situation(name: "focus moves to a field with another keyboard (an accessory toolbar, one row taller)",
                  form: TestForms.keyboards, setUp: [.tapField("plain")], action: .tapField("withBar"), expected: [
            .ios3: [("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios7: [("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillChangeFrame", shown, tallShown), ("keyboardWillShow", shown, tallShown),
                    ("keyboardDidChangeFrame", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios11: [("textFieldDidEndEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil),
                     ("keyboardWillChangeFrame", shown, tallShown), ("keyboardWillShow", shown, tallShown),
                     ("keyboardDidChangeFrame", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
        ]),
        Situation(name: "height change with no focus change (Japanese marked text opens the candidate bar)",
                  form: TestForms.keyboards, setUp: [.tapField("plain"), .nextInputMethod], action: .key(.character("k")), expected: [
            .ios3: [("keyboardWillShow", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios7: [("keyboardWillChangeFrame", shown, tallShown), ("keyboardWillShow", shown, tallShown),
                    ("keyboardDidChangeFrame", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios11: [("keyboardWillChangeFrame", shown, tallShown), ("keyboardWillShow", shown, tallShown),
                     ("keyboardDidChangeFrame", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
        ]),
    ]

    /// A landscape screen as an 80x24 terminal gives it: 78x17, with a 9-row keyboard (51 %).
    static let landscape = Size(width: 78, height: 17)
    static let landscapeShown = Rect(x: 0, y: 8, width: 78, height: 9)
    static let landscapeHidden = Rect(x: 0, y: 17, width: 78, height: 9)

    @Test("each era posts its sequence, names and frames", arguments: situations, Era.allCases)
    func sequence(_ situation: Situation, _ era: Era) throws {
        var simulator = Simulator(SessionConfiguration(form: situation.form, era: era), screenSize: TestForms.screen)
        for event in situation.setUp { _ = simulator.settle(after: event) }
        let events = simulator.settle(after: situation.action)
        let expected = try #require(situation.expected[era])
        #expect(events.names == expected.map(\.0))
        for (event, (_, begin, end)) in zip(events, expected) {
            guard case .notification(let notification) = event.event else { continue }
            #expect(notification.userInfo.beginFrame == begin)
            #expect(notification.userInfo.endFrame == end)
            #expect(notification.userInfo.hasFrameKeys == (era != .ios3))
        }
    }

    @Test("rotating during a show: the hide starts where the keyboard is, the show gets no Did, the responder stays")
    func rotateDuringShow() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall), screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("f0"), at: 0)
        let current = KeyboardAnimation(from: Self.hidden, to: Self.shown, start: 0).frame(at: 0.1)
        let events = simulator.handle(.rotate(.landscape, screen: Self.landscape), at: 0.1)
        #expect(events.names == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
                                 "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(events.notifications.first?.userInfo.beginFrame == current)
        #expect(!events.names.contains("keyboardDidShow"))
        let settled = simulator.advance(to: 1)
        #expect(settled.names == ["keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(simulator.keyboardFrame == Self.landscapeShown)
        #expect(simulator.focusedIndex == 0)
        #expect(simulator.orientation == .landscape)
    }

    @Test("era 3 has no frame keys but the legacy bounds and centres")
    func legacyKeys() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, era: .ios3), screenSize: TestForms.screen)
        let events = simulator.settle(after: .tapField("f0"))
        let info = try #require(events.notifications.first).userInfo
        #expect(info.frameBegin == nil && info.frameEnd == nil)
        #expect(info.bounds == Rect(x: 0, y: 0, width: 39, height: 10))
        #expect(info.centerBegin == CenterPoint(of: TestFrames.hidden))
        #expect(info.centerEnd.x == 19.5 && info.centerEnd.y == 16)
    }

    @Test("era 3 with the inset listing: no frame key, so the inset it reads is zero (a pitfall)")
    func insetInEra3() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .inset, era: .ios3), screenSize: TestForms.screen)
        let events = simulator.settle(after: .tapField("f11"))
        #expect(events.strategyActions.first?.details.first == .init("inset", .int(0)))
        #expect(!simulator.isFieldVisible(11))
    }

    @Test("eras 3 and 7: a switch flickers the inset — WillHide resets it, DidShow sets it again")
    func insetFlickerOnSwitch() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .inset, era: .ios7), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("f0"))
        let start = simulator.now
        _ = simulator.handle(.tapField("f1"), at: start)
        #expect(simulator.views.scrollView.contentInset == .zero)
        _ = simulator.advance(to: start + 1)
        #expect(simulator.views.scrollView.contentInset == EdgeInsets(bottom: 10))
    }
}
