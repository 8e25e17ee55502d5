import Testing
@testable import KeyboardSim
import TestTiming

@Suite("First responder: taps, Tab, Return, background", .timed)
struct ResponderTests {
    @Test("Tab focuses the first field, then the next; Shift-Tab goes back and wraps")
    func tabbing() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .key(.tab))
        #expect(simulator.focusedIndex == 0)
        _ = simulator.settle(after: .key(.tab))
        #expect(simulator.focusedIndex == 1)
        _ = simulator.settle(after: .key(.backTab))
        _ = simulator.settle(after: .key(.backTab))
        #expect(simulator.focusedIndex == 12)
    }

    @Test("Return on a Next field moves to the next field and asks textFieldShouldReturn first")
    func returnMovesOn() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f4"))
        let events = simulator.settle(after: .key(.returnKey))
        #expect(events.names == ["textFieldShouldReturn", "textFieldShouldBeginEditing", "textFieldDidEndEditing", "textFieldDidBeginEditing"])
        #expect(simulator.focusedIndex == 5)
    }

    @Test("Return on a field whose return key is not Next resigns")
    func returnResigns() {
        let form = Form(title: "Two", fields: [Field(name: "a", traits: TextInputTraits(returnKeyType: .done)), Field(name: "b")])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("a"))
        _ = simulator.settle(after: .key(.returnKey))
        #expect(simulator.focusedIndex == nil)
        #expect(simulator.keyboardFrame == nil)
    }

    @Test("Return on the last field resigns even when its key says Next")
    func returnOnLastNext() {
        let form = Form(title: "One", fields: [Field(name: "a", traits: TextInputTraits(returnKeyType: .next))])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("a"))
        _ = simulator.settle(after: .key(.returnKey))
        #expect(simulator.focusedIndex == nil)
    }

    @Test("Return in a text view with the default key inserts a newline and keeps the focus")
    func returnInTextView() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("notes"))
        _ = simulator.settle(after: .key(.character("a")))
        _ = simulator.settle(after: .key(.returnKey))
        _ = simulator.settle(after: .key(.character("b")))
        #expect(simulator.fieldValues["notes"] == "a\nb")
        #expect(simulator.focusedIndex == 12)
    }

    @Test("a tap on the background resigns the first responder")
    func backgroundTap() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        _ = simulator.settle(after: .tap(Point(x: 5, y: 3)))
        #expect(simulator.focusedIndex == nil)
        _ = simulator.settle(after: .tapField("f0"))
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.focusedIndex == nil)
    }

    @Test("a tap on a field's input focuses it")
    func tapOnField() {
        var simulator = Simulator.tall()
        // f1's input is content row 5; the scroll view starts at screen row 2.
        _ = simulator.settle(after: .tap(Point(x: 10, y: 7)))
        #expect(simulator.focusedIndex == 1)
    }

    @Test("typed text lands in the focused field: Latin, Cyrillic and CJK")
    func typing() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        for character in "hi привет 日本" { _ = simulator.settle(after: .key(.character(character))) }
        _ = simulator.settle(after: .key(.backspace))
        #expect(simulator.fieldValues["f0"] == "hi привет 日")
        _ = simulator.settle(after: .key(.home))
        _ = simulator.settle(after: .key(.character(">")))
        #expect(simulator.fieldValues["f0"] == ">hi привет 日")
    }

    @Test("a typed letter highlights its on-screen key for a moment")
    func keyHighlight() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        _ = simulator.handle(.key(.character("E")), at: simulator.now)
        #expect(simulator.highlightedKeyName == "e")
        #expect(simulator.nextChangeTime == simulator.now + Keyboard.keyHighlightDuration)
        _ = simulator.advance(to: simulator.now + 0.2)
        #expect(simulator.highlightedKeyName == nil)
        #expect(simulator.nextChangeTime == nil)
    }

    @Test("tapping on-screen keys types, Shift capitalises one letter, delete deletes")
    func onScreenKeys() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("f0"))
        let q = simulator.placedKeys.first { $0.key.name == "q" }!.frame
        _ = simulator.settle(after: .tapKey("shift"))
        _ = simulator.settle(after: .tap(q.origin))
        _ = simulator.settle(after: .tap(q.origin))
        _ = simulator.settle(after: .tapKey("space"))
        _ = simulator.settle(after: .tapKey("w"))
        _ = simulator.settle(after: .tapKey("delete"))
        #expect(simulator.fieldValues["f0"] == "Qq ")
    }

    @Test("maxLength stops typing at the limit")
    func maxLength() {
        let form = Form(title: "Pin", fields: [Field(name: "pin", maxLength: 4)])
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("pin"))
        for character in "123456" { _ = simulator.settle(after: .key(.character(character))) }
        #expect(simulator.fieldValues["pin"] == "1234")
    }

    @Test("PageDown and PageUp scroll the form and stay within the content")
    func paging() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .key(.pageDown))
        #expect(simulator.views.scrollView.contentOffset.y == 18)
        _ = simulator.settle(after: .key(.pageDown))
        #expect(simulator.views.scrollView.contentOffset.y == 21)
        _ = simulator.settle(after: .key(.pageUp))
        _ = simulator.settle(after: .key(.pageUp))
        #expect(simulator.views.scrollView.contentOffset.y == 0)
    }
}

@Suite("Editing shortcuts", .timed)
struct EditingShortcutTests {
    @Test("Ctrl+W deletes the word before the cursor, Ctrl+U everything before it on its line")
    func wordAndLineDeletes() {
        var simulator = Simulator.tall()
        _ = simulator.settle(after: .tapField("notes"))
        for character in "first line\nпривет мир" { _ = simulator.settle(after: .key(character == "\n" ? .returnKey : .character(character))) }
        _ = simulator.settle(after: .key(.control("w")))
        #expect(simulator.fieldValues["notes"] == "first line\nпривет ")
        _ = simulator.settle(after: .key(.control("u")))
        #expect(simulator.fieldValues["notes"] == "first line\n")
    }
}
