import Testing
@testable import KeyboardSim
import TestTiming

/// The notification sequences of docs/explanation/ios-keyboard.md, era by era.
@Suite("Keyboard notifications in eras 3, 7, 11, 15, 17 and 26", .timed)
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
            .ios3: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil), ("keyboardWillShow", hidden, shown), ("keyboardDidShow", hidden, shown)],
            .ios7: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil), ("keyboardWillChangeFrame", hidden, shown), ("keyboardWillShow", hidden, shown),
                    ("keyboardDidChangeFrame", hidden, shown), ("keyboardDidShow", hidden, shown)],
            .ios11: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil), ("keyboardWillChangeFrame", hidden, shown), ("keyboardWillShow", hidden, shown),
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
            .ios3: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, shown), ("keyboardDidShow", shown, shown)],
            .ios7: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, shown), ("keyboardDidShow", shown, shown)],
            .ios11: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil)],
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
            .ios3: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillShow", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios7: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("keyboardWillHide", shown, hidden), ("textFieldDidBeginEditing", nil, nil),
                    ("keyboardWillChangeFrame", shown, tallShown), ("keyboardWillShow", shown, tallShown),
                    ("keyboardDidChangeFrame", shown, tallShown), ("keyboardDidShow", shown, tallShown)],
            .ios11: [("textFieldShouldBeginEditing", nil, nil), ("textFieldDidEndEditing", nil, nil), ("textFieldDidBeginEditing", nil, nil),
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
        // Today's eras post these situations' names and frames as era 11 does (when they arrive
        // differs: see the tests below).
        let expected = try #require(situation.expected[era] ?? (era.rawValue > Era.ios11.rawValue ? situation.expected[.ios11] : nil))
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

    // MARK: - Today's eras (15, 17, 26)

    /// A session on `form` in `era`, with the session's seed `seed`.
    static func simulator(_ form: Form = TestForms.tall, era: Era, seed: UInt64 = 0) -> Simulator {
        Simulator(SessionConfiguration(form: form, era: era, seed: seed), screenSize: TestForms.screen)
    }

    @Test("from era 15 a rotation hides the old keyboard at once and shows the new one after the transition; era 11 at once",
          arguments: [Era.ios11, .ios15, .ios17, .ios26])
    func rotationAfterTransition(_ era: Era) {
        var simulator = Self.simulator(era: era)
        _ = simulator.settle(after: .tapField("f0"))
        let start = simulator.now
        let events = simulator.settle(after: .rotate(.landscape, screen: Self.landscape))
        let willShow = events.first { $0.event.name == "keyboardWillShow" }
        let didHide = events.first { $0.event.name == "keyboardDidHide" }
        let transition = era == .ios11 ? 0 : KeyboardProcess.rotationTransition
        let latest = era == .ios11 || era == .ios15 ? 0 : KeyboardProcess.delays.max()! * 2
        #expect(willShow.map { $0.time >= start + transition && $0.time <= start + transition + latest } == true,
                "WillShow at \(String(describing: willShow?.time))")
        #expect(didHide.map { $0.time < start + 0.1 } == true)
        #expect(simulator.keyboardFrame == Self.landscapeShown)
        #expect(simulator.focusedIndex == 0)
    }

    @Test("from era 15, between the rotation and the end of its transition the keyboard is hidden; focus leaving meanwhile keeps it so")
    func rotationTransitionInterrupted() {
        var simulator = Self.simulator(era: .ios15)
        _ = simulator.settle(after: .tapField("f0"))
        let start = simulator.now
        _ = simulator.handle(.rotate(.landscape, screen: Self.landscape), at: start)
        #expect(simulator.keyboardFrame == nil)
        _ = simulator.handle(.tapBackground, at: start + 0.1)
        let later = simulator.advance(to: start + 1)
        #expect(!later.names.contains("keyboardWillShow"))
        #expect(simulator.keyboardFrame == nil)
    }

    /// The times at which a first focus's notifications reach the app, in `era` with `seed`.
    static func showTimes(era: Era, seed: UInt64) -> [Double] {
        var simulator = simulator(era: era, seed: seed)
        return simulator.settle(after: .tapField("f0")).filter { if case .notification = $0.event { true } else { false } }.map(\.time)
    }

    @Test("era 17's keyboard posts after the focus change, by a delay its seed fixes: the same on every run, not era 15's")
    func outOfProcessDelay() {
        let fifteen = Self.showTimes(era: .ios15, seed: 5)
        #expect(fifteen == [0, 0, 0.25, 0.25])
        for seed: UInt64 in 0..<8 {
            let seventeen = Self.showTimes(era: .ios17, seed: seed)
            #expect(seventeen == Self.showTimes(era: .ios17, seed: seed), "seed \(seed) plays the same twice")
            #expect(seventeen != fifteen)
            #expect(seventeen.count == 4 && seventeen[0] > 0 && seventeen[0] == seventeen[1], "\(seventeen)")
            #expect(seventeen == seventeen.sorted(), "batches keep their order")
        }
        let delays = Set((0..<8).map { Self.showTimes(era: .ios17, seed: UInt64($0))[0] })
        #expect(delays.count > 1, "different seeds, different delays: \(delays)")
        #expect(delays.isSubset(of: KeyboardProcess.delays))
    }

    @Test("era 17: a text view hears textViewDidBeginEditing before the late keyboardWillShow (era 15: after it)")
    func outOfProcessOrderForTextViews() throws {
        let form = Form(title: "Notes", fields: [Field(name: "notes", kind: .textView)])
        var fifteen = Self.simulator(form, era: .ios15)
        var seventeen = Self.simulator(form, era: .ios17)
        #expect(Array(fifteen.settle(after: .tapField("notes")).names.prefix(5))
                == ["textViewShouldBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow", "textViewDidBeginEditing", "textViewTextDidBeginEditing"])
        #expect(Array(seventeen.settle(after: .tapField("notes")).names.prefix(5))
                == ["textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewTextDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow"])
    }

    @Test("the notification's object is the screen from era 15 on, nil in eras 3, 7 and 11", arguments: Era.allCases)
    func objectIsTheScreen(_ era: Era) {
        var simulator = Self.simulator(era: era)
        let notifications = simulator.settle(after: .tapField("f0")).notifications
        #expect(!notifications.isEmpty)
        #expect(notifications.allSatisfy { $0.object == (era.rawValue >= 15 ? .screen : nil) })
    }

    /// Two fields with their own toolbars, two sharing the form's, and one without.
    static let accessories = Form(title: "Accessories", fields: [
        Field(name: "ownA", toolbar: true, ownsToolbar: true), Field(name: "ownB", toolbar: true, ownsToolbar: true),
        Field(name: "sharedA", toolbar: true), Field(name: "sharedB", toolbar: true), Field(name: "plain"),
    ])

    @Test("from era 11, a switch between fields with their own accessory instances re-posts the whole show sequence; a shared one posts nothing",
          arguments: Era.allCases)
    func accessoryInstances(_ era: Era) {
        var simulator = Self.simulator(Self.accessories, era: era)
        _ = simulator.settle(after: .tapField("ownA"))
        let own = simulator.settle(after: .tapField("ownB"))
        _ = simulator.settle(after: .tapField("sharedA"))
        let shared = simulator.settle(after: .tapField("sharedB"))
        let delegates = ["textFieldShouldBeginEditing", "textFieldDidEndEditing", "textFieldDidBeginEditing"]
        switch era {
        case .ios3, .ios7:
            // Every switch re-posts before iOS 11, shared accessory or not.
            #expect(own.names == shared.names)
            #expect(own.names.contains("keyboardWillHide") && own.names.contains("keyboardDidShow"))
        default:
            #expect(own.names == delegates + ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
            #expect(own.notifications.allSatisfy { $0.userInfo.beginFrame == Self.tallShown && $0.userInfo.endFrame == Self.tallShown })
            #expect(shared.names == delegates)
        }
    }

    @Test("era 26 reports the accessory's height in a hide's frames when the field has one; other eras and other fields the keyboard's",
          arguments: [Era.ios15, .ios17, .ios26])
    func accessoryHeightOnHide(_ era: Era) {
        var simulator = Self.simulator(Self.accessories, era: era)
        _ = simulator.settle(after: .tapField("ownA"))
        let withAccessory = simulator.settle(after: .tapBackground).notifications
        _ = simulator.settle(after: .tapField("plain"))
        let without = simulator.settle(after: .tapBackground).notifications
        #expect(withAccessory.count == 4 && without.count == 4)
        let accessoryFrame = Rect(x: 0, y: TestForms.screen.height - 1, width: 39, height: 1)
        #expect(withAccessory.allSatisfy { $0.userInfo.endFrame == (era == .ios26 ? accessoryFrame : TestFrames.tallHidden) })
        #expect(without.allSatisfy { $0.userInfo.endFrame == Self.hidden })
        #expect(simulator.keyboardFrame == nil)
    }
}
