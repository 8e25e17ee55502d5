import Foundation
import Testing
import TestTiming

/// `kbsim --generate-completion-script bash|zsh|fish`, run in the real shells: files for tapes,
/// forms and outputs, and the catalogue's names (asked of the binary at each Tab) for strategies,
/// eras, devices, lessons, bugs and forms.
@Suite("Shell completions: files and the catalogue's names in bash, zsh and fish", .serialized, .timed)
struct CompletionScriptTests {
    /// A folder holding a tape, a form, a text file and a subfolder, the three scripts, and `kbsim`
    /// on a PATH of its own (the scripts call the command back by its name); removed at the end.
    final class Folder {
        let url: URL
        var path: String { url.path }
        var bin: String { url.appendingPathComponent("bin").path }
        var work: String { url.appendingPathComponent("work").path }
        /// The PATH the shells run with: kbsim first.
        var searchPath: String { "\(bin):/usr/bin:/bin" }

        init() throws {
            url = try KbsimBinary.makeTemporaryDirectory()
            let manager = FileManager.default
            try manager.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: work + "/more", withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: bin + "/kbsim", withDestinationPath: KbsimBinary.path)
            for name in ["walk.tape", "shop.yaml", "notes.txt", "more/deeper.tape"] {
                try "Set Form \"login\"\n".write(toFile: "\(work)/\(name)", atomically: true, encoding: .utf8)
            }
            for shell in ["bash", "zsh", "fish"] {
                let script = try KbsimBinary.run(["--generate-completion-script", shell])
                #expect(script.status == 0, "\(script.output)")
                try script.output.write(toFile: "\(path)/kbsim.\(shell)", atomically: true, encoding: .utf8)
            }
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// What bash offers at the end of `line`, typed in the work folder.
        func bash(_ line: String) throws -> [String] {
            let result = try ChildProcess.run("/bin/bash", ["-c", "cd \"$1\" && exec bash \"$2\" \"$3\" \"$4\"", "bash",
                                                            work, KbsimBinary.repositoryPath("scripts/complete-in-bash.sh"),
                                                            "\(path)/kbsim.bash", line],
                                              environment: ["PATH": searchPath, "LANG": "C.UTF-8"])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map(String.init)
        }

        /// A shell started by `start` in tmux in the work folder, kbsim on its PATH, once it has run `load`.
        func interactiveShell(_ start: String, load: String) throws -> TmuxSession {
            let session = try TmuxSession(width: 160, height: 30)
            try session.type("cd '\(work)' && HOME='\(path)' PATH='\(searchPath)' \(start)")
            try session.press("Enter")
            try session.type("\(load); echo lo''aded")
            try session.press("Enter")
            try session.waitFor { $0.contains("loaded") }
            return session
        }

        /// What fish offers at the end of `line` (`complete -C`), typed in the work folder.
        func fish(_ line: String) throws -> [String] {
            let result = try ChildProcess.run("/usr/bin/fish", ["--no-config", "-c", "source $argv[1]; cd $argv[2]; complete -C $argv[3]",
                                                                "\(path)/kbsim.fish", work, line],
                                              environment: ["PATH": searchPath, "LANG": "C.UTF-8", "HOME": path])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
    }

    static let strategies = ["none", "inset", "auto", "iqkeyboardmanager", "tpkeyboardavoiding", "swiftui"]

    @Test("bash: a tape, a form and an output complete to the folder's files; --screenshots to its folders")
    func bashFiles() throws {
        let folder = try Folder()
        #expect(try Set(folder.bash("kbsim play ")).isSuperset(of: ["walk.tape", "more"]))
        #expect(try folder.bash("kbsim play w") == ["walk.tape"])
        #expect(try folder.bash("kbsim play walk.tape --cast no") == ["notes.txt"])
        #expect(try folder.bash("kbsim test --junit sh") == ["shop.yaml"])
        #expect(try folder.bash("kbsim check mo") == ["more/"])
        #expect(try folder.bash("kbsim test mo") == ["more"])
        #expect(try folder.bash("kbsim play walk.tape --screenshots ") == ["more"])
        // A form: a bundled form's name or a form file, not a tape.
        let forms = try folder.bash("kbsim play walk.tape --form s")
        #expect(forms.contains("signup") && forms.contains("shop.yaml") && !forms.contains("walk.tape"), "\(forms)")
        #expect(try folder.bash("kbsim run ") .contains("shop.yaml"))
    }

    @Test("bash: --strategy, --era, --device, lesson, bugs and forms complete to the catalogue's names, a list to its last part")
    func bashNames() throws {
        let folder = try Folder()
        let strategies = try folder.bash("kbsim play walk.tape --strategy ")
        #expect(Set(strategies).isSuperset(of: Self.strategies + ["exec:"]), "\(strategies)")
        #expect(try folder.bash("kbsim play walk.tape --strategy iq") == ["iqkeyboardmanager", "iqkeyboardmanager-6"])
        #expect(try folder.bash("kbsim test --strategy none,ins") == ["none,inset"])
        #expect(try folder.bash("kbsim run --compare-strategies resize+ex") == ["resize+extend", "resize+exec:"])
        #expect(try folder.bash("kbsim play walk.tape --era 1") == ["11", "15", "17"])
        #expect(try folder.bash("kbsim test --era 3,2") == ["3,26"])
        #expect(try folder.bash("kbsim play walk.tape --device iphone-1").contains("iphone-15"))
        #expect(try folder.bash("kbsim lesson ins") == ["inset"])
        #expect(try folder.bash("kbsim bugs swiftui") == ["swiftui-11"])
        #expect(try folder.bash("kbsim forms log") == ["login"])
    }

    @Test("fish: files for tapes, forms and outputs (the script no longer switches them off) and the catalogue's names")
    func fish() throws {
        let folder = try Folder()
        // Files, which fish completes without calling kbsim back, also through `complete -C`.
        #expect(try folder.fish("kbsim play w") == ["walk.tape"])
        #expect(try folder.fish("kbsim play walk.tape --svg no") == ["notes.txt"])
        // Custom completions read the command line, which only an interactive fish has: in tmux.
        let session = try folder.interactiveShell("exec fish --no-config",
                                                  load: "function fish_prompt; echo 'FISH> '; end; source '\(folder.path)/kbsim.fish'")
        for (typed, completed) in [("kbsim play walk.tape --form sho", "kbsim play walk.tape --form shop.yaml"),
                                   ("kbsim test --strategy none,ins", "kbsim test --strategy none,inset"),
                                   ("kbsim lesson ins", "kbsim lesson inset"), ("kbsim bugs swiftui", "kbsim bugs swiftui-11")] {
            try session.type(typed)
            try session.press("Tab")
            try session.waitFor { $0.contains { $0.hasPrefix("FISH> \(completed)") } }
            try Self.cancelLine(in: session)
        }
        try session.type("kbsim play walk.tape --strategy ")
        try session.press("Tab")
        try session.waitFor { screen in (Self.strategies + ["exec:"]).allSatisfy { name in screen.contains { $0.hasPrefix(name + " ") } } }
    }

    /// Ctrl-C until the shell shows an empty `prompt`: a busy fish can take a Ctrl-C pressed while
    /// it still draws a completion as ending that, and keep the line (seen in CI under load); and
    /// what is typed before the new prompt may land on the old line or be flushed with it (zsh).
    static func cancelLine(in session: TmuxSession, prompt: String = "FISH>") throws {
        for attempt in 1...5 {
            try session.press("C-c")
            do {
                try session.waitFor(timeout: 3) { screen in
                    screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                        .trimmingCharacters(in: .whitespaces) == prompt
                }
                return
            } catch where attempt < 5 {}
        }
    }

    @Test("zsh: Tab after a tape's place lists the folder's files, after --strategy the catalogue's names")
    func zsh() throws {
        let folder = try Folder()
        let session = try folder.interactiveShell("PS1='ZSH%# ' exec zsh -f",
                                                  load: "autoload -U compinit && compinit -u && source '\(folder.path)/kbsim.zsh'")
        try session.type("kbsim play wa")
        try session.press("Tab")
        try session.waitFor { $0.contains { $0.contains("kbsim play walk.tape") } }
        try session.press("C-u")
        try session.type("kbsim play walk.tape --strategy ")
        try session.press("Tab")
        try session.waitFor { screen in Self.strategies.allSatisfy { name in screen.contains { $0.contains(name) } } }
        try Self.cancelLine(in: session, prompt: "ZSH#")
        try session.type("kbsim lesson ins")
        try session.press("Tab")
        try session.waitFor { $0.contains { $0.contains("kbsim lesson inset") } }
    }
}
