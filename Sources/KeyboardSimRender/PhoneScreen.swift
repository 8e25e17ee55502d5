import KeyboardSim

/// Paints the simulated screen: status bar, the app's view (title and scrolling form), keyboard.
struct PhoneScreen {
    let simulator: Simulator
    private(set) var canvas: Canvas

    init(simulator: Simulator) {
        self.simulator = simulator
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
        let buffer = simulator.texts[index]
        let innerWidth = max(1, frame.width - 2)
        let masked = field.traits.secureTextEntry
        var lines: [String]
        var cursor: (row: Int, column: Int)
        if field.kind == .textField {
            let shown = TextLayout.singleLine(buffer, width: innerWidth, masked: masked)
            lines = [shown.visible]
            cursor = (0, shown.cursorColumn)
        } else {
            let shown = TextLayout.wrapped(buffer, width: innerWidth, masked: masked)
            // A text view taller than its rows scrolls inside, keeping the cursor's row in view.
            let first = focused ? max(0, shown.cursorRow - field.rows + 1) : 0
            lines = Array(shown.lines.dropFirst(first).prefix(field.rows))
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
        if focused {
            let point = Point(x: frame.x + 1 + min(cursor.column, innerWidth - 1), y: frame.y + cursor.row)
            let underKeyboard = simulator.keyboardFrame?.contains(point) ?? false
            if area.contains(point) && !underKeyboard { canvas.cursor = point }
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
        canvas.fill(visible, style: Style(.keyboard))
        if visible.minY == frame.minY {
            canvas.put(String(repeating: "─", count: frame.width), at: frame.origin, style: Style(.keyboard, dim: true))
        }
        if canvas.cursor.map(frame.contains) == true { canvas.cursor = nil }
        let pressed = simulator.highlightedKeyName
        for placed in simulator.placedKeys where visible.contains(placed.frame.origin) {
            let label = keyLabel(placed.key)
            let isPressed = placed.key.name == pressed
            let isLetter = if case .insert = placed.key.action, placed.key.name != "space" { true } else { false }
            let style = isPressed ? Style(.keyPressed, bold: true, reverse: true) : Style(isLetter ? .key : .keySpecial)
            canvas.fill(placed.frame, style: style)
            let x = placed.frame.x + max(0, (placed.frame.width - CellWidth.of(label)) / 2)
            canvas.put(label, at: Point(x: x, y: placed.frame.y), style: style, limit: placed.frame.maxX - x)
        }
    }

    private func keyLabel(_ key: Key) -> String {
        switch key.action {
        case .insert(let text) where key.name == "space": return text == " " ? "space" : text
        case .insert(let text): return simulator.keyboard.shifted ? text.uppercased() : text
        case .shift: return key.name == "shift" ? (simulator.keyboard.shifted ? "⬆" : "⇧") : key.name
        case .deleteBackward: return "⌫"
        case .returnKey: return simulator.returnKeyLabel
        case .plane: return key.name
        }
    }
}
