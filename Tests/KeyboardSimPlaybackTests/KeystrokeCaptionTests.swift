import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("The keystroke caption of a recording (--keys)", .timed)
struct KeystrokeCaptionTests {
    @Test("typed characters join, other keys are named as a tape names them and counted, taps read as the tape's lines")
    func tokens() {
        var caption = KeystrokeCaption()
        #expect(caption.text == nil)
        caption.add(.tapField("email"), secure: false)
        for character in "a b" { caption.add(.key(.character(character)), secure: false) }
        caption.add(.key(.returnKey), secure: false)
        for _ in 0..<3 { caption.add(.key(.backspace), secure: false) }
        caption.add(.setStrategy(.none), secure: false)
        #expect(caption.text == "Tap email  a␣b  Enter  Backspace ×3")
        // The oldest inputs give way to those that no longer fit.
        caption.add(.tapKey("123"), secure: false)
        #expect(caption.text == "Enter  Backspace ×3  Tap key 123")
    }

    @Test("what goes to a secure field shows as bullets, typed or tapped")
    func secure() {
        var caption = KeystrokeCaption()
        for character in "pw" { caption.add(.key(.character(character)), secure: true) }
        caption.add(.tapKey("x"), secure: true)
        caption.add(.tapKey("space"), secure: true)
        #expect(caption.text == "••  Tap key •  Tap key space")
    }

    @Test("only the latest inputs that fit are shown, a long text by its end")
    func width() {
        var caption = KeystrokeCaption()
        caption.add(.tapField("name"), secure: false)
        for character in String(repeating: "x", count: 50) + "END" { caption.add(.key(.character(character)), secure: false) }
        let text = caption.text ?? ""
        #expect(text.hasPrefix("…") && text.hasSuffix("xEND"))
        #expect(CellWidth.of(text) <= KeystrokeCaption.width)
        caption.add(.key(.tab), secure: false)
        caption.add(.key(.character("日")), secure: false)
        #expect(caption.text?.hasSuffix("Tab  日") == true)
        #expect(CellWidth.of(caption.text ?? "") <= KeystrokeCaption.width)
    }
}
