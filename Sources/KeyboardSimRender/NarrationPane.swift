import KeyboardSim

/// The narration of a tape: the `Say` now in force, the earlier ones dimmed above as room allows,
/// and — in a lesson — what the learner can do now (go on, go back, take the phone) and whose turn it is.
///
/// The current `Say` and the keys are never cut: they wrap, and if even that does not fit they
/// flow into columns (`PaneText`); only earlier narration gives way.
struct NarrationPane: Widget {
    let narration: Narration

    /// The rows the pane takes above the others: the longest lesson `Say` and the keys at a pause,
    /// in the 37 columns an 80×24 terminal leaves it.
    static let preferredRows = 11

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let current = narration.says.last.map { PaneText.Line($0, Style(.normal, bold: true)) }
        let status = statusText(short: area.width < Self.shortStatusWidth).map { PaneText.Line($0, Style(narration.mode == .yourTurn ? .notice : .title)) }
        let essential = PaneText([current, status].compactMap { $0 })
        let rows = essential.wrapped(to: area.width)
        // One blank row between the narration and the keys, when there is room for it.
        let gap = current != nil && status != nil && rows.count < area.height ? 1 : 0
        guard rows.count + gap <= area.height else { return drawCramped(current, status, in: area, on: &canvas) }
        let earlierRows = area.height - rows.count - gap
        let earlier = PaneText(narration.says.dropLast().map { PaneText.Line($0, Style(.log, dim: true)) })
        var used = 0
        if earlierRows > 0 {
            let height = min(earlierRows, earlier.wrapped(to: area.width).count)
            earlier.drawLatest(in: Rect(x: area.x, y: area.y, width: area.width, height: height), on: &canvas)
            used = height
        }
        let currentRows = current.map { PaneText.wrap($0, to: area.width) } ?? []
        PaneText(currentRows).draw(in: Rect(x: area.x, y: area.y + used, width: area.width, height: currentRows.count), on: &canvas)
        used += currentRows.count + gap
        if let status {
            PaneText([status]).draw(in: Rect(x: area.x, y: area.y + used, width: area.width, height: area.height - used), on: &canvas)
        }
    }

    /// Draws the current `Say` and the keys in an area too low for both: the keys whole at the
    /// bottom — how to give the phone back must never be cut — and the `Say` in the rows above
    /// them (flowing into columns, or saying how many rows are missing, only if even that fails).
    private func drawCramped(_ current: PaneText.Line?, _ status: PaneText.Line?, in area: Rect, on canvas: inout Canvas) {
        let statusRows = status.map { min(area.height, PaneText.wrap($0, to: area.width).count) } ?? 0
        let above = area.height - statusRows
        if let current, above > 0 {
            PaneText([current]).draw(in: Rect(x: area.x, y: area.y, width: area.width, height: above), on: &canvas)
        }
        if let status {
            PaneText([status]).draw(in: Rect(x: area.x, y: area.y + above, width: area.width, height: statusRows), on: &canvas)
        }
    }

    /// Below this many columns the keys are named in fewer words, so the narration keeps its rows.
    static let shortStatusWidth = 60

    /// What the learner can do now, and whose turn it is (`short`: in fewer words); nil for a tape
    /// that only narrates. Steps are the `Say` lines; a tape with none counts its `Pause` lines
    /// where it stops at one. F8 goes to the step's start, or from there to the previous one's.
    /// Only a lesson is called one.
    func statusText(short: Bool) -> String? {
        guard narration.waits else { return nil }
        let counted: String?
        if narration.steps > 0 {
            let step = max(1, narration.says.count)
            counted = short ? "\(step)/\(narration.steps)" : "step \(step) of \(narration.steps)"
        } else {
            counted = narration.heldPause.map { short ? "\($0)/\(narration.pauses)" : "pause \($0) of \(narration.pauses)" }
        }
        let step = counted.map { "\($0) · " } ?? ""
        let back = short ? "F8: back" : narration.isAtStepStart ? "F8: back to the previous step" : "F8: back to this step's start"
        let whole = narration.isLesson ? "the lesson" : "the tape"
        let giveBack = KeyMap.interactive.firstKey(for: .togglePause) ?? "F5"
        switch narration.mode {
        case .playing:
            return "▶ \(step)Space: hold · \(back)"
        case .held where narration.isAtEnd:
            return "■ end of \(whole) · F10 quits · \(back) · or take the phone"
        case .held:
            return "‖ \(step)Space/Enter: " + (short ? "go on" : "continue") + " · \(back) · or take the phone"
        case .yourTurn:
            // Short, "F5: back to lesson" fits a row of the narrowest pane whole, after "your turn".
            return short ? "▸ your turn · \(giveBack): back to \(narration.isLesson ? "lesson" : "tape") · \(back)"
                : "▸ your turn: every key goes to the phone · \(giveBack): back to \(whole) · \(back)"
        }
    }
}
