import KeyboardSim

/// The terminal's last row: the keys of the session and what they do, from the key map.
struct HelpLine: Widget {
    let keyMap: KeyMap
    /// Whether the globe key has somewhere to go, so that Ctrl-Space is listed.
    let severalInputMethods: Bool

    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.put(keyMap.helpLine(severalInputMethods: severalInputMethods), at: area.origin,
                   style: Style(.help, dim: true), limit: area.width)
    }
}
