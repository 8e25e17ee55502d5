import Foundation
import Testing
import TestTiming

/// `exec:COMMAND` through the real binary: the Python example, and handlers that go wrong.
@Suite("exec:COMMAND handlers run by kbsim: the Python example passes, bad handlers end the run with status 2", .timed)
struct ExecStrategyRunTests {
    @Test("the Python example handler passes its tape in kbsim test, alone and compared with overlap")
    func pythonExamplePasses() throws {
        let folder = KbsimBinary.repositoryPath("Examples/PythonHandler")
        // The tape's own Set Strategy runs the handler: allowed, as the example's reader allows it.
        let tested = try KbsimBinary.run(["test", "--allow-exec", folder])
        #expect(tested.status == 0, "\(tested.output)")
        #expect(tested.output.contains("1 passed, 0 failed"), "\(tested.output)")
        let played = try KbsimBinary.run(["play", "--json", "--allow-exec", folder + "/signup.tape"])
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains("\"strategy\":\"exec:python3 handler.py\",\"action\":\"adjustForKeyboard\",\"inset\":10"))
        // The command line's own handler runs in the current folder: its path is the user's.
        let compared = try KbsimBinary.run(["play", folder + "/signup.tape", "--compare-strategies", "exec:python3 \(folder)/handler.py,overlap"])
        #expect(compared.status == 0, "\(compared.output)")
    }

    @Test("the Python handler insets by the overlap minus the bottom safe area and scrolls the first responder into view, a text view before its delegate call")
    func pythonHandlerSubtractsTheSafeArea() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let views: String = #"{"rootViewFrame":{"x":0,"y":0,"width":39,"height":21},"safeAreaInsets":{"top":0,"left":0,"bottom":3,"right":0},"#
            + #""interfaceOrientation":"portrait","scrollView":{"frame":{"x":0,"y":2,"width":39,"height":19},"contentSize":{"width":39,"height":40},"#
            + #""contentOffset":{"x":0,"y":0},"contentInset":{"top":0,"left":0,"bottom":0,"right":0},"#
            + #""scrollIndicatorInsets":{"top":0,"left":0,"bottom":0,"right":0}},"contentViewFrame":{"x":0,"y":0,"width":39,"height":40},"textViewCaret":null,"#
            + #""firstResponder":{"name":"notes","kind":"textView","frame":{"x":1,"y":32,"width":37,"height":1},"#
            + #""contentFrame":{"x":1,"y":30,"width":37,"height":1}}}"#
        // A text view's keyboardWillChangeFrame comes before its textViewDidBeginEditing: only the first responder names it.
        let change: String = #"{"message":{"t":0.0,"event":"keyboardWillChangeFrame","frameBegin":{"x":0,"y":21,"width":39,"height":10},"#
            + #""frameEnd":{"x":0,"y":11,"width":39,"height":10},"duration":0.25,"curve":7,"isLocal":true},"views":"#
            + views + #","state":null}"#
        let hide = change.replacingOccurrences(of: "keyboardWillChangeFrame", with: "keyboardWillHide")
        let input = folder.appendingPathComponent("requests.jsonl")
        try (change + "\n" + hide + "\n").write(to: input, atomically: true, encoding: .utf8)
        let result = try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("Examples/PythonHandler/handler.py")],
                                          input: input.path)
        let replies = result.output.split(separator: "\n")
        #expect(result.status == 0 && replies.count == 2, "\(result.output)")
        // The keyboard covers rows 9 to 18 of the scroll view: 10, less the 3 the safe area keeps.
        let expected: String = #"{"views":{"scrollView":{"contentInset":{"top":0,"left":0,"bottom":7,"right":0},"#
            + #""scrollIndicatorInsets":{"top":0,"left":0,"bottom":7,"right":0}}},"animation":{"duration":0.25,"curve":7},"#
            + #""log":[{"action":"adjustForKeyboard","details":{"inset":7,"keyboardTop":9}}],"#
            + #""scrollRectToVisible":{"x":1,"y":30,"width":37,"height":1}}"#
        #expect(replies.first.map(String.init) == expected)
        #expect(replies.last?.contains(#""restoreInsets""#) == true)
        #expect(replies.last?.contains("scrollRectToVisible") == false)
    }

    /// A tape whose line 6 hands the app to the handler `h.sh` beside it, after inset has done its work.
    static let tape = """
        Set Form "signup"
        Set Strategy inset
        Tap email
        Sleep 300ms
        Tap background
        Set Strategy "exec:sh h.sh"
        Tap phone
        Sleep 300ms

        """

    static let longReply = String(repeating: "x", count: 300)

    @Test("a bad handler ends the run with status 2, naming the tape line, its reply and its stderr, the transcript so far kept", arguments: [
        // The first reply has a start-up grace of its own: the handler hangs at the second message.
        ("read l; echo '{}'; exec sleep 5", "the handler did not reply within 0.5 s (--strategy-timeout)"),
        (#"while read l; do printf '{}\n{}\n'; done"#, "the handler wrote more than one line in reply to one message"),
        (#"read l; printf '{"state":"\377"}\n'; exec sleep 5"#, "the handler replied a line that is not UTF-8 (byte 11 is 0xFF)"),
        ("read l; echo \(longReply)", "the handler replied what kbsim-strategy/1 does not accept: the reply is not JSON at character 1"),
        ("while read l; do echo '{\"inset\":10}'; done", "unknown key \"inset\" — valid: state, views, scrollRectToVisible, setContentOffset, animation, log, allow, defer, endEditing, becomeFirstResponder, scrollToRow\n  its reply: {\"inset\":10}"),
        ("while read l; do echo '{\"scrollRectToVisible\":{\"x\":0,\"y\":1.5,\"width\":3,\"height\":1}}'; done",
         "scrollRectToVisible.y is 1.5: cells are whole numbers"),
        ("exit 3", "the handler exited with status 3 without replying"),
    ])
    func badHandlerEndsTheRun(script: String, message: String) throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.tape.write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        try "echo 'last words of the handler' >&2\n\(script)\n".write(to: folder.appendingPathComponent("h.sh"), atomically: true, encoding: .utf8)
        let transcriptPath = folder.appendingPathComponent("out.jsonl").path
        let transcript = open(transcriptPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(transcript) }
        // Run from another folder: the command is found in the tape's.
        let result = try ChildProcess.run(KbsimBinary.path, ["play", "--json", "--allow-exec", "--strategy-timeout", "0.5",
                                                            folder.appendingPathComponent("t.tape").path],
                                          standardOutput: transcript)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("t.tape:7: strategy exec:sh h.sh: " ), "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(result.output.contains("its stderr, last lines:\n    last words of the handler"), "\(result.output)")
        if script.contains(Self.longReply) {
            #expect(result.output.contains("its reply: " + String(repeating: "x", count: 200) + "…\n"), "\(result.output)")
        }
        let written = try String(contentsOfFile: transcriptPath, encoding: .utf8)
        #expect(written.contains("\"strategy\":\"inset\",\"action\":\"keyboardWasShown\""), "\(written)")
        #expect(written.contains("\"event\":\"textFieldDidBeginEditing\",\"field\":\"phone\""), "\(written)")
    }

    @Test("a hanging handler is started once for the tape line, not again for each message the line delivers")
    func hangingHandlerStartsOnce() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Set Form signup\nTap email\nSleep 300ms\n".write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        // It answers the first message (which has a start-up grace), then hangs.
        try "echo started >> starts.txt\nread l; echo '{}'\nexec sleep 30\n".write(to: folder.appendingPathComponent("h.sh"), atomically: true, encoding: .utf8)
        // The command line's handler runs in the current folder: there, beside h.sh.
        let result = try KbsimBinary.runInShell("play --strategy-timeout 0.5 --strategy 'exec:sh h.sh' t.tape", in: folder.path)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("t.tape:2: strategy exec:sh h.sh: the handler did not reply within 0.5 s"), "\(result.output)")
        let starts = try String(contentsOf: folder.appendingPathComponent("starts.txt"), encoding: .utf8)
        #expect(starts == "started\n")
    }

    @Test("kbsim test of 30 identical tapes whose handler exits after each reply: every tape fails where it fails alone")
    func sharedHandlerFailsEveryTape() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let handler = folder.appendingPathComponent("h.sh").path
        try "read l; echo '{}'\n".write(toFile: handler, atomically: true, encoding: .utf8)
        let tape = "Set Form signup\nTap email\nSleep 300ms\nTap phone\nSleep 300ms\n"
        for index in 1...30 {
            try tape.write(to: folder.appendingPathComponent(String(format: "t%02d.tape", index)), atomically: true, encoding: .utf8)
        }
        // Given on the command line, by its full path: the folder it runs in does not matter.
        let strategy = "exec:sh '\(handler)'"
        let alone = try KbsimBinary.run(["play", "--strategy", strategy, folder.appendingPathComponent("t01.tape").path])
        #expect(alone.status == 2, "\(alone.output)")
        #expect(alone.output.contains("t01.tape:2: strategy \(strategy): the handler exited with status 0 without replying"), "\(alone.output)")
        let tested = try KbsimBinary.run(["test", "-j", "4", "--strategy", strategy, folder.path])
        #expect(tested.output.contains("0 passed, 30 failed"), "\(tested.output)")
        let sameFailure = tested.output.components(separatedBy: ".tape:2: strategy \(strategy): the handler exited with status 0 without replying").count - 1
        #expect(sameFailure == 30, "\(tested.output)")
    }

    @Test("kbsim test prints a bad handler's failure whole — the tape line, its reply and its stderr — under its FAIL line, for the CI log")
    func badHandlerInTestOutput() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.tape.write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        try "echo 'last words of the handler' >&2\nread l; echo 'oops'\n".write(to: folder.appendingPathComponent("h.sh"),
                                                                                     atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["test", "--allow-exec", folder.path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains(
            """
            t.tape:7: strategy exec:sh h.sh: the handler replied what kbsim-strategy/1 does not accept: the reply is not JSON at character 1: unexpected character 'o'
                   its reply: oops
                   its stderr, last lines:
                     last words of the handler
            """), "\(result.output)")
    }

    @Test("a compared phone whose handler exits ends play with status 2, naming its variant and the tape line")
    func comparedHandlerFails() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("t.tape")
        try Self.tape.write(to: tape, atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["play", tape.path, "--compare-strategies", "inset,exec:exit 7"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("exec:exit 7: \(tape.path):3: strategy exec:exit 7: the handler exited with status 7 without replying"),
                "\(result.output)")
    }

    @Test("kbsim run with a handler that exits: the session ends, the terminal is restored, the values written, then the message and status 2")
    func runEndsOnAFailedHandler() throws {
        let tmux = try TmuxSession(width: 160, height: 30)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        try tmux.startKbsim("run --strategy 'exec:echo handler-gave-up >&2; exit 5' --output '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        // Tab focuses Full name: the delegate call goes to the handler, which has exited.
        try tmux.press("Tab")
        let screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=2"), "\(screen)")
        let text = screen.joined(separator: "\n")
        #expect(text.contains("kbsim run: strategy exec:echo handler-gave-up >&2; exit 5: the handler exited with status 5 without replying"), "\(text)")
        #expect(text.contains("    handler-gave-up"), "\(text)")
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(FileManager.default.fileExists(atPath: valuesFile))
    }
}
