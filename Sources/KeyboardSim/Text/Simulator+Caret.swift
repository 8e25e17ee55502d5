/// The caret on screen: where a text view's caret row is, how its view scrolls to keep it in
/// sight, and where a click inside the focused field's text puts it.
extension Simulator {
    /// The first row field `index`'s text view shows (0 for a text field).
    package func textViewTopRow(_ index: Int) -> Int { app.textViewScroll.topRow(of: index) }

    /// The caret of the text view being edited, in screen coordinates where it is shown now; nil
    /// when no text view is being edited.
    package var textViewCaretScreenFrame: Rect? {
        views.textViewCaret.map { app.screenRect(fromContent: $0, in: focusedIndex.map(fieldSpace) ?? .scrollView, at: now) }
    }

    /// The rows of field `index`'s text view as it draws them, between its brackets: those its
    /// text keeps (see `wrapTextViews`), wrapped whole only when they are missing.
    private func textViewRows(_ index: Int) -> WrappedText {
        entry.texts[index].wrapped(width: Self.textWidth(of: layout.entries[index].fieldFrame),
                                   masked: form.fields[index].traits.secureTextEntry)
    }

    /// Every text view's text keeps its rows at the width the layout gives it, so that an edit,
    /// a caret move or a frame re-wraps only what changed.
    mutating func wrapTextViews() {
        for index in form.fields.indices where form.fields[index].kind == .textView {
            entry.texts[index].wrap(width: Self.textWidth(of: layout.entries[index].fieldFrame),
                                    masked: form.fields[index].traits.secureTextEntry)
        }
    }

    /// The cells of an input `frame` that hold text: all but the brackets at either end.
    static func textWidth(of frame: Rect) -> Int { max(1, frame.width - 2) }

    /// After an edit or a caret move in field `index`: a text view scrolls inside the least that
    /// keeps the caret's row in view, and the app can read the caret's rect (a text field has none).
    mutating func followCaret(in index: Int) {
        guard form.fields[index].kind == .textView else {
            app.views.textViewCaret = nil
            return
        }
        let rows = textViewRows(index)
        let cursor = entry.texts[index].cursor
        let caretRow = rows.rowIndex(containing: cursor)
        let frame = layout.entries[index].fieldFrame
        let topRow = app.textViewScroll.follow(index, caretRow: caretRow, rowCount: rows.rowCount, height: frame.height)
        let column = min(rows.column(of: cursor, inRow: caretRow, in: entry.texts[index].text), Self.textWidth(of: frame) - 1)
        app.views.textViewCaret = Rect(x: frame.x + 1 + column, y: frame.y + caretRow - topRow, width: 1, height: 1)
    }

    /// A click at `point` (screen cells) inside the focused field `index` moves the caret there
    /// (see `caretPosition(in:at:)`).
    mutating func placeCaret(in index: Int, at point: Point) {
        guard let position = caretPosition(in: index, at: point), position != entry.texts[index].cursor else { return }
        commitComposition()
        entry.texts[index].move(to: position)
        textDidChange(in: index, textChanged: false)
    }

    /// Where a click at `point` (screen cells) inside field `index` puts the caret: at the nearer
    /// edge of the character under it, counted in cells from what the field shows now (a text
    /// field scrolled sideways, a text view's wrapped and scrolled rows); nil below a text view's last row.
    func caretPosition(in index: Int, at point: Point) -> Int? {
        let frame = fieldScreenFrame(index)
        let column = point.x - frame.x - 1
        let buffer = entry.texts[index]
        let masked = form.fields[index].traits.secureTextEntry
        if form.fields[index].kind == .textField {
            let widths = buffer.characters.map { CellWidth.of(TextLayout.glyph(for: $0.isNewline ? " " : $0, masked: masked)) }
            // The cursor's column is known; every other edge follows from the widths around it.
            let cursorColumn = TextLayout.singleLine(buffer, width: Self.textWidth(of: frame), masked: masked).cursorColumn
            let start = cursorColumn - widths[..<buffer.cursor].reduce(0, +)
            return Self.position(atColumn: column - start, widths: widths[...], first: 0)
        } else {
            let rows = textViewRows(index)
            let row = textViewTopRow(index) + point.y - frame.y
            guard (0..<rows.rowCount).contains(row) else { return nil }
            return min(Self.position(atColumn: column, widths: rows.widths(ofRow: row, in: buffer.text)[...], first: rows.range(ofRow: row).lowerBound),
                       rows.lastPosition(inRow: row))
        }
    }

    /// The caret position for a click on cell `column` of characters of `widths` (the first at
    /// position `first`, starting at cell 0): before the character clicked, or after it when the
    /// click is on its second half; before the first, or after the last, outside them.
    private static func position(atColumn column: Int, widths: ArraySlice<Int>, first: Int) -> Int {
        var cell = 0
        for (offset, width) in widths.enumerated() {
            if column < cell + width {
                return first + offset + (2 * (column - cell) >= width ? 1 : 0)
            }
            cell += width
        }
        return first + widths.count
    }
}
