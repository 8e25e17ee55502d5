import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// `Expect inset`, `Expect indicatorInset`, `Expect offset` and `Expect origin` check the numbers a strategy set, in rows,
/// as the screen shows them (on the default form at 80×24: a keyboard of 10 rows).
@Suite("Expect inset, indicatorInset, offset and origin: what a strategy set, in rows", .timed)
struct ExpectGeometryTests {
    @Test("Expect inset passes on the bottom inset inset sets on keyboardDidShow, and a wrong number fails saying what was found")
    func inset() throws {
        let found = try PlayerFixture.expectationResults("""
            Set Strategy inset
            Tap notes
            Sleep 100ms
            Expect inset 0
            Sleep 200ms
            Expect inset 10
            Expect inset 9
            """)
        #expect(found.map(\.passed) == [true, true, false])
        #expect(found[2].expected == "contentInset.bottom 9")
        #expect(found[2].found == "contentInset.bottom 10 (contentInset {0,0,10,0})")
    }

    @Test("Expect offset passes on contentOffset.y where inset scrolled the lowest field, and fails on another")
    func offset() throws {
        let found = try PlayerFixture.expectationResults("""
            Set Strategy inset
            Expect offset 0
            Tap notes
            Sleep 300ms
            Expect offset 24
            Expect offset 0
            """)
        #expect(found.map(\.passed) == [true, true, false])
        #expect(found[2].expected == "contentOffset.y 0")
        #expect(found[2].found == "contentOffset.y 24 (contentOffset (0,24))")
    }

    @Test("Expect offset takes a negative number: extend pulls the content down past its top for the highest field")
    func negativeOffset() throws {
        #expect(try PlayerFixture.expectationResults("""
            Set Strategy extend
            Tap fullName
            Sleep 300ms
            Expect offset -8
            """).map(\.passed) == [true])
    }

    @Test("Expect origin follows the root view as slide moves it up by all of K and back, and fails naming the viewOrigin")
    func origin() throws {
        let found = try PlayerFixture.expectationResults("""
            Set Strategy slide
            Tap city
            Sleep 400ms
            Expect origin -10
            Expect origin 0
            Tap background
            Sleep 400ms
            Expect origin 0
            """)
        #expect(found.map(\.passed) == [true, false, true])
        #expect(found[1].expected == "view origin y 0")
        #expect(found[1].found == "view origin y -10 (viewOrigin (0,-10))")
    }

    @Test("Expect origin checks what the screen shows mid-animation: slide's 0.3 s is still under way at 0.25 s")
    func originMidAnimation() throws {
        #expect(try PlayerFixture.expectationResults("""
            Set Strategy slide
            Tap password
            Sleep 200ms
            Expect origin -6
            Sleep 150ms
            Expect origin -7
            """).map(\.passed) == [true, true])
    }

    @Test("Expect indicatorInset passes on the bottom indicator inset inset sets with the content inset, and a wrong number fails saying what was found")
    func indicatorInset() throws {
        let found = try PlayerFixture.expectationResults("""
            Set Strategy inset
            Expect indicatorInset 0
            Tap notes
            Sleep 300ms
            Expect indicatorInset 10
            Expect indicatorInset 9
            """)
        #expect(found.map(\.passed) == [true, true, false])
        #expect(found[2].expected == "scrollIndicatorInsets.bottom 9")
        #expect(found[2].found == "scrollIndicatorInsets.bottom 10 (scrollIndicatorInsets {0,0,10,0})")
    }

    @Test("a form's scrollIndicatorInsets are the scroll view's at rest, in rows (88 points are 2 rows of kbsim's phone at 80x24), and a strategy switch puts them back")
    func restingIndicatorInsets() throws {
        var form = PlayerFixture.signup
        form.scrollIndicatorInsetPoints = EdgeInsets(bottom: 88)
        let tape = try TapeParser.parse("""
            Set Strategy inset
            Expect indicatorInset 2
            Tap notes
            Sleep 300ms
            Expect indicatorInset 10
            Set Strategy none
            Sleep 300ms
            Expect indicatorInset 2
            """, path: "inline.tape")
        var player = try Player(tape: tape, form: form)
        player.keepGoing = true
        let found = player.run().entries.compactMap { entry -> ExpectationResult? in
            if case .expectation(_, let result) = entry { result } else { nil }
        }
        #expect(found.map(\.passed) == [true, true, true], "\(found.map(\.found))")
    }

    @Test("the four kinds parse to their numbers and print back as written")
    func parseAndPrint() throws {
        let tape = try TapeParser.parse("Expect inset 10\nExpect indicatorInset 5\nExpect offset -8\nExpect origin -10\n", path: "demo.tape")
        #expect(tape.commands.map(\.action) == [.expect(.inset(10)), .expect(.indicatorInset(5)), .expect(.offset(-8)), .expect(.origin(-10))])
        #expect(TapePrinter.text(of: tape) == "Expect inset 10\nExpect indicatorInset 5\nExpect offset -8\nExpect origin -10\n")
    }
}
