import Foundation
import Testing

/// `kbsim play` as CI runs it: headless, no terminal, exit 0 / 1 / 2.
@Suite("kbsim play")
struct PlayCommandTests {
    /// Every example tape in Forms/.
    static let exampleTapes: [String] = {
        let folder = KbsimBinary.repositoryPath("Forms")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".tape") }.sorted()
    }()

    @Test("there are example tapes for the walk-through, each strategy and the era")
    func examplesExist() {
        for name in ["signup-walkthrough.tape", "strategy-none.tape", "strategy-inset.tape", "era-11.tape"] {
            #expect(Self.exampleTapes.contains(name))
        }
    }

    @Test("every example tape in Forms/ plays with all its Expect lines passing", arguments: exampleTapes)
    func exampleTapePasses(_ name: String) throws {
        let result = try KbsimBinary.run(["play", KbsimBinary.repositoryPath("Forms/\(name)")])
        #expect(result.status == 0, "\(name):\n\(result.output)")
        #expect(result.output.contains("expect ok"))
    }

    @Test("a failed Expect prints the tape line, what was expected and found, and exits 1")
    func failingTape() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(path):5:1: expectation failed: Expect visible notes"))
        #expect(result.output.contains("  expected: notes fully visible"))
        #expect(result.output.contains("  found:    notes at {1,18,37,3} under the keyboard at {0,11,39,10}"))
        #expect(!result.output.contains("Expect focus email"))
    }

    @Test("--keep-going reports every failure")
    func keepGoing() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path, "--keep-going"])
        #expect(result.status == 1)
        #expect(result.output.contains(":5:1: expectation failed"))
        #expect(result.output.contains(":6:1: expectation failed: Expect focus email"))
    }

    @Test("command-line options override the tape's settings: the same tape passes with inset")
    func overrides() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path, "--strategy", "inset", "--size", "80x24"])
        #expect(result.output.contains("expect ok: Expect visible notes"))
    }

    @Test("--json prints one JSON object per line with t and event")
    func json() throws {
        let result = try KbsimBinary.run(["play", "--json", KbsimBinary.repositoryPath("Forms/strategy-inset.tape")])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count > 10)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["t"] is NSNumber)
            #expect(object?["event"] is String)
        }
    }

    @Test("the same tape gives the same bytes on every run")
    func sameBytes() throws {
        let path = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let first = try KbsimBinary.run(["play", "--json", path]), second = try KbsimBinary.run(["play", "--json", path])
        #expect(first.output == second.output)
        #expect(first.output.count > 1000)
    }

    @Test("a malformed tape or an unknown field exits 2 with file:line:column")
    func badTapes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-tapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknownField = directory.appendingPathComponent("field.tape").path
        try "Tap emial\n".write(toFile: unknownField, atomically: true, encoding: .utf8)
        let fieldResult = try KbsimBinary.run(["play", unknownField])
        #expect(fieldResult.status == 2)
        #expect(fieldResult.output.hasPrefix("\(unknownField):1:5: unknown field 'emial' (did you mean 'email'?)"))
        let badCommand = directory.appendingPathComponent("command.tape").path
        try "Tap email\nTpye \"x\"\n".write(toFile: badCommand, atomically: true, encoding: .utf8)
        let commandResult = try KbsimBinary.run(["play", badCommand])
        #expect(commandResult.status == 2)
        #expect(commandResult.output.hasPrefix("\(badCommand):2:1:"))
        #expect(commandResult.output.contains("unknown command 'Tpye' (did you mean 'Type'?)"))
        let missingForm = directory.appendingPathComponent("form.tape").path
        try "Set Form \"nowhere.yaml\"\n".write(toFile: missingForm, atomically: true, encoding: .utf8)
        let formResult = try KbsimBinary.run(["play", missingForm])
        #expect(formResult.status == 2)
        #expect(formResult.output.hasPrefix("\(missingForm):1:1: nowhere.yaml: no such file"))
    }
}
