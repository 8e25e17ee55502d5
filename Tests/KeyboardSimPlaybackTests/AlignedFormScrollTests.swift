import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// Fields centred or at the bottom of the safe area stand in a content view as tall as it, as a
/// UIKit app pins a stack inside one: the rows above the stack are content the scroll view
/// scrolls over, so an inset gives the room to reveal them (issue 37 §6).
@Suite("A form with alignment center or bottom scrolls over its spare rows: an inset reveals its fields", .timed)
struct AlignedFormScrollTests {
    /// Two fields at the bottom of the screen, which the keyboard covers when it rises.
    static func form(_ alignment: String) throws -> Form {
        try FormLoader.parse("""
            title: Sign in
            alignment: \(alignment)
            fields:
              - name: user
                label: User
              - name: password
                label: Password
            """, path: "aligned.yaml")
    }

    /// Each Expect line's result of `lines` played on the `alignment` form under `strategy`, at 80×24.
    static func results(_ alignment: String, strategy: String, _ lines: String) throws -> [ExpectationResult] {
        let form = try form(alignment)
        let tape = try TapeParser.parse("Set Size 80x24\nSet Strategy \(strategy)\n" + lines, path: "inline.tape")
        try TapeValidator.validate(tape, against: form)
        var player = try Player(tape: tape, form: form)
        player.keepGoing = true
        return player.run().entries.compactMap { if case .expectation(_, let result) = $0 { result } else { nil } }
    }

    @Test("under auto and IQKeyboardManager each field of a bottom-aligned form is revealed above the keyboard, and all rests again after the hide",
          arguments: ["auto", "iqkeyboardmanager"])
    func bottomFieldsRevealed(strategy: String) throws {
        let results = try Self.results("bottom", strategy: strategy, """
            Tap user
            Sleep 1s
            Expect visible user
            Tap password
            Sleep 1s
            Expect visible password
            Tap background
            Sleep 1s
            Expect offset 0
            Expect visible password
            """)
        #expect(results.count == 4)
        for result in results { #expect(result.passed, "\(strategy): \(result.failureMessage(path: "aligned.tape"))") }
    }

    @Test("a centred form's fields are revealed too, and a top-aligned form scrolls no further than before")
    func centredAndTop() throws {
        for result in try Self.results("center", strategy: "auto", "Tap password\nSleep 1s\nExpect visible password\n") {
            #expect(result.passed, "\(result.failureMessage(path: "aligned.tape"))")
        }
        let top = try Self.results("top", strategy: "auto", "Tap password\nSleep 1s\nExpect offset 0\nExpect visible password\n")
        for result in top { #expect(result.passed, "\(result.failureMessage(path: "aligned.tape"))") }
    }

    @Test("the scroll range counts the spare rows only while an inset makes room: at rest a bottom-aligned stack cannot be scrolled")
    func rangeCountsSpareRows() {
        var scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 40, height: 20), contentSize: Size(width: 40, height: 4))
        scroll.contentAlignment = .bottom
        #expect(scroll.alignmentOffset == 16)
        #expect(scroll.maximumOffsetY == 0)
        scroll.contentInset.bottom = 10
        #expect(scroll.alignmentOffset == 16, "an inset does not move the stack")
        #expect(scroll.maximumOffsetY == 10)
        #expect(scroll.offsetShowing(Rect(x: 0, y: 2, width: 40, height: 2)) == 10, "the field's rows 18–19 come above the inset's 10")
        scroll.contentAlignment = .center
        #expect(scroll.alignmentOffset == 8)
        #expect(scroll.maximumOffsetY == 10)
    }
}
