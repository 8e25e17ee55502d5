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

    /// The events that are ready now, in order, from at most `limit` reads; `exhausted` says
    /// whether curses had nothing more to give.
    ///
    /// Curses may already hold bytes (the rest of an escape sequence) that poll() cannot see:
    /// until a call comes back exhausted, call again without waiting. The limit keeps a long
    /// paste from holding the caller away from its signals and its frames.
    public func readPendingEvents(limit: Int = .max) -> (events: [TerminalEvent], exhausted: Bool) {
        var events: [TerminalEvent] = []
        var reads = 0
        while reads < limit {
            guard let result = readOne() else { return (events, true) }
            reads += 1
            if let event = result { events.append(event) }
        }
        return (events, false)
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
            screen.resized()
            return .some(.resize(screen.size))
        case .mouseReport:
            var report = MEVENT()
            guard getmouse(&report) == OK else { return .some(nil) }
            return .some(TerminalKeyDecoder.decodeMouse(buttons: report.bstate, x: Int(report.x), y: Int(report.y)))
        case .sgrMouseReport:
            return .some(readSGRMouseReport())
        }
    }

    /// The longest `button;column;row` an SGR report can carry, and how long its bytes may trail
    /// its introducer (they were sent together; only a slow link splits them).
    private static let sgrParametersLimit = 24
    private static let sgrTrailMilliseconds: Int32 = 50

    /// Reads the rest of an SGR mouse report after its `ESC [ <`, up to its final `M` or `m`.
    private func readSGRMouseReport() -> TerminalEvent? {
        wtimeout(screen.window, Self.sgrTrailMilliseconds)
        defer { _ = nodelay(screen.window, true) }
        var parameters = ""
        while parameters.count < Self.sgrParametersLimit {
            var code: wint_t = 0
            guard wget_wch(screen.window, &code) == OK, let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            if character == "M" || character == "m" {
                return TerminalKeyDecoder.decodeSGRMouse(parameters: parameters, final: character)
            }
            parameters.append(character)
        }
        return nil
    }
}
