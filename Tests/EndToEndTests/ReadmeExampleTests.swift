import Foundation
import Testing

/// The README's command examples, run as a newcomer would type them: every line of its `sh`
/// blocks, in a folder holding the repository's Forms and Lessons, with `kbsim` on the PATH.
@Suite("README: every command example runs as written")
struct ReadmeExampleTests {
    /// One line of a `sh` block: the command without its comment, the exit status its comment
    /// announces (`exit 1`; 0 when it names none), and where it stands.
    struct Example: CustomTestStringConvertible, Sendable {
        let command: String
        let status: Int32
        let line: Int
        var testDescription: String { "README.md:\(line): \(command)" }

        /// Whether it takes the terminal: `run`, a lesson, a watched replay.
        var isInteractive: Bool {
            let words = command.split(separator: " ")
            return words.first == "kbsim" && (words.count > 1 && ["run", "lesson"].contains(words[1]) || words.contains("--watch"))
        }
    }

    /// The `make` lines, run elsewhere: `make test` is CI itself, `make install` is InstallTests,
    /// `make run` builds the release binary, which `make bench` and `make install` also build, and
    /// `make docs` runs the script DocsPictureTests runs.
    static let makeLines = ["make run", "make test", "make install PREFIX=/usr/local", "make docs"]

    /// Every command of the README's `sh` blocks, in order.
    static let examples: [Example] = {
        let readme = (try? String(contentsOf: KbsimBinary.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var examples: [Example] = []
        var inShellBlock = false
        for (index, line) in readme.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            let command = line.replacingOccurrences(of: #"\s+#.*$"#, with: "", options: .regularExpression)
            let announced = line.firstMatch(of: /#.*\bexit (\d+)/).flatMap { Int32($0.1) } ?? 0
            if !command.isEmpty { examples.append(Example(command: command, status: announced, line: index + 1)) }
        }
        return examples
    }()

    /// A folder for the examples: Forms and Lessons linked from the repository, `bin/kbsim`
    /// the binary under test.
    static func makeWorkspace() throws -> URL {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        let files = FileManager.default
        for name in ["Forms", "Lessons"] {
            try files.createSymbolicLink(at: folder.appendingPathComponent(name),
                                         withDestinationURL: KbsimBinary.repositoryRoot.appendingPathComponent(name))
        }
        try files.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try files.createSymbolicLink(at: folder.appendingPathComponent("bin/kbsim"),
                                     withDestinationURL: URL(fileURLWithPath: KbsimBinary.path))
        return folder
    }

    @Test("each line of a sh block is a make target run elsewhere or a kbsim command; there are examples of every kind")
    func everyLineIsKnown() {
        let unknown = Self.examples.filter { !$0.command.hasPrefix("kbsim ") && !Self.makeLines.contains($0.command) }
        #expect(unknown.isEmpty, "lines this test does not run: \(unknown.map(\.testDescription))")
        #expect(Self.examples.filter { $0.command.hasPrefix("make ") }.map(\.command) == Self.makeLines)
        #expect(Self.examples.filter(\.isInteractive).count >= 9)
        #expect(Self.examples.filter { $0.command.hasPrefix("kbsim ") && !$0.isInteractive }.count >= 9)
    }

    @Test("the commands that print (check, forms, test, play) exit as the README says (0 unless it names another), in its order, from one folder")
    func printingCommands() throws {
        let folder = try Self.makeWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for example in Self.examples where example.command.hasPrefix("kbsim ") && !example.isInteractive {
            let result = try ChildProcess.run("/bin/bash", ["-c", "cd \"$1\" && PATH=\"$1/bin:$PATH\" && \(example.command)", "bash", folder.path])
            #expect(result.status == example.status, "\(example.testDescription)\n\(result.output)")
        }
        // What the examples promise to leave behind.
        for written in ["report.xml", "my-form.json", "demo.cast", "walkthrough.svg", "shots/company.svg", "shots/company.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(written).path), "\(written) written")
        }
    }

    @Test("the commands that take the terminal draw the phone and end with status 0 (F10, or a replay's end)",
          arguments: examples.filter(\.isInteractive))
    func terminalCommands(example: Example) throws {
        let folder = try Self.makeWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Three phones side by side need 125 columns, as the README says.
        let tmux = example.command.contains("--compare") ? try TmuxSession(width: 130, height: 30) : try TmuxSession(width: 80, height: 24)
        // Typed as a short line: a long one wraps, and a wrapped `exit=$?` would look like the end.
        try "PATH=\"$PWD/bin:$PATH\"\n\(example.command)\n".write(to: folder.appendingPathComponent("example"), atomically: true, encoding: .utf8)
        try tmux.type("cd '\(folder.path)'")
        try tmux.press("Enter")
        try tmux.type("bash example; echo \"exit=$?\"")
        try tmux.press("Enter")
        if example.command.contains("--watch") {
            let end = try tmux.waitFor(timeout: 60) { $0.contains { $0.hasPrefix("exit=") } }
            #expect(end.contains("exit=0"), "\(end.joined(separator: "\n"))")
            return
        }
        // The help line names quit; a lesson that opens on a Pause (lesson 0) shows its timeline there instead.
        try tmux.waitFor { screen in
            let last = screen.last { !$0.isEmpty }
            return screen.contains { $0.contains("9:41") } && (last?.contains("quit") == true || last?.hasPrefix("‖ paused") == true)
        }
        let end = try tmux.quitKbsim()
        #expect(end.contains("exit=0"), "\(end.joined(separator: "\n"))")
        if example.command.contains("--record my.tape") {
            let check = try KbsimBinary.run(["check", folder.appendingPathComponent("my.tape").path])
            #expect(check.status == 0, "the recorded tape checks: \(check.output)")
        }
    }
}
