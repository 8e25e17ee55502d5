import Foundation
import Testing
import TestTiming

/// `kbsim check` and form errors as a user meets them: one line naming file:line:column, exit 2.
@Suite("kbsim check and malformed forms", .timed)
struct CheckCommandTests {
    /// A malformed form in Tests/Fixtures/forms and the exact line kbsim must print for it.
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let message: String
        var testDescription: String { file }
        var path: String { KbsimBinary.repositoryPath("Tests/Fixtures/forms/\(file)") }
    }

    static let malformed: [Case] = [
        Case(file: "unknown-keyboard.yaml", message: """
            :4:15: unknown keyboard 'emial' (did you mean 'emailAddress'?) — valid: default, asciiCapable, \
            numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, \
            webSearch, asciiCapableNumberPad
            """),
        Case(file: "misspelt-key.yaml", message: """
            :4:5: unknown field key 'placehodler' (did you mean 'placeholder'?) — valid: name, label, placeholder, \
            kind, rows, keyboard, returnKey, autocapitalization, autocorrection, secure, \
            enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar, inputView, options, section
            """),
        Case(file: "duplicate-name.yaml", message: ":6:11: duplicate field name 'email' (first used at 3:11)"),
        Case(file: "maxlength-not-a-number.yaml",
             message: ":4:16: 'maxLength' must be a whole number of at least 1, found 'ten'"),
        Case(file: "bad-indentation.yaml", message: """
            :4:4: YAML syntax error: did not find expected '-' indicator (while parsing a block collection at 3:3)
            """),
        Case(file: "unclosed-brace.json", message: """
            :5:3: JSON syntax error: did not find expected ',' or '}' (while parsing an object at 4:5)
            """),
        Case(file: "invalid-regex.yaml", message: ":4:15: 'validate' is not a valid regular expression: expected ']'"),
        Case(file: "missing-fields.yaml", message: ":1:1: the form is missing 'fields'"),
    ]

    @Test("a malformed form is refused with file:line:column, the offending key or value, and exit status 2",
          arguments: malformed)
    func malformedForm(_ form: Case) throws {
        let result = try KbsimBinary.run(["check", form.path])
        #expect(result.status == 2)
        #expect(result.output == form.path + form.message + "\n")
    }

    @Test("kbsim run refuses a malformed form with the same message before touching the terminal",
          arguments: malformed.prefix(2))
    func runRefusesMalformedForm(_ form: Case) throws {
        let result = try KbsimBinary.run(["run", form.path])
        #expect(result.status == 2)
        #expect(result.output == form.path + form.message + "\n")
    }

    @Test("every bundled example form checks clean with exit status 0")
    func exampleFormsAreValid() throws {
        let result = try KbsimBinary.run(["check", KbsimBinary.repositoryPath("Forms/signup.yaml"),
                                           KbsimBinary.repositoryPath("Forms/login.json")])
        #expect(result.status == 0)
        #expect(result.output.contains("Forms/signup.yaml: ok (11 fields, \"Create account\")"))
        #expect(result.output.contains("Forms/login.json: ok (3 fields, \"Sign in\")"))
    }

    @Test("one bad form among good ones still fails the check, and every form is reported")
    func mixedCheck() throws {
        let result = try KbsimBinary.run(["check", KbsimBinary.repositoryPath("Forms/login.json"),
                                           KbsimBinary.repositoryPath("Tests/Fixtures/forms/missing-fields.yaml")])
        #expect(result.status == 2)
        #expect(result.output.contains("Forms/login.json: ok"))
        #expect(result.output.contains("missing-fields.yaml:1:1:"))
    }

    /// Runs `kbsim check` on a file called `name` holding `contents`, in a temporary folder that is
    /// removed afterwards; the file's path and what kbsim printed and returned.
    static func check(_ name: String, holding contents: String, as arguments: [String] = []) throws -> (path: String, result: ChildProcess.Result) {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, try KbsimBinary.run(["check"] + arguments + [path]))
    }

    @Test("the docs' `kbsim check Forms` checks every form and every tape in the folder and its subfolders, and exits 0")
    func checkEverythingInForms() throws {
        let result = try KbsimBinary.runInShell("check Forms")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Forms/signup.yaml: ok (11 fields, \"Create account\")"))
        #expect(result.output.contains("Forms/era-3.tape: ok ("))
        #expect(result.output.contains("Forms/web-signup.tape: ok ("))
        #expect(result.output.contains("Forms/bug-classes/caret.tape: ok ("))
        #expect(result.output.contains("Forms/bug-classes/caret.yaml: ok ("))
        #expect(!result.output.contains("handler.py"))
    }

    @Test("a folder holding a broken form is exit 2 with the form's file:line:column, and the folder's other files are still checked")
    func checkFolderWithBrokenForm() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory().appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "title: Broken\nfields:\n  - name: a\n    type: slider\n".write(to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        try "title: Fine\nfields:\n  - name: a\n".write(to: folder.appendingPathComponent("fine.yml"), atomically: true, encoding: .utf8)
        try "not a form".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["check", folder.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.output.contains("nested/broken.yaml:4:5: unknown field key 'type'"), "\(result.output)")
        #expect(result.output.contains("nested/fine.yml: ok (1 field, \"Fine\")"))
        #expect(!result.output.contains("notes.txt"))
        let emptyFolder = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let empty = try KbsimBinary.run(["check", emptyFolder.path])
        #expect(empty.status == 2)
        #expect(empty.output.contains("no forms or tapes in \(emptyFolder.path) — a form's name ends in .yaml"))
    }

    @Test("a tape is checked against its form: every unknown field and key is named at file:line:column")
    func tapeNamesAreResolved() throws {
        let (tape, result) = try Self.check("typos.tape", holding: "Set Form \"signup\"\nTap emial\nType \"x\"\nTap key \"qq\"\nExpect visible nots\n")
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.first?.hasPrefix("\(tape):2:5: unknown field 'emial' (did you mean 'email'?)") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(tape):4:9: unknown key 'qq'") == true)
        #expect(lines.last?.hasPrefix("\(tape):5:16: unknown field 'nots' (did you mean 'notes'?)") == true)
    }

    @Test("--tape checks a file of any name as a tape, and an unknown Set Form is named at its line")
    func tapeFlag() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("walk.txt").path
        try "Set Form \"login\"\nTap username\nType \"a@b.c\"\nExpect value username \"a@b.c\"\n".write(toFile: good, atomically: true, encoding: .utf8)
        let passed = try KbsimBinary.run(["check", "--tape", good])
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output == "\(good): ok (4 lines, on \"Sign in\")\n")
        let noForm = directory.appendingPathComponent("no-form.tape").path
        try "Set Form \"nowhere\"\nTap email\n".write(toFile: noForm, atomically: true, encoding: .utf8)
        let refused = try KbsimBinary.run(["check", noForm])
        #expect(refused.status == 2)
        #expect(refused.output.hasPrefix("\(noForm):1:10: nowhere: not a form — a tape's Set Form reads only a form file"), "\(refused.output)")
        let noFile = directory.appendingPathComponent("no-file.tape").path
        try "Set Form \"nowhere.yaml\"\nTap email\n".write(toFile: noFile, atomically: true, encoding: .utf8)
        let missing = try KbsimBinary.run(["check", noFile])
        #expect(missing.status == 2)
        #expect(missing.output.hasPrefix("\(noFile):1:10: nowhere.yaml: no such file, and no bundled form has that name"), "\(missing.output)")
    }

    @Test("kbsim check NAME checks the bundled form of that name, as kbsim run NAME would run it")
    func checkBundledName() throws {
        let result = try KbsimBinary.run(["check", "signup", "login"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "signup: ok (11 fields, \"Create account\")\nlogin: ok (3 fields, \"Sign in\")\n")
    }

    @Test("every error of a form is reported, each at its file:line:column, not only the first")
    func everyFormError() throws {
        let (path, result) = try Self.check("three.yaml", holding: """
            title: T
            colour: red
            fields:
              - name: a
                keyboard: emial
              - name: b
                maxLength: ten
            """)
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.first?.hasPrefix("\(path):2:1: unknown top-level key 'colour'") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(path):5:15: unknown keyboard 'emial'") == true)
        #expect(lines.last == "\(path):7:16: 'maxLength' must be a whole number of at least 1, found 'ten'")
    }

    @Test("past 20 errors a file's report stops listing and counts the rest")
    func errorLimit() throws {
        let fields = (1...25).map { "  - name: f\($0)\n    keyboard: qwerty\n" }.joined()
        let (path, result) = try Self.check("many.yaml", holding: "title: T\nfields:\n" + fields)
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines.first?.hasPrefix("\(path):4:15: unknown keyboard 'qwerty'") == true)
        #expect(lines.dropLast().last?.hasPrefix("\(path):42:15: unknown keyboard 'qwerty'") == true)
        #expect(lines.last == "… and 5 more errors")
    }

    @Test("every bad line of a tape is reported, not only the first")
    func everyTapeError() throws {
        let (path, result) = try Self.check("bad.tape", holding: "Tpe \"x\"\nSleep 3 parsecs\nType \"open\nTap email\n")
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.first?.hasPrefix("\(path):1:1: unknown command 'Tpe'") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(path):2:9: ") == true)
        #expect(lines.last == "\(path):3:6: unterminated string: no closing \" on this line")
    }

    @Test("JSON is strict: a trailing comma is refused at its line and column", arguments: [
        ("[{\"name\":\"a\"},]", "1:14: JSON syntax error: a comma before ']' — JSON allows no trailing comma; remove it"),
        ("{\"title\": \"T\",\n \"fields\": [{\"name\": \"a\",}]}",
         "2:25: JSON syntax error: a comma before '}' — JSON allows no trailing comma; remove it"),
    ])
    func strictJSON(_ source: String, _ message: String) throws {
        let (path, result) = try Self.check("comma.json", holding: source)
        #expect(result.status == 2)
        #expect(result.output == "\(path):\(message)\n")
    }

    @Test("an HTML page with neither <title> nor <h1> loads, titled by its file name")
    func untitledPage() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/forms/missing-title.html")
        let result = try KbsimBinary.run(["check", path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "\(path): ok (1 field, \"missing-title\")\n")
        let piped = try KbsimBinary.run(["check", "-"], input: path)
        #expect(piped.output == "<stdin>: ok (1 field, \"stdin\")\n")
    }

    @Test("- reads a form from standard input, and a pipe or process substitution is read to its end")
    func formFromStandardInput() throws {
        let login = KbsimBinary.repositoryPath("Forms/login.json")
        let piped = try KbsimBinary.run(["check", "-"], input: login)
        #expect(piped.status == 0, "\(piped.output)")
        #expect(piped.output == "<stdin>: ok (3 fields, \"Sign in\")\n")
        let substituted = try KbsimBinary.runInShell("check <(cat Forms/web-signup.html) --tape <(cat Forms/era-3.tape)")
        #expect(substituted.status == 0, "\(substituted.output)")
        #expect(substituted.output.contains(": ok (7 fields, \"Join Trailhead\")"))
        #expect(substituted.output.contains(": ok (") && substituted.output.contains("on \"Create account\")"))
        let tape = try KbsimBinary.run(["check", "--tape", "-"], input: KbsimBinary.repositoryPath("Forms/era-3.tape"))
        #expect(tape.status == 0, "\(tape.output)")
        #expect(tape.output.hasPrefix("<stdin>: ok ("))
    }

    @Test("kbsim run - reads its form from standard input (a bad one is refused before the terminal is asked for)")
    func runReadsStandardInput() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/forms/unknown-keyboard.yaml")
        let result = try KbsimBinary.run(["run", "-"], input: path)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("<stdin>:4:15: unknown keyboard 'emial'"), "\(result.output)")
    }

    @Test("a pipe that runs on past the size limit is refused once the limit is passed, not read to its end")
    func pipeSizeLimit() throws {
        let result = try KbsimBinary.runInShell("check <(yes 'title: T')")
        #expect(result.status == 2)
        #expect(result.output.contains(": the file has more than 524288 bytes — form files are limited to 512 KiB"), "\(result.output)")
    }

    @Test("every help text that names form formats names YAML, JSON and HTML", arguments: ["run", "check", "play"])
    func helpNamesEveryFormat(_ command: String) throws {
        let result = try KbsimBinary.run([command, "--help"])
        #expect(result.status == 0)
        let help = result.output.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("YAML, JSON or HTML"), "\(result.output)")
    }

    @Test("kbsim forms NAME prints the bundled form's source, byte for byte, to start one's own from")
    func formsPrintsSource() throws {
        let result = try KbsimBinary.run(["forms", "login"])
        #expect(result.status == 0)
        #expect(result.output == (try String(contentsOfFile: KbsimBinary.repositoryPath("Forms/login.json"), encoding: .utf8)))
        let unknown = try KbsimBinary.run(["forms", "logn"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("logn: no bundled form has that name (did you mean 'login'?)"), "\(unknown.output)")
        #expect(unknown.output.contains("all-keyboards, chat, login, multilingual, pickers, signup, today-never, today, toolbar-pads, web-signup"))
    }

    @Test("kbsim forms lists the bundled forms with their titles, the default marked")
    func formsCommand() throws {
        let result = try KbsimBinary.run(["forms"])
        #expect(result.status == 0)
        #expect(result.output == """
            all-keyboards\tEvery keyboard
            chat\tChat
            login\tSign in
            multilingual\tПрофиль · プロフィール
            pickers\tProfile
            signup\tCreate account (default)
            today-never\tSign up
            today\tSign up
            toolbar-pads\tPayment
            web-signup\tJoin Trailhead

            """)
    }

    @Test("without a terminal kbsim run exits 2 and points at kbsim play")
    func runWithoutTerminal() throws {
        let result = try KbsimBinary.run(["run"])
        #expect(result.status == 2)
        #expect(result.output.contains("kbsim play"))
    }

    @Test("bad usage exits with status 2")
    func badUsage() throws {
        #expect(try KbsimBinary.run(["run", "--strategy", "teleport"]).status == 2)
        #expect(try KbsimBinary.run(["check"]).status == 2)
        #expect(try KbsimBinary.run(["frobnicate", "--now"]).status == 2)
    }
}
