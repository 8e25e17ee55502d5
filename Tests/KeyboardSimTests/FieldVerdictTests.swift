import Testing
@testable import KeyboardSim
import TestTiming

@Suite("The field verdict: visible, covered, partly covered, off screen", .timed)
struct FieldVerdictTests {
    /// The scroll view of the 39x21 test screen, below the two bars.
    let window = Rect(x: 0, y: 2, width: 39, height: 19)

    @Test("a field inside the scroll view with no keyboard is visible")
    func visibleWithoutKeyboard() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 4, width: 37, height: 1), seenThrough: window, keyboard: nil)
        #expect(verdict == .visible)
        #expect(verdict.description == "visible")
        #expect(verdict.severity == .seen)
    }

    @Test("a field just above the keyboard's top edge is visible")
    func visibleAboveKeyboard() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 10, width: 37, height: 1), seenThrough: window, keyboard: TestFrames.shown)
        #expect(verdict == .visible)
    }

    @Test("a field wholly under the keyboard is covered: it counts the field's hidden rows (all), then how far its bottom is below the keyboard's top")
    func covered() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 15, width: 37, height: 1), seenThrough: window, keyboard: TestFrames.shown)
        #expect(verdict == .covered(rows: 1, tooLow: 5))
        #expect(verdict.description == "covered (1 row, 5 too low)")
        #expect(verdict.severity == .hidden)
        let tall = FieldVerdict(field: Rect(x: 1, y: 13, width: 37, height: 3), seenThrough: window, keyboard: TestFrames.shown)
        #expect(tall.description == "covered (3 rows, 5 too low)")
    }

    @Test("a field on the keyboard's top row is covered, 1 too low")
    func coveredByOneRow() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 11, width: 37, height: 1), seenThrough: window, keyboard: TestFrames.shown)
        #expect(verdict.description == "covered (1 row, 1 too low)")
    }

    @Test("a text view whose lower rows are under the keyboard is partly covered, N of M rows")
    func partlyCovered() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 9, width: 37, height: 3), seenThrough: window, keyboard: TestFrames.shown)
        #expect(verdict == .partlyCovered(rows: 1, of: 3))
        #expect(verdict.description == "partly covered (1 of 3 rows)")
        #expect(verdict.severity == .partlyHidden)
    }

    @Test("a field scrolled above the scroll view is off screen")
    func offScreenAbove() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: -3, width: 37, height: 1), seenThrough: window, keyboard: TestFrames.shown)
        #expect(verdict == .offScreen(rows: 1, of: 1))
        #expect(verdict.description == "off screen")
        #expect(verdict.severity == .hidden)
    }

    @Test("a field under the navigation bar, outside the scroll view, is off screen even with no keyboard")
    func offScreenUnderTheBars() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 1, width: 37, height: 1), seenThrough: window, keyboard: nil)
        #expect(verdict == .offScreen(rows: 1, of: 1))
    }

    @Test("a field below the screen, under no keyboard, is off screen")
    func offScreenBelow() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 25, width: 37, height: 1), seenThrough: window, keyboard: nil)
        #expect(verdict == .offScreen(rows: 1, of: 1))
    }

    @Test("a text view cut by the scroll view's top edge is partly off screen")
    func partlyOffScreen() {
        let verdict = FieldVerdict(field: Rect(x: 1, y: 1, width: 37, height: 3), seenThrough: window, keyboard: nil)
        #expect(verdict == .offScreen(rows: 1, of: 3))
        #expect(verdict.description == "partly off screen (1 of 3 rows)")
        #expect(verdict.severity == .partlyHidden)
    }

    @Test("a text view cut by the top edge and the keyboard counts every hidden row as covered")
    func cutAtBothEnds() {
        let short = Rect(x: 0, y: 2, width: 39, height: 6)
        let keyboard = Rect(x: 0, y: 6, width: 39, height: 10)
        let verdict = FieldVerdict(field: Rect(x: 1, y: 0, width: 37, height: 8), seenThrough: short, keyboard: keyboard)
        #expect(verdict == .partlyCovered(rows: 4, of: 8))  // two above the window, two under the keyboard
    }

    @Test("none: the lowest field of the tall form is covered; auto: it is visible")
    func lowestFieldBySimulation() {
        var none = Simulator.tall(strategy: .none)
        _ = none.settle(after: .tapField("f11"))
        guard case .covered(let rows, let tooLow) = none.fieldVerdict(11) else {
            Issue.record("expected covered, got \(none.fieldVerdict(11))")
            return
        }
        #expect(rows == none.fieldScreenFrame(11).height)
        #expect(tooLow == none.fieldScreenFrame(11).maxY - TestFrames.shown.minY)
        var auto = Simulator.tall(strategy: .auto)
        _ = auto.settle(after: .tapField("f11"))
        #expect(auto.fieldVerdict(11) == .visible)
    }

    @Test("visible means wholly inside the scroll view and the screen and clear of the keyboard, as isFieldVisible says")
    func isFieldVisibleAgrees() {
        for strategy in StrategyCatalogue.builtIns.ids {
            var simulator = Simulator.tall(strategy: strategy)
            for event in [InputEvent.tapField("f11"), .tapField("notes"), .scroll(by: 5), .key(.escape)] {
                _ = simulator.settle(after: event)
                for index in simulator.form.fields.indices {
                    // The rule as cells: wholly inside the scroll view and the screen, meeting no keyboard.
                    let frame = simulator.fieldScreenFrame(index)
                    let window = simulator.scrollViewScreenFrame.intersection(Rect(origin: .zero, size: simulator.screenSize))
                    let clear = simulator.keyboardFrame.map { frame.intersection($0).isEmpty } ?? true
                    #expect(simulator.fieldVerdict(index).isVisible == (frame.intersection(window) == frame && clear))
                    #expect(simulator.isFieldVisible(index) == simulator.fieldVerdict(index).isVisible)
                }
            }
        }
    }
}
