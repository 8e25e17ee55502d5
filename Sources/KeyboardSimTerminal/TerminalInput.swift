import CNcursesw
import KeyboardSim

/// Reads what the user does at the terminal — keys, clicks, wheel turns, resizes — as events.
///
/// Reads never block (the screen is in nodelay mode): wait for input with `poll()` on the
/// screen's `inputDescriptor`, then call `readPendingEvents()`.
public struct TerminalInput {
    private let screen: CursesScreen

    /// Creates a reader for `screen`.
    init(screen: CursesScreen) {
        self.screen = screen
    }

    /// Every event that is ready now, in order; empty when nothing is.
    ///
    /// Reads until curses has nothing left, because curses may already hold bytes (the rest
    /// of an escape sequence) that poll() cannot see.
    public func readPendingEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        while let result = readOne() {
            if let event = result { events.append(event) }
        }
        return events
    }

    /// One read: nil when nothing is pending, `.some(nil)` for input that means nothing to kbsim.
    private func readOne() -> TerminalEvent?? {
        guard screen.isOpen else { return nil }
        var code: wint_t = 0
        // Read from the window that is refreshed each frame: wget_wch refreshes its window first
        // when that window was touched, and a stale one would blank the frame.
        let status = wget_wch(screen.window, &code)
        guard status != ERR else { return nil }
        switch TerminalKeyDecoder.decode(code: code, isKeyCode: status == KEY_CODE_YES) {
        case .event(let event):
            return .some(event)
        case .ignored:
            return .some(nil)
        case .resize:
            // curses has already resized its screen; what the terminal showed may have reflowed.
            screen.invalidate()
            return .some(.resize(screen.size))
        case .mouseReport:
            var report = MEVENT()
            guard getmouse(&report) == OK else { return .some(nil) }
            return .some(TerminalKeyDecoder.decodeMouse(buttons: report.bstate, x: Int(report.x), y: Int(report.y)))
        }
    }
}
