import Foundation

/// A private tmux server with one window, for driving the real program like a person would.
final class TmuxSession {
    let socket: String
    let directory: URL
    private let name = "kbsim"

    /// Starts a tmux server of `width`x`height` running a plain bash with the prompt `PROMPT$ `.
    init(width: Int, height: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("tmux.sock").path
        try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                  "env -i PATH=/usr/bin:/bin HOME=\(directory.path) TERM=xterm-256color LANG=C.UTF-8 PS1='PROMPT$ ' bash --norc --noprofile"],
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

    /// Resizes the window, as a person dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen as lines of text.
    func capture() throws -> [String] {
        try tmux(["capture-pane", "-t", name, "-p"]).components(separatedBy: "\n")
    }

    /// A tmux format variable of the pane, e.g. `alternate_on`.
    func paneVariable(_ variable: String) throws -> String {
        try tmux(["display-message", "-t", name, "-p", "#{\(variable)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The processes whose parent is the pane's shell (the program it is running).
    func childProcesses() throws -> [pid_t] {
        let shell = try paneVariable("pane_pid")
        let entries = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { Int32($0) }
        return entries.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 2 && String(fields[1]) == shell
        }
    }

    /// Polls the screen every 50 ms until `condition` holds; throws with the last screen after `timeout` s.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try capture()
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
