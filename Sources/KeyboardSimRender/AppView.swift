import KeyboardSim

/// The app's view on the simulated screen: the title bar, the scrolling form and its scroll indicator.
///
/// Like every part of the phone it draws in the simulator's screen coordinates, so its area is
/// the whole of the phone's own canvas (see `PhoneScreen`).
struct AppView: Widget {
    let simulator: Simulator
    /// Whether secure text stays bullets throughout: no last character shown.
    let concealsSecrets: Bool

    func draw(in area: Rect, on canvas: inout Canvas) {
        let root = simulator.presentedViews.rootViewFrame
        if let row = simulator.chrome.titleRow {
            // No navigation bar: the title is a row of the view itself, which a slide moves.
            let title = simulator.form.title
            let titleRow = root.y + row.y
            canvas.fill(Rect(x: area.x, y: titleRow, width: area.width, height: 1), style: Style(.title))
            canvas.put(title, at: Point(x: area.x + max(0, (area.width - CellWidth.of(title)) / 2), y: titleRow),
                       style: Style(.title, bold: true))
        }
        let visibleArea = simulator.contentWindow.intersection(area)
        for index in simulator.fieldIndices(within: visibleArea) {
            drawField(index, clippedTo: visibleArea, on: &canvas)
        }
        for header in simulator.sectionHeaders where visibleArea.contains(header.frame.origin) {
            // A grouped table's header: small and grey above its section, as UIKit draws it.
            canvas.put(header.text, at: header.frame.origin, style: Style(.label, dim: true), limit: header.frame.width)
        }
        drawMessages(within: visibleArea, on: &canvas)
        if let index = simulator.form.inputBarIndex, let bar = simulator.inputBarScreenFrame {
            // The bar: a rule along its top, its text view below; the keyboard, drawn later, covers what it covers.
            canvas.fill(bar.intersection(area), style: Style(.normal))
            for x in max(bar.minX, area.minX)..<min(bar.maxX, area.maxX) where area.contains(Point(x: x, y: bar.minY)) {
                canvas.put("─", at: Point(x: x, y: bar.minY), style: Style(.indicator))
            }
            drawField(index, clippedTo: area, on: &canvas)
        }
        drawScrollIndicator(within: area, on: &canvas)
    }

    private func drawField(_ index: Int, clippedTo area: Rect, on canvas: inout Canvas) {
        let field = simulator.form.fields[index]
        let focused = simulator.focusedIndex == index
        let label = simulator.labelScreenFrame(index)
        if area.contains(label.origin) {
            canvas.put(field.label, at: label.origin, style: Style(.label, bold: focused), limit: label.width)
        }
        if let failure = simulator.validationFailure, failure.field == index {
            // The veto must be seen whole, colour or not: reverse video, wrapped on the rows the
            // layout gave the label.
            let rows = FormLayout.noticeRows(label: field.label, message: failure.message, width: label.width)
            for (row, text) in rows.enumerated() where label.y + row >= area.minY && label.y + row < area.maxY {
                let x = row == 0 ? label.x + CellWidth.of(field.label) : label.x
                canvas.put(text, at: Point(x: x, y: label.y + row), style: Style(.notice, bold: true, reverse: true), limit: label.maxX - x)
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
            // The rows the text keeps (marked text re-wraps its own rows only): a frame draws
            // the rows in sight and wraps nothing.
            let rows = buffer.wrapped(width: innerWidth, masked: masked)
            let cursorRow = rows.rowIndex(containing: buffer.cursor)
            // A text view at its full height scrolls inside as far as the simulation says (the
            // least that keeps the caret's row in view); marked text being composed can only
            // push the caret's row further, which the view then follows.
            let top = simulator.textViewTopRow(index)
            let first = focused ? min(max(top, cursorRow - frame.height + 1), cursorRow) : top
            lines = (first..<max(first, min(first + frame.height, rows.rowCount))).map { rows.drawnRow($0, of: buffer.text) }
            cursor = (cursorRow - first, rows.column(of: buffer.cursor, inRow: cursorRow, in: buffer.text))
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
        if let correction = simulator.pendingCorrection, area.contains(point), !underKeyboard {
            // The phone's correction bubble under the word — above it where the keyboard or the
            // screen's edge leaves no row below; a space or Return accepts it.
            let bubble = " \(correction.replacement) ✕ "
            let x = min(max(0, point.x - CellWidth.of(correction.word)), canvas.size.width - CellWidth.of(bubble))
            let below = Point(x: x, y: point.y + 1)
            let roomBelow = area.contains(below) && !(simulator.keyboardFrame?.contains(below) ?? false)
            canvas.put(bubble, at: roomBelow ? below : Point(x: x, y: point.y - 1), style: Style(.keyPressed, bold: true))
        }
    }

    /// A chat's messages as bubbles: received ones on the left in grey, sent ones on the right in blue.
    private func drawMessages(within area: Rect, on canvas: inout Canvas) {
        for message in simulator.messageScreenFrames where message.frame.maxY > area.minY && message.frame.minY < area.maxY {
            let style = message.outgoing ? Style(.keyPressed) : Style(.key)
            for (row, text) in message.rows.enumerated() {
                let y = message.frame.y + row
                guard y >= area.minY, y < area.maxY else { continue }
                canvas.fill(Rect(x: message.frame.x, y: y, width: message.frame.width, height: 1).intersection(area), style: style)
                canvas.put(text, at: Point(x: message.frame.x + 1, y: y), style: style, limit: message.frame.width - 2)
            }
        }
    }

    /// The scroll indicator at the right edge, inside the scroll view less its indicator insets.
    private func drawScrollIndicator(within area: Rect, on canvas: inout Canvas) {
        let scrollView = simulator.presentedViews.scrollView
        let insets = scrollView.scrollIndicatorInsets
        let track = simulator.scrollViewScreenFrame.inset(by: EdgeInsets(top: insets.top, bottom: insets.bottom))
            .intersection(simulator.contentWindow).intersection(area)
        let adjusted = scrollView.adjustedContentInset
        let scrollable = scrollView.contentSize.height + adjusted.top + adjusted.bottom
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
}
