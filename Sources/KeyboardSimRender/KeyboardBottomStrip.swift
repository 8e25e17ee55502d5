import KeyboardSim

/// Below the keys of a home-indicator iPhone's keyboard, what iOS draws there besides the globe
/// (which is a key, `KeyboardLayout.bottomStripRow`): the dictation key at the strip's right, and
/// the home indicator's bar centred on the screen's bottom row. Nothing on kbsim's own phone or
/// the SE, which have no strip.
struct KeyboardBottomStrip {
    /// The dictation (microphone) key's glyph, two cells wide as the globe's.
    static let dictation = "🎤"
    /// The home indicator's bar: a third of the screen's width, as iOS's 134 of 393 points.
    static let indicator: Character = "━"

    let layout: KeyboardLayout
    /// The keyboard's frame now, in screen coordinates.
    let frame: Rect
    /// The style of the keyboard's tray.
    let tray: Style

    /// Draws the dictation key and the home indicator where they fall inside `visible` (the part
    /// of the keyboard on the screen `area`).
    func draw(visible: Rect, area: Rect, on canvas: inout Canvas) {
        guard layout.homeIndicatorRows > 0 else { return }
        if let row = layout.bottomStripRow(in: frame.size), !layout.isPad {
            let width = KeyboardLayout.stripKeyWidth
            let cell = Point(x: frame.maxX - 1 - width + (width - CellWidth.of(Self.dictation)) / 2, y: frame.y + row)
            if visible.contains(cell) { canvas.put(Self.dictation, at: cell, style: Style(tray.color)) }
        }
        // The bar stays on the screen's bottom row while the keyboard slides over it.
        let bar = Rect(x: frame.x + frame.width / 3, y: min(frame.maxY, area.maxY) - 1, width: max(1, frame.width / 3), height: 1)
        let shown = bar.intersection(visible)
        guard !shown.isEmpty else { return }
        canvas.put(String(repeating: Self.indicator, count: shown.width), at: shown.origin, style: Style(tray.color, bold: true))
    }
}
