import KeyboardSim

/// The on-screen keyboard: its tray, the refusal flash on its top edge, and its keys, the pressed
/// one lit — or the picker that takes its place (`PickerView`).
///
/// It draws at the simulator's keyboard frame, in screen coordinates: its area is the whole of
/// the phone's own canvas (see `PhoneScreen`).
struct KeyboardView: Widget {
    let simulator: Simulator
    /// Whether no key is drawn pressed while a secure field is edited.
    let concealsSecrets: Bool

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard let frame = simulator.keyboardFrame else { return }
        let visible = frame.intersection(area)
        guard !visible.isEmpty else { return }
        let dark = simulator.keyboardOwner?.traits.keyboardAppearance == .dark
        let tray = Style(dark ? .keyboardDark : .keyboard)
        canvas.fill(visible, style: tray)
        let layout = simulator.keyboardLayout
        let edge = Point(x: frame.x, y: frame.y + layout.keyAreaTop)
        if visible.contains(edge) {
            let notice = simulator.refusalMessage
            let line = notice.map { "✗ " + $0 + " " } ?? ""
            canvas.put(String(repeating: "─", count: frame.width), at: edge, style: Style(tray.color, dim: true))
            if !line.isEmpty {
                // The refusal flashes on the keyboard's top edge, where the eye already is.
                canvas.put(line, at: Point(x: edge.x + max(0, (frame.width - CellWidth.of(line)) / 2), y: edge.y),
                           style: Style(.notice, bold: true, reverse: true))
            }
        }
        if let row = layout.predictionBarRow {
            // The QuickType bar: three suggestion slots between two dim dividers (kbsim types no predictions).
            for divider in [frame.width / 3, frame.width * 2 / 3] {
                let cell = Point(x: frame.x + divider, y: frame.y + row)
                if visible.contains(cell) { canvas.put("│", at: cell, style: Style(tray.color, dim: true)) }
            }
        }
        KeyboardBottomStrip(layout: layout, frame: frame, tray: tray).draw(visible: visible, area: area, on: &canvas)
        let stripRow = layout.bottomStripRow(in: frame.size).map { frame.y + $0 }
        if canvas.cursor.map(frame.contains) == true { canvas.cursor = nil }
        PickerView(simulator: simulator, tray: tray).draw(in: visible, on: &canvas)
        let secretTyping = concealsSecrets && simulator.keyboardOwner?.traits.secureTextEntry == true
        let pressed = secretTyping ? nil : simulator.highlightedKeyName
        let selectedCandidate = simulator.composition?.selected
        var callout: (key: KeyboardLayout.PlacedKey, style: Style)?
        for placed in simulator.placedKeys {
            let cap = placed.frame.intersection(visible)
            guard !cap.isEmpty else { continue }
            let key = placed.key
            var style: Style
            if case .toolbar(let button) = key.action {
                style = Style(tray.color, bold: true, dim: !simulator.isToolbarButtonEnabled(button))
            } else if case .candidate = key.action {
                style = Style(tray.color)
            } else if placed.frame.minY == stripRow {
                // The strip's globe is a glyph on the tray, as iOS draws it, not a cap.
                style = Style(tray.color)
            } else {
                style = Style(key.isCharacter ? (dark ? .keyDark : .key) : (dark ? .keySpecialDark : .keySpecial))
            }
            if key.action == .returnKey && !simulator.isReturnKeyEnabled { style.dim = true }
            if key.action == .shift && simulator.keyboard.shift != .off { style.bold = true }
            // The key under the finger is its own cap reversed: one attribute on, one off, where a
            // colour of its own costs a colour change each way and a repaint of the cap.
            if key.name == pressed || key.action == .candidate(selectedCandidate ?? -1) { style.reverse = true }
            if key.name == pressed && key.isCharacter && !layout.isPad { callout = (placed, style) }
            canvas.fill(cap, style: style)
            let padDigit = layout.isPad && key.name.first?.isNumber == true
            for (row, text) in lines(of: key, in: placed.frame, padDigit: padDigit) where cap.minY <= row && row < cap.maxY {
                let x = placed.frame.x + max(0, (placed.frame.width - CellWidth.of(text)) / 2)
                canvas.put(text, at: Point(x: x, y: row), style: style, limit: placed.frame.maxX - x)
            }
        }
        if let callout, let frame = KeyCallout.frame(over: callout.key.frame, on: area) {
            // The callout and the key are one shape, as on iOS: its letter only at the top.
            canvas.fill(frame, style: callout.style)
            canvas.fill(callout.key.frame.intersection(visible), style: callout.style)
            let label = simulator.label(of: callout.key.key)
            var bold = callout.style
            bold.bold = true
            canvas.put(label, at: Point(x: frame.x + max(0, (frame.width - CellWidth.of(label)) / 2), y: KeyCallout.labelRow(of: frame)),
                       style: bold, limit: frame.width)
            if canvas.cursor.map(frame.contains) == true { canvas.cursor = nil }
        }
    }

    /// The lines a cap `frame` shows, each with its row: the label in the middle; a pad digit's
    /// letters on the line below it when the cap has two rows or more, else beside it when there
    /// is room.
    private func lines(of key: Key, in frame: Rect, padDigit: Bool) -> [(row: Int, text: String)] {
        let label = simulator.label(of: key)
        let middle = frame.minY + (frame.height - 1) / 2
        if padDigit && frame.height >= 2 { return [(middle, label), (middle + 1, key.caption)] }
        guard !key.caption.isEmpty else { return [(middle, label)] }
        let besides = frame.width >= CellWidth.of(label) + CellWidth.of(key.caption) + 3
        return [(middle, besides ? label + " " + key.caption : label)]
    }
}
