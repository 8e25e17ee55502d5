/// Focus moving between fields: the delegate calls around a change, the keyboard it brings, and Return.
extension Simulator {
    /// Makes field `index` the first responder, or resigns it with nil.
    mutating func focus(_ index: Int?) {
        guard index != focusedIndex else { return }
        guard firstResponderMayLeave() else { return }
        if let index, !Responder.shouldBeginEditing(form.fields[index]) { return }
        responder.validationFailure = nil
        // Leaving a field commits its marked text, as resignFirstResponder does.
        commitComposition()
        let switching = focusedIndex != nil && index != nil
        let previous = focusedIndex
        if let old = focusedIndex {
            let field = form.fields[old]
            post(.delegate(DelegateCall(method: field.kind == .textField ? .textFieldDidEndEditing : .textViewDidEndEditing,
                                        field: field.name, rect: layout.entries[old].fieldFrame)))
        }
        responder.focusedIndex = index
        keyboard.shift = .off
        guard let index else {
            app.views.textViewCaret = nil
            hideKeyboard()
            return
        }
        followCaret(in: index)
        keyboard.owner = index
        keyboard.plane = KeyboardLayout.planes(of: form.fields[index].traits.keyboardType)[0]
        keyboard.pickerWheel = 0
        updateAutomaticShift()
        if switching && posting.announcesHideOnFieldSwitch { announceHideThatNeverHappens() }
        let field = form.fields[index]
        let begin = DelegateCall(method: field.kind == .textField ? .textFieldDidBeginEditing : .textViewDidBeginEditing,
                                 field: field.name, rect: layout.entries[index].fieldFrame)
        // A text field's delegate hears of the edit before the keyboard moves; a text view's after (notes: M).
        if field.kind == .textField { post(.delegate(begin)) }
        let reannounces = posting.reannouncesShowOnFieldSwitch || posting.reannouncesShowForAnotherAccessory && changesAccessory(from: previous, to: index)
        showKeyboard(height: keyboardHeight(forField: index), evenWhenUnchanged: switching && reannounces)
        if field.kind == .textView { post(.delegate(begin)) }
        // UIKit scrolls a new first responder into the scroll view's unobscured area by itself.
        scrollIntoView(field: index)
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
        entry.applyAutocorrection(in: index, traits: field.traits)
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
