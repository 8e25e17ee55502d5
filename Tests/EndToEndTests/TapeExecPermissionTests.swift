import Foundation
import Testing
import TestTiming

/// Issue 34 §1: a tape is data people share, so it never runs a command the user did not allow —
/// its own `exec:` needs --allow-exec (or KBSIM_ALLOW_EXEC=1), the command line's runs in the
/// current folder and replaces every `Set Strategy`, and `Set Form` reads only a form.
@Suite("A tape never runs a command the user did not allow", .timed)
struct TapeExecPermissionTests {
    /// A folder for a tape, its marker and its neighbours; removed at the end.
    final class Folder {
        let url: URL
        var path: String { url.path }

        init() throws { url = try KbsimBinary.makeTemporaryDirectory() }

        deinit { try? FileManager.default.removeItem(at: url) }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return path(name)
        }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    }

    /// Runs kbsim with `arguments` in `directory` (nil: the tests'), KBSIM_ALLOW_EXEC set to `allow`
    /// (nil: unset, whatever the tests' own environment says).
    static func kbsim(_ arguments: [String], in directory: String? = nil, allow: String? = nil,
                      input: String = "/dev/null") throws -> ChildProcess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["KBSIM_ALLOW_EXEC"] = allow
        let here = directory ?? FileManager.default.currentDirectoryPath
        return try ChildProcess.run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", here, KbsimBinary.path] + arguments,
                                    environment: environment, input: input)
    }

    /// The line kbsim refuses a tape's command with, at `path`:`place`.
    static func refusal(_ path: String, _ place: String, _ command: String) -> String {
        "\(path):\(place): the tape runs a command, which needs --allow-exec (or KBSIM_ALLOW_EXEC=1 in the environment): \(command)"
    }

    /// A tape whose own `Set Strategy` would make `marker` (an absolute path), and where its name stands.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let tape: @Sendable (_ marker: String) -> String
        let place: String
        let shown: @Sendable (_ marker: String) -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "in the prelude", tape: { "Set Form \"signup\"\nSet Strategy \"exec:touch \($0)\"\nTap email\nSleep 300ms\n" },
             place: "2:14", shown: { "touch \($0)" }),
        Case(name: "in the body", tape: { "Set Form \"signup\"\nTap email\nSleep 300ms\nSet Strategy \"exec:touch \($0)\"\nTap phone\n" },
             place: "4:14", shown: { "touch \($0)" }),
        Case(name: "in a composite", tape: { "Set Strategy \"inset+exec:touch \($0)\"\nTap email\n" },
             place: "1:14", shown: { "touch \($0)" }),
        // Escapes hide the command from grep; the message shows it decoded, its escape sequence spelt out.
        Case(name: "escaped", tape: { "Set Strategy \"exec:\\u{74}ouch \($0) #\\u{1B}[2J\"\nTap email\n" },
             place: "1:14", shown: { "touch \($0) #^[[2J" }),
    ]

    @Test("a tape's own exec: is refused with exit 2 before anything runs: the message names file:line:column, the command and the flag",
          arguments: cases)
    func refusedBeforeItRuns(_ example: Case) throws {
        let folder = try Folder()
        let marker = folder.path("marker")
        let tape = try folder.write("t.tape", example.tape(marker))
        let played = try Self.kbsim(["play", "--json", tape])
        #expect(played.status == 2, "\(played.output)")
        let lines = played.output.split(separator: "\n", omittingEmptySubsequences: false)
        // The refusal and its explanation, and nothing else: no transcript line was written.
        #expect(lines.count == 3 && lines.last == "", "\(played.output)")
        #expect(lines.first.map(String.init) == Self.refusal(tape, example.place, example.shown(marker)), "\(played.output)")
        #expect(lines.dropFirst().first?.hasPrefix("  kbsim would run it with /bin/sh -c in \(folder.path) (the tape's folder)") == true,
                "\(played.output)")
        #expect(!folder.exists("marker"), "the command ran")
    }

    @Test("every way of playing the tape refuses it the same way, KBSIM_ALLOW_EXEC=0 included, and writes nothing", arguments: [
        ["--compare-eras", "7,11"], ["--compare-devices", "default,iphone-15"], ["--watch"], ["--cast", "CAST"], ["--screenshots", "SHOTS"], ["-"],
    ])
    func everyPlayRefuses(_ options: [String]) throws {
        let folder = try Folder()
        let marker = folder.path("marker")
        let tape = try folder.write("t.tape", "Set Form \"signup\"\nTap email\nSet Strategy \"exec:touch \(marker)\"\nTap phone\nScreenshot one\n")
        let arguments = options == ["-"] ? ["play", "-"]
            : ["play", tape] + options.map { $0 == "CAST" ? folder.path("out.cast") : $0 == "SHOTS" ? folder.path("shots") : $0 }
        for allow in [nil, "0"] {
            let result = try Self.kbsim(arguments, allow: allow, input: tape)
            let path = options == ["-"] ? "<stdin>" : tape
            #expect(result.status == 2, "\(options): \(result.output)")
            #expect(result.output.hasPrefix(Self.refusal(path, "3:14", "touch \(marker)") + "\n"), "\(options): \(result.output)")
        }
        #expect(!folder.exists("marker"), "the command ran")
        #expect(!folder.exists("out.cast") && !folder.exists("shots"))
    }

    @Test("kbsim test fails that tape with the same message, without running it, and still plays the others: exit 1")
    func testFailsThatTape() throws {
        let folder = try Folder()
        let marker = folder.path("marker")
        let tape = try folder.write("a-exec.tape", "Set Form \"signup\"\nSet Strategy \"exec:touch \(marker)\"\nTap email\n")
        let good = try folder.write("b-good.tape", "Set Form \"login\"\nTap username\nExpect focus username\n")
        let result = try Self.kbsim(["test", folder.path])
        #expect(result.status == 1, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "FAIL " + Self.refusal(tape, "2:14", "touch \(marker)"), "\(result.output)")
        #expect(lines.dropFirst().first?.hasPrefix("       kbsim would run it with /bin/sh -c") == true, "\(result.output)")
        #expect(lines.suffix(2) == ["ok   \(good)", "1 passed, 1 failed"], "\(result.output)")
        #expect(!folder.exists("marker"), "the command ran")
    }

    @Test("with --allow-exec or KBSIM_ALLOW_EXEC=1 the tape's own command runs, in the tape's folder", arguments: [
        (["--allow-exec"], nil), ([], "1"),
    ] as [([String], String?)])
    func allowedRuns(_ flag: [String], allow: String?) throws {
        let folder = try Folder()
        let elsewhere = try Folder()
        let tape = try folder.write("t.tape", "Set Form \"signup\"\nSet Strategy \"exec:touch ran; while read l; do echo {}; done\"\nTap email\nSleep 300ms\n")
        let played = try Self.kbsim(["play", tape] + flag, in: elsewhere.path, allow: allow)
        #expect(played.status == 0, "\(played.output)")
        #expect(folder.exists("ran") && !elsewhere.exists("ran"))
        try FileManager.default.removeItem(atPath: folder.path("ran"))
        let tested = try Self.kbsim(["test", folder.path] + flag, in: elsewhere.path, allow: allow)
        #expect(tested.status == 0, "\(tested.output)")
        #expect(folder.exists("ran"))
    }

    @Test("a command-line strategy replaces every Set Strategy of the tape, the body's exec: too, which never runs and needs no flag", arguments: [
        ["play", "--json", "--strategy", "inset"], ["play", "--compare-strategies", "inset,none"], ["play", "--strategy", "inset", "--compare-eras", "7,11"],
        ["test", "--strategy", "inset,none"],
    ])
    func commandLineStrategyReplacesTheBody(_ arguments: [String]) throws {
        let folder = try Folder()
        let marker = folder.path("marker")
        let tape = try folder.write("t.tape", """
            Set Form "signup"
            Set Strategy inset
            Tap email
            Sleep 300ms
            Set Strategy "exec:touch \(marker)"
            Tap phone
            Sleep 300ms

            """)
        let result = try Self.kbsim(arguments + [arguments[0] == "test" ? folder.path : tape])
        #expect(!folder.exists("marker"), "the tape's command ran")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("exec:"), "\(result.output)")
        if arguments.contains("--json") {
            // Played to its end, inset throughout: the tape's switch to its handler was passed over.
            #expect(result.output.contains("\"event\":\"textFieldDidBeginEditing\",\"field\":\"phone\""), "\(result.output)")
            #expect(!result.output.contains("\"action\":\"installed\""), "\(result.output)")
        }
    }

    @Test("a command-line exec: runs in the current folder, not the tape's, without the flag", arguments: [
        ["play", "--strategy", "HANDLER"], ["play", "--compare-strategies", "HANDLER,inset"], ["test", "--strategy", "HANDLER"],
    ])
    func commandLineExecRunsHere(_ arguments: [String]) throws {
        let folder = try Folder()
        let here = try Folder()
        let tape = try folder.write("t.tape", "Set Form \"signup\"\nSet Strategy inset\nTap email\nSleep 300ms\n")
        let handler = "exec:pwd > where.txt; while read l; do echo {}; done"
        let result = try Self.kbsim(arguments.map { $0.replacingOccurrences(of: "HANDLER", with: handler) } + [arguments[0] == "test" ? folder.path : tape], in: here.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(here.exists("where.txt") && !folder.exists("where.txt"), "\(result.output)")
        let written = try String(contentsOfFile: here.path("where.txt"), encoding: .utf8)
        #expect(written == here.path + "\n")
    }

    @Test("kbsim check reports each command a tape runs, decoded and at its file:line:column, and calls the tape valid: exit 0")
    func checkReportsTheCommand() throws {
        let folder = try Folder()
        let tape = try folder.write("t.tape", "Set Form \"signup\"\nTap email\nSet Strategy \"inset+exec:\\u{72}m -rf ~/x\"\nTap phone\n")
        let result = try Self.kbsim(["check", tape])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == """
            \(tape): ok (4 lines, on "Create account")
            \(tape):3:14: runs a command: rm -rf ~/x (played only with --allow-exec or KBSIM_ALLOW_EXEC=1)

            """)
    }

    @Test("a tape's Set Form reads only a form: any other file is refused at file:line:column, naming the extensions, its bytes unquoted",
          arguments: ["secret", ".env", "secret.txt", "evil.yaml", "/etc/passwd"])
    func setFormReadsOnlyAForm(_ name: String) throws {
        let folder = try Folder()
        for file in ["secret", ".env", "secret.txt"] { try folder.write(file, "API_TOKEN=TOPSECRET-0123\n") }
        try FileManager.default.createSymbolicLink(atPath: folder.path("evil.yaml"), withDestinationPath: folder.path(".env"))
        let tape = try folder.write("t.tape", "Set Form \"\(name)\"\nTap email\n")
        for command in ["play", "check"] {
            let result = try Self.kbsim([command, tape])
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.hasPrefix("\(tape):1:10: \(name): "), "\(result.output)")
            #expect(result.output.contains(".yaml, .yml, .json, .html or .htm"), "\(result.output)")
            #expect(!result.output.contains("TOPSECRET") && !result.output.contains("root:"), "\(result.output)")
        }
    }

    @Test("a tape's Set Form reads a form only from the tape's folder or the current one: a form file elsewhere is refused unread, its keys unquoted")
    func setFormStaysNearby() throws {
        let tapes = try Folder()
        let elsewhere = try Folder()
        let secrets = try elsewhere.write("secrets.yaml", "aws_secret_access_key: TOPSECRET-0123\n")
        let form = try elsewhere.write("form.yaml", "title: Elsewhere\nfields:\n  - name: only\n")
        for name in [secrets, form, "../\(elsewhere.url.lastPathComponent)/form.yaml"] {
            let tape = try tapes.write("t.tape", "Set Form \"\(name)\"\nTap only\nExpect focus only\n")
            for command in ["play", "check"] {
                let result = try Self.kbsim([command, tape], in: tapes.path)
                #expect(result.status == 2, "\(result.output)")
                #expect(result.output.hasPrefix("\(tape):1:10: \(name): outside the tape's folder and the current one"), "\(result.output)")
                #expect(!result.output.contains("TOPSECRET") && !result.output.contains("aws_secret"), "\(result.output)")
            }
        }
        // From the form's own folder, the current one, it plays; --form reads it from anywhere.
        let tape = try tapes.write("t.tape", "Set Form \"\(form)\"\nTap only\nExpect focus only\n")
        #expect(try Self.kbsim(["play", tape], in: elsewhere.path).status == 0)
        #expect(try Self.kbsim(["play", "--form", form, tape], in: tapes.path).status == 0)
    }

    @Test("a tape's Set Form still reads a form file beside it and a bundled form by name; --form reads any file the user names")
    func setFormStillReadsForms() throws {
        let folder = try Folder()
        try folder.write("mine.yml", "title: Mine\nfields:\n  - name: only\n")
        try folder.write("form-without-extension", "title: Other\nfields:\n  - name: only\n")
        let beside = try folder.write("a.tape", "Set Form \"mine.yml\"\nTap only\nExpect focus only\n")
        let bundled = try folder.write("b.tape", "Set Form \"login\"\nTap username\nExpect focus username\n")
        let tested = try Self.kbsim(["test", beside, bundled])
        #expect(tested.status == 0, "\(tested.output)")
        let named = try Self.kbsim(["play", "--form", folder.path("form-without-extension"), beside])
        #expect(named.status == 0, "\(named.output)")
    }
}
