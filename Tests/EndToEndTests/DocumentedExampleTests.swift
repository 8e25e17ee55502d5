import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The command examples of the README and docs/, run as a newcomer would type them: every line of
/// their `sh` blocks, in a folder holding the repository's Forms and Lessons, with `kbsim` on the PATH.
@Suite("README and docs: every command example runs as written", .timed)
struct DocumentedExampleTests {
    /// One line of a `sh` block: the command without its comment, the exit status its comment
    /// announces (`exit 1`; 0 when it names none), and where it stands.
    struct Example: CustomTestStringConvertible, Sendable {
        let command: String
        let status: Int32
        let page: String
        let line: Int
        var testDescription: String { "\(page):\(line): \(command)" }

        /// Whether it takes the terminal: `run`, a lesson, a watched replay.
        var isInteractive: Bool {
            let words = command.split(separator: " ")
            return words.first == "kbsim" && (words.count > 1 && ["run", "lesson"].contains(words[1]) || words.contains("--watch"))
        }
    }

    /// The `make` lines run elsewhere: `make test` is CI itself, `make install` is InstallTests,
    /// `make run` builds the release binary, which `make bench` and `make install` also build, and
    /// `make docs` runs the script DocsPictureTests runs.
    static let makeLinesRunElsewhere = ["make run", "make test", "make install PREFIX=/usr/local", "make docs"]

    /// The `make` lines that build and then run one kbsim command in the terminal: each is played as
    /// that command (and `makeRecipes` checks the Makefile runs just that).
    static let makeLinesAsCommands = ["make play TAPE=Forms/signup-walkthrough.tape": "kbsim play Forms/signup-walkthrough.tape --watch",
                                      "make lesson N=0": "kbsim lesson 0"]

    /// The pages whose `sh` blocks are examples: the README, CONTRIBUTING.md, CHANGELOG.md and every
    /// page of docs/. A block that is not to be run is fenced other than ```` ```sh ```` (```` ``` ```` alone).
    static let pages: [String] = rootPages + ((try? RepositoryFiles.list().paths) ?? [])
        .filter { $0.hasPrefix("docs/") && $0.hasSuffix(".md") }.sorted()

    /// The pages at the repository's root that a newcomer reads.
    static let rootPages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]

    /// Every command of the pages' `sh` blocks, in order, page by page.
    static let examples: [Example] = pages.flatMap { page -> [Example] in
        let text = (try? RepositoryFiles.text(of: page)) ?? ""
        var examples: [Example] = []
        var inShellBlock = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            var command = line.replacingOccurrences(of: #"\s+#.*$"#, with: "", options: .regularExpression)
            let announced = line.firstMatch(of: /#.*\bexit (\d+)/).flatMap { Int32($0.1) } ?? 0
            command = makeLinesAsCommands[command] ?? command
            if !command.isEmpty { examples.append(Example(command: command, status: announced, page: page, line: index + 1)) }
        }
        return examples
    }

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
        let unknown = Self.examples.filter { !$0.command.hasPrefix("kbsim ") && !Self.makeLinesRunElsewhere.contains($0.command) }
        #expect(unknown.isEmpty, "lines this test does not run: \(unknown.map(\.testDescription))")
        #expect(Set(Self.examples.filter { $0.command.hasPrefix("make ") }.map(\.command)) == Set(Self.makeLinesRunElsewhere))
        #expect(Set(Self.examples.map(\.page)).isSuperset(of: ["README.md", "CONTRIBUTING.md"]), "the root pages' blocks are read")
        let front = Self.examples.filter { $0.page == "README.md" }.map(\.command)
        #expect(Set(Self.makeLinesAsCommands.values).isSubset(of: front), "the README's three uses are played")
        #expect(Self.examples.filter(\.isInteractive).count >= 9)
        #expect(Self.examples.filter { $0.command.hasPrefix("kbsim ") && !$0.isInteractive }.count >= 9)
    }

    @Test("make play and make lesson build the release binary and run just the command they are played as")
    func makeRecipes() throws {
        for (line, command) in Self.makeLinesAsCommands {
            // Run from `make test` too: a make of its own, not a sub-make printing its folders.
            let dryRun = try ChildProcess.run("/bin/sh", ["-c", "cd \"$1\" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory -n \(line.dropFirst(5))",
                                                          "sh", KbsimBinary.repositoryRoot.path])
            #expect(dryRun.status == 0, "\(dryRun.output)")
            // Ctrl-C's exit status 130 is a way to quit, not an error make reports.
            let runs = dryRun.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(".build/release/") }
            #expect(runs == [".build/release/" + command + "  || [ $? -eq 130 ]"], "\(line) runs \(command) and nothing else: \(dryRun.output)")
        }
    }

    @Test("the commands that print (check, forms, test, play) exit as their page says (0 unless it names another), in its order, from one folder")
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

    /// An interactive example's words as kbsim is given them in `folder`, the workspace: a path (a
    /// word with a slash or a file's extension) made absolute there, for the driver runs in the
    /// tests' own folder, not the shell's.
    static func arguments(of command: String, in folder: URL) -> [String] {
        command.split(separator: " ").dropFirst().map(String.init).map { word in
            let isPath = word.contains("/") || word.contains(".") && !word.allSatisfy { $0.isNumber || $0 == "." }
            return isPath ? folder.appendingPathComponent(word).path : word
        }
    }

    @Test("the commands that take the terminal draw the phone and end with status 0 (F10, or a replay's end)",
          arguments: examples.filter(\.isInteractive))
    func terminalCommands(example: Example) throws {
        let folder = try Self.makeWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The command line parsed and the session driven as kbsim does (SessionPilot), on made-up
        // time: a replay's real seconds take none. Three phones side by side need 125 columns, as compare-mode.md says.
        let size = example.command.contains("--compare") ? (width: 130, height: 30) : (width: 80, height: 24)
        let pilot = SessionPilot(Self.arguments(of: example.command, in: folder), width: size.width, height: size.height)
        if example.command.contains("--watch") {
            #expect(try pilot.waitForExit() == 0, "\(example.testDescription)\n\(pilot.standardError)")
            return
        }
        // The help line names quit; a lesson that opens on a Pause (lesson 0) shows its timeline there instead.
        let screen = try pilot.waitFor { screen in
            let last = screen.last { !$0.isEmpty }
            return screen.contains { $0.contains("9:41") } && (last?.contains("quit") == true || last?.hasPrefix("‖ paused") == true)
        }
        #expect(try pilot.quit() == 0, "\(screen.joined(separator: "\n"))\n\(pilot.standardError)")
        if example.command.contains("--record my.tape") {
            let check = try KbsimBinary.run(["check", folder.appendingPathComponent("my.tape").path])
            #expect(check.status == 0, "the recorded tape checks: \(check.output)")
        }
    }
}
