import Foundation
import Testing
import TestTiming

/// `run --record` writes a `Set Form` that `play` finds from anywhere.
@Suite("A recorded tape names its form relative to its own folder", .serialized, .timed)
struct RecordedFormPathTests {
    @Test("recorded in a project folder into a tape in another, the tape plays from a third folder")
    func playsFromAnywhere() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let project = tmux.directory.appendingPathComponent("project")
        let tapes = tmux.directory.appendingPathComponent("tapes")
        for folder in [project, tapes] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "title: Codes\nfields:\n  - name: code\n    label: Code\n".write(to: project.appendingPathComponent("codes.yaml"), atomically: true, encoding: .utf8)
        try tmux.type("cd '\(project.path)'")
        try tmux.press("Enter")
        try tmux.startKbsim("run codes.yaml --record ../tapes/t.tape")
        try tmux.waitFor { $0.contains { $0.contains("Codes") } }
        try tmux.press("Tab")
        try tmux.type("42")
        try tmux.waitFor { $0.contains { $0.contains("[42") } }
        try tmux.quitKbsim()

        let tapePath = tapes.appendingPathComponent("t.tape").path
        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Set Form \"../project/codes.yaml\""), "\(tape)")
        let played = try KbsimBinary.runInShell("play '\(tapePath)'", in: "/")
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains("expect ok: Expect value code \"42\""))
    }
}

/// A tape's `Set Form` reads only a form file, so `run --record` refuses, before the session
/// starts, a form the tape it writes could not name.
@Suite("run --record refuses a form its tape could not name", .timed)
struct RecordedFormNameTests {
    @Test("a form file whose name has no form extension, or standard input, is refused before anything is typed")
    func unnamedFormRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-record-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "title: Codes\nfields:\n  - name: code\n".write(to: folder.appendingPathComponent("codes"), atomically: true, encoding: .utf8)
        for form in ["codes", "-"] {
            let result = try KbsimBinary.runInShell("run \(form) --record t.tape < codes", in: folder.path)
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.contains("--record: the tape could not name its form — \(form): not a form"), "\(result.output)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.tape").path))
        }
    }
}
