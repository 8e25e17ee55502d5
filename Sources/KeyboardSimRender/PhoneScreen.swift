import KeyboardSim

/// Paints the simulated screen: status bar, the app's view (title and scrolling form), keyboard.
struct PhoneScreen {
    let simulator: Simulator
    /// Whether secure text stays bullets throughout: no last character shown, no key drawn
    /// pressed while a secure field is edited (screenshots, casts and played tapes).
    let concealsSecrets: Bool
    private(set) var canvas: Canvas

    init(simulator: Simulator, concealsSecrets: Bool) {
        self.simulator = simulator
        self.concealsSecrets = concealsSecrets
        canvas = Canvas(size: simulator.screenSize)
    }

    mutating func draw() {
        drawAppView()
        drawStatusBar()
        drawKeyboard()
    }

    // MARK: - Status bar

    private mutating func drawStatusBar() {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: Style(.statusBar))
        canvas.put(" 9:41", at: .zero, style: Style(.statusBar, bold: true))
        let right = "iOS \(simulator.era.rawValue) ▮▮▮ "
        canvas.put(right, at: Point(x: width - CellWidth.of(right), y: 0), style: Style(.statusBar))
    }

    // MARK: - The app's view

    private mutating func drawAppView() {
        let root = simulator.presentedViews.rootViewFrame
        let title = simulator.form.title
        let titleRow = root.y + 1
        canvas.fill(Rect(x: 0, y: titleRow, width: canvas.size.width, height: 1), style: Style(.title))
        canvas.put(title, at: Point(x: max(0, (canvas.size.width - CellWidth.of(title)) / 2), y: titleRow),
                   style: Style(.title, bold: true))
        let visibleArea = simulator.scrollViewScreenFrame.intersection(Rect(origin: .zero, size: canvas.size))
        for index in simulator.form.fields.indices {
            drawField(index, clippedTo: visibleArea)
        }
        drawScrollIndicator()
    }

    private mutating func drawField(_ index: Int, clippedTo area: Rect) {
        let field = simulator.form.fields[index]
        let focused = simulator.focusedIndex == index
        let label = simulator.labelScreenFrame(index)
        if area.contains(label.origin) {
            let end = canvas.put(field.label, at: label.origin, style: Style(.label, bold: focused), limit: label.width)
            if let failure = simulator.validationFailure, failure.field == index {
                // The veto must be seen, colour or not: reverse video.
                canvas.put(" ✗ " + failure.message, at: Point(x: end, y: label.y), style: Style(.notice, bold: true, reverse: true),
                           limit: label.maxX - end)
            }
        }
        let frame = simulator.fieldScreenFrame(index)
        let innerWidth = max(1, frame.width - 2)
        let marked = focused ? simulator.composition?.markedText ?? "" : ""
        // Marked text shows in the field, underlined, at the cursor; the buffer keeps committed text.
        var buffer = simulator.texts[index]
        if !marked.isEmpty { buffer.insert(marked) }
        let masked = field.traits.secureTextEntry
        let revealed = !concealsSecrets && simulator.revealedSecureField == index ? buffer.cursor - 1 : nil
        var lines: [String]
        var cursor: (row: Int, column: Int)
        if field.kind == .textField {
            let shown = TextLayout.singleLine(buffer, width: innerWidth, masked: masked, revealing: revealed)
            lines = [shown.visible]
            cursor = (0, shown.cursorColumn)
        } else {
            let shown = TextLayout.wrapped(buffer, width: innerWidth, masked: masked)
            // A text view at its full height scrolls inside, keeping the cursor's row in view.
            let first = focused ? max(0, shown.cursorRow - frame.height + 1) : 0
            lines = Array(shown.lines.dropFirst(first).prefix(frame.height))
            cursor = (shown.cursorRow - first, shown.cursorColumn)
        }
        let isPlaceholder = buffer.isEmpty
        if isPlaceholder { lines = [field.placeholder] }
        let boxStyle = Style(focused ? .fieldFocused : .field, bold: focused)
        let textStyle = isPlaceholder ? Style(.placeholder, dim: true) : Style(focused ? .fieldFocused : .field)
        for row in 0..<frame.height {
            let y = frame.y + row
            guard y >= area.minY, y < area.maxY else { continue }
            canvas.fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), style: boxStyle)
            canvas.put("[", at: Point(x: frame.x, y: y), style: boxStyle)
            canvas.put("]", at: Point(x: frame.maxX - 1, y: y), style: boxStyle)
            if row < lines.count {
                canvas.put(lines[row], at: Point(x: frame.x + 1, y: y), style: textStyle, limit: innerWidth)
            }
            if focused && row == 0 { canvas.put("▶", at: Point(x: frame.x - 1, y: y), style: Style(.fieldFocused, bold: true)) }
        }
        guard focused else { return }
        let point = Point(x: frame.x + 1 + min(cursor.column, innerWidth - 1), y: frame.y + cursor.row)
        let underKeyboard = simulator.keyboardFrame?.contains(point) ?? false
        if area.contains(point) && !underKeyboard { canvas.cursor = point }
        if !marked.isEmpty, area.contains(point) {
            let start = max(frame.x + 1, point.x - CellWidth.of(marked))
            canvas.restyle(Rect(x: start, y: point.y, width: point.x - start, height: 1)) { $0.underline = true }
        }
        if let correction = simulator.pendingCorrection, point.y + 1 < area.maxY, !underKeyboard {
            // The phone's correction bubble under the word; a space or Return accepts it.
            let bubble = " \(correction.replacement) ✕ "
            let x = min(max(0, point.x - CellWidth.of(correction.word)), canvas.size.width - CellWidth.of(bubble))
            canvas.put(bubble, at: Point(x: x, y: point.y + 1), style: Style(.keyPressed, bold: true))
        }
    }

    /// The scroll indicator at the right edge, inside the scroll view less its indicator insets.
    private mutating func drawScrollIndicator() {
        let scrollView = simulator.presentedViews.scrollView
        let insets = scrollView.scrollIndicatorInsets
        let track = simulator.scrollViewScreenFrame.inset(by: EdgeInsets(top: insets.top, bottom: insets.bottom))
            .intersection(Rect(origin: .zero, size: canvas.size))
        let scrollable = scrollView.contentSize.height + scrollView.contentInset.top + scrollView.contentInset.bottom
        guard track.height > 0, scrollable > scrollView.frame.height else { return }
        let thumbHeight = max(1, track.height * scrollView.frame.height / scrollable)
        let range = scrollView.maximumOffsetY - scrollView.minimumOffsetY
        let progress = range > 0
            ? Double(min(max(scrollView.contentOffset.y - scrollView.minimumOffsetY, 0), range)) / Double(range) : 0
        let thumbTop = track.y + Int((Double(track.height - thumbHeight) * progress).rounded())
        let x = track.maxX - 1
        for y in thumbTop..<(thumbTop + thumbHeight) {
            canvas.put("┃", at: Point(x: x, y: y), style: Style(.indicator))
        }
    }

    // MARK: - Keyboard

    private mutating func drawKeyboard() {
        guard let frame = simulator.keyboardFrame else { return }
        let visible = frame.intersection(Rect(origin: .zero, size: canvas.size))
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
            if key.name == pressed || key.action == .candidate(selectedCandidate ?? -1) {
                style = Style(.keyPressed, bold: true, reverse: true)
            } else if case .toolbar(let button) = key.action {
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
