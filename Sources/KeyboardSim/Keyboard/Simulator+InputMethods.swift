/// The globe key, marked text of the Japanese input method, and the keyboard's height following
/// the candidate bar.
extension Simulator {
    /// Whether letters typed now become marked text (Japanese on a keyboard that follows it).
    var composesText: Bool {
        focusedIndex != nil && keyboardInputMethod == .japanese
    }

    /// The globe key: commits marked text, then shows the next input method's letters.
    mutating func switchInputMethod() {
        guard inputMethods.count > 1, focusedIndex != nil, keyboard.isUp else { return }
        highlight("globe")
        commitComposition()
        entry.switchToNextInputMethod()
        updateAutomaticShift()
        if KeyboardLayout.planes(of: keyboardOwner?.traits.keyboardType ?? .default).contains(.letters) {
            keyboard.plane = .letters
        }
    }

    /// Puts the marked text into the field as ordinary text (Return, a tap on a candidate,
    /// leaving the field, another input method).
    mutating func commitComposition() {
        guard let committed = entry.takeComposition(), let index = focusedIndex else { return }
        responder.validationFailure = nil
        let changed = entry.commit(committed, into: index, limit: form.fields[index].maxLength)
        textDidChange(in: index, textChanged: changed)
    }

    /// The height the focused field's keyboard needs now: the layout's rows for this screen,
    /// orientation and device (`keyboardRows(for:)`), plus the accessory toolbar and the candidate bar when they are there.
    func keyboardHeight(forField index: Int) -> Int {
        let field = form.fields[index]
        let bars = (field.toolbar ? accessoryRows : 0) + (composition != nil && index == focusedIndex ? 1 : 0)
        return (field.inputView != nil ? pickerRows() : keyboardRows(for: field.traits)) + bars
    }

    /// A keyboard that stays up but needs another height (the candidate bar came or went) moves
    /// there, posting what the era posts for a change of frame.
    mutating func refreshKeyboardHeight() {
        guard keyboard.isUp, let index = focusedIndex, keyboard.owner == index else { return }
        showKeyboard(height: keyboardHeight(forField: index))
    }
}
