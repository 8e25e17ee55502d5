import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Era 11 keyboard notifications", .timed)
struct KeyboardNotificationTests {
    @Test("first focus: ShouldBeginEditing, DidBeginEditing, then WillChangeFrame and WillShow; the Did pair when the slide ends")
    func firstFocus() {
        var simulator = Simulator.tall()
        let atTap = simulator.handle(.tapField("f0"), at: 1)
        #expect(atTap.names == ["textFieldShouldBeginEditing", "textFieldDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(atTap.allSatisfy { $0.time == 1 })
        for notification in atTap.notifications {
            #expect(notification.userInfo == KeyboardUserInfo(frameBegin: TestFrames.hidden, frameEnd: TestFrames.shown,
                                                              duration: 0.25, curve: 7, isLocal: true))
        }
        #expect(simulator.advance(to: 1.2).isEmpty)
        let atEnd = simulator.advance(to: 2)
        #expect(atEnd.names == ["keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(atEnd.allSatisfy { $0.time == 1.25 })
        #expect(atEnd.notifications.map(\.userInfo.frameEnd) == [TestFrames.shown, TestFrames.shown])
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }

    @Test("the keyboard slides up with ease-in-out over 0.25 s")
    func slidesOverTime() {
        var simulator = Simulator.tall()
        _ = simulator.handle(.tapField("f0"), at: 0)
        _ = simulator.advance(to: 0.125)
        #expect(simulator.keyboardFrame?.y == 16)
        #expect(simulator.isAnimating)
        _ = simulator.advance(to: 0.05 + 0.125)
        #expect(simulator.keyboardFrame!.y < 16)
        _ = simulator.advance(to: 0.25)
        #expect(simulator.keyboardFrame == TestFrames.shown)
        #expect(!simulator.isAnimating)
    }

    @Test("era 11: switching between fields with the same keyboard posts no notification")
    func switchPostsNothing() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        let events = simulator.settle(after: .tapField("f1"))
        #expect(events.names == ["textFieldShouldBeginEditing", "textFieldDidEndEditing", "textFieldDidBeginEditing"])
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }

    @Test("dismissal: DidEndEditing, WillChangeFrame, WillHide, then the Did pair with the frames swapped")
    func dismissal() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        let events = simulator.settle(after: .key(.escape))
        #expect(events.names == ["textFieldDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide",
                                 "keyboardDidChangeFrame", "keyboardDidHide"])
        for notification in events.notifications {
            #expect(notification.userInfo.frameBegin == TestFrames.shown)
            #expect(notification.userInfo.frameEnd == TestFrames.hidden)
        }
        #expect(simulator.keyboardFrame == nil)
    }

    @Test("a text view is asked first and hears DidBeginEditing, then its own notification, after the Will notifications")
    func textViewOrder() {
        var simulator = Simulator.tall()
        let events = simulator.handle(.tapField("notes"), at: 0)
        #expect(events.names == ["textViewShouldBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow", "textViewDidBeginEditing",
                                 "textViewTextDidBeginEditing"])
    }

    @Test("delegate calls carry the field's frame in content coordinates")
    func delegateRect() {
        var simulator = Simulator.tall()
        let events = simulator.handle(.tapField("f3"), at: 0)
        guard case .delegate(let call) = events.first?.event else {
            Issue.record("expected a delegate call first")
            return
        }
        #expect(call.field == "f3")
        #expect(call.rect == Rect(x: 1, y: 11, width: 37, height: 1))
    }

    @Test("a screen resize under a shown keyboard moves it at once: ChangeFrame and Show pairs with duration 0")
    func resizeUnderKeyboard() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        let events = simulator.handle(.resize(Size(width: 45, height: 27)), at: simulator.now)
        #expect(events.names == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        let newFrame = Rect(x: 0, y: 16, width: 45, height: 11)
        for notification in events.notifications {
            #expect(notification.userInfo.frameBegin == TestFrames.shown)
            #expect(notification.userInfo.frameEnd == newFrame)
            #expect(notification.userInfo.duration == 0)
        }
        #expect(simulator.keyboardFrame == newFrame)
        #expect(!simulator.isAnimating)
    }

    @Test("a tap during the hide slide brings the keyboard back from where it is, with no DidHide")
    func interruptedHide() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        let start = simulator.now
        _ = simulator.handle(.key(.escape), at: start)
        let midway = simulator.handle(.tapField("f1"), at: start + 0.125)
        let current = Rect(x: 0, y: 16, width: 39, height: 10)
        #expect(midway.names == ["textFieldShouldBeginEditing", "textFieldDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(midway.notifications.allSatisfy { $0.userInfo.frameBegin == current && $0.userInfo.frameEnd == TestFrames.shown })
        let settled = simulator.advance(to: start + 1)
        #expect(settled.names == ["keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }
}
