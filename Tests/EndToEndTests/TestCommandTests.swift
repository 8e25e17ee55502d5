import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestTiming

/// `kbsim test`: every tape under the paths given, played as `kbsim play` plays it, one line each
/// in the order of the paths, a total, and a JUnit report for CI systems.
@Suite("kbsim test", .timed)
struct TestCommandTests {
    /// A folder holding a passing tape, a failing one, and one that cannot be read; removed at the end.
    final class Folder {
        let url: URL
        var path: String { url.path }

        init() throws {
            url = try KbsimBinary.makeTemporaryDirectory()
            try write("b-passes.tape", "Set Form \"login\"\nTap username\nType \"a@b.c\"\nExpect value username \"a@b.c\"\n")
            // A name with every character XML escapes: the report must stay well-formed.
            try write("a-fails <&'\">.tape", """
                Set Form "signup"
                Set Strategy none
                Tap notes
                Sleep 300ms
                Expect visible notes
                Expect focus email

                """)
            try FileManager.default.createDirectory(at: url.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try write("sub/c-broken.tape", "Tap emial\n")
            try write("sub/notes.txt", "not a tape\n")
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ text: String) throws {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    @Test("with no path it plays every tape in Forms/ and its subfolders: one ok line each in path order, then the total, exit 0")
    func bundledTapes() throws {
        let result = try KbsimBinary.runInShell("test")
        #expect(result.status == 0, "\(result.output)")
        let tapes = try FileManager.default.subpathsOfDirectory(atPath: KbsimBinary.repositoryPath("Forms"))
            .filter { $0.hasSuffix(".tape") }.sorted()
        let expected = tapes.map { "ok   Forms/\($0)\n" }.joined() + "\(tapes.count) passed, 0 failed\n"
        #expect(result.output == expected)
    }

    @Test("a failing tape is a FAIL line naming the first failing Expect with its line; a broken one its first error; exit 1")
    func failures() throws {
        let folder = try Folder()
        let result = try KbsimBinary.run(["test", folder.path])
        #expect(result.status == 1)
        #expect(result.output == """
            FAIL \(folder.path("a-fails <&'\">.tape")):5: Expect visible notes — found: notes at {1,20,37,1} under the keyboard at {0,11,39,10}
            ok   \(folder.path("b-passes.tape"))
            FAIL \(folder.path("sub/c-broken.tape")):1:5: unknown field 'emial' (did you mean 'email'?) — fields: fullName, email, phone, password, street, city, postcode, country, website, company, notes
            1 passed, 2 failed

            """)
    }

    @Test("the order of the lines is the paths' order whatever finishes first, with one job or many")
    func deterministicOrder() throws {
        let folder = try Folder()
        let forms = KbsimBinary.repositoryPath("Forms")
        let one = try KbsimBinary.run(["test", "-j", "1", forms, folder.path])
        let many = try KbsimBinary.run(["test", "-j", "8", folder.path, forms])
        #expect(one.status == 1)
        #expect(one.output == many.output)
        #expect(one.output.hasSuffix("25 passed, 2 failed\n"))
    }

    @Test("a tape named as a file is played whatever its name; a path that does not exist is exit 2")
    func filesAndMissingPaths() throws {
        let folder = try Folder()
        try folder.write("walk.txt", "Set Form \"login\"\nTap username\nExpect focus username\n")
        let result = try KbsimBinary.run(["test", folder.path("walk.txt")])
        #expect(result.status == 0)
        #expect(result.output == "ok   \(folder.path("walk.txt"))\n1 passed, 0 failed\n")
        let missing = try KbsimBinary.run(["test", folder.path("nowhere")])
        #expect(missing.status == 2)
        #expect(missing.output.contains("nowhere: no such file or folder"))
        let noTapes = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: noTapes) }
        let nothing = try KbsimBinary.run(["test", noTapes.path])
        #expect(nothing.status == 2)
        #expect(nothing.output.contains("no tapes"))
        #expect(try KbsimBinary.run(["test", "-j", "0"]).status == 2)
    }

    @Test("a folder that is a symbolic link is followed: its tapes are played under the link's name")
    func linkedFolder() throws {
        let folder = try Folder()
        let links = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: links) }
        let link = links.appendingPathComponent("tapes")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url.appendingPathComponent("sub"))
        let result = try KbsimBinary.run(["test", link.path])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("FAIL \(link.path)/c-broken.tape:1:5: unknown field 'emial'"), "\(result.output)")
        #expect(result.output.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("--junit writes a JUnit XML report: a testcase per tape, each failure with its message, names escaped")
    func junit() throws {
        let folder = try Folder()
        let report = folder.path("report.xml")
        let result = try KbsimBinary.run(["test", "--junit", report, folder.path])
        #expect(result.status == 1)
        let reader = try JUnitReader(reading: report)
        #expect(reader.suites == [["name": "kbsim test", "tests": "3", "failures": "1", "errors": "1"]])
        #expect(reader.cases.map { $0["name"] } == [
            folder.path("a-fails <&'\">.tape"), folder.path("b-passes.tape"), folder.path("sub/c-broken.tape"),
        ])
        #expect(reader.cases.allSatisfy { Double($0["time"] ?? "") != nil })
        #expect(reader.outcomes.count == 2)
        #expect(reader.outcomes.first?.element == "failure")
        #expect(reader.outcomes.first?.message == "\(folder.path("a-fails <&'\">.tape")):5: Expect visible notes")
        #expect(reader.outcomes.first?.text.contains("expected: notes fully visible") == true)
        #expect(reader.outcomes.last?.element == "error")
        #expect(reader.outcomes.last?.message.hasPrefix("\(folder.path("sub/c-broken.tape")):1:5: unknown field 'emial'") == true)
    }

    @Test("--strategy and --era lists play each tape in every cell of the matrix, in order, each run named with its cell")
    func matrix() throws {
        let folder = try Folder()
        let tape = folder.path("b-passes.tape")
        let report = folder.path("report.xml")
        let result = try KbsimBinary.run(["test", "--strategy", "none,inset", "--era", "7,11", "--junit", report, tape])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == """
            ok   \(tape) [none, era 7]
            ok   \(tape) [none, era 11]
            ok   \(tape) [inset, era 7]
            ok   \(tape) [inset, era 11]
            4 passed, 0 failed

            """)
        let reader = try JUnitReader(reading: report)
        #expect(reader.cases.map { $0["name"] } == ["[none, era 7]", "[none, era 11]", "[inset, era 7]", "[inset, era 11]"].map { "\(tape) \($0)" })
        // The name holds the path: junit-10.xsd allows a test case no file attribute.
        #expect(reader.cases.allSatisfy { $0["file"] == nil })
    }

    @Test("a cell changes what the tape plays with: the tape failing under none passes under inset, and each FAIL names its cell")
    func matrixChangesTheOutcome() throws {
        let folder = try Folder()
        try folder.write("d-notes.tape", "Set Form \"signup\"\nTap notes\nSleep 300ms\nExpect visible notes\n")
        let tape = folder.path("d-notes.tape")
        let result = try KbsimBinary.run(["test", "--strategy", "none,inset", tape])
        #expect(result.status == 1)
        #expect(result.output == """
            FAIL \(tape):4: Expect visible notes [none] — found: notes at {1,20,37,1} under the keyboard at {0,11,39,10}
            ok   \(tape) [inset]
            1 passed, 1 failed

            """)
    }

    @Test("--shard K/N plays the K-th slice of the tapes × cells, the summary naming it; the shards together are the whole run; a bad K/N is exit 2")
    func shard() throws {
        let folder = try Folder()
        let arguments = ["test", "--strategy", "none,inset", folder.path("b-passes.tape"), folder.path("sub")]
        let whole = try KbsimBinary.run(arguments)
        let runLines = { (output: String) in output.split(separator: "\n").dropLast().map(String.init) }
        #expect(runLines(whole.output).count == 4, "\(whole.output)")
        var played: [String] = []
        for index in 1...3 {
            let slice = try KbsimBinary.run(arguments + ["--shard", "\(index)/3"])
            played += runLines(slice.output)
            #expect(slice.output.split(separator: "\n").last?.hasSuffix("(shard \(index)/3: \(index == 1 ? 2 : 1) of 4 runs)") == true,
                    "\(slice.output)")
        }
        #expect(played == runLines(whole.output))
        for bad in ["0/3", "4/3", "a/b"] {
            let refused = try KbsimBinary.run(arguments + ["--shard", bad])
            #expect(refused.status == 2, "\(refused.output)")
            #expect(refused.output.hasPrefix("Error: The value '\(bad)' is invalid for '--shard <K/N>': "), "\(refused.output)")
        }
    }

    @Test("an unknown strategy or era in a list is refused with the valid ones, exit 2, before any tape plays")
    func matrixRefusals() throws {
        let strategy = try KbsimBinary.run(["test", "--strategy", "none,insets", "Forms"])
        #expect(strategy.status == 2)
        #expect(strategy.output.contains("--strategy: unknown value 'insets' — valid: none, resize, inset, extend, slide, auto"), "\(strategy.output)")
        let era = try KbsimBinary.run(["test", "--era", "11,11", "Forms"])
        #expect(era.status == 2)
        #expect(era.output.contains("--era: '11' is listed twice"), "\(era.output)")
    }

    @Test("--keep-going reports every failed Expect of a tape, a FAIL line each and all in its one JUnit failure, each with its line; without it, only the first")
    func keepGoing() throws {
        let folder = try Folder()
        let tape = folder.path("a-fails <&'\">.tape")
        let first = try KbsimBinary.run(["test", tape])
        #expect(first.output.components(separatedBy: "FAIL ").count == 2, "\(first.output)")
        let report = folder.path("report.xml")
        let result = try KbsimBinary.run(["test", "--keep-going", "--junit", report, tape])
        #expect(result.status == 1)
        #expect(result.output == """
            FAIL \(tape):5: Expect visible notes — found: notes at {1,20,37,1} under the keyboard at {0,11,39,10}
            FAIL \(tape):6: Expect focus email — found: focus on notes
            0 passed, 1 failed

            """)
        let reader = try JUnitReader(reading: report)
        #expect(reader.suites == [["name": "kbsim test", "tests": "1", "failures": "1", "errors": "0"]])
        #expect(reader.cases.count == 1)
        // One failure a case (junit2html and others keep only the last of several): the first as
        // its message, every one in its text.
        #expect(reader.outcomes.map(\.element) == ["failure"])
        #expect(reader.outcomes.map(\.message) == ["\(tape):5: Expect visible notes"])
        #expect(reader.outcomes.first?.text.contains("\(tape):5:1: expectation failed: Expect visible notes") == true)
        #expect(reader.outcomes.first?.text.contains("\(tape):6:1: expectation failed: Expect focus email") == true)
    }

    @Test("--artifacts writes, for each failing run only, its JSON transcript and the screen at its first failure as SVG and text, named from its path and cell")
    func artifacts() throws {
        let folder = try Folder()
        let artifacts = folder.path("out/artifacts")
        let result = try KbsimBinary.run(["test", "--keep-going", "--strategy", "none", "--artifacts", artifacts,
                                          folder.path("a-fails <&'\">.tape"), folder.path("b-passes.tape")])
        #expect(result.status == 1, "\(result.output)")
        let base = folder.path("a-fails <&'\">.tape").split(separator: "/").joined(separator: "-")
            .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "<", with: "_").replacingOccurrences(of: "&", with: "_")
            .replacingOccurrences(of: "'", with: "_").replacingOccurrences(of: "\"", with: "_").replacingOccurrences(of: ">", with: "_")
            + "--none"
        let names = try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
        #expect(names == [base + ".jsonl", base + ".svg", base + ".txt"])
        let transcript = try String(contentsOfFile: "\(artifacts)/\(base).jsonl", encoding: .utf8)
        let expects = transcript.split(separator: "\n").filter { $0.contains("\"event\":\"expect\"") }
        #expect(expects.count == 2)
        #expect(expects.allSatisfy { $0.contains("\"passed\":false") })
        // The screen as the first failure saw it: notes focused, the keyboard over the lower rows.
        let text = try String(contentsOfFile: "\(artifacts)/\(base).txt", encoding: .utf8)
        #expect(text.contains("space"), "\(text)")
        #expect(text.contains("Notes") == false, "\(text)")
        let picture = try String(contentsOfFile: "\(artifacts)/\(base).svg", encoding: .utf8)
        #expect(picture.hasPrefix("<?xml"))
        #expect(picture.contains("<title>kbsim test: at the first failure, "))
    }

    @Test("--artifacts names stay inside the folder whatever the tape's path, and a clash with an input is refused before anything plays")
    func artifactsStayInside() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        try folder.write("fails.tape", "Set Form \"login\"\nExpect focus username\n")
        let result = try KbsimBinary.runInShell("test --artifacts out ../fails.tape ./c-broken.tape", in: folder.path("sub"))
        #expect(result.status == 1, "\(result.output)")
        // `..` is spelt `__`: the files stay in out/. A tape that cannot be played leaves no
        // transcript and no screen: nothing to write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("sub/out")).sorted()
                    == ["__-fails.tape.jsonl", "__-fails.tape.svg", "__-fails.tape.txt"])
        // x.tape's screen would be x.tape.txt, a tape named on the same command line.
        try folder.write("x.tape", "Set Form \"login\"\nExpect focus username\n")
        try folder.write("x.tape.txt", "Set Form \"login\"\n")
        let clash = try KbsimBinary.runInShell("test --artifacts . x.tape x.tape.txt", in: folder.path)
        #expect(clash.status == 2)
        #expect(clash.output == "./x.tape.txt (an artifact of --artifacts .) would replace the tape x.tape.txt: they are the same file — give the output a file of its own\n",
                "\(clash.output)")
    }
}

/// Collects what a JUnit report holds: the suites' and cases' attributes, and each failure or error.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [[String: String]] = []
    var outcomes: [(element: String, message: String, text: String)] = []
    private var inOutcome = false

    /// The report in the file at `path`, which must parse.
    convenience init(reading path: String) throws {
        self.init()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let parser = XMLParser(data: data)
        parser.delegate = self
        #expect(parser.parse(), "\(String(decoding: data, as: UTF8.self))")
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "testsuite": suites.append(attributes.filter { ["name", "tests", "failures", "errors"].contains($0.key) })
        case "testcase": cases.append(attributes)
        case "failure", "error":
            outcomes.append((element, attributes["message"] ?? "", ""))
            inOutcome = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inOutcome { outcomes[outcomes.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "failure" || element == "error" { inOutcome = false }
    }
}
