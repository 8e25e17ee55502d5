/// Focus moving between fields: the delegate calls around a change, the keyboard it brings, and Return.
extension Simulator {
    /// Makes field `index` the first responder, or resigns it with nil.
    mutating func focus(_ index: Int?) {
        guard index != focusedIndex else { return }
        // UIKit asks the new field's delegate first, then whether the old field may end.
        if let index, !mayBeginEditing(index) { return }
        guard firstResponderMayLeave() else { return }
        responder.validationFailure = nil
        // Leaving a field commits its marked text, as resignFirstResponder does.
        commitComposition()
        let switching = focusedIndex != nil && index != nil
        let previous = focusedIndex
        if let old = focusedIndex {
            let field = form.fields[old]
            if field.kind == .textField {
                post(.delegate(delegateCall(.textFieldDidEndEditing, about: old)))
            } else {
                post(.delegate(delegateCall(.textViewDidEndEditing, about: old)))
                post(.delegate(delegateCall(.textViewTextDidEndEditing, about: old)))
            }
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
        let isTextField = form.fields[index].kind == .textField
        // A text field's delegate hears of the edit before the keyboard moves; a text view's after (notes: M).
        if isTextField { post(.delegate(delegateCall(.textFieldDidBeginEditing, about: index))) }
        let reannounces = posting.reannouncesShowOnFieldSwitch || posting.reannouncesShowForAnotherAccessory && changesAccessory(from: previous, to: index)
        showKeyboard(height: keyboardHeight(forField: index), evenWhenUnchanged: switching && reannounces)
        if !isTextField {
            post(.delegate(delegateCall(.textViewDidBeginEditing, about: index)))
            post(.delegate(delegateCall(.textViewTextDidBeginEditing, about: index)))
        }
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
            post(.delegate(delegateCall(.textFieldShouldReturn, about: index)))
        }
        if field.traits.returnKeyType == .next, index + 1 < form.fields.count {
            focus(index + 1)
        } else {
            focus(nil)
        }
    }

    /// textFieldShouldBeginEditing / textViewShouldBeginEditing: the form's own rule, then the
    /// app's delegate, which may say no.
    private mutating func mayBeginEditing(_ index: Int) -> Bool {
        let field = form.fields[index]
        guard Responder.shouldBeginEditing(field) else { return false }
        return post(.delegate(delegateCall(field.kind == .textField ? .textFieldShouldBeginEditing : .textViewShouldBeginEditing, about: index)))
    }

    /// The delegate call `method` about field `index`, with its frame in content coordinates.
    func delegateCall(_ method: DelegateCall.Method, about index: Int) -> DelegateCall {
        DelegateCall(method: method, field: form.fields[index].name, rect: layout.entries[index].fieldFrame)
    }
}
