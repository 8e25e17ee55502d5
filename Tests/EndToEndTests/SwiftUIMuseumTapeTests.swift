import Foundation
import Testing
import TestTiming

/// The museum's S-B tape (Bugs/swiftui-11.tape): its Expect lines state the correct outcome (the
/// centred field does not move), so it fails under `swiftui` as written and passes under `auto`.
/// (Until the museum's own test runs every Bugs/*.tape, this one checks its two outcomes.)
@Suite("Bugs/swiftui-11.tape fails under swiftui and passes under auto", .timed)
struct SwiftUIMuseumTapeTests {
    static let tape = KbsimBinary.repositoryPath("Bugs/swiftui-11.tape")

    @Test("played as written it fails at an Expect line: swiftui moved the centred field")
    func failsAsWritten() throws {
        let result = try KbsimBinary.run(["play", Self.tape])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("Expect visible message at"), "\(result.output)")
    }

    @Test("played with --strategy auto --no-pitfalls it passes")
    func passesUnderAuto() throws {
        let result = try KbsimBinary.run(["play", "--strategy", "auto", "--no-pitfalls", Self.tape])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("its form with ignoresSafeArea: keyboard passes under swiftui: the correct outcome is the fix's")
    func passesWithTheFix() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        let form = try String(contentsOfFile: KbsimBinary.repositoryPath("Bugs/swiftui-11.yaml"), encoding: .utf8)
        try (form + "ignoresSafeArea: keyboard\n").write(to: folder.appendingPathComponent("swiftui-11.yaml"), atomically: true, encoding: .utf8)
        let tape = try String(contentsOfFile: Self.tape, encoding: .utf8)
        try tape.write(to: folder.appendingPathComponent("swiftui-11.tape"), atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["play", folder.appendingPathComponent("swiftui-11.tape").path])
        #expect(result.status == 0, "\(result.output)")
    }
}
