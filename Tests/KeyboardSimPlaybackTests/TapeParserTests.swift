import Testing
import KeyboardSim
import KeyboardSimPlayback
import TestTiming

@Suite("Tape parser", .timed)
struct TapeParserTests {
    private func commands(_ source: String) throws -> [TapeCommand] {
        try TapeParser.parse(source, path: "demo.tape").commands
    }

    private func actions(_ source: String) throws -> [TapeAction] {
        try commands(source).map(\.action)
    }

    /// The action of a tape of exactly one command.
    private func action(_ line: String) throws -> TapeAction {
        let parsed = try actions(line)
        try #require(parsed.count == 1)
        return parsed[0]
    }

    /// The message a malformed tape is refused with, as the command line prints it.
    private func refusal(_ source: String) -> String? {
        do {
            _ = try TapeParser.parse(source, path: "demo.tape")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Every command

    @Test("A tape using every command parses into one action per line, in order")
    func everyCommand() throws {
        let tape = try TapeParser.parse("""
            Set Form "Forms/signup.yaml"
            Tap email
            Tap background
            Tap key "return"
            Type "hello@example.com"
            Type@10ms "fast"
            Enter
            Backspace 3
            Left@100ms 2
            Ctrl+W
            Scroll -3
            Rotate landscape
            Globe
            Sleep 300ms
            Screenshot
            Screenshot after-typing
            Say "Now the keyboard covers the field"
            Expect focus email
            Expect focus none
            Expect keyboard shown
            Expect keyboard hidden
            Expect visible email
            Expect covered bio
            Expect value email "hello@example.com"
            Expect event keyboardDidShow
            """, path: "Forms/signup.tape")
        #expect(tape.path == "Forms/signup.tape")
        #expect(tape.commands.map(\.action) == [
            .set(.form("Forms/signup.yaml")),
            .tapField("email"),
            .tapBackground,
            .tapKey("return"),
            .type("hello@example.com", speed: nil),
            .type("fast", speed: 0.01),
            .key(.returnKey, count: 1, speed: nil),
            .key(.backspace, count: 3, speed: nil),
            .key(.left, count: 2, speed: 0.1),
            .key(.control("w"), count: 1, speed: nil),
            .scroll(-3),
            .rotate(.landscape),
            .globe,
            .sleep(0.3),
            .screenshot(nil),
            .screenshot("after-typing"),
            .say("Now the keyboard covers the field"),
            .expect(.focus("email")),
            .expect(.focus(nil)),
            .expect(.keyboard(shown: true)),
            .expect(.keyboard(shown: false)),
            .expect(.visible("email")),
            .expect(.covered("bio")),
            .expect(.value(field: "email", text: "hello@example.com")),
            .expect(.event(.notification(.keyboardDidShow))),
        ])
        #expect(tape.commands.map(\.line) == Array(1...25))
    }

    @Test("Each setting is read into its value", arguments: [
        ("Set Form \"Forms/sign up.yaml\"", TapeSetting.form("Forms/sign up.yaml")),
        ("Set Form signup", .form("signup")),
        ("Set Form 'Forms/login.json'", .form("Forms/login.json")),
        ("Set Strategy inset", .strategy(.inset)),
        ("Set Strategy none", .strategy(.none)),
        ("Set Era 3", .era(.ios3)),
        ("Set Era 7", .era(.ios7)),
        ("Set Era 11", .era(.ios11)),
        ("Set Device iphone-15", .device(.iPhone(DeviceCatalogue.iPhone15))),
        ("Set Device default", .device(.proportional)),
        ("Set Size 80x24", .size(Size(width: 80, height: 24))),
        ("Set Size 41x1000", .size(Size(width: 41, height: 1000))),
        ("Set Size 1000x20", .size(Size(width: 1000, height: 20))),
        ("Set PhoneSize 80x24", .phoneSize(Size(width: 80, height: 24))),
        ("Set PhoneSize 41x20", .phoneSize(Size(width: 41, height: 20))),
        ("Set TypingSpeed 50ms", .typingSpeed(0.05)),
        ("Set TypingSpeed 0", .typingSpeed(0)),
        ("Set Orientation portrait", .orientation(.portrait)),
        ("Set Orientation landscape", .orientation(.landscape)),
        ("Set InputMethods en,ru,ja", .inputMethods(["en", "ru", "ja"])),
        ("Set InputMethods ja", .inputMethods(["ja"])),
        ("Set Pitfalls on", .pitfalls(true)),
        ("Set Pitfalls true", .pitfalls(true)),
        ("Set Pitfalls off", .pitfalls(false)),
        ("Set Pitfalls false", .pitfalls(false)),
        ("Set Seed 0", .seed(0)),
        ("Set Seed 18446744073709551615", .seed(.max)),
    ])
    func setting(line: String, setting: TapeSetting) throws {
        #expect(try action(line) == .set(setting))
    }

    @Test("Each key command presses its key", arguments: [
        ("Enter", KeyPress.returnKey), ("Tab", .tab), ("Shift+Tab", .backTab), ("BackTab", .backTab),
        ("Backspace", .backspace), ("Delete", .deleteForward), ("Left", .left), ("Right", .right),
        ("Up", .up), ("Down", .down), ("Home", .home), ("End", .end), ("Escape", .escape),
        ("Space", .character(" ")), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Ctrl+W", .control("w")), ("Ctrl+a", .control("a")),
        ("Alt+Left", .wordLeft), ("Alt+Right", .wordRight), ("Ctrl+Left", .wordLeft), ("Ctrl+Right", .wordRight),
        ("Alt+Backspace", .deleteWordBackward), ("Alt+Delete", .deleteWordForward), ("Ctrl+Space", .nextInputMethod),
    ])
    func keyCommand(name: String, key: KeyPress) throws {
        #expect(try action(name) == .key(key, count: 1, speed: nil))
    }

    @Test("Word keys take a count and a speed like the other keys")
    func wordKeyCountAndSpeed() throws {
        #expect(try actions("""
            Alt+Left 3
            Ctrl+Right@50ms
            Alt+Backspace@10ms 2
            """) == [
            .key(.wordLeft, count: 3, speed: nil),
            .key(.wordRight, count: 1, speed: 0.05),
            .key(.deleteWordBackward, count: 2, speed: 0.01),
        ])
    }

    @Test("The recorder writes word keys and Ctrl+Space with names the parser reads back")
    func recordedWordKeysParse() throws {
        let simulator = Simulator(SessionConfiguration(form: PlayerFixture.signup, strategy: .inset), screenSize: Size(width: 39, height: 21))
        var recorder = TapeRecorder(formName: "signup", configuration: SessionConfiguration(form: PlayerFixture.signup))
        let keys: [KeyPress] = [.wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward, .nextInputMethod, .wordLeft]
        for (offset, key) in keys.enumerated() {
            recorder.record(simulator.resolve(.key(key)), at: Double(offset) * 0.02, terminal: Size(width: 80, height: 24))
        }
        let tape = recorder.tape(endingAt: 1, values: simulator.fieldValues)
        #expect(tape.contains("\nAlt+Left\nAlt+Right\nAlt+Backspace\nAlt+Delete\nCtrl+Space\nAlt+Left\n"))
        let pressed = try TapeParser.parse(tape, path: "recorded.tape").commands.compactMap { command -> KeyPress? in
            if case .key(let key, _, _) = command.action { key } else { nil }
        }
        #expect(pressed == keys)
    }

    @Test("A key takes a count and a speed after '@', as in VHS")
    func keyCountAndSpeed() throws {
        #expect(try actions("""
            Backspace 3
            Left@100ms 2
            Tab@0.5s
            Ctrl+U@1 10000
            Space 1
            """) == [
            .key(.backspace, count: 3, speed: nil),
            .key(.left, count: 2, speed: 0.1),
            .key(.tab, count: 1, speed: 0.5),
            .key(.control("u"), count: 10000, speed: 1),
            .key(.character(" "), count: 1, speed: nil),
        ])
    }

    @Test("Durations are milliseconds, seconds, or a bare number of seconds", arguments: [
        ("300ms", 0.3), ("0.5s", 0.5), ("2s", 2.0), ("2", 2.0), ("1.25", 1.25), (".5s", 0.5), ("0ms", 0.0),
    ])
    func duration(written: String, seconds: Double) throws {
        #expect(try action("Sleep \(written)") == .sleep(seconds))
    }

    @Test("Tap names a field, the background, or a key label in quotes")
    func tapTargets() throws {
        #expect(try actions("""
            Tap email
            Tap full-name_2
            Tap background
            Tap key "q"
            Tap key "."
            Tap key 'Next'
            Tap key "space"
            Tap key "#+="
            Tap key "\\""
            """) == [
            .tapField("email"), .tapField("full-name_2"), .tapBackground,
            .tapKey("q"), .tapKey("."), .tapKey("Next"), .tapKey("space"), .tapKey("#+="), .tapKey("\""),
        ])
    }

    @Test("Scroll takes a whole number of rows either way; Rotate an orientation; Globe nothing")
    func scrollRotateGlobe() throws {
        #expect(try actions("""
            Scroll 3
            Scroll -10000
            Rotate portrait
            Rotate landscape
            Globe
            """) == [.scroll(3), .scroll(-10000), .rotate(.portrait), .rotate(.landscape), .globe])
    }

    @Test("Screenshot takes an optional name of letters, digits, '-', '_' and '.'")
    func screenshotNames() throws {
        #expect(try actions("""
            Screenshot
            Screenshot after_tap-2.v1
            Screenshot экран
            """) == [.screenshot(nil), .screenshot("after_tap-2.v1"), .screenshot("экран")])
    }

    // MARK: - Strings

    @Test("Strings may be in double quotes, single quotes or backticks")
    func quoteStyles() throws {
        #expect(try actions("""
            Type "double 'single' `tick`"
            Type 'single "double"'
            Type `tick "double" 'single'`
            Say ""
            """) == [
            .type("double 'single' `tick`", speed: nil),
            .type("single \"double\"", speed: nil),
            .type("tick \"double\" 'single'", speed: nil),
            .say(""),
        ])
    }

    @Test("Double quotes decode \\\", \\\\, \\n, \\t and \\u{…}; other quotes keep backslashes as written")
    func escapes() throws {
        #expect(try actions(#"""
            Type "say \"hi\"\\ \n\t\u{1F600}\u{41}"
            Type 'C:\new\table'
            Type `\"`
            """#) == [
            .type("say \"hi\"\\ \n\t😀A", speed: nil),
            .type(#"C:\new\table"#, speed: nil),
            .type(#"\""#, speed: nil),
        ])
    }

    @Test("Strings hold any Unicode text: Cyrillic, CJK, emoji, combining marks")
    func unicodeText() throws {
        #expect(try actions("""
            Type "Привет, мир"
            Type "日本語のテキスト"
            Expect value bio "👩‍👩‍👧 e\u{301}"
            Say "🎹 🇯🇵"
            """) == [
            .type("Привет, мир", speed: nil),
            .type("日本語のテキスト", speed: nil),
            .expect(.value(field: "bio", text: "👩‍👩‍👧 e\u{301}")),
            .say("🎹 🇯🇵"),
        ])
    }

    // MARK: - Lines, comments and positions

    @Test("Blank lines and comments are ignored; a comment may follow a command outside quotes")
    func comments() throws {
        let parsed = try commands("""
            # A whole-line comment

                # an indented one
            Tap email   # after a command
            Type "not # a comment" # but this is
            Enter 2 #
            """)
        #expect(parsed.map(\.action) == [
            .tapField("email"),
            .type("not # a comment", speed: nil),
            .key(.returnKey, count: 2, speed: nil),
        ])
        #expect(parsed.map(\.source) == ["Tap email", "Type \"not # a comment\"", "Enter 2"])
    }

    @Test("Each command keeps its line, its column after indentation, and its text without the comment")
    func positions() throws {
        let parsed = try commands("Set Era 7\n\n\t  Expect   focus email  # why\n  Say \"a  b\"   ")
        #expect(parsed.map(\.line) == [1, 3, 4])
        #expect(parsed.map(\.column) == [1, 4, 3])
        #expect(parsed.map(\.source) == ["Set Era 7", "Expect   focus email", "Say \"a  b\""])
    }

    @Test("CRLF and lone CR end lines like LF, and leave no carriage return in the text")
    func crlf() throws {
        let parsed = try commands("Set Era 7\r\nType \"a\"\r\n\r\nEnter\rTab\r\n")
        #expect(parsed.map(\.action) == [
            .set(.era(.ios7)), .type("a", speed: nil), .key(.returnKey, count: 1, speed: nil),
            .key(.tab, count: 1, speed: nil),
        ])
        #expect(parsed.map(\.line) == [1, 2, 4, 5])
        #expect(parsed.map(\.source) == ["Set Era 7", "Type \"a\"", "Enter", "Tab"])
    }

    @Test("A byte-order mark at the start is neither a command nor a column")
    func byteOrderMark() throws {
        let parsed = try commands("\u{FEFF}Globe")
        #expect(parsed.map(\.action) == [.globe])
        #expect(parsed[0].column == 1)
    }

    @Test("Pause, where a lesson waits for the learner, takes no arguments and prints back as it reads")
    func pause() throws {
        let parsed = try commands("Say \"look\"\nPause  # the learner reads\n")
        #expect(parsed.map(\.action) == [.say("look"), .pause])
        #expect(TapePrinter.line(for: .pause) == "Pause")
        #expect(refusal("Pause 2") == "demo.tape:1:7: `Pause` takes no arguments, found extra '2'")
    }

    @Test("A tape of only comments and blank lines has no commands")
    func emptyTape() throws {
        #expect(try actions("").isEmpty)
        #expect(try actions("# nothing\n\n   \n").isEmpty)
    }

    // MARK: - Malformed tapes: commands

    @Test("An unknown command is refused at its first column with the command it resembles")
    func unknownCommand() {
        #expect(refusal("Set Era 7\n  Typ \"hello\"") == "demo.tape:2:3: unknown command 'Typ' (did you mean 'Type'?)")
    }

    @Test("A NUL or an escape inside a command word is shown in the message, not hidden in it")
    func controlCharacterInCommand() {
        // Before, 'Tap' and 'Tap\0' read the same on a terminal: "unknown command 'Tap' (did you mean 'Tap'?)".
        #expect(refusal("Tap\u{0} email") == "demo.tape:1:1: unknown command 'Tap^@' (did you mean 'Tap'?)")
        #expect(refusal("Type\u{1B} \"x\"") == "demo.tape:1:1: unknown command 'Type^[' (did you mean 'Type'?)")
        #expect(refusal("Set Strategy in\u{9B}set") == "demo.tape:1:14: unknown strategy 'in\\u{9B}set' "
            + "(did you mean 'inset'?) — valid: none, resize, inset, extend, slide, auto, overlap, tableviewcontroller, iqkeyboardmanager, iqkeyboardmanager-6, tpkeyboardavoiding, layoutguide, swiftui, inputbaraccessoryview")
    }

    @Test("A huge unknown word is refused with the list instead of a did-you-mean (no edit distance over 300,000 letters)")
    func hugeUnknownCommand() {
        let message = refusal(String(repeating: "Q", count: 300_000))
        #expect(message?.hasPrefix("demo.tape:1:1: unknown command '\(String(repeating: "Q", count: 40))…' — commands: Set, ") == true)
        #expect(message?.contains("did you mean") == false)
    }

    @Test("Commands are case-sensitive, and the properly spelt one is suggested")
    func lowercaseCommand() {
        #expect(refusal("enter") == "demo.tape:1:1: unknown command 'enter' (did you mean 'Enter'?)")
        #expect(refusal("ctrl-w") == "demo.tape:1:1: unknown command 'ctrl-w' (did you mean 'Ctrl+W'?)")
        #expect(refusal("alt+left") == "demo.tape:1:1: unknown command 'alt+left' (did you mean 'Alt+Left'?)")
    }

    @Test("An unknown command that resembles nothing is refused with the list of commands")
    func unknownCommandWithoutSuggestion() {
        #expect(refusal("Frobnicate") == """
            demo.tape:1:1: unknown command 'Frobnicate' — commands: Set, Tap, Type, Paste, Enter, Tab, Shift+Tab, \
            BackTab, Backspace, Delete, Left, Right, Up, Down, Home, End, Escape, Space, PageUp, PageDown, \
            Alt+Left, Alt+Right, Ctrl+Left, Ctrl+Right, Alt+Backspace, Alt+Delete, Ctrl+Space, \
            Ctrl+<letter>, Scroll, Drag, Rotate, Globe, Sleep, Screenshot, Expect, Say, Pause, Receive
            """)
    }

    @Test("A line that starts with a string instead of a command is refused")
    func stringInsteadOfCommand() {
        #expect(refusal("\"Tap\" email") == "demo.tape:1:1: a line must start with a command, found \"Tap\"")
    }

    @Test("Ctrl+ takes exactly one letter")
    func ctrlNeedsALetter() {
        #expect(refusal("Ctrl+1") == "demo.tape:1:6: `Ctrl+` needs one letter A–Z, such as Ctrl+W, found '1'")
        #expect(refusal("Ctrl+") == "demo.tape:1:6: `Ctrl+` needs one letter A–Z, such as Ctrl+W")
    }

    @Test("A speed on a command that types nothing is refused at the '@'")
    func speedWhereNoneIsTaken() {
        #expect(refusal("Sleep@1s 2") == "demo.tape:1:6: `Sleep` does not take a speed — only `Type` and keys such as `Enter` do")
    }

    // MARK: - Malformed tapes: strings

    @Test("An unterminated string is refused at its opening quote")
    func unterminatedString() {
        #expect(refusal("Tap email\nType \"hello") == "demo.tape:2:6: unterminated string: no closing \" on this line")
        #expect(refusal(#"Type "ends in \""#) == "demo.tape:1:6: unterminated string: no closing \" on this line")
    }

    @Test("An unknown escape or a malformed \\u{…} is refused at its backslash")
    func badEscapes() {
        #expect(refusal(#"Type "a\qb""#) == #"demo.tape:1:8: unknown escape '\q' — valid in double quotes: \", \\, \n, \t, \u{…}"#)
        #expect(refusal(#"Type "\u{D800}""#) == #"demo.tape:1:7: bad escape '\u{D800}' — expected \u{…} with 1 to 8 hex digits naming a Unicode scalar"#)
        #expect(refusal(#"Type "\u41""#) == #"demo.tape:1:7: bad escape '\u' — expected \u{…} with 1 to 8 hex digits naming a Unicode scalar"#)
    }

    @Test("A quote glued to a word is refused, so that a missing space is named")
    func quoteInsideWord() {
        #expect(refusal("Type\"hi\"") == "demo.tape:1:5: a quoted string must start a new word: put a space before the \" in 'Type\"'")
    }

    @Test("Text glued after a closing quote is refused, with how to put that quote inside the string")
    func textAfterClosingQuote() {
        #expect(refusal(#"Say 'it\'s'"#) == "demo.tape:1:10: text right after the closing ' — end the string with a space, or write a ' inside other quotes")
        #expect(refusal(#"Type "a"b"#) == #"demo.tape:1:9: text right after the closing " — end the string with a space, or write \" for a quote inside it"#)
    }

    @Test("Paste takes one quoted text, line breaks escaped, and no speed")
    func pasteLine() throws {
        #expect(try action(#"Paste "two\nlines""#) == .paste("two\nlines"))
        #expect(refusal("Paste") == "demo.tape:1:6: `Paste` needs quoted text, such as \"two\\nlines\"")
        #expect(refusal(#"Paste "a" "b""#) == #"demo.tape:1:11: `Paste` takes one quoted text, found extra "b""#)
        #expect(refusal(#"Paste@10ms "a""#)?.contains("`Paste` does not take a speed") == true)
    }

    @Test("Text arguments must be quoted and names must not be")
    func quotingMistakes() {
        #expect(refusal("Type hello") == "demo.tape:1:6: `Type` needs quoted text, such as \"hello\", found 'hello'")
        #expect(refusal("Tap key q") == "demo.tape:1:9: `Tap key` needs a quoted key label, such as \"q\" or \"return\", found 'q'")
        #expect(refusal("Tap \"email\"") == "demo.tape:1:5: `Tap` needs a field name, `background`, or `key \"label\"`, found \"email\"")
    }

    @Test("a strategy's name may be quoted as a composite's is: Set Strategy \"iqkeyboardmanager\" is Set Strategy iqkeyboardmanager")
    func quotedStrategyName() throws {
        for name in ["inset", "iqkeyboardmanager", "iqkeyboardmanager-6"] {
            let quoted = try TapeParser.parse("Set Strategy \"\(name)\"", path: "demo.tape")
            let bare = try TapeParser.parse("Set Strategy \(name)", path: "demo.tape")
            #expect(quoted.commands.map(\.action) == bare.commands.map(\.action))
        }
        #expect(refusal("Set Strategy \"insets\"")?.hasPrefix("demo.tape:1:14: unknown strategy 'insets' (did you mean 'inset'?)") == true)
    }

    // MARK: - Malformed tapes: values

    @Test("A bad duration is refused with examples of good ones")
    func badDuration() {
        #expect(refusal("Sleep fast") == "demo.tape:1:7: bad duration 'fast' — expected a duration such as 300ms, 0.5s or 2")
        #expect(refusal("Set TypingSpeed 5m") == "demo.tape:1:17: bad duration '5m' — expected a duration such as 300ms, 0.5s or 2")
        #expect(refusal("Sleep 1e3") == "demo.tape:1:7: bad duration '1e3' — expected a duration such as 300ms, 0.5s or 2")
        #expect(refusal("Type@quick \"a\"") == "demo.tape:1:6: bad duration 'quick' — expected a duration such as 300ms, 0.5s or 2")
    }

    @Test("A negative duration is refused")
    func negativeDuration() {
        #expect(refusal("Sleep -1s") == "demo.tape:1:7: bad duration '-1s' — a duration cannot be negative")
    }

    @Test("An '@' with no duration after it is refused")
    func emptySpeed() {
        #expect(refusal("Type@ \"a\"") == "demo.tape:1:6: '@' needs a duration after it, such as Type@10ms")
    }

    @Test("A size must be COLSxROWS, each from 1 to 1000")
    func badSize() {
        #expect(refusal("Set Size 80by24") == "demo.tape:1:10: bad size '80by24' — expected COLSxROWS, such as 80x24")
        let limits = "the terminal must be at least 41x20 and at most 1000x1000 (columns x rows)"
        #expect(refusal("Set Size 0x24") == "demo.tape:1:10: bad size '0x24' — \(limits)")
        #expect(refusal("Set Size 10x5") == "demo.tape:1:10: bad size '10x5' — \(limits)")
        #expect(refusal("Set Size 40x24") == "demo.tape:1:10: bad size '40x24' — \(limits)")
        #expect(refusal("Set Size 80x19") == "demo.tape:1:10: bad size '80x19' — \(limits)")
        #expect(refusal("Set Size 80x1001") == "demo.tape:1:10: bad size '80x1001' — \(limits)")
        #expect(refusal("Set Size 99999x99999") == "demo.tape:1:10: bad size '99999x99999' — \(limits)")
        #expect(refusal("Tab\nSet Size 20x10") == "demo.tape:2:10: bad size '20x10' — \(limits)", "a resize later in the tape too")
    }

    @Test("Set PhoneSize takes one size as Set Size does, refused at its line and column otherwise")
    func badPhoneSize() {
        #expect(refusal("Set PhoneSize") == "demo.tape:1:14: `Set PhoneSize` needs COLSxROWS, such as 80x24")
        #expect(refusal("Set PhoneSize 80by24") == "demo.tape:1:15: bad size '80by24' — expected COLSxROWS, such as 80x24")
        #expect(refusal("Set PhoneSize 40x24")
            == "demo.tape:1:15: bad size '40x24' — the terminal must be at least 41x20 and at most 1000x1000 (columns x rows)")
        #expect(refusal("Set PhoneSize 80x24 80x24") == "demo.tape:1:21: `Set PhoneSize` takes one size, found extra '80x24'")
    }

    @Test("An unknown strategy is refused with the valid ones")
    func unknownStrategy() {
        let valid = StrategyCatalogue.builtIns.ids.map(\.rawValue).joined(separator: ", ")
        #expect(refusal("Set Strategy insets") == "demo.tape:1:14: unknown strategy 'insets' (did you mean 'inset'?) — valid: \(valid)")
        #expect(refusal("Set Strategy magic") == "demo.tape:1:14: unknown strategy 'magic' — valid: \(valid)")
    }

    @Test("A seed that is not a whole number from 0 up is refused at its column, and a Set Seed after the first action is misplaced")
    func badSeed() throws {
        #expect(refusal("Set Seed -1") == "demo.tape:1:10: bad seed '-1' — expected a whole number from 0 to 18446744073709551615")
        #expect(refusal("Set Seed 18446744073709551616")?.hasPrefix("demo.tape:1:10: bad seed") == true)
        #expect(refusal("Set Seed") == "demo.tape:1:9: `Set Seed` needs a whole number, such as 7")
        #expect(refusal("Set Seed 1 2") == "demo.tape:1:12: `Set Seed` takes one seed, found extra '2'")
        let late = try TapeParser.parse("Set Form signup\nTap email\nSet Seed 4\n", path: "demo.tape")
        #expect(TapeValidator.errors(in: late, against: PlayerFixture.signup).map(\.description)
                == ["demo.tape:3:1: Set lines other than Size, Era, Strategy, Pitfalls and Device must come before the first action"])
    }

    @Test("An unknown era is refused with the valid ones")
    func unknownEra() {
        #expect(refusal("Set Era 8") == "demo.tape:1:9: unknown era '8' — valid: 3, 7, 11, 15, 17, 26")
    }

    @Test("Bad caret and pitfall lines are refused at their column, listing what is valid")
    func refusals() {
        #expect(refusal("Expect pitfall shrinkTwice") == """
            demo.tape:1:16: unknown pitfall 'shrinkTwice' (did you mean 'shrinksTwice'?) — pitfalls: \
            shrinksTwice, willHideWithoutDidHide, heightFromFrameBegin, originOnlyTest, offsetPastContent, offsetUnderKeyboard, \
            hardCodedKeyboardHeight, textViewNeverSlides, superViewWillAppearSkipped, hideInAnotherOrientation, hideReportsAccessoryHeight, \
            insetCountsKeyboardDistance, keyboardDistancePlusSafeArea, indicatorInsetsLost, notificationDropped, offsetNotRestored, \
            safeAreaCountedTwice, staleKeyboardRect, movesUncoveredContent, barAboveKeyboard, barRaisedWithoutKeyboard, avoidedTwice
            """)
        #expect(refusal("Expect caret shown notes") == "demo.tape:1:14: unknown caret claim 'shown' — valid: visible")
        #expect(refusal("Expect caret visible")?.hasPrefix("demo.tape:1:") == true)
        #expect(refusal("Expect no pitfall shrinksTwice") == "demo.tape:1:19: `Expect no pitfall` takes nothing more, found extra 'shrinksTwice'")
        #expect(refusal("Expect no pitfalls")?.contains("— valid: event, pitfall") == true)
    }

    @Test("A suggestion prefers the word the typed one begins, then the nearest, then the one it extends")
    func suggestionPreferences() {
        #expect(refusal("Scrol 2") == "demo.tape:1:1: unknown command 'Scrol' (did you mean 'Scroll'?)")
        #expect(refusal("Expect focsu email") == "demo.tape:1:8: unknown expectation 'focsu' (did you mean 'focus'?) — kinds: focus, keyboard, visible, covered, value, inset, indicatorInset, offset, origin, caret, event, pitfall, no")
        #expect(refusal("Screenshots") == "demo.tape:1:1: unknown command 'Screenshots' (did you mean 'Screenshot'?)")
    }

    @Test("An unknown setting is refused with the one it resembles and the list")
    func unknownSetting() {
        #expect(refusal("Set Strateg inset") == """
            demo.tape:1:5: unknown setting 'Strateg' (did you mean 'Strategy'?) — settings: Form, Strategy, Era, \
            Size, PhoneSize, TypingSpeed, Orientation, InputMethods, Pitfalls, Device, Seed, PlaybackSpeed
            """)
    }

    @Test("An unknown orientation is refused with the valid ones, in Rotate and in Set")
    func badOrientation() {
        #expect(refusal("Rotate landscap") == "demo.tape:1:8: unknown orientation 'landscap' (did you mean 'landscape'?) — valid: portrait, landscape")
        #expect(refusal("Set Orientation sideways") == "demo.tape:1:17: unknown orientation 'sideways' — valid: portrait, landscape")
    }

    @Test("Input methods must be known, listed once, with nothing empty; the error points at the item")
    func badInputMethods() {
        #expect(refusal("Set InputMethods en,de") == "demo.tape:1:21: unknown input method 'de' — valid: en, ru, ja")
        #expect(refusal("Set InputMethods en,ru,en") == "demo.tape:1:24: input method 'en' is listed twice")
        #expect(refusal("Set InputMethods en,,ru") == "demo.tape:1:21: empty input method in 'en,,ru' — valid: en, ru, ja")
        #expect(refusal("Set InputMethods en,") == "demo.tape:1:21: empty input method in 'en,' — valid: en, ru, ja")
        #expect(refusal("Set InputMethods en, ru") ==
            "demo.tape:1:22: `Set InputMethods` takes one comma-separated list, without spaces, found extra 'ru'")
    }

    @Test("Pitfalls is on, off, true or false")
    func badPitfalls() {
        #expect(refusal("Set Pitfalls yes") == "demo.tape:1:14: unknown Pitfalls value 'yes' — valid: on, off, true, false")
    }

    @Test("A count must be from 1 to 10000")
    func badCount() {
        #expect(refusal("Backspace 0") == "demo.tape:1:11: `Backspace` count must be from 1 to 10000, found 0")
        #expect(refusal("Left@10ms -2") == "demo.tape:1:11: `Left` count must be from 1 to 10000, found -2")
        #expect(refusal("Enter 10001") == "demo.tape:1:7: `Enter` count must be from 1 to 10000, found 10001")
    }

    @Test("A key takes only an optional count")
    func keyArgumentNotACount() {
        #expect(refusal("Enter x") == "demo.tape:1:7: `Enter` takes an optional count, found 'x'")
        #expect(refusal("Tab 2 3") == "demo.tape:1:7: `Tab` takes an optional count, found extra '3'")
    }

    @Test("Scroll needs a non-zero whole number of rows")
    func badScroll() {
        #expect(refusal("Scroll 0") == "demo.tape:1:8: `Scroll` rows must be from -10000 to 10000 and not 0, found 0")
        #expect(refusal("Scroll down") == "demo.tape:1:8: `Scroll` needs a whole number of rows, such as 3 or -3, found 'down'")
    }

    @Test("A screenshot name with other characters is refused")
    func badScreenshotName() {
        #expect(refusal("Screenshot ../x") == "demo.tape:1:12: bad screenshot name '../x' — use letters, digits, '-', '_' and '.'")
    }

    @Test("A screenshot name is at most 200 bytes, so that its files' names and their temporary names fit in 255")
    func screenshotNameLength() {
        #expect(refusal("Screenshot " + String(repeating: "a", count: 200)) == nil)
        #expect(refusal("Screenshot " + String(repeating: "a", count: 238))
            == "demo.tape:1:12: the screenshot name is 238 bytes long, more than 200: it names files")
        #expect(refusal("Screenshot " + String(repeating: "é", count: 101))
            == "demo.tape:1:12: the screenshot name is 202 bytes long, more than 200: it names files")
    }

    // MARK: - Malformed tapes: missing and extra arguments

    @Test("A missing argument is reported just after the command, saying what was expected")
    func missingArguments() {
        #expect(refusal("Tap") == "demo.tape:1:4: `Tap` needs a field name, `background`, or `key \"label\"`")
        #expect(refusal("Tap key  # the label is missing") == "demo.tape:1:8: `Tap key` needs a quoted key label, such as \"q\" or \"return\"")
        #expect(refusal("Sleep") == "demo.tape:1:6: `Sleep` needs a duration, such as 300ms, 0.5s or 2")
        #expect(refusal("Set") == "demo.tape:1:4: `Set` needs a setting — settings: Form, Strategy, Era, Size, PhoneSize, TypingSpeed, Orientation, InputMethods, Pitfalls, Device, Seed, PlaybackSpeed")
        #expect(refusal("Set Era") == "demo.tape:1:8: `Set Era` needs an era — valid: 3, 7, 11, 15, 17, 26")
        #expect(refusal("Expect value email") == "demo.tape:1:19: `Expect value` needs a field name and quoted text, such as `Expect value email \"ada@example.com\"`")
        #expect(refusal("Set Form \"\"") == "demo.tape:1:10: `Set Form` needs a path or a bundled form's name, found \"\"")
    }

    @Test("An extra argument is refused where it starts, saying what the command takes")
    func extraArguments() {
        #expect(refusal("Globe now") == "demo.tape:1:7: `Globe` takes no arguments, found extra 'now'")
        #expect(refusal("Tap email twice") == "demo.tape:1:11: `Tap` takes one field name, found extra 'twice'")
        #expect(refusal("Type \"a\" \"b\"") == "demo.tape:1:10: `Type` takes one quoted text, found extra \"b\"")
        #expect(refusal("Set Era 7 11") == "demo.tape:1:11: `Set Era` takes one era, found extra '11'")
        #expect(refusal("Expect keyboard shown now") == "demo.tape:1:23: `Expect keyboard` takes shown or hidden, found extra 'now'")
    }

    // MARK: - Malformed tapes: Expect

    @Test("Expect inset, indicatorInset, offset and origin: a missing, wrong or extra number is refused at its line and column, with an example")
    func rowsRefused() {
        #expect(refusal("Expect inset") == "demo.tape:1:13: `Expect inset` needs a whole number of rows, such as `Expect inset 10`")
        #expect(refusal("Tab\nExpect offset ten") == "demo.tape:2:15: `Expect offset` needs a whole number of rows, such as `Expect offset 4`, found 'ten'")
        #expect(refusal("Expect origin 1.5") == "demo.tape:1:15: `Expect origin` needs a whole number of rows, such as `Expect origin -10`, found '1.5'")
        #expect(refusal("Expect origin \"-10\"") == "demo.tape:1:15: `Expect origin` needs a whole number of rows, such as `Expect origin -10`, found \"-10\"")
        #expect(refusal("Expect inset 10 rows") == "demo.tape:1:17: `Expect inset` takes one number of rows, found extra 'rows'")
        #expect(refusal("Expect inset 99999999999999999999") == "demo.tape:1:14: `Expect inset`: 99999999999999999999 rows is more than any screen has")
        #expect(refusal("Expect indicatorInset") == "demo.tape:1:22: `Expect indicatorInset` needs a whole number of rows, such as `Expect indicatorInset 5`")
        #expect(refusal("Expect indicatorInset 2 rows") == "demo.tape:1:25: `Expect indicatorInset` takes one number of rows, found extra 'rows'")
        #expect(refusal("Expect indicatorInset two") == "demo.tape:1:23: `Expect indicatorInset` needs a whole number of rows, such as `Expect indicatorInset 5`, found 'two'")
    }

    @Test("An unknown Expect kind lists inset, indicatorInset, offset and origin among the kinds")
    func rowKindsListed() {
        #expect(refusal("Expect insets 10") == "demo.tape:1:8: unknown expectation 'insets' (did you mean 'inset'?) — kinds: focus, keyboard, visible, covered, value, inset, indicatorInset, offset, origin, caret, event, pitfall, no")
        #expect(refusal("Expect indicatorInsets 2")?.contains("(did you mean 'indicatorInset'?)") == true)
    }

    @Test("An unknown Expect kind is refused with the kind it resembles and the list")
    func badExpectKind() {
        #expect(refusal("Expect focused email") == "demo.tape:1:8: unknown expectation 'focused' (did you mean 'focus'?) — kinds: focus, keyboard, visible, covered, value, inset, indicatorInset, offset, origin, caret, event, pitfall, no")
    }

    @Test("Expect keyboard is shown or hidden")
    func badKeyboardState() {
        #expect(refusal("Expect keyboard show") == "demo.tape:1:17: unknown keyboard state 'show' (did you mean 'shown'?) — valid: shown, hidden")
    }

    @Test("An error after CRLF lines and comments names the right line and column")
    func errorLineAfterCRLF() {
        #expect(refusal("# intro\r\nSet Era 7\r\n\r\n   Sleep 2 # ok\r\n\tExpect vsible email\r\n") ==
            "demo.tape:5:9: unknown expectation 'vsible' (did you mean 'visible'?) — kinds: focus, keyboard, visible, covered, value, inset, indicatorInset, offset, origin, caret, event, pitfall, no")
    }

    // MARK: - Expect visible NAME at ROW

    @Test("Expect visible NAME at ROW reads with a row, prints back as written, and the plain form still reads alone")
    func visibleAtReadsAndPrints() throws {
        let actions = try TapeParser.parse("Expect visible message at 21\nExpect visible message at -3\nExpect visible message\n",
                                           path: "demo.tape").commands.map(\.action)
        #expect(actions == [.expect(.visibleAt("message", row: 21)), .expect(.visibleAt("message", row: -3)), .expect(.visible("message"))])
        #expect(TapePrinter.line(for: actions[0]) == "Expect visible message at 21")
    }

    @Test("Expect visible NAME at: a missing or malformed row, or more words, are refused at their column")
    func visibleAtRefusals() {
        #expect(refusal("Expect visible message at")
            == "demo.tape:1:26: `Expect visible NAME at` needs a whole number of rows, such as `Expect visible email at 12`")
        #expect(refusal("Expect visible message at top")
            == "demo.tape:1:27: `Expect visible NAME at` needs a whole number of rows, such as `Expect visible email at 12`, found 'top'")
        #expect(refusal("Expect visible message at 3 4")
            == "demo.tape:1:29: `Expect visible NAME at ROW` takes one field name and one row, found extra '4'")
        #expect(refusal("Expect visible message now")
            == "demo.tape:1:24: `Expect visible` takes one field name, or a name and `at ROW`, found extra 'now'")
        #expect(refusal("Expect covered message at 3")
            == "demo.tape:1:24: `Expect covered` takes one field name, found extra 'at'")
    }
}
