import Foundation
import Testing

/// `run --record` writes a `Set Form` that `play` finds from anywhere.
@Suite("A recorded tape names its form relative to its own folder", .serialized)
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
