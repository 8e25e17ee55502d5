import KeyboardSim

/// The row of time control: paused or running, the virtual time, the rate, how far the running
/// animation has got, how much input waits for time to move, and the keys that move it.
///
/// It takes the help line's row only while time control is in use (paused or slowed), so that a
/// session at normal speed looks exactly as it always has.
package struct TimelineLine: Widget {
    /// The session's state now.
    package let simulator: Simulator
    /// The session's clock: paused or not, and its rate.
    package let clock: VirtualClock
    /// How many inputs wait for time to move.
    package let queued: Int
    /// The keys of the session, whose time-control keys the line names.
    package let keyMap: KeyMap

    /// The cells of the progress bar.
    static let barWidth = 6

    /// A timeline for `simulator` on `clock`, with `queued` inputs waiting, naming the keys of `keyMap`.
    package init(simulator: Simulator, clock: VirtualClock, queued: Int, keyMap: KeyMap) {
        self.simulator = simulator
        self.clock = clock
        self.queued = queued
        self.keyMap = keyMap
    }

    /// Draws the line, cut at the area's width (the keys go first).
    package func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.put(text(width: area.width), at: area.origin, style: Style(.help, bold: clock.isPaused), limit: area.width)
    }

    /// The line as text: within 80 columns for sessions under 100 s with fewer than 10 inputs queued
    /// (beyond, the keys at the end are cut).
    package var text: String { text(width: .max) }

    /// The line as text for `width` columns: where it would not fit, the running animation's bar
    /// gives way, so that the keys a lesson asks for, at the end, stay.
    package func text(width: Int) -> String {
        var parts = [(clock.isPaused ? "‖ paused " : "▶ running ") + TimeText.seconds(simulator.now) + " s " + Self.rateText(clock.rate),
                     animationText]
        if queued > 0 { parts.append("\(queued) queued") }
        // Paused, the steps matter; running slowed, the rate does.
        let keys: [(SessionAction, String)] = clock.isPaused
            ? [(.togglePause, "run"), (.stepForward, "step"), (.stepBack, "back")]
            : [(.togglePause, "pause"), (.slowMotion, "slow"), (.stepBack, "back")]
        parts.append(keys.compactMap { action, word in keyMap.firstKey(for: action).map { "\($0) \(word)" } }
            .joined(separator: " "))
        // The keys a lesson asks for take this row while time stands still, as the help line's:
        // those not named already (Space is the narration's own key).
        let listed = Set(keys.map(\.0) + [.goOn])
        let asked = keyMap.bindings.compactMap { binding in
            binding.help.flatMap { $0.isAsked && !listed.contains(binding.action) ? "\($0.label) \($0.text)" : nil }
        }
        if !asked.isEmpty { parts.append(asked.joined(separator: " ")) }
        if CellWidth.of(parts.joined(separator: " │ ")) > width { parts.remove(at: 1) }
        return parts.joined(separator: " │ ")
    }

    /// The running animation and how far it has got, or that nothing moves.
    var animationText: String {
        let now = simulator.now
        let running: (name: String, start: Double, duration: Double)?
        if let slide = simulator.keyboard.animation {
            running = ("keyboard", slide.start, slide.duration)
        } else if let views = simulator.app.viewAnimation {
            running = ("views", views.start, views.duration)
        } else {
            running = nil
        }
        guard let running else { return "still" }
        let fraction = running.duration > 0 ? min(1, max(0, (now - running.start) / running.duration)) : 1
        // Times are sums of binary fractions: half of a slide can come out a hair short of 0.5,
        // which rounded down would read 49%.
        func share(of whole: Int) -> Int { Int((fraction * Double(whole) + 1e-9).rounded(.down)) }
        let filled = share(of: Self.barWidth)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.barWidth - filled)
        return "\(running.name) \(bar) \(share(of: 100))%"
    }

    /// A rate as people say it: 1×, ½×, ¼×, ⅒×, or the number (a replay's speed).
    static func rateText(_ rate: Double) -> String {
        switch rate {
        case 0.5: "½×"
        case 0.25: "¼×"
        case 0.1: "⅒×"
        case let whole where whole == whole.rounded() && whole < 1000: "\(Int(whole))×"
        default: DecimalText.fixed(Int((rate * 100).rounded()), decimals: 2, trimmingZeros: true) + "×"
        }
    }
}
