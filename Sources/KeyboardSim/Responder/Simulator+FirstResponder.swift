/// The first-responder manager: who edits, the delegate calls around a change, and Return.
extension Simulator {
    /// textFieldShouldBeginEditing: every field may become first responder.
    public func shouldBeginEditing(_ index: Int) -> Bool { true }

    /// textFieldShouldEndEditing: a field with `validate` refuses to end editing while its text
    /// is not empty and does not match (an empty field may always be left, so optional stays optional).
    public func shouldEndEditing(_ index: Int) -> Bool {
        let text = texts[index].text
        guard let pattern = form.fields[index].validate, !text.isEmpty,
              let regex = try? Regex(pattern) else { return true }
        return (try? regex.firstMatch(in: text)) != nil
    }

    /// Makes field `index` the first responder, or resigns it with nil.
    mutating func focus(_ index: Int?) {
        guard index != focusedIndex else { return }
        if let old = focusedIndex, !shouldEndEditing(old) {
            validationFailure = (old, "does not match \(form.fields[old].validate ?? "")")
            return
        }
        if let index, !shouldBeginEditing(index) { return }
        validationFailure = nil
        // Leaving a field commits its marked text, as resignFirstResponder does.
        commitComposition()
        let switching = focusedIndex != nil && index != nil
        if let old = focusedIndex {
            let field = form.fields[old]
            post(.delegate(DelegateCall(method: field.kind == .textField ? .textFieldDidEndEditing : .textViewDidEndEditing,
                                        field: field.name, rect: layout.entries[old].fieldFrame)))
        }
        focusedIndex = index
        keyboard.shift = .off
        guard let index else {
            hideKeyboard()
            return
        }
        keyboard.owner = index
        keyboard.plane = KeyboardLayout.planes(of: form.fields[index].traits.keyboardType)[0]
        updateAutomaticShift()
        if switching && era.announcesHideOnFieldSwitch { announceHideThatNeverHappens() }
        let field = form.fields[index]
        let begin = DelegateCall(method: field.kind == .textField ? .textFieldDidBeginEditing : .textViewDidBeginEditing,
                                 field: field.name, rect: layout.entries[index].fieldFrame)
        // A text field's delegate hears of the edit before the keyboard moves; a text view's after (notes: M).
        if field.kind == .textField { post(.delegate(begin)) }
        showKeyboard(height: keyboardHeight(forField: index), evenWhenUnchanged: switching && era.reannouncesShowOnFieldSwitch)
        if field.kind == .textView { post(.delegate(begin)) }
        // UIKit scrolls a new first responder into the scroll view's unobscured area by itself.
        views.scrollView.scrollRectToVisible(layout.entries[index].fieldFrame)
    }

    /// Return: a newline in a text view with the default key; otherwise Next moves on and
    /// anything else resigns (the tutorial's Did End On Exit).
    mutating func pressReturn() {
        guard let index = focusedIndex else { return }
        let field = form.fields[index]
        highlight("return")
        if field.kind == .textView && field.traits.returnKeyType == .default {
            type("\n")
            return
        }
        // Return ends the word being typed, so a phone corrects it before the field hears of Return.
        if autocorrects(field) { applyAutocorrection(in: index) }
        if field.kind == .textField {
            post(.delegate(DelegateCall(method: .textFieldShouldReturn, field: field.name, rect: layout.entries[index].fieldFrame)))
        }
        if field.traits.returnKeyType == .next, index + 1 < form.fields.count {
            focus(index + 1)
        } else {
            focus(nil)
        }
    }
}
