import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing
import TestTiming

/// The tapes kbsim ships show it at its best: none of them makes the keyboard refuse a key.
@Suite("Bundled tapes", .timed)
struct BundledTapeRefusalTests {
    /// Every tape of Forms/ and every lesson, by the name messages give it, with its text.
    static let tapes: [(name: String, source: String)] = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Forms")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tape") }.sorted()
        let examples = names.map { name in
            ("Forms/\(name)", (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
        return examples + BundledLessons.all.map { ("Lessons/\($0.fileName)", $0.source) }
    }()

    @Test("there are tapes to play: the examples and the lessons")
    func tapesExist() {
        #expect(Self.tapes.count >= 20)
        #expect(Self.tapes.contains { $0.name == "Forms/signup-walkthrough.tape" })
    }

    @Test("a bundled tape makes the keyboard refuse a key only where its narration announces it",
          arguments: tapes.map(\.name))
    func noUnannouncedRefusals(_ name: String) throws {
        let source = try #require(Self.tapes.first { $0.name == name }?.source)
        let tape = try TapeParser.parse(source, path: name)
        let formName = try #require(tape.formSetting?.name)
        let bundled = try #require(BundledForms.named(formName))
        var player = try Player(tape: tape, form: try FormLoader.parse(bundled.source, path: bundled.fileName))
        let result = player.run()
        #expect(result.failures.isEmpty)
        // A tape that shows what a keyboard refuses says so in the `Say` in force ("the a is
        // refused with a flash"); any other refusal is a typo in the demo.
        let unannounced = result.refusals.filter { refusal in
            let narration = tape.commands.last { command in
                if case .say = command.action { command.line < refusal.command.line } else { false }
            }
            guard case .say(let text) = narration?.action else { return true }
            return !text.contains("refused")
        }
        let lines = unannounced.map { "\(name):\($0.command.line): \($0.message)" }
        #expect(lines.isEmpty, "\(lines.joined(separator: "\n"))")
    }

    @Test("a refusal is recorded with the line that caused it, once however long it flashes")
    func refusalsAreRecorded() throws {
        let tape = try TapeParser.parse("Set Form \"signup\"\nTap phone\nType \"+7 495\"\nType \"1\"\nSleep 2s\nType \"a\"\n", path: "t.tape")
        let bundled = try #require(BundledForms.named("signup"))
        var player = try Player(tape: tape, form: try FormLoader.parse(bundled.source, path: bundled.fileName))
        let result = player.run()
        #expect(result.refusals.map(\.command.line) == [3, 6])
        #expect(result.refusals.map(\.message) == ["space is not on this keyboard", "a is not on this keyboard"])
    }
}
