import KeyboardSim

/// The on-screen keyboard: its tray, the refusal flash on its top edge, and its keys, the pressed one lit.
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
        if canvas.cursor.map(frame.contains) == true { canvas.cursor = nil }
        let secretTyping = concealsSecrets && simulator.keyboardOwner?.traits.secureTextEntry == true
        let pressed = secretTyping ? nil : simulator.highlightedKeyName
        let selectedCandidate = simulator.composition?.selected
        for placed in simulator.placedKeys where visible.contains(placed.frame.origin) {
            let key = placed.key
            let label = keyLabel(key)
            var style: Style
            if case .toolbar(let button) = key.action {
                style = Style(tray.color, bold: true, dim: !simulator.isToolbarButtonEnabled(button))
            } else if case .candidate = key.action {
                style = Style(tray.color)
            } else if key.action == .none {
                continue
            } else {
                style = Style(key.isCharacter ? (dark ? .keyDark : .key) : (dark ? .keySpecialDark : .keySpecial))
            }
            if key.action == .returnKey && !simulator.isReturnKeyEnabled { style.dim = true }
            if key.action == .shift && simulator.keyboard.shift != .off { style.bold = true }
            // The key under the finger is its own cap reversed: one attribute on, one off, where a
            // colour of its own costs a colour change each way and a repaint of the cap.
            if key.name == pressed || key.action == .candidate(selectedCandidate ?? -1) { style.reverse = true }
            canvas.fill(placed.frame, style: style)
            let text = key.caption.isEmpty || placed.frame.width < CellWidth.of(label) + CellWidth.of(key.caption) + 3
                ? label : label + " " + key.caption
            let x = placed.frame.x + max(0, (placed.frame.width - CellWidth.of(text)) / 2)
            canvas.put(text, at: Point(x: x, y: placed.frame.y), style: style, limit: placed.frame.maxX - x)
        }
    }

    private func keyLabel(_ key: Key) -> String {
        let keyboard = simulator.keyboard
        switch key.action {
        case .insert(" "): return simulator.composition != nil ? "次候補" : simulator.keyboardInputMethod == .japanese ? "空白" : "space"
        case .insert(let text): return keyboard.shift != .off ? text.uppercased() : text
        case .shift:
            switch keyboard.shift {
            case .off: return "⇧"
            case .on: return "⬆"
            case .capsLock: return "⇪"
            }
        case .deleteBackward: return "⌫"
        case .returnKey: return simulator.returnKeyLabel
        case .nextInputMethod: return "🌐"
        case .toolbar(.previous): return "‹ " + key.name
        case .toolbar(.next): return key.name + " ›"
        case .plane, .toolbar, .candidate, .none: return key.name
        }
    }
}
