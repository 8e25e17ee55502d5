import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// Everything a Swift strategy can read of the views, an `exec:` handler is sent: the protocol's
/// key lists and the Swift types cannot drift apart (issue 37 §2).
@Suite("kbsim-strategy/1 sends every AppViews property, and nothing AppViews lacks", .timed)
struct StrategyProtocolParityTests {
    static let views: AppViews = {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 8)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 8))
        views.footerFrame = Rect(x: 1, y: 19, width: 37, height: 2)
        views.era = .ios17
        views.device = "iphone-15"
        views.pointScale = PointScale(points: Size(width: 393, height: 852), cells: Size(width: 39, height: 21))
        views.contentAlignment = .bottom
        views.keyboardLayoutGuide = KeyboardLayoutGuide(usesBottomSafeArea: false, keyboardDismissPadding: 44)
        views.scrollView.safeArea = Rect(x: 0, y: 2, width: 39, height: 17)
        return views
    }()

    /// The stored properties' names of `value`, as Swift's reflection lists them.
    static func properties(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    @Test("every stored property of AppViews is a key of views, and every key of views is one, or one it works out")
    func viewsMatch() {
        let sent = Set(StrategyProtocol.viewKeys).subtracting(StrategyProtocol.computedViewKeys)
            .subtracting(StrategyProtocol.scrollViewPropertiesInViews)
        #expect(Self.properties(of: Self.views) == sent)
    }

    @Test("every stored property of ScrollView is a key of views.scrollView (or, the content's alignment, of views), and adjustedContentInset, which it works out")
    func scrollViewMatches() {
        let sent = Set(StrategyProtocol.scrollViewKeys).subtracting(StrategyProtocol.computedScrollViewKeys)
            .union(StrategyProtocol.scrollViewPropertiesInViews)
        #expect(Self.properties(of: Self.views.scrollView) == sent)
    }

    @Test("the parts' keys are their types' properties: the point scale, the layout guide, the first responder")
    func partsMatch() {
        #expect(Self.properties(of: Self.views.pointScale!) == Set(StrategyProtocol.pointScaleKeys))
        #expect(Self.properties(of: Self.views.keyboardLayoutGuide) == Set(StrategyProtocol.keyboardLayoutGuideKeys))
        let responder = FirstResponder(name: "a", kind: .textField, frame: .zero, contentFrame: .zero)
        #expect(Self.properties(of: responder) == Set(StrategyProtocol.firstResponderKeys))
    }

    @Test("a request sends each value as the Swift strategy reads it: the era's number, the device, the point scale, the worked-out offsets and insets")
    func valuesAsSwiftReadsThem() throws {
        let sent = try JSONValue.parse(StrategyRequest.views(Self.views))
        guard case .object(let members) = sent else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == StrategyProtocol.viewKeys)
        #expect(sent["era"] == .number("17"))
        #expect(sent["device"] == .string("iphone-15"))
        #expect(sent["pointScale"]?["points"]?["height"] == .number("852"))
        #expect(sent["pointScale"]?["cells"]?["height"] == .number("21"))
        #expect(sent["screenBounds"]?.text == #"{"x":0,"y":0,"width":39,"height":21}"#)
        #expect(sent["footerFrame"]?.text == #"{"x":1,"y":19,"width":37,"height":2}"#)
        #expect(sent["contentAlignment"] == .string("bottom"))
        #expect(sent["contentAlignmentOffset"] == .number("\(Self.views.contentAlignmentOffset)"))
        #expect(Self.views.contentAlignmentOffset > 0, "8 rows of fields at the bottom of a taller scroll view start lower")
        #expect(sent["ignoresSafeArea"] == .string("none"))
        #expect(sent["keyboardLayoutGuide"]?.text == #"{"usesBottomSafeArea":false,"keyboardDismissPadding":44}"#)
        let inset = Self.views.scrollView.adjustedContentInset
        #expect(inset.bottom == 2, "the scroll view reaches 2 rows below its safe area")
        #expect(sent["scrollView"]?["adjustedContentInset"]?["bottom"] == .number("\(inset.bottom)"))
        #expect(sent["scrollView"]?["safeArea"]?.text == #"{"x":0,"y":2,"width":39,"height":17}"#)
    }
}
