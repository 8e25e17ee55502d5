import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// `kbsim lessons` and `kbsim lesson NAME`: the list, the refusals, the cast, and a lesson driven by SessionPilot.
@Suite("kbsim lessons and kbsim lesson", .timed)
struct LessonCommandTests {
    static func contains(_ screen: [String], _ text: String) -> Bool { screen.contains { $0.contains(text) } }

    /// The words right of the phone (from `column` on), so that narration wrapped at any width can be looked for.
    static func words(_ screen: [String], from column: Int) -> String {
        screen.map { String($0.dropFirst(column)) }.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    /// `kbsim lesson 3` in a terminal of `width`x`height`.
    static func startLesson3(width: Int, height: Int) -> SessionPilot {
        SessionPilot(["lesson", "3"], width: width, height: height)
    }

    @Test("kbsim lessons lists every lesson, 0 to 10, by number, name and title, the numbers in one column, and says how to start one")
    func list() throws {
        let result = try KbsimBinary.run(["lessons"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        for (number, name) in [(0, "words"), (1, "notifications"), (2, "resize"), (3, "inset"), (4, "extend"), (5, "slide"), (6, "text-views"),
                               (7, "why-auto"), (8, "todays-iphone"), (9, "libraries"), (10, "chat")] {
            let padded = String(number).padding(toLength: 2, withPad: " ", startingAt: 0)
            #expect(lines.contains { $0.hasPrefix("\(padded)  \(name) ") }, "lesson \(number) \(name):\n\(result.output)")
        }
        #expect(result.output.contains("Listing 5-1"))
        #expect(result.output.contains("kbsim lesson"))
    }

    /// What `kbsim COMMAND` writes when $COLUMNS says the output is `columns` wide (no terminal).
    static func output(of command: String, columns: Int) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = String(columns)
        return try ChildProcess.run(KbsimBinary.path, [command], environment: environment).output
    }

    @Test("kbsim lessons wraps its list at spaces to the width (COLUMNS off a terminal): no line longer, no word cut, titles lined up",
          arguments: [80, 40])
    func listWrapsAtWords(width: Int) throws {
        func list(columns: Int) throws -> String { try Self.output(of: "lessons", columns: columns) }
        let wrapped = try list(columns: width)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= width }, "\(wrapped)")
        #expect(wrapped.split(whereSeparator: \.isWhitespace) == (try list(columns: 1000)).split(whereSeparator: \.isWhitespace),
                "the same words in the same order, none broken:\n\(wrapped)")
        #expect(lines.first?.hasPrefix("0   words  ") == true, "lesson 0 first:\n\(wrapped)")
        let entry = try #require(lines.firstIndex { $0.contains("notifications  ") })
        let line = String(lines[entry])
        let titleColumn = try #require(line.range(of: "notifications  ")?.upperBound).utf16Offset(in: line)
        // A title's second row is the only kind of line that starts with a space.
        let secondRows = lines.filter { $0.first == " " }
        #expect(width >= 80 || !secondRows.isEmpty, "at \(width) columns some title wraps:\n\(wrapped)")
        for row in secondRows {
            #expect(row.prefix(titleColumn).allSatisfy { $0 == " " } && row.dropFirst(titleColumn).first != " ",
                    "a title's second row starts under its first:\n\(wrapped)")
        }
    }

    @Test("kbsim glossary wraps at spaces to the width (COLUMNS off a terminal): no line longer, no word cut, every term and its definition",
          arguments: [80, 40])
    func glossaryWrapsAtWords(width: Int) throws {
        func glossary(columns: Int) throws -> String { try Self.output(of: "glossary", columns: columns) }
        let wrapped = try glossary(columns: width)
        // A word longer than the line keeps its line whole (UIKeyboardFrameBeginUserInfoKey at 40).
        let longest = wrapped.split(whereSeparator: \.isWhitespace).map(\.count).max() ?? 0
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= max(width, longest + 4) }, "\(wrapped)")
        #expect(wrapped.split(whereSeparator: \.isWhitespace) == (try glossary(columns: 1000)).split(whereSeparator: \.isWhitespace),
                "the same words in the same order, none broken:\n\(wrapped)")
        for term in ["UIKit", "first responder", "userInfo", "frameBegin / frameEnd", "contentInset", "scrollRectToVisible", "K"] {
            #expect(wrapped.split(separator: "\n").contains { $0 == term || $0.hasPrefix(term + " ") }, "\(term)")
        }
        #expect(wrapped.contains("covered (N rows, D too low)"))
    }

    @Test("an unknown lesson, to play or to print, is exit 2 with the names of the lessons and no tape", arguments: ["lesson", "lessons"])
    func unknownLesson(command: String) throws {
        let result = try KbsimBinary.run([command, "nosuch"])
        #expect(result.status == 2)
        #expect(result.output.contains("nosuch: no such lesson"))
        for name in ["notifications", "inset", "why-auto"] { #expect(result.output.contains(name)) }
        #expect(!result.output.contains("Set Form"))
    }

    @Test("without a terminal, kbsim lesson says it needs one, naming lesson, and exits 2")
    func noTerminal() throws {
        let result = try KbsimBinary.run(["lesson", "3"])
        #expect(result.status == 2)
        #expect(result.output.contains("kbsim lesson needs a terminal"), "\(result.output)")
        #expect(!result.output.contains("kbsim run"))
    }

    @Test("the headless command kbsim lesson suggests without a terminal plays the lesson, run as printed from a folder outside the repository",
          arguments: ["3", "why-auto"])
    func headlessHintWorksAnywhere(lesson: String) throws {
        let refusal = try KbsimBinary.run(["lesson", lesson]).output
        let quoted = refusal.split(separator: "`").dropFirst().first.map(String.init) ?? ""
        #expect(quoted.hasPrefix("kbsim lessons NAME"), "the hint quotes a command: \(refusal)")
        let command = quoted.replacingOccurrences(of: "NAME", with: lesson).replacingOccurrences(of: "kbsim ", with: "\"$0\" ")
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KbsimBinary.runInShell(String(command.dropFirst("\"$0\" ".count)), in: directory.path)
        #expect(result.status == 0, "\(command):\n\(result.output)")
        #expect(result.output.contains("say "), "the narration is in the transcript:\n\(result.output)")
    }

    @Test("kbsim lessons NAME prints the lesson byte for byte, by number, name or both", arguments: ["4", "extend", "4-extend"])
    func printsLesson(name: String) throws {
        let result = try KbsimBinary.run(["lessons", name])
        #expect(result.status == 0)
        #expect(result.output == (try String(contentsOfFile: KbsimBinary.repositoryPath("Lessons/4-extend.tape"), encoding: .utf8)))
    }

    @Test("every lesson printed by kbsim lessons into a file plays from another folder with all its Expect lines passing",
          arguments: 1...9)
    func printedLessonPlaysElsewhere(number: Int) throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KbsimBinary.runInShell(
            "lessons \(number) > l.tape && mkdir elsewhere && cd elsewhere && \"$0\" play ../l.tape", in: directory.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("expect ok:"), "its Expect lines ran:\n\(result.output)")
        #expect(!result.output.contains("FAIL"), "\(result.output)")
    }

    @Test("a cast marks every Say and shows it as a subtitle in the frames")
    func castHasSays() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let castPath = directory.appendingPathComponent("lesson.cast").path
        let tape = KbsimBinary.repositoryPath("Lessons/3-inset.tape")
        let result = try KbsimBinary.run(["play", tape, "--cast", castPath])
        #expect(result.status == 0, "\(result.output)")
        let cast = try String(contentsOfFile: castPath, encoding: .utf8)
        let events = cast.split(separator: "\n").dropFirst().compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]
        }
        let markers = events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
        #expect(markers.contains { $0.hasPrefix("Goal: see Listing 5-1 of Apple's iOS 7 guide.") })
        #expect(markers.contains { $0.hasPrefix("Next: iPhone OS 3 (F2 cycles eras), and Notes again. The listing reads the height from frameBegin") })
        #expect(markers.contains { $0.hasPrefix("Dismiss next: tap the background.") })
        #expect(markers.contains("keyboardDidShow"), "the notifications stay marked")
        // The subtitle is drawn into the frames' output: its words appear in the "o" events.
        let output = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined()
        #expect(output.contains("Dismiss next: tap the background."))
        #expect(output.contains("Goal: see Listing 5-1"))
    }

    @Test("kbsim lesson 3 at 160x50: the first Say, a stop at the Pause before the tap with the keyboard down, Space to the next Say with WillShow posted; F8 to its start, F8 back to the first")
    func lessonAt160() throws {
        let pilot = Self.startLesson3(width: 160, height: 50)
        let first = try pilot.waitFor { Self.contains($0, "Goal: see Listing 5-1") && Self.contains($0, "Space/Enter: continue") }
        #expect(Self.contains(first, "step 1 of 9"))
        #expect(Self.contains(first, "keyboard hidden"), "the first pause shows the phone before the tap")
        #expect(Self.contains(first, "‖ paused 0.000 s"))
        pilot.advance(by: 1)
        #expect(pilot.capture() == first, "nothing moves while the lesson waits")
        try pilot.press("Space")
        let second = try pilot.waitFor { Self.contains($0, "step 2 of 9") && Self.contains($0, "‖ paused 0.000 s") }
        #expect(Self.words(second, from: 43).contains("Notes is now first responder: UIKit has posted keyboardWillShow, but the keyboard has not moved yet."))
        #expect(Self.contains(second, "0.000 keyboardWillShow"), "held at WillShow")
        try pilot.press("Space")
        try pilot.waitFor { Self.contains($0, "step 3 of 9") && Self.contains($0, "‖ paused 0.125 s") }
        // F8: to the start of step 3 (right after the Pause before it), then from there to step 2's.
        try pilot.press("F8")
        let stepStart = try pilot.waitFor { Self.contains($0, "‖ paused 0.000 s") && Self.contains($0, "F8: back to the previous step") }
        #expect(Self.contains(stepStart, "0.000 keyboardWillShow"), "the state right after the second Pause: the tap made, the slide not begun")
        try pilot.press("F8")
        try pilot.press("F8")
        let back = try pilot.waitFor { Self.contains($0, "step 1 of 9") && Self.contains($0, "‖ paused 0.000 s") }
        #expect(!Self.contains(back, "Notes is now first responder"), "back at the first Say, the second is not said yet")
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    @Test("a resize during a Pause redraws at once with the new layout: the pinned phone re-centred, the panes of the new size, the lesson still held at its Pause, no key pressed")
    func resizeDuringPause() throws {
        let pilot = Self.startLesson3(width: 120, height: 40)
        let before = try pilot.waitFor { Self.contains($0, "step 1 of 9") && Self.contains($0, "‖ paused 0.000 s") }
        let phoneTop = { (screen: [String]) in screen.firstIndex { $0.hasPrefix("╭") } }
        let oldTop = phoneTop(before)
        #expect(Self.contains(before, "Inspector"), "from 100 columns the panes beside the phone")
        pilot.resize(width: 90, height: 30)
        // Waited for whole: pilot may be caught halfway through writing the new frame.
        let after = try pilot.waitFor { screen in
            phoneTop(screen) != oldTop && Self.contains(screen, "1/9") && Self.contains(screen, "‖ paused 0.000 s") && Self.contains(screen, "╰")
        }
        #expect(after.filter { $0.hasPrefix("╰") }.count == 1, "one phone, drawn whole at the new size:\n\(after.joined(separator: "\n"))")
        #expect(!Self.contains(after, "Inspector"), "below 100 columns the compact pane")
        try pilot.press("C-c")
    }

    @Test("lesson 2 at 160x50: F12 at a pause takes the phone with pitfalls on (the inspector says so, the help lists the key), F12 again turns them off")
    func pitfallsKeyInLesson2() throws {
        let pilot = SessionPilot(["lesson", "2"], width: 160, height: 50)
        try pilot.waitFor { Self.contains($0, "step 1 of 9") && Self.contains($0, "‖ paused") }
        #expect(!Self.contains(pilot.capture(), "· pitfalls on"))
        for step in 2...5 {
            try pilot.press("Space")
            try pilot.waitFor { Self.contains($0, "step \(step) of 9") && Self.contains($0, "‖ paused") }
        }
        try pilot.press("Space")
        let turn = try pilot.waitFor { Self.contains($0, "step 6 of 9") && Self.contains($0, "‖ paused") }
        #expect(Self.words(turn, from: 43).contains("press F12 (or Ctrl-G) to drop that guard"), "the lesson says to press it, not to relaunch")
        try pilot.press("F12")
        let on = try pilot.waitFor { Self.contains($0, "· pitfalls on") && Self.contains($0, "your turn") }
        #expect(Self.contains(on, "strategy resize · era iOS 7 · portrait · pitfalls on"))
        try pilot.press("F1")
        try pilot.waitFor { Self.contains($0, "kbsim help") && Self.contains($0, "F12, Ctrl-G") }
        try pilot.press("Escape")
        try pilot.press("C-g")
        try pilot.waitFor { Self.contains($0, "strategy resize · era iOS 7 · portrait") && !Self.contains($0, "· pitfalls on") }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    @Test("kbsim lesson 3 at 80x24: the narration is visible; typing at the pause is the learner's turn, F5 undoes it and waits there; at the end Enter, and F5 after a turn, keep the final screen, and F10 quits")
    func lessonAt80() throws {
        let pilot = Self.startLesson3(width: 80, height: 24)
        let first = try pilot.waitFor { Self.words($0, from: 42).contains("Goal: see Listing 5-1 of Apple's iOS 7 guide.") }
        try pilot.waitFor { Self.words($0, from: 42).contains("Space/Enter: go on") }
        #expect(Self.contains(first, "Create account"))
        // The first pause comes before anything is edited: Tab takes the phone and focuses Full name.
        try pilot.press("Tab")
        pilot.type("hi")
        try pilot.waitFor { Self.contains($0, "your turn") && Self.contains($0, "[Hi") }
        try pilot.press("Space")
        // F5 undoes the turn: Full name is empty again, and the lesson waits at its first pause.
        try pilot.press("F5")
        try pilot.waitFor { Self.contains($0, "1/9") && Self.contains($0, "‖ paused") && !Self.contains($0, "[Hi") }
        for step in 2...8 {
            try pilot.press("Space")
            try pilot.waitFor { Self.contains($0, "\(step)/9") && Self.contains($0, "‖ paused") }
        }
        try pilot.press("Space")
        try pilot.waitFor { Self.words($0, from: 42).contains("end of the lesson · F10 quits") }
        try pilot.press("Enter")
        pilot.type("x")
        try pilot.waitFor { Self.contains($0, "your turn") }
        try pilot.press("F5")
        try pilot.waitFor { Self.words($0, from: 42).contains("end of the lesson · F10 quits") }
        try pilot.press("F5")
        pilot.advance(by: 0.5)
        let held = pilot.capture()
        #expect(pilot.exitStatus == nil, "F5 at the end does not quit:\n\(held.joined(separator: "\n"))")
        #expect(Self.contains(held, "Create account"), "the final screen stays")
        try pilot.press("F10")
        #expect(pilot.exitStatus == 0)
    }
}
