import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `kbsim test`: every tape under the paths given, played as `kbsim play` plays it, one line each
/// in the order of the paths, a total, and a JUnit report for CI systems.
@Suite("kbsim test")
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

    @Test("with no path it plays every tape in Forms/: one ok line each in path order, then the total, exit 0")
    func bundledTapes() throws {
        let result = try KbsimBinary.runInShell("test")
        #expect(result.status == 0, "\(result.output)")
        let tapes = try FileManager.default.contentsOfDirectory(atPath: KbsimBinary.repositoryPath("Forms"))
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
        #expect(one.output.hasSuffix("16 passed, 2 failed\n"))
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
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let reader = JUnitReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        #expect(parser.parse(), "\(String(decoding: data, as: UTF8.self))")
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
}

/// Collects what a JUnit report holds: the suites' and cases' attributes, and each failure or error.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [[String: String]] = []
    var outcomes: [(element: String, message: String, text: String)] = []
    private var inOutcome = false

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
