import KeyboardSim

/// The terminal's last row: the keys of the session and what they do, from the key map — or,
/// while the event log has the selection, the log's own keys.
struct HelpLine: Widget {
    let text: String

    /// The help line of `keyMap` in `width` columns; `severalInputMethods` says whether Ctrl-Space is listed.
    init(keyMap: KeyMap, severalInputMethods: Bool, width: Int) {
        text = keyMap.helpLine(severalInputMethods: severalInputMethods, width: width)
    }

    /// A help line of the given text.
    init(text: String) {
        self.text = text
    }

    /// The keys while the event log has the selection.
    static let eventLog = "↑↓ select · PgUp PgDn Home End · Enter details · Esc back · F4 phone · ^C quit"

    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.put(text, at: area.origin, style: Style(.help, dim: true), limit: area.width)
    }
}
