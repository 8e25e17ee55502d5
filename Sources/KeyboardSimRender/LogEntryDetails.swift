import KeyboardSim

/// The details view of one log entry: everything it carries — every userInfo key of a
/// notification, every number of a strategy action, UIKit action or pitfall — and the geometry
/// before and after it, each change marked.
struct LogEntryDetails {
    let entry: LogEntry
    /// The geometry before the entry (the previous entry's, or the session's start).
    let before: GeometrySnapshot

    /// The details of `entry` in `log`.
    init(_ entry: LogEntry, in log: EventLog) {
        self.entry = entry
        before = log.geometry(before: entry.sequence)
    }

    /// Every line, unwrapped: the entry, then the geometry before → after.
    var lines: [PaneText.Line] {
        [PaneText.Line("\(TimeText.seconds(entry.time)) s · entry \(entry.sequence + 1)", Style(.title, bold: true))]
            + contentLines + [PaneText.Line("geometry before → after", Style(.label, bold: true))] + geometryLines
    }

    /// What the entry itself carries.
    private var contentLines: [PaneText.Line] {
        switch entry.kind {
        case .event(.notification(let notification)):
            let info = notification.userInfo
            var rows: [(String, String)] = []
            if let begin = info.frameBegin, let end = info.frameEnd {
                rows += [("frameBegin", "\(begin)  UIKeyboardFrameBeginUserInfoKey"), ("frameEnd", "\(end)  UIKeyboardFrameEndUserInfoKey")]
            } else {
                rows.append(("frameBegin/End", "absent: this era's notifications carry no frames"))
            }
            rows += [
                ("duration", "\(info.duration) s  UIKeyboardAnimationDurationUserInfoKey"),
                ("curve", "\(info.curve)  UIKeyboardAnimationCurveUserInfoKey"),
                ("isLocal", "\(info.isLocal)  UIKeyboardIsLocalUserInfoKey"),
                ("bounds", "\(info.bounds)  UIKeyboardBoundsUserInfoKey (legacy)"),
                ("centerBegin", "\(info.centerBegin)  UIKeyboardCenterBeginUserInfoKey (legacy)"),
                ("centerEnd", "\(info.centerEnd)  UIKeyboardCenterEndUserInfoKey (legacy)"),
            ]
            // From iOS 16.1 (eras 15 on) the notification names the screen the keyboard is on as its object.
            let object = notification.object.map { [PaneText.Line("object: the \($0.rawValue) (UIScreen) the keyboard is on")] } ?? []
            return [PaneText.Line("notification \(notification.name.rawValue)", Style(.normal, bold: true))] + object
                + [PaneText.Line("userInfo", Style(.label, bold: true))] + Self.table(rows)
        case .event(.delegate(let call)):
            let inBar = entry.geometry.focusedInInputBar && entry.geometry.focusedField == call.field
            var rows = [("field", call.field), ("rect", "\(call.rect)  \(inBar ? "the input bar's coordinates" : "content coordinates")")]
            if entry.geometry.focusedField == call.field, let frame = entry.geometry.focusedFieldFrame {
                rows.append(("on screen", "\(frame)  screen coordinates"))
            }
            return [PaneText.Line("delegate call \(call.method.rawValue)", Style(.normal, bold: true))] + Self.table(rows)
                + [PaneText.Line(Self.coordinatesNote)]
        case .event(.scrollView(let call)):
            let pan = call.method == .scrollViewPanChanged
            let pannedRows = [("location", call.location.map { "\($0)  the finger, screen coordinates" } ?? "none"),
                              ("keyboardFrame", call.keyboardFrame.map { "\($0)  where the keyboard is now" } ?? "none  no keyboard on screen")]
            return [PaneText.Line("scroll view \(pan ? "pan gesture" : "delegate call") \(call.method.rawValue)", Style(.normal, bold: true))]
                + Self.table([("contentOffset", "\(call.contentOffset)  as the \(pan ? "target" : "delegate") finds it")] + (pan ? pannedRows : [])
                             + (call.method == .scrollViewDidEndDragging ? [("willDecelerate", "false  kbsim's content never coasts")] : []))
        case .event(.strategy(let action)):
            return [PaneText.Line("strategy \(action.strategy.displayName): \(action.action.rawValue)", Style(.normal, bold: true))]
                + Self.table(action.details.map { ($0.key, "\($0.value)") })
        case .uikit(let action):
            return [PaneText.Line(action.summary, LogEntryText.uikitStyle),
                    PaneText.Line("UIKit did this by itself: the app is told nothing (no notification, no delegate call).")]
        case .pitfall(let notice):
            return [PaneText.Line(LogEntryText.text(entry), LogEntryText.pitfallStyle)]
                + Self.table([("strategy", notice.strategy.displayName), ("field", notice.field ?? "none")]
                             + notice.details.map { ($0.key, "\($0.value)") })
        }
    }

    /// Each number of the geometry: `before → after` when it changed, once when it did not.
    private var geometryLines: [PaneText.Line] {
        let after = entry.geometry
        func focus(_ geometry: GeometrySnapshot) -> String {
            guard let name = geometry.focusedField, let frame = geometry.focusedFieldFrame else { return "none" }
            return "\(name) \(frame)"
        }
        let rows: [(String, String, String)] = [
            ("keyboard", before.keyboardFrame.map { "\($0)" } ?? "down", after.keyboardFrame.map { "\($0)" } ?? "down"),
            ("focus (screen)", focus(before), focus(after)),
            ("scroll view", "\(before.scrollViewFrame)", "\(after.scrollViewFrame)"),
            ("contentSize", "\(before.contentSize)", "\(after.contentSize)"),
            ("contentOffset", "\(before.contentOffset)", "\(after.contentOffset)"),
            ("contentInset", "\(before.contentInset)", "\(after.contentInset)"),
            ("indicatorInsets", "\(before.scrollIndicatorInsets)", "\(after.scrollIndicatorInsets)"),
            ("view origin", "\(before.viewOrigin)", "\(after.viewOrigin)"),
        ]
        return rows.map { name, old, new in
            let label = PaneText.Line("  " + name.padding(to: Self.labelWidth) + " ")
            return old == new ? label + PaneText.Line(new) : label + PaneText.Line("\(old) → \(new)", Style(.normal, bold: true))
        }
    }

    /// The difference between the two coordinate systems, said once where both meet.
    static let coordinatesNote = "Content coordinates count from the top of the form, as the app's views see it; "
        + "screen coordinates, the inspector's, count from the top of the phone's screen: "
        + "screen y = content y − contentOffset.y + the scroll view's top (+ the view's origin, which slide moves)."

    /// The width of a details label.
    static let labelWidth = 15

    /// Name-value rows, the values lined up.
    private static func table(_ rows: [(String, String)]) -> [PaneText.Line] {
        rows.map { PaneText.Line("  " + $0.0.padding(to: labelWidth) + " " + $0.1) }
    }
}

private extension String {
    /// The string padded with spaces to `width` characters (never cut).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
