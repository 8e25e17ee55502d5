import KeyboardSim
import KeyboardSimTesting
import Testing
import TestTiming

/// A test drives a session step by step and reads the views after each step.
@Suite("KeyboardSimTesting: a session driven from a test", .timed)
struct KeyboardSessionTests {
    @Test("tapping a field focuses it and brings the keyboard; the strategy's inset is in the views once settled")
    func tapField() throws {
        var session = try KeyboardSession(strategy: OverlapStrategy.self)
        #expect(try session.views.keyboardShown == false)
        try session.tap("notes")
        let views = try session.views
        #expect(views.focus == "notes")
        #expect(views.keyboardShown)
        #expect(views.inset == PlayedTapeTests.keyboardOverlap)
        #expect(views.visibleFields.contains("notes"))
    }

    @Test("typing fills the field; dismissing the keyboard ends editing and the strategy resets the inset")
    func typeAndDismiss() throws {
        var session = try KeyboardSession(strategy: OverlapStrategy.self)
        try session.tap("fullName")
        try session.type("Jane")
        #expect(try session.play().values["fullName"] == "Jane")
        try session.dismissKeyboard()
        let views = try session.views
        #expect(views.focus == nil)
        #expect(!views.keyboardShown)
        #expect(views.inset == 0)
    }

    @Test("rotating changes the keyboard's frame, and the strategy follows it")
    func rotate() throws {
        var session = try KeyboardSession(strategy: OverlapStrategy.self)
        try session.tap("email")
        let portrait = try session.views
        try session.rotate(to: .landscape)
        let landscape = try session.views
        #expect(landscape.keyboardFrame != portrait.keyboardFrame)
        #expect(landscape.focus == "email")
        #expect(landscape.visibleFields.contains("email"))
    }

    @Test("the session is a tape: Set lines, then a line per step, each followed by its settling Sleep")
    func tapeText() throws {
        var session = try KeyboardSession(form: "signup", strategy: FixedInsetStrategy.self, era: .ios7, settleTime: 0.5)
        try session.tap("email")
        try session.type("a@b")
        try session.wait(0.1)
        #expect(session.tapeText == """
            Set Strategy fixed5
            Set Era 7
            Set Size 80x24
            Set Orientation portrait
            Tap email
            Sleep 500ms
            Type "a@b"
            Sleep 500ms
            Sleep 100ms

            """)
        #expect(try session.views.inset == 5)
    }

    @Test("a step naming what the form lacks throws at once with the session's line, and the session keeps its steps")
    func refusedStep() throws {
        var session = try KeyboardSession(strategy: OverlapStrategy.self)
        try session.tap("email")
        let before = session.tapeText
        let error = #expect(throws: KeyboardTestError.self) { try session.tap("nosuchfield") }
        #expect(error?.message.hasPrefix("session:7:5:") == true, "\(String(describing: error))")
        #expect(session.tapeText == before)
        #expect(throws: KeyboardTestError.self) { try KeyboardSession(form: "nowhere.yaml", strategy: OverlapStrategy.self) }
    }
}
