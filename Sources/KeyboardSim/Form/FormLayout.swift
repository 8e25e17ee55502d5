/// Where each field of a form sits in the content view. A form: a label row, then the input
/// (one row for a text field; for a text view, a row per line of its text, wrapped, from one up
/// to `rows`, as a growing text view does), then a blank row. A table (`layout: table`): a cell a
/// field, its label and input side by side, the sections apart by a blank row and under their headers.
package struct FormLayout: Hashable, Sendable {
    /// The frames of one field, in content coordinates.
    package struct Entry: Hashable, Sendable {
        /// The label's row.
        package var labelFrame: Rect
        /// The input itself: what `activeField.frame` reads in the reference listings.
        package var fieldFrame: Rect
        /// The whole of the field's place: a table's cell (`rectForRow`), a form's label and input.
        package var cellFrame: Rect
    }

    /// A run of fields under one header: a table's section.
    package struct Section: Hashable, Sendable {
        /// The header's row, nil for a section without one.
        package var headerFrame: Rect?
        /// The header's text ("" without one).
        package var header: String
        /// The section's fields, as indices into the form's: its rows, in order.
        package var fields: Range<Int>
    }

    /// Columns left blank at each side of the content.
    package static let margin = 1

    /// Each field's frames, in the form's order.
    package let entries: [Entry]
    /// The sections: a form without `section:` keys has one, headless.
    package let sections: [Section]
    /// The size of the content view (UIScrollView.contentSize).
    package let contentSize: Size
    /// The validation failure shown beside its field's label, which the layout makes room for.
    package let notice: Responder.ValidationFailure?
    /// A form's or a table's layout.
    package let style: ContentLayout
    /// One message of a chat's list as laid out: its bubble and its rows of text.
    package struct Message: Hashable, Sendable {
        /// The bubble, in content coordinates (on screen, once the simulator places it).
        package var frame: Rect
        /// Its text, cut into the bubble's rows.
        package var rows: [String]
        /// Whether it was sent (on the right) rather than received.
        package var outgoing: Bool
    }

    /// A chat screen's messages in the content, in order.
    package let messages: [Message]
    /// How many entries are the content's: all but the input bar's text view, whose entry is in the bar's coordinates.
    package let contentEntryCount: Int

    /// Lays out `form` in a content view `width` cells wide, its text views sized for `texts`
    /// (the fields' texts in form order; without them each text view takes all its rows), and
    /// the label of `notice`'s field as many rows high as the label and the message take.
    package init(form: Form, width: Int, texts: [TextBuffer]? = nil, notice: Responder.ValidationFailure? = nil,
                 messages chat: [ChatMessage]? = nil) {
        let inputWidth = max(1, width - 2 * Self.margin)
        let table = form.layout == .table
        // A table's labels share one column: the longest label and a space, at most two fifths of the row.
        let labelColumn = table ? min(max(1, (form.fields.map { CellWidth.of($0.label) }.max() ?? 0) + 1), max(1, inputWidth * 2 / 5)) : 0
        var y = table ? 0 : 1
        var entries: [Entry] = []
        var sections: [Section] = []
        self.notice = notice
        let barIndex = form.inputBarIndex
        for (index, field) in form.fields.enumerated() where index != barIndex {
            if index == 0 || field.section != nil {
                if let last = sections.indices.last { sections[last].fields = sections[last].fields.lowerBound..<index }
                // A table's sections stand a blank row apart; a form's fields already do.
                if table { y += 1 }
                let header = field.section ?? ""
                let headerFrame = header.isEmpty ? nil : Rect(x: Self.margin, y: y, width: inputWidth, height: 1)
                if headerFrame != nil { y += 1 }
                sections.append(Section(headerFrame: headerFrame, header: header, fields: index..<index))
            }
            let inputHeight = Self.inputHeight(of: field, text: texts?[index], inputWidth: table ? inputWidth - labelColumn : inputWidth)
            let noticeRows = notice.map { $0.field == index ? Self.noticeRows(label: field.label, message: $0.message, width: inputWidth).count : 0 } ?? 0
            let entry: Entry
            if table && noticeRows == 0 {
                let label = Rect(x: Self.margin, y: y, width: labelColumn, height: 1)
                let input = Rect(x: Self.margin + labelColumn, y: y, width: inputWidth - labelColumn, height: inputHeight)
                entry = Entry(labelFrame: label, fieldFrame: input, cellFrame: Rect(x: 0, y: y, width: width, height: inputHeight))
            } else {
                // A table's cell that shows a refusal holds the label and its message over the input, as a form does.
                let label = Rect(x: Self.margin, y: y, width: inputWidth, height: max(1, noticeRows))
                let input = Rect(x: table ? Self.margin + labelColumn : Self.margin, y: label.maxY,
                                 width: table ? inputWidth - labelColumn : inputWidth, height: inputHeight)
                entry = Entry(labelFrame: label, fieldFrame: input,
                              cellFrame: Rect(x: table ? 0 : Self.margin, y: y, width: table ? width : inputWidth, height: input.maxY - y))
            }
            entries.append(entry)
            y = entry.cellFrame.maxY + (table ? 0 : 1)
        }
        contentEntryCount = entries.count
        if let last = sections.indices.last { sections[last].fields = sections[last].fields.lowerBound..<contentEntryCount }
        if table { y += 1 }
        var laidMessages: [Message] = []
        for message in chat ?? form.messages ?? [] {
            // A bubble at most three quarters of the row, on the left when received, on the right when sent.
            let rows = Self.wrap(message.text, width: max(1, inputWidth * 3 / 4 - 2))
            let bubbleWidth = (rows.map { CellWidth.of($0) }.max() ?? 0) + 2
            let x = message.outgoing ? width - Self.margin - bubbleWidth : Self.margin
            laidMessages.append(Message(frame: Rect(x: x, y: y, width: bubbleWidth, height: rows.count), rows: rows, outgoing: message.outgoing))
            y += rows.count + 1
        }
        messages = laidMessages
        if let barIndex, let bar = form.inputBar {
            // In the bar's own coordinates: its rule, then its text view across it.
            let height = Self.inputHeight(of: form.fields[barIndex], text: texts?[barIndex], inputWidth: inputWidth)
            let input = Rect(x: Self.margin, y: InputBar.ruleRows, width: inputWidth, height: height)
            entries.append(Entry(labelFrame: Rect(x: Self.margin, y: 0, width: 0, height: 1), fieldFrame: input,
                                 cellFrame: Rect(x: 0, y: 0, width: width, height: InputBar.ruleRows + min(height, bar.rows))))
        }
        self.entries = entries
        self.sections = sections
        style = form.layout
        contentSize = Size(width: width, height: y)
    }

    /// The table a `layout: table` form is, its rows the fields' cells; nil for a form.
    package var tableView: TableView? {
        guard style == .table else { return nil }
        return TableView(sections: sections.map { section in
            TableView.Section(headerFrame: section.headerFrame, rowFrames: section.fields.map { entries[$0].cellFrame })
        })
    }

    /// What follows a field's label when it refuses to end editing: the mark and the message.
    package static func noticeText(_ message: String) -> String { " ✗ " + message }

    /// The notice `message` after `label`, cut into the rows of a label `width` cells wide: the
    /// first row is what follows the label, the others start at the label's left edge. Rows break
    /// after a space when one is in the row, else where the row is full.
    package static func noticeRows(label: String, message: String, width: Int) -> [String] {
        var rows: [String] = []
        var room = max(1, width - CellWidth.of(label))
        var rest = Substring(noticeText(message))
        while !rest.isEmpty {
            var cells = 0
            var end = rest.startIndex
            while end < rest.endIndex, cells + CellWidth.of(rest[end]) <= room || end == rest.startIndex {
                cells += CellWidth.of(rest[end])
                end = rest.index(after: end)
            }
            if end < rest.endIndex, let space = rest[rest.index(after: rest.startIndex)..<end].lastIndex(of: " ") {
                end = rest.index(after: space)
            }
            rows.append(String(rest[..<end]))
            rest = rest[end...]
            room = max(1, width)
        }
        return rows
    }

    /// The rows of `field`'s input `inputWidth` cells wide, holding `text`: a text field's one,
    /// a text view's row per wrapped line up to its `rows` (all of them without a text).
    static func inputHeight(of field: Field, text: TextBuffer?, inputWidth: Int) -> Int {
        guard field.kind == .textView, let text else { return field.rows }
        return textViewHeight(rows: field.rows, masked: field.traits.secureTextEntry, text: text, inputWidth: inputWidth)
    }

    /// The rows of a text view's input, at most `rows`, holding `text` (`masked` or not).
    private static func textViewHeight(rows: Int, masked: Bool, text: TextBuffer, inputWidth: Int) -> Int {
        // The text sits between the brackets drawn at each end of the input; rows past the
        // view's own are not counted (a long text is not wrapped whole).
        let taken = TextLayout.rowCount(of: text, width: inputWidth - 2, masked: masked, upTo: rows)
        return min(rows, max(1, taken))
    }

    /// Whether laying `form` out again `width` cells wide for `texts` would give this layout:
    /// so when every text view is as high as its text makes it. Typing into a text view asks
    /// this at every key, and the form is laid out again only when a height changed.
    package func fits(_ form: Form, width: Int, texts: [TextBuffer], notice: Responder.ValidationFailure? = nil) -> Bool {
        guard contentSize.width == width, entries.count == form.fields.count, self.notice == notice, style == form.layout else { return false }
        for index in form.fields.indices where form.fields[index].kind == .textView {
            // The field's traits and the text are read in place: a copy of each, at every key
            // typed into a text view, cost more than the check.
            let height = Self.textViewHeight(rows: form.fields[index].rows, masked: form.fields[index].traits.secureTextEntry,
                                             text: texts[index], inputWidth: entries[index].fieldFrame.width)
            if height != entries[index].fieldFrame.height { return false }
        }
        return true
    }

    /// The index of the field whose input contains `point` (content coordinates): in a table, whose cell does.
    package func fieldIndex(at point: Point) -> Int? {
        let content = entries[..<contentEntryCount]
        return style == .table ? content.firstIndex { $0.cellFrame.contains(point) } : content.firstIndex { $0.fieldFrame.contains(point) }
    }

    /// `text` cut into rows at most `width` cells wide, after a space where there is one.
    static func wrap(_ text: String, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = row.isEmpty ? word : row + " " + word
            if CellWidth.of(candidate) <= width || row.isEmpty {
                row = candidate
            } else {
                rows.append(row)
                row = word
            }
            while CellWidth.of(row) > width {
                // A word longer than the row is cut where the row is full.
                var cut = ""
                for character in row {
                    guard CellWidth.of(cut) + CellWidth.of(character) <= width else { break }
                    cut.append(character)
                }
                let taken = cut.isEmpty ? String(row.prefix(1)) : cut
                rows.append(taken)
                row = String(row.dropFirst(taken.count))
            }
        }
        rows.append(row)
        return rows
    }

    /// The entries whose label or input overlaps the content rows `rows`, found by bisection:
    /// entries go down the content in form order, so they are a range.
    package func entries(overlappingRows rows: Range<Int>) -> Range<Int> {
        let first = firstIndex { $0.cellFrame.maxY > rows.lowerBound }
        let end = firstIndex { $0.cellFrame.minY >= rows.upperBound }
        return first..<max(first, end)
    }

    /// The first entry for which `isPast` holds, given that it holds from some entry to the end.
    private func firstIndex(where isPast: (Entry) -> Bool) -> Int {
        var low = 0
        var high = contentEntryCount
        while low < high {
            let middle = (low + high) / 2
            if isPast(entries[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
