import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KeyboardSimCLI
import TestTiming

/// The JUnit report: a test case per tape and cell with one `failure` (or `error`), as report
/// readers such as junit2html keep only the last of several.
@Suite("kbsim test --junit: one failure per test case", .timed)
struct JUnitReportTests {
    /// A tape whose two Expect lines fail, played with --keep-going; its folder is removed at the end.
    final class FailingTape {
        let folder: URL
        let path: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-junit-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("fails.tape").path
            try "Set Form \"signup\"\nSet Strategy none\nTap notes\nSleep 300ms\nExpect visible notes\nExpect focus email\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// The `failure` and `error` elements of `xml`, with their attributes and text; and every
    /// element's name with its attributes' names.
    final class Outcomes: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var attributeNames: [(element: String, names: Set<String>)] = []
        private var open = false

        init(_ xml: String) {
            super.init()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = self
            #expect(parser.parse(), "\(xml)")
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            attributeNames.append((element, Set(attributes.keys)))
            guard element == "failure" || element == "error" else { return }
            elements.append((element, attributes, ""))
            open = true
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if open { elements[elements.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            open = false
        }
    }

    @Test("two failed Expect lines are one failure: the first as its message, both with file:line as its text, and a type")
    func oneFailure() throws {
        let tape = try FailingTape()
        let outcome = TapeOutcome.play(tape.path, in: TestCell(variants: []), keepGoing: true, keepsEvidence: false)
        let found = Outcomes(JUnitReport.xml([outcome], seconds: 1)).elements
        #expect(found.count == 1)
        let failure = try #require(found.first)
        #expect(failure.name == "failure")
        #expect(failure.attributes["message"] == "\(tape.path):5: Expect visible notes")
        #expect(failure.attributes["type"] == "failed Expect")
        #expect(Set(failure.attributes.keys) == ["message", "type"], "junit-10.xsd allows message and type")
        #expect(failure.text.contains("\(tape.path):5:1: expectation failed: Expect visible notes"))
        #expect(failure.text.contains("\(tape.path):6:1: expectation failed: Expect focus email"))
    }

    @Test("a tape that cannot be played is one error with a type")
    func oneError() throws {
        let tape = try FailingTape()
        try "Tap emial\nTap nmae\n".write(toFile: tape.path, atomically: true, encoding: .utf8)
        let outcome = TapeOutcome.play(tape.path, in: TestCell(variants: []), keepGoing: true, keepsEvidence: false)
        let found = Outcomes(JUnitReport.xml([outcome], seconds: 1)).elements
        #expect(found.map(\.name) == ["error"])
        #expect(found.first?.attributes["type"] == "unplayable tape")
        #expect(found.first?.attributes["message"]?.hasPrefix("\(tape.path):1:5: unknown field 'emial'") == true)
    }

    @Test("every element carries only attributes Jenkins' junit-10.xsd allows it (no file on a test case)")
    func schemaAttributes() throws {
        let tape = try FailingTape()
        let failed = TapeOutcome.play(tape.path, in: TestCell(variants: []), keepGoing: true, keepsEvidence: false)
        let passed = TapeOutcome(path: tape.path, cell: TestCell(variants: []), result: .passed, seconds: 0)
        // The attributes junit-10.xsd (jenkinsci/xunit-plugin) declares for each element kbsim writes.
        let allowed: [String: Set<String>] = [
            "testsuites": ["name", "time", "tests", "failures", "errors"],
            "testsuite": ["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id",
                          "package", "file", "log", "url"],
            "testcase": ["name", "time", "classname", "group"],
            "failure": ["type", "message"],
            "error": ["type", "message"],
        ]
        let found = Outcomes(JUnitReport.xml([failed, passed], seconds: 1)).attributeNames
        #expect(found.map(\.element) == ["testsuites", "testsuite", "testcase", "failure", "testcase"])
        for (element, names) in found {
            #expect(names.isSubset(of: allowed[element] ?? []), "\(element): \(names.subtracting(allowed[element] ?? []))")
        }
    }
}
