import Foundation
import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("A museum tape's comment block: every field in order, the report an https address, a fix kbsim knows", .timed)
struct MuseumHeaderTests {
    static func fixture(_ path: String) throws -> String {
        try String(contentsOfFile: "/\(PlayerFixture.repository)/Tests/Fixtures/\(path)", encoding: .utf8)
    }

    static func parse(_ source: String, name: String = "resize-1") -> Result<MuseumHeader, InputFileErrors> {
        MuseumHeader.parse(source, path: "Bugs/\(name).tape", name: name, strategies: .builtIns)
    }

    @Test("the fixture's block reads whole: its summary, report, fields and fix")
    func wholeBlock() throws {
        let header = try Self.parse(try Self.fixture("museum/Bugs/resize-1.tape")).get()
        #expect(header.library == "resize")
        #expect(header.number == "1")
        #expect(header.summary == "a second keyboardDidShow shrinks the scroll view again, and the field moved to vanishes")
        #expect(header.report.hasPrefix("https://developer.apple.com/"))
        #expect(header.saw == "before iOS 11, tapping a second field while the keyboard was up left the form blank above the keyboard.")
        #expect(header.mechanism.hasSuffix("and this version has no flag (Set Pitfalls on)."))
        #expect(header.fixed == MuseumHeader.Fix(strategy: .resize, pitfalls: false))
    }

    @Test("the faulty fixture is refused with every fault at its file:line:column, in line order")
    func faultyBlock() throws {
        guard case .failure(let errors) = Self.parse(try Self.fixture("museum-faulty/Bugs/resize-2.tape"), name: "resize-2") else {
            Issue.record("the faulty block was read")
            return
        }
        #expect(errors.errors.map { "\($0.line):\($0.column)" } == ["2:3", "3:1", "5:3"])
        #expect(errors.errors[0].message.hasPrefix("`Report:` starts with the report's https:// address, found 'http://"))
        #expect(errors.errors[1].message == "the header lacks `# Saw:` before `# Mechanism:`")
        #expect(errors.errors[2].message.hasSuffix("found 'resize-guarded'"))
    }

    @Test("a block that does not name its file, lacks its last fields, or has a line that is no field is refused", arguments: [
        ("# resize-9: summary\n# Report: https://example.com/1\n", "1:3: the first line names the tape as its file does"),
        ("# resize-1: summary\n# Report: https://example.com/1\n# Saw: it\n", "4:1: the header lacks `# Mechanism:`"),
        ("# resize-1: summary\n# Report: https://example.com/1\n# Also: https://example.com/2\n# Saw: it\n# Mechanism: m\n"
            + "# Correct: c\n# Fixed: none\n# Note: more\n", "8:3: the header ends with `Fixed:`"),
        ("Set Strategy resize\n", "1:1: a museum tape starts with `# resize-1: one-line summary`"),
    ])
    func refusals(_ source: String, _ expected: String) {
        guard case .failure(let errors) = Self.parse(source) else {
            Issue.record("read: \(source)")
            return
        }
        #expect(errors.description.hasPrefix("Bugs/resize-1.tape:" + expected), "\(errors)")
    }

    @Test("Also: lines after Report: are kept, words after an address are allowed, and Fixed: none is no fix")
    func alsoAndNone() throws {
        let source = "# resize-1: summary\n# Report: https://example.com/1 (closed)\n# Also: https://example.com/2\n# Saw: it\n"
            + "#   went wrong\n# Mechanism: m\n# Correct: c\n# Fixed: none\nSet Strategy resize\n"
        let header = try Self.parse(source).get()
        #expect(header.report == "https://example.com/1")
        #expect(header.also == ["https://example.com/2"])
        #expect(header.saw == "it went wrong")
        #expect(header.fixed == nil)
    }
}
