import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// `Expect event` and `Expect no event` look at the events since the last line that gave input.
@Suite("Expect event: the window since the last input line", .timed)
struct ExpectEventWindowTests {
    /// The outcome of each `Expect` line of `source` played on the default form, in order.
    private func outcomes(_ source: String) throws -> [Bool] {
        let result = try PlayerFixture.play(source, keepGoing: true)
        return result.entries.compactMap { if case .expectation(_, let outcome) = $0 { outcome.passed } else { nil } }
    }

    @Test("in era 11 a switch between two fields posts no keyboardWillShow: the first tap's no longer counts")
    func earlierActionsAreOutsideTheWindow() throws {
        #expect(try outcomes("""
            Set Era 11
            Tap email
            Sleep 300ms
            Tap city
            Sleep 300ms
            Expect event keyboardWillShow
            Expect no event keyboardWillShow
            Expect event textFieldDidBeginEditing
            """) == [false, true, true])
    }

    @Test("Expect no event fails where the event was posted since the last input line: era 3 flickers on a switch")
    func noEventFails() throws {
        let result = try PlayerFixture.play("""
            Set Era 3
            Tap email
            Sleep 300ms
            Tap city
            Sleep 300ms
            Expect no event keyboardWillShow
            """)
        let failure = try #require(result.failures.first)
        #expect(failure.expected == "no keyboardWillShow posted")
        #expect(failure.found.hasPrefix("events since line 4 (Tap city): "), "\(failure.found)")
        #expect(failure.found.contains("keyboardWillShow"))
    }

    @Test("events a tap's slide posts during the Sleep after it are in the tap's window; Sleep, Screenshot and Say open none")
    func sleepAndNarrationAreNotInput() throws {
        #expect(try outcomes("""
            Tap email
            Say "the keyboard slides"
            Sleep 300ms
            Screenshot up
            Expect event keyboardWillShow
            Expect event keyboardDidShow
            """) == [true, true])
    }

    @Test("several Expect event lines check an order within the window")
    func orderWithinTheWindow() throws {
        #expect(try outcomes("""
            Tap email
            Sleep 300ms
            Expect event keyboardDidShow
            Expect event keyboardWillShow
            """) == [true, false])
    }

    @Test("a key line opens a new window, even one that posts nothing")
    func keysOpenAWindow() throws {
        #expect(try outcomes("""
            Tap email
            Sleep 300ms
            Type "a"
            Expect no event keyboardDidShow
            """) == [true])
    }

    @Test("Expect no event reads and prints back; a bad event name is refused at its column with the list")
    func parsing() throws {
        let tape = try TapeParser.parse("Expect no event keyboardWillShow\n", path: "t.tape")
        #expect(tape.commands.map(\.action) == [.expect(.noEvent(.notification(.keyboardWillShow)))])
        #expect(TapePrinter.text(of: tape).contains("Expect no event keyboardWillShow"))
        for (line, column) in [("Expect no event keyboardWillShw", 17), ("Expect event keyboardWillShw", 14)] {
            #expect(throws: TapeError.self) { try TapeParser.parse(line, path: "t.tape") }
            do {
                _ = try TapeParser.parse(line, path: "t.tape")
            } catch {
                #expect(error.description.hasPrefix("t.tape:1:\(column): unknown event 'keyboardWillShw' (did you mean 'keyboardWillShow'?)"))
                #expect(error.description.contains("events: keyboardWillShow, keyboardDidShow"))
            }
        }
        do {
            _ = try TapeParser.parse("Expect no events keyboardWillShow", path: "t.tape")
            Issue.record("`Expect no events` must be refused")
        } catch {
            #expect(error.description.hasPrefix("t.tape:1:11: "), "\(error.description)")
        }
    }
}
