import Foundation
import Testing
import TestTiming

/// Input files written to attack the terminal that shows kbsim's output, or kbsim itself: every
/// byte kbsim prints must be text the user reads, and every file is refused or read quickly.
@Suite("Hostile input files on the command line", .timed)
struct HostileInputTests {
    /// OSC 0 (renames the terminal window; BEL ends it), then CSI 2 J as the one-byte C1 CSI.
    static let hostile = "\u{1B}]0;pwned\u{7}\u{9B}2J"
    /// `hostile` as kbsim spells it.
    static let spelled = "^[]0;pwned^G\\u{9B}2J"

    /// Fails when `output` holds a raw ESC, BEL or C1 CSI, naming what printed it.
    static func expectPrintable(_ output: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{9B}" },
                "\(what) printed a raw control: \(output.debugDescription)", sourceLocation: sourceLocation)
    }

    /// Writes `contents` to `name` in a new temporary folder; returns the file's path and the folder.
    static func file(_ name: String, _ contents: String) throws -> (path: String, directory: URL) {
        try file(name, bytes: Array(contents.utf8))
    }

    static func file(_ name: String, bytes: [UInt8]) throws -> (path: String, directory: URL) {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, directory)
    }

    // MARK: Escape sequences

    @Test("kbsim check prints a form's title with its escape sequence spelt out")
    func checkTitle() throws {
        let form = try Self.file("form.yaml", "title: \"Sign up \\e]0;pwned\\a\\x9b2J\"\nfields:\n  - name: a\n")
        defer { try? FileManager.default.removeItem(at: form.directory) }
        let result = try KbsimBinary.run(["check", form.path])
        #expect(result.status == 0)
        #expect(result.output == "\(form.path): ok (1 field, \"Sign up \(Self.spelled)\")\n")
        Self.expectPrintable(result.output, "kbsim check")
    }

    @Test("a file name with an escape sequence is spelt out in errors and in the ok line")
    func fileNames() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("gone\(Self.hostile).yaml").path
        let result = try KbsimBinary.run(["check", missing])
        #expect(result.status == 2)
        // `check` takes bundled forms' names too, as `run` does, and says so.
        #expect(result.output.contains("gone\(Self.spelled).yaml: no such file, and no bundled form has that name"))
        Self.expectPrintable(result.output, "kbsim check of a missing file")

        let named = directory.appendingPathComponent("form\(Self.hostile).yaml").path
        try "title: T\nfields:\n  - name: a\n".write(toFile: named, atomically: true, encoding: .utf8)
        let ok = try KbsimBinary.run(["check", named])
        #expect(ok.output.contains("form\(Self.spelled).yaml: ok (1 field, \"T\")"))
        Self.expectPrintable(ok.output, "kbsim check of a file with escapes in its name")

        let bundled = try KbsimBinary.run(["run", "nowhere\(Self.hostile)"])
        #expect(bundled.status == 2)
        #expect(bundled.output.hasPrefix("nowhere\(Self.spelled): no such file"))
        Self.expectPrintable(bundled.output, "kbsim run of an unknown form name")
    }

    @Test("an option value with an escape sequence is spelt out in the usage error")
    func optionValue() throws {
        let result = try KbsimBinary.run(["play", "--strategy", "in\(Self.hostile)set", "x.tape"])
        #expect(result.status == 2)
        #expect(result.output.contains("in\(Self.spelled)set"))
        Self.expectPrintable(result.output, "a usage error")
    }

    @Test("kbsim play: Say narration is spelt out in the transcript, escaped in --json, and absent raw from the cast")
    func play() throws {
        let tape = try Self.file("say\(Self.hostile).tape", """
            Say "look \\u{1B}]0;pwned\\u{7}\\u{9B}2J"
            Tap email
            Sleep 300ms
            Expect focus email
            """)
        defer { try? FileManager.default.removeItem(at: tape.directory) }
        let text = try KbsimBinary.run(["play", tape.path])
        #expect(text.status == 0)
        #expect(text.output.contains("say look \(Self.spelled)\n"))
        Self.expectPrintable(text.output, "the text transcript")

        let cast = tape.directory.appendingPathComponent("out.cast").path
        let json = try KbsimBinary.run(["play", "--json", "--cast", cast, tape.path])
        #expect(json.status == 0)
        #expect(json.output.contains("\"text\":\"look \\u001b]0;pwned\\u0007\\u009b2J\""))
        Self.expectPrintable(json.output, "the JSON transcript")
        let castText = try String(contentsOfFile: cast, encoding: .utf8)
        Self.expectPrintable(castText, "the cast file")
        let header = try #require(castText.split(separator: "\n").first)
        let title = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])["title"]
        #expect(title as? String == "kbsim play " + tape.path.replacingOccurrences(of: Self.hostile, with: Self.spelled))
    }

    @Test("a NUL or an escape in a tape's command word is shown in the error, not swallowed by the terminal")
    func controlInCommandWord() throws {
        let tape = try Self.file("nul.tape", bytes: Array("Tap".utf8) + [0] + Array(" email\n".utf8))
        defer { try? FileManager.default.removeItem(at: tape.directory) }
        let result = try KbsimBinary.run(["play", tape.path])
        #expect(result.status == 2)
        #expect(result.output == "\(tape.path):1:1: unknown command 'Tap^@' (did you mean 'Tap'?)\n")

        let escape = try Self.file("esc.tape", "Tap em\u{1B}]0;pwned\u{7}ail\n")
        defer { try? FileManager.default.removeItem(at: escape.directory) }
        let unknown = try KbsimBinary.run(["play", escape.path])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("unknown field 'em^[]0;pwned^Gail'"))
        Self.expectPrintable(unknown.output, "an unknown field's error")
    }

    // MARK: Invalid UTF-8

    /// A file of each kind with a byte that is not UTF-8 on its third line, after two Cyrillic letters.
    static let invalidUTF8: [(name: String, before: String, column: Int)] = [
        ("form.yaml", "title: T\nfields:\n    label: Зо", 14),
        ("form.json", "{\"title\": \"T\",\n \"fields\": [\n  {\"name\": \"Зо", 15),
        ("form.html", "<title>T</title>\r\n<input name=a>\r\n<label>Зо", 10),
        ("walk.tape", "Tap email\rSleep 1s\rSay \"Зо", 8),
    ]

    @Test("a byte that is not UTF-8 is reported at its own line and column in forms and tapes",
          arguments: invalidUTF8.indices)
    func invalidUTF8Position(_ index: Int) throws {
        let (name, before, column) = Self.invalidUTF8[index]
        let file = try Self.file(name, bytes: Array(before.utf8) + [0xFF, 0x0A])
        defer { try? FileManager.default.removeItem(at: file.directory) }
        let result = try KbsimBinary.run(name.hasSuffix(".tape") ? ["play", file.path] : ["check", file.path])
        #expect(result.status == 2)
        #expect(result.output == "\(file.path):3:\(column): the file is not UTF-8 text (invalid byte 0xFF)\n")
    }

    // MARK: Explosive forms

    /// Eight levels of nine aliases to the level below, then the top one as a key: 47 seconds of
    /// a release build's time before it was refused at its first anchor.
    static let aliasBomb: String = {
        var lines = ["a0: &a0 x"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n? *a8 : x\n"
    }()

    @Test("kbsim check refuses an alias bomb, a hundred thousand nested lists and nested labels, naming where",
          arguments: [
            ("bomb.yaml", aliasBomb, ":1:5: YAML anchors ('&name') are not allowed in form files"),
            ("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
             ":1:33: lists and mappings nest more than 32 deep here"),
            ("labels.html", "<title>T</title><input name=a>" + String(repeating: "<label>x", count: 60_000),
             ":1:287: more than 32 <label> elements are open here"),
          ])
    func explosiveForms(_ name: String, _ contents: String, _ message: String) throws {
        let form = try Self.file(name, contents)
        defer { try? FileManager.default.removeItem(at: form.directory) }
        let result = try KbsimBinary.run(["check", form.path])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix(form.path + message), "\(result.output)")
    }

    // MARK: Secure text

    @Test("a secure field's expected text, however the tape spells it, appears nowhere kbsim play prints",
          arguments: ["'hunter2'", "`hunter2`", "\"hun\\u{74}er2\""])
    func secureExpect(_ spelling: String) throws {
        let form = try Self.file("login.yaml", "title: Log in\nfields:\n  - name: pin\n    secure: true\n")
        defer { try? FileManager.default.removeItem(at: form.directory) }
        let tape = form.directory.appendingPathComponent("pin.tape").path
        try "Set Form \"login.yaml\"\nTap pin\nType \"hunter\"\nExpect value pin \(spelling)\n"
            .write(toFile: tape, atomically: true, encoding: .utf8)
        for json in [false, true] {
            let result = try KbsimBinary.run(["play", tape] + (json ? ["--json"] : []))
            #expect(result.status == 1)
            #expect(result.output.contains("pin.tape:4:1: expectation failed: Expect value pin \"•••••••\""))
            for piece in ["hunter", "hun", "u{74}"] {
                #expect(!result.output.contains(piece), "\(json ? "--json" : "text") output holds \(piece)")
            }
        }
    }
}
