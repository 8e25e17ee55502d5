import Foundation
import Testing
import TestTiming

/// `kbsim --version`, and `make install` / `make uninstall`: the binary, a man page generated from
/// the command definitions, and completions for bash, zsh and fish.
@Suite("kbsim --version, make install and make uninstall", .serialized, .timed)
struct InstallTests {
    /// What `make install` puts under PREFIX.
    static let installed = [
        "bin/kbsim", "share/man/man1/kbsim.1", "share/bash-completion/completions/kbsim",
        "share/zsh/site-functions/_kbsim", "share/fish/vendor_completions.d/kbsim.fish",
    ]

    /// Runs `make TARGET PREFIX=prefix BIN=<the built kbsim>` in the repository.
    func make(_ target: String, prefix: String) throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/make", ["-s", "-C", KbsimBinary.repositoryRoot.path, target,
                                               "PREFIX=\(prefix)", "BIN=\(KbsimBinary.path)"])
    }

    @Test("kbsim --version prints the version alone, as swift-argument-parser does, for every command")
    func version() throws {
        let root = try KbsimBinary.run(["--version"])
        #expect(root.status == 0)
        #expect(root.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(root.output)")
        #expect(try KbsimBinary.run(["run", "--version"]).output == root.output)
    }

    @Test("make install puts the binary, a dated man page that groff and mandoc -T lint pass without a word, with EXIT STATUS, ENVIRONMENT and EXAMPLES, and the completions under PREFIX; make uninstall removes them")
    func installAndUninstall() throws {
        let prefix = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try make("install", prefix: prefix.path)
        #expect(install.status == 0, "\(install.output)")
        for path in Self.installed {
            let size = (try? FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(path).path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(path) installed")
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/kbsim").path))

        let page = prefix.appendingPathComponent("share/man/man1/kbsim.1").path
        let version = try KbsimBinary.run(["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let source = try String(contentsOfFile: page, encoding: .utf8)
        #expect(source.contains("\"kbsim \(version)\""), "the page carries the version")
        // -z: no output, so what groff prints is its warnings alone.
        let checked = try ChildProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page])
        #expect(checked.status == 0 && checked.output.isEmpty, "groff warns: \(checked.output.prefix(400))")
        // -P-cbou: plain text, no overstriking for bold and underline.
        let rendered = try ChildProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", page])
        #expect(rendered.status == 0)
        // The words as a reader sees them: hyphenated line ends joined, justification's spaces as
        // one, and groff's minus signs (\-) as the hyphens a terminal copies.
        let text = rendered.output
            .replacingOccurrences(of: #"\x{2010}\n\s*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "\u{2212}", with: "-")
        for expected in ["kbsim play", "--strategy", "--speed", "EXIT STATUS", "130", "/dev/tty", "—", "ENVIRONMENT",
                         "KBSIM_ALLOW_EXEC", "NO_COLOR", "TERM", "LINES, COLUMNS", "EXAMPLES", "--shard 2/4"] {
            #expect(text.contains(expected), "the page says \(expected)")
        }
        #expect(!text.contains("KBSIM_BINARY"), "the tests' variable is not the user's")
        #expect(!source.contains("`"), "no Markdown backticks: code is set in bold")
        let title = source.split(separator: "\n").first { $0.hasPrefix(".TH ") } ?? ""
        #expect(title.range(of: #"^\.TH KBSIM 1 \d{4}-\d{2}-\d{2} "#, options: .regularExpression) != nil, "dated: \(title)")
        let lint = try ChildProcess.run("/usr/bin/mandoc", ["-T", "lint", page])
        #expect(lint.status == 0 && lint.output.isEmpty, "mandoc -T lint: \(lint.output.prefix(600))")

        let bash = try ChildProcess.run("/bin/bash", ["-c", "source '\(prefix.path)/share/bash-completion/completions/kbsim' && complete -p kbsim"])
        #expect(bash.status == 0 && bash.output.contains("kbsim"), "\(bash.output)")
        let zsh = try String(contentsOfFile: prefix.appendingPathComponent("share/zsh/site-functions/_kbsim").path, encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef kbsim"))
        let fish = try String(contentsOfFile: prefix.appendingPathComponent("share/fish/vendor_completions.d/kbsim.fish").path, encoding: .utf8)
        #expect(fish.contains("complete -c 'kbsim'"))

        let uninstall = try make("uninstall", prefix: prefix.path)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        for path in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) removed")
        }
    }
}
