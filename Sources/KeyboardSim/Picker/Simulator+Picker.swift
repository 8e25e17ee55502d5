/// A picker in the keyboard's place (`inputView:` on a field): its height, its wheels as the
/// field's text sets them, and the keys, taps and turns that choose a row.
extension Simulator {
    /// The wheels of field `index`'s input view, their rows selected as the field's text says
    /// (a picker's first option, a date picker's `PickerDate.initial`, while the text is none of
    /// theirs); empty for a field with a keyboard.
    package func pickerWheels(ofField index: Int) -> [PickerWheel] {
        let field = form.fields[index]
        let text = entry.texts[index].text
        switch field.inputView {
        case nil:
            return []
        case .picker:
            return [PickerWheel(labels: field.options, selected: field.options.firstIndex(of: text) ?? 0)]
        case .datePicker:
            let date = PickerDate(text: text) ?? .initial
            let days = PickerDate.days(inMonth: date.month, of: date.year)
            return [PickerWheel(labels: PickerDate.monthNames, selected: date.month - 1, wraps: true, weight: 5),
                    PickerWheel(labels: (1...days).map(String.init), selected: date.day - 1, wraps: true, weight: 2),
                    PickerWheel(labels: PickerDate.years.map(String.init), selected: date.year - PickerDate.years.lowerBound,
                                weight: 3)]
        }
    }

    /// The picker on screen now, laid out in the keyboard's frame; nil while no keyboard is up or
    /// its owner has keys.
    package var pickerLayout: PickerLayout? {
        guard let frame = keyboardFrame, let owner = keyboard.owner, form.fields[owner].inputView != nil else { return nil }
        let layout = keyboardLayout
        return PickerLayout(wheels: pickerWheels(ofField: owner), in: frame, barRows: layout.barRows,
                            homeIndicatorRows: layout.homeIndicatorRows)
    }

    /// Every label a `Tap key` can find on the picker of `field` (none for a field with a
    /// keyboard): its options, or the months, days and years.
    package static func pickerLabels(of field: Field) -> Set<String> {
        switch field.inputView {
        case nil: []
        case .picker: Set(field.options)
        case .datePicker: Set(PickerDate.monthNames + (1...31).map(String.init) + PickerDate.years.map(String.init))
        }
    }

    /// The picker's rows on this screen as held now, bars not counted: on kbsim's own phone the
    /// keyboard's height, as the pads have (an iPhone SE's 216-point wheels are its pads' height);
    /// on a real iPhone its height in points (`DeviceModel.pickerHeight`) through the screen's
    /// `PointScale`, never fewer rows than the top edge, three wheel rows and the home indicator need.
    func pickerRows() -> Int {
        guard let model = device.choice.model, let scale = device.pointScale else {
            return KeyboardMetrics.height(screen: screenSize, orientation: orientation)
        }
        return max(1 + PickerLayout.fewestRows + device.safeAreaInsets.bottom, scale.rows(model.pickerHeight(orientation)))
    }

    /// Whether the first responder's input view is a picker.
    var isPickerFocused: Bool { focusedIndex.map { form.fields[$0].inputView != nil } ?? false }

    /// A physical key while a picker takes the keyboard's place: Up and Down turn the chosen
    /// wheel, Left and Right choose a date picker's wheel; what would type or delete is refused.
    mutating func pressOnPicker(_ key: KeyPress) {
        guard let index = focusedIndex else { return }
        switch key {
        case .up: turnPicker(wheel: keyboard.pickerWheel, by: -1)
        case .down: turnPicker(wheel: keyboard.pickerWheel, by: 1)
        case .left: keyboard.pickerWheel = max(0, keyboard.pickerWheel - 1)
        case .right: keyboard.pickerWheel = min(pickerWheels(ofField: index).count - 1, keyboard.pickerWheel + 1)
        case .character(let character): refuseOnPicker(character == " " ? "space" : String(character))
        case .returnKey: refuseOnPicker("return")
        case .backspace, .deleteForward, .deleteWordBackward, .deleteWordForward, .control("w"), .control("u"):
            refuseOnPicker("delete")
        default: break
        }
    }

    /// A tap on the row labelled `name` of the picker on screen: its wheel becomes the one the
    /// arrow keys turn, and the row is selected. Returns false when no row shown has that label.
    mutating func tapPickerRow(named name: String) -> Bool {
        guard let row = pickerLayout?.rows.first(where: { $0.label == name }) else { return false }
        keyboard.pickerWheel = row.wheel
        turnPicker(wheel: row.wheel, by: row.offset)
        return true
    }

    /// What a turn of the mouse wheel by `rows` at `point` does when it is over a picker: a tap on
    /// the middle row of the wheel under it when that is not the chosen one, then one Up or Down
    /// per row. Nil when `point` is not on a picker (the wheel scrolls the form).
    package func pickerTurn(by rows: Int, at point: Point) -> [InputEvent]? {
        guard let layout = pickerLayout, keyboardFrame?.contains(point) == true, rows != 0 else { return nil }
        var events: [InputEvent] = []
        if let wheel = layout.wheel(at: point), wheel != keyboard.pickerWheel,
           let middle = layout.rows.first(where: { $0.wheel == wheel && $0.offset == 0 }) {
            events.append(.tapKey(middle.label))
        }
        return events + Array(repeating: .key(rows < 0 ? .up : .down), count: abs(rows))
    }

    /// Turns wheel `wheel` of the focused picker by `rows` (a wheel that does not turn round stops
    /// at its end) and writes the rows selected into the field: the option, or the date.
    private mutating func turnPicker(wheel: Int, by rows: Int) {
        guard let index = focusedIndex, let kind = form.fields[index].inputView else { return }
        var wheels = pickerWheels(ofField: index)
        guard wheels.indices.contains(wheel) else { return }
        let last = wheels[wheel].labels.count - 1
        wheels[wheel].selected = wheels[wheel].row(at: rows) ?? min(max(wheels[wheel].selected + rows, 0), last)
        let text = switch kind {
        case .picker:
            wheels[0].labels[wheels[0].selected]
        case .datePicker:
            PickerDate(year: PickerDate.years.lowerBound + wheels[2].selected, month: wheels[0].selected + 1,
                       day: wheels[1].selected + 1).text
        }
        let changed = text != entry.texts[index].text
        if changed { entry.texts[index] = TextBuffer(text) }
        textDidChange(in: index, textChanged: changed)
    }

    /// A key that would type into a picker: refused, with a flash that says why.
    mutating func refuseOnPicker(_ key: String) {
        refuse(.flashingReason(key, "a picker takes no typing"))
    }
}
