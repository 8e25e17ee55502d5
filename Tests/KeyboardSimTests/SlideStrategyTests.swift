import Testing
@testable import KeyboardSim
import TestTiming

@Suite("slide strategy (Cocoa with Love)", .timed)
struct SlideStrategyTests {
    func simulator(_ orientation: Orientation = .portrait) -> Simulator {
        let screen = orientation == .portrait ? TestForms.screen : Size(width: 78, height: 17)
        return Simulator(SessionConfiguration(form: TestForms.signup, strategy: .slide, orientation: orientation), screenSize: screen)
    }

    /// The article's arithmetic, written out again independently: zones at 0.2 and 0.8 of the view.
    func expectedDistance(fieldScreenY: Int, viewHeight: Int, keyboard: Int) -> Int {
        let midline = Double(fieldScreenY) + 0.5
        var fraction = (midline - 0.2 * Double(viewHeight)) / (0.6 * Double(viewHeight))
        fraction = fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction)
        return Int((Double(keyboard) * fraction).rounded(.down))
    }

    @Test("every text field of the default form slides by floor(K × fraction), checked independently",
          arguments: [Orientation.portrait, .landscape])
    func formula(_ orientation: Orientation) throws {
        let keyboard = orientation == .portrait ? SlideStrategy.portraitKeyboardHeight : SlideStrategy.landscapeKeyboardHeight
        for (index, field) in TestForms.signup.fields.enumerated() where field.kind == .textField {
            var simulator = simulator(orientation)
            let screenY = simulator.fieldScreenFrame(index).y
            let events = simulator.settle(after: .tapField(field.name))
            let action = try #require(events.strategyActions.first { $0.action == .textFieldDidBeginEditing })
            let expected = expectedDistance(fieldScreenY: screenY, viewHeight: simulator.screenSize.height, keyboard: keyboard)
            #expect(action.details.last == .init("distance", .int(expected)), "\(field.name)")
            #expect(simulator.views.rootViewFrame.y == -expected)
        }
    }

    @Test("a field in the top zone does not move; one in the bottom zone moves by the full K")
    func zones() throws {
        var top = simulator()
        _ = top.settle(after: .tapField("fullName"))
        #expect(top.views.rootViewFrame.y == 0)
        var bottom = simulator()
        _ = bottom.settle(after: .tapField("company"))
        #expect(bottom.views.rootViewFrame.y == -SlideStrategy.portraitKeyboardHeight)
    }

    @Test("the view animates over 0.3 s: half-way it is part-way, the model is already there")
    func animation() {
        var simulator = simulator()
        _ = simulator.handle(.tapField("company"), at: 0)
        _ = simulator.advance(to: 0.15)
        #expect(simulator.views.rootViewFrame.y == -10)
        #expect(simulator.presentedViews.rootViewFrame.y == -5)
        #expect(simulator.isAnimating)
        _ = simulator.advance(to: 0.31)
        #expect(simulator.presentedViews.rootViewFrame.y == -10)
        #expect(simulator.app.viewAnimation == nil)
    }

    @Test("switching fields slides back by the saved distance, then up for the new field")
    func switching() throws {
        var simulator = simulator()
        _ = simulator.settle(after: .tapField("company"))
        let events = simulator.settle(after: .tapField("postcode"))
        #expect(events.strategyActions.map(\.action) == [.textFieldDidEndEditing, .textFieldDidBeginEditing])
        #expect(events.strategyActions.first?.details == [.init("distance", .int(10))])
    }

    @Test("a text view never slides: the listing implements only the text field delegate")
    func textViewStays() {
        var simulator = simulator()
        let events = simulator.settle(after: .tapField("notes"))
        #expect(events.strategyActions.isEmpty)
        #expect(simulator.views.rootViewFrame.y == 0)
    }

    @Test("ending the edit restores the view exactly")
    func restores() {
        var simulator = simulator()
        _ = simulator.settle(after: .tapField("company"))
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.views.rootViewFrame == Rect(x: 0, y: 0, width: 39, height: 21))
        #expect(simulator.presentedViews.rootViewFrame == simulator.views.rootViewFrame)
    }
}
