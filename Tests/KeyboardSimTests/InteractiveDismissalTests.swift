import Testing
@testable import KeyboardSim
import TestTiming

/// Drags on the content and the three keyboardDismissModes (docs/explanation/ios-keyboard.md, "Interactive dismissal").
@Suite("Dragging the content: keyboardDismissMode none, onDrag and interactive", .timed)
struct InteractiveDismissalTests {
    /// The tall test form in `mode`, with `f1` being edited and its keyboard at rest (rows 11–20).
    private func editing(_ mode: KeyboardDismissMode, era: Era = .ios11) -> Simulator {
        var form = TestForms.tall
        form.keyboardDismissMode = mode
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .none, era: era), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("f1"))
        return simulator
    }

    /// Drags from `from` to `to` one cell a step, a tenth of a second a step; returns what was
    /// posted before the finger lifted, and what its release posted up to one second later.
    private func drag(_ simulator: inout Simulator, from: Point, to: Point) -> (during: [TimedEvent], after: [TimedEvent]) {
        var time = simulator.now
        var during = simulator.handle(.dragBegan(from), at: time)
        let path = DragPath.points(from: from, to: to)
        for point in path.dropLast() {
            time += 0.1
            during += simulator.handle(.dragMoved(point), at: time)
        }
        time += 0.1
        let after = simulator.handle(.dragEnded(to), at: time) + simulator.advance(to: time + 1)
        return (during, after)
    }

    @Test("with keyboardDismissMode none a drag scrolls the content with the finger and the keyboard stays")
    func noneScrollsOnly() {
        var simulator = editing(.none)
        let offset = simulator.views.scrollView.contentOffset.y
        let (during, after) = drag(&simulator, from: Point(x: 20, y: 9), to: Point(x: 20, y: 4))
        #expect(simulator.views.scrollView.contentOffset.y == offset + 5)
        #expect(during.notifications.isEmpty && after.notifications.isEmpty)
        #expect(simulator.keyboard.isUp)
        #expect(simulator.focusedIndex == 1)
        #expect(simulator.log.entries.contains { $0.kind == .uikit(.scrollsWithFinger(fromOffset: offset, toOffset: offset + 5)) })
    }

    @Test("a drag past the end of the content stops at the scroll limit")
    func scrollStopsAtTheLimit() {
        var simulator = editing(.none)
        _ = drag(&simulator, from: Point(x: 20, y: 3), to: Point(x: 20, y: 10))
        #expect(simulator.views.scrollView.contentOffset.y == simulator.views.scrollView.minimumOffsetY)
    }

    @Test("with onDrag the keyboard hides as the drag begins, as resignFirstResponder hides it")
    func onDragDismisses() {
        var simulator = editing(.onDrag)
        var events = simulator.handle(.dragBegan(Point(x: 20, y: 9)), at: 2)
        #expect(events.notifications.isEmpty, "a finger down is no drag yet")
        events = simulator.handle(.dragMoved(Point(x: 20, y: 8)), at: 2.1) + simulator.advance(to: 3)
        #expect(events.names.first == "scrollViewWillBeginDragging", "the delegate hears the drag begin before UIKit resigns the field")
        #expect(events.keyboardAndText.names == ["textFieldDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide",
                                 "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(events.notifications.allSatisfy { $0.userInfo.duration == KeyboardAnimation.standardDuration })
        #expect(simulator.focusedIndex == nil)
    }

    @Test("interactive: while the finger takes the keyboard down, it is drawn under the finger and nothing is posted")
    func followsTheFingerSilently() {
        var simulator = editing(.interactive)
        var events = simulator.handle(.dragBegan(Point(x: 20, y: 8)), at: 2)
        for (step, row) in (9...14).enumerated() {
            events += simulator.handle(.dragMoved(Point(x: 20, y: row)), at: 2 + 0.05 * Double(step + 1))
        }
        #expect(events.keyboardAndText.isEmpty)
        #expect(simulator.keyboardFrame == Rect(x: 0, y: 14, width: 39, height: 10), "the keyboard's top follows the finger")
        #expect(simulator.tapTarget(at: Point(x: 20, y: 12)) != .keyboardGap, "the rows it left are the content's again")
        #expect(simulator.log.entries.contains { $0.kind == .uikit(.keyboardFollowsFinger(top: 11)) })
    }

    @Test("interactive: the keyboard is not taken before the finger reaches it")
    func waitsForTheFinger() {
        var simulator = editing(.interactive)
        _ = simulator.handle(.dragBegan(Point(x: 20, y: 4)), at: 2)
        _ = simulator.handle(.dragMoved(Point(x: 20, y: 10)), at: 2.1)
        #expect(simulator.keyboardFrame == TestFrames.shown)
        #expect(simulator.keyboard.heldFrame == nil)
    }

    @Test("interactive: released more than half its height down, the keyboard hides from where it is, the field resigned")
    func hidesPastTheThreshold() {
        var simulator = editing(.interactive)
        let (during, after) = drag(&simulator, from: Point(x: 20, y: 8), to: Point(x: 20, y: 17))
        #expect(during.keyboardAndText.isEmpty)
        #expect(after.keyboardAndText.names == ["textFieldDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide",
                                "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(after.names.firstIndex(of: "scrollViewDidEndDragging")! < after.names.firstIndex(of: "textFieldDidEndEditing")!,
                "the finger lifts before the keyboard goes")
        let willHide = after.notifications[1]
        #expect(willHide.userInfo.frameBegin == Rect(x: 0, y: 17, width: 39, height: 10))
        #expect(willHide.userInfo.frameEnd == TestFrames.hidden)
        #expect(simulator.focusedIndex == nil)
        #expect(simulator.keyboardFrame == nil)
        #expect(simulator.log.entries.contains { $0.kind == .uikit(.releasesKeyboard(top: 17, threshold: 16, hides: true)) })
    }

    @Test("interactive: released at half its height or less, the keyboard springs back with the show notifications in 0.15 s")
    func springsBack() {
        var simulator = editing(.interactive)
        let (during, dragEnd) = drag(&simulator, from: Point(x: 20, y: 8), to: Point(x: 20, y: 16))
        #expect(during.keyboardAndText.isEmpty)
        let after = dragEnd.keyboardAndText
        #expect(after.names == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        let willShow = after.notifications[1]
        #expect(willShow.userInfo.frameBegin == Rect(x: 0, y: 16, width: 39, height: 10))
        #expect(willShow.userInfo.frameEnd == TestFrames.shown)
        #expect(willShow.userInfo.duration == Simulator.springBackDuration)
        #expect(abs(after[2].time - after[0].time - Simulator.springBackDuration) < 1e-9, "DidShow when the spring-back ends")
        #expect(simulator.focusedIndex == 1)
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }

    @Test("interactive in iPhone OS 3, which had no keyboardDismissMode: the drag only scrolls")
    func noDismissModeBeforeIOS7() {
        var simulator = editing(.interactive, era: .ios3)
        let (during, after) = drag(&simulator, from: Point(x: 20, y: 8), to: Point(x: 20, y: 18))
        #expect(during.keyboardAndText.isEmpty && after.keyboardAndText.isEmpty)
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }

    @Test("a drag that starts on the keyboard does not scroll the content")
    func dragOnTheKeyboard() {
        var simulator = editing(.interactive)
        let offset = simulator.views.scrollView.contentOffset.y
        let (during, after) = drag(&simulator, from: Point(x: 20, y: 13), to: Point(x: 20, y: 19))
        #expect(during.isEmpty && after.isEmpty)
        #expect(simulator.views.scrollView.contentOffset.y == offset)
        #expect(simulator.keyboardFrame == TestFrames.shown)
    }

    @Test("a scripted finger's path goes a cell a step, its end last")
    func dragPath() {
        #expect(DragPath.points(from: Point(x: 0, y: 0), to: Point(x: 2, y: 4))
            == [Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 3), Point(x: 2, y: 4)])
        #expect(DragPath.points(from: Point(x: 5, y: 5), to: Point(x: 5, y: 5)) == [Point(x: 5, y: 5)])
        #expect(DragPath.points(from: Point(x: 0, y: 0), to: Point(x: 0, y: 9999)).count == DragPath.longestSteps)
    }
}
