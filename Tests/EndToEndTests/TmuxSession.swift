import Foundation

/// A private tmux server with one window, for driving the real program like a person would.
final class TmuxSession {
    let socket: String
    let directory: URL
    private let name = "kbsim"

    /// Starts a tmux server of `width`x`height` running a plain bash with the prompt `PROMPT$ `.
    /// The shell is killed after five minutes (an interactive bash ignores SIGTERM), so a test
    /// process that dies leaves no server behind.
    init(width: Int, height: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("tmux.sock").path
        try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                  "env -i PATH=/usr/bin:/bin HOME=\(directory.path) TERM=xterm-256color LANG=C.UTF-8 PS1='PROMPT$ ' timeout -s KILL 300 bash --norc --noprofile"],
                 captureOutput: false)
        try waitFor(timeout: 10) { $0.contains("PROMPT$") }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types `text` literally (UTF-8 as is).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    /// Presses named keys (`Tab`, `Enter`, `C-c`, `PPage`…).
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Sends raw bytes, e.g. an SGR mouse report.
    func sendBytes(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// Clicks the cell at column `x`, row `y` (0-based) with an SGR mouse press and release.
    func click(x: Int, y: Int) throws {
        try sendBytes("\u{1b}[<0;\(x + 1);\(y + 1)M")
        try sendBytes("\u{1b}[<0;\(x + 1);\(y + 1)m")
    }

    /// Pastes the contents of the file at `path` into the pane, as a terminal's paste would
    /// (send-keys cannot carry more than a few kilobytes).
    /// With `bracketed`, the paste comes between the bracketed-paste markers when the program
    /// asked for them (mode 2004), as a terminal's paste does.
    func paste(fileAt path: String, bracketed: Bool = false) throws {
        try tmux(["load-buffer", "-b", "paste", path])
        try tmux(["paste-buffer", "-b", "paste", "-d", "-t", name] + (bracketed ? ["-p"] : []))
    }

    /// Resizes the window, as a person dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen as lines of text; with `rows`, those rows only (a huge pane's millions
    /// of cells are not read at every look).
    func capture(rows: ClosedRange<Int>? = nil) throws -> [String] {
        let range = rows.map { ["-S", "\($0.lowerBound)", "-E", "\($0.upperBound)"] } ?? []
        return try tmux(["capture-pane", "-t", name, "-p"] + range).components(separatedBy: "\n")
    }

    /// The visible screen as lines of text with the SGR sequences of their colours and attributes.
    func captureWithRendition() throws -> [String] {
        try tmux(["capture-pane", "-t", name, "-p", "-e"]).components(separatedBy: "\n")
    }

    /// A tmux format variable of the pane, e.g. `alternate_on`.
    func paneVariable(_ variable: String) throws -> String {
        try tmux(["display-message", "-t", name, "-p", "#{\(variable)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The processes running `executable` below the pane (its shell runs under `timeout`).
    func processes(running executable: String) throws -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for pid in try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap({ Int32($0) }) {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { continue }
            let fields = stat[close.upperBound...].split(separator: " ")
            if fields.count > 2, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        // Walked down from the pane's shell by parent links, not by pid order: pids wrap around,
        // and a child may then have a smaller pid than its parent.
        guard let root = Int32(try paneVariable("pane_pid")) else { return [] }
        var family: Set<pid_t> = [root]
        var grew = true
        while grew {
            let children = parents.filter { family.contains($0.value) && !family.contains($0.key) }.map(\.key)
            family.formUnion(children)
            grew = !children.isEmpty
        }
        return family.sorted().filter { pid in
            let commandLine = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return commandLine.hasPrefix(executable + "\u{0}")
        }
    }

    /// Starts `kbsim ARGUMENTS` in the pane's shell, which prints `exit=STATUS` when it ends and
    /// then runs `afterwards`; `environment` (`TERM=dumb`) is set for kbsim alone.
    func startKbsim(_ arguments: String, environment: String = "", afterwards: String = "") throws {
        // Typed as `ex""it=`: a long command line wraps, and its own `exit=` must not begin a row.
        try type("\(environment) '\(KbsimBinary.path)' \(arguments); echo \"ex\"\"it=$?\"" + (afterwards.isEmpty ? "" : "; " + afterwards))
        try press("Enter")
    }

    /// Starts `kbsim ARGUMENTS` on the default form (with `environment` set for it), focuses its
    /// first field (Full name) and types `name` there, waiting until the field shows it.
    func startKbsimTyping(name: String, _ arguments: String, environment: String = "") throws {
        try startKbsim(arguments, environment: environment)
        try waitFor { $0.contains { $0.contains("Create account") } }
        try press("Tab")
        try type(name)
        try waitFor { $0.contains { $0.contains("[\(name)") } }
    }

    /// Quits kbsim with F10 (a normal end, status 0) and waits for the shell's `exit=` line;
    /// returns the screen then.
    @discardableResult
    func quitKbsim() throws -> [String] {
        try press("F10")
        return try waitFor { $0.contains { $0.hasPrefix("exit=") } }
    }

    /// Clears the shell's screen and waits until no `exit=` line of an earlier command is left on
    /// it: a next command's `exit=` is then its own, however slowly the shell ran `clear`.
    func clearScreen() throws {
        try type("clear")
        try press("Enter")
        try waitFor { !$0.contains { $0.hasPrefix("exit=") } }
    }

    /// Polls the screen (or its `rows`) every 50 ms until `condition` holds; throws with the last
    /// screen after `timeout` s.
    @discardableResult
    func waitFor(timeout: Double = 10, rows: ClosedRange<Int>? = nil, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try capture(rows: rows)
            if condition(screen) { return screen }
            usleep(50_000)
        }
        throw TmuxError(message: "timed out; the screen was:\n" + screen.joined(separator: "\n"))
    }

    @discardableResult
    private func tmux(_ arguments: [String], captureOutput: Bool = true) throws -> String {
        let result = try ChildProcess.run("/usr/bin/tmux", ["-S", socket, "-f", "/dev/null"] + arguments,
                                          captureOutput: captureOutput)
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.joined(separator: " ")): \(result.output)")
        }
        return result.output
    }
}

/// A tmux command that failed, or a screen that never showed what was awaited.
struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
