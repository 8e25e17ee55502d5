/// Keys, physical and on screen, and what they do to the focused field's text: planes, Shift,
/// the field's traits (autocapitalization, autocorrection, secure entry, maxLength), refusals.
extension Simulator {
    // MARK: - Physical keys

    /// A key of the physical keyboard: focus keys, scrolling, or an edit of the focused field.
    mutating func press(_ key: KeyPress) {
        let page = max(1, views.scrollView.unobscuredBounds.height - 1)
        if form.fields.isEmpty && (key == .tab || key == .backTab) { return }
        switch key {
        case .tab: focus(focusedIndex.map { ($0 + 1) % form.fields.count } ?? 0)
        case .backTab: focus(focusedIndex.map { ($0 + form.fields.count - 1) % form.fields.count } ?? form.fields.count - 1)
        case .escape where composition != nil: entry.cancelComposition()
        case .escape: focus(nil)
        case .pageUp: scrollContent(by: -page)
        case .pageDown: scrollContent(by: page)
        case .nextInputMethod: switchInputMethod()
        default: isPickerFocused ? pressOnPicker(key) : edit(with: key)
        }
    }

    /// Keys that change the focused field's text or cursor; without a first responder they scroll.
    private mutating func edit(with key: KeyPress) {
        guard let index = focusedIndex else {
            if key == .up { scrollContent(by: -1) }
            if key == .down { scrollContent(by: 1) }
            return
        }
        if case .character(let character) = key {
            typePhysical(character)
            return
        }
        if composition != nil {
            switch key {
            case .backspace:
                highlight("delete")
                entry.composeBackspace()
                return
            case .returnKey:
                highlight("return")
                commitComposition()
                return
            default: commitComposition()
            }
        }
        let isTextView = form.fields[index].kind == .textView
        // Rows as drawn: wrapped inside the brackets.
        let width = Self.textWidth(of: layout.entries[index].fieldFrame)
        // A revision and a cursor, not a copy: a copy would make the edit copy the whole text.
        let revision = entry.texts[index].revision, cursor = entry.texts[index].cursor
        switch key {
        case .returnKey where keyboardOwner?.traits.keyboardType.hasReturnKey == false:
            refuse(.flashingReason("return", "no Return key on this keyboard"))
        case .returnKey where !isReturnKeyEnabled: break
        case .returnKey: pressReturn()
        case .backspace:
            highlight("delete")
            entry.texts[index].deleteBackward()
        case .deleteForward: entry.texts[index].deleteForward()
        case .left: entry.texts[index].moveLeft()
        case .right: entry.texts[index].moveRight()
        case .wordLeft: entry.texts[index].moveWordLeft()
        case .wordRight: entry.texts[index].moveWordRight()
        case .deleteWordBackward, .control("w"): entry.texts[index].deleteWordBackward()
        case .deleteWordForward: entry.texts[index].deleteWordForward()
        case .home: isTextView ? entry.texts[index].moveToLineStart(width: width) : entry.texts[index].moveToStart()
        case .end: isTextView ? entry.texts[index].moveToLineEnd(width: width) : entry.texts[index].moveToEnd()
        case .up: isTextView ? entry.texts[index].moveUp(width: width) : entry.texts[index].moveToStart()
        case .down: isTextView ? entry.texts[index].moveDown(width: width) : entry.texts[index].moveToEnd()
        case .control("a"): entry.texts[index].moveToStart()
        case .control("e"): entry.texts[index].moveToEnd()
        case .control("u"): entry.texts[index].deleteToLineStart()
        default: break
        }
        // Return types through `type`, which reports its own change.
        let textChanged = entry.texts[index].revision != revision
        if key != .returnKey && focusedIndex == index && (textChanged || entry.texts[index].cursor != cursor) {
            textDidChange(in: index, textChanged: textChanged)
        }
    }

    /// A character from the physical keyboard presses the on-screen key that types it, switching
    /// plane when it must; a character the keyboard cannot type is refused and never inserted.
    private mutating func typePhysical(_ character: Character) {
        if composition != nil && character == " " {
            highlight("space")
            entry.selectNextCandidate()
            return
        }
        let inputMethod = keyboardInputMethod
        if focusedIndex != nil && inputMethod == .japanese, Composition.composes(character) {
            highlight(String(character).lowercased())
            entry.compose(character)
            return
        }
        commitComposition()
        let text = inputMethod == .russian ? RussianLayout.character(forPhysical: character).map(String.init) ?? String(character)
                                           : String(character)
        let keyboardType = keyboardOwnerTraits?.keyboardType ?? .default
        if let (plane, name) = keyProducing(text, type: keyboardType, inputMethod: inputMethod) {
            keyboard.plane = plane
            highlight(name)
        } else if keyboard.owner != nil && keyboardType.refuses(text) {
            refuse(.notOnKeyboard(text == " " ? "space" : text))
            return
        }
        type(text)
    }

    /// The key of the keyboard of `type` showing `inputMethod` that types `text`, the current
    /// plane first, and its plane.
    private mutating func keyProducing(_ text: String, type: KeyboardType, inputMethod: InputMethod) -> (KeyboardPlane, String)? {
        if keyProducers?.isFor(type, inputMethod) != true {
            keyProducers = KeyProducerTable(type: type, inputMethod: inputMethod)
        }
        return keyProducers?.keyName(producing: text, preferring: keyboard.plane)
    }

    // MARK: - On-screen keys

    /// A tap on the on-screen key named `name` (or the Return key by its label).
    /// A label the keyboard on screen does not show is refused, as is any tap while no keyboard is up.
    mutating func tapKey(named name: String) {
        guard keyboard.isUp, focusedIndex != nil else {
            refuse(RefusedKey(key: name, reason: "no keyboard is shown", message: "no keyboard is shown"))
            return
        }
        let keys = keyboardLayout.allKeys
        let returnLabel = returnKeyLabel
        guard let key = keys.first(where: { $0.name == name }) ?? keys.first(where: { $0.action == .returnKey && name == returnLabel })
        else {
            if tapPickerRow(named: name) { return }
            refuse(.notOnKeyboard(name))
            return
        }
        pressKey(key)
    }

    /// A tap on an on-screen key: types exactly as the key would on a phone.
    private mutating func pressKey(_ key: Key) {
        guard let index = focusedIndex else { return }
        switch key.action {
        case .insert(let text) where composition != nil && text == " ":
            highlight(key.name)
            entry.selectNextCandidate()
        case .insert(let text) where composesText && text.count == 1 && Composition.composes(text.first!):
            highlight(key.name)
            entry.compose(text.first!)
        case .insert(let text):
            highlight(key.name)
            commitComposition()
            type(text)
        case .shift:
            highlight(key.name)
            keyboard.tapShift(at: now)
        case .deleteBackward: edit(with: .backspace)
        case .returnKey: edit(with: .returnKey)
        case .plane(let plane):
            highlight(key.name)
            keyboard.plane = plane
        case .nextInputMethod: switchInputMethod()
        case .toolbar(let button):
            highlight(key.name)
            commitComposition()
            guard isToolbarButtonEnabled(button) else { return }
            switch button {
            case .previous: focus(index - 1)
            case .next: focus(index + 1)
            case .done: focus(nil)
            }
        case .candidate(let candidate):
            highlight(key.name)
            entry.selectCandidate(candidate)
            commitComposition()
        case .none: break
        }
    }

    // MARK: - Typing text

    /// Types `text` into the focused field as the field's traits want it: Shift (or
    /// autocapitalization) raises a letter; the rest is text entry's (`TextEntry.insert`).
    mutating func type(_ text: String) {
        guard let index = focusedIndex else { return }
        var typed = text
        if keyboard.shift != .off { typed = Self.shifted(typed) }
        responder.validationFailure = nil
        guard case .inserted(let textChanged) = entry.insert(typed, into: index, traits: form.fields[index].traits,
                                                             maxLength: form.fields[index].maxLength, at: now) else { return }
        textDidChange(in: index, textChanged: textChanged)
    }

    /// Pastes `text` into the focused field as UIKit pastes: in one edit at the caret, as it is —
    /// no Shift, autocapitalization or autocorrection, and whatever keys the keyboard has (a
    /// phone pad takes pasted letters) — within maxLength. A text view keeps the line breaks; a
    /// text field has one line, and UITextField turns each pasted line break into a space.
    mutating func paste(_ text: String) {
        guard let index = focusedIndex else { return }
        if isPickerFocused { return refuseOnPicker("paste") }
        commitComposition()
        let pasted = form.fields[index].kind == .textView ? text : Self.oneLine(text)
        guard !pasted.isEmpty else { return }
        responder.validationFailure = nil
        let revision = entry.texts[index].revision
        guard entry.texts[index].insert(pasted, limit: form.fields[index].maxLength) else {
            refuse(.maxLengthReached("paste", form.fields[index].maxLength))
            return
        }
        textDidChange(in: index, textChanged: entry.texts[index].revision != revision)
    }

    /// `text` with each line break (LF, CR, CR LF, and the Unicode line and paragraph separators)
    /// made a space, as a text field takes pasted text.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `text` as Shift types it: a single lower-case letter raised, anything else as it is.
    static func shifted(_ text: String) -> String {
        let utf8 = text.utf8
        // One byte is one ASCII character, whose only lower-case letters are a to z.
        if utf8.count == 1, let byte = utf8.first {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? String(Unicode.Scalar(byte - 32)) : text
        }
        return text.count == 1 && text.first?.isLowercase == true ? text.uppercased() : text
    }

    /// After an edit or a caret move: Shift follows autocapitalization; in a text view a change
    /// of height re-lays the form out, the view keeps the caret's row in sight, the delegate hears
    /// textViewDidChange of an edit, and UIKit scrolls the view (or its caret's row) into sight.
    mutating func textDidChange(in index: Int, textChanged: Bool) {
        updateAutomaticShift()
        guard form.fields[index].kind == .textView else { return }
        if textChanged { resizeContent(for: index) }
        followCaret(in: index)
        if textChanged {
            post(.delegate(delegateCall(.textViewDidChange, about: index)))
        }
        scrollIntoView(field: index)
    }

    /// Shift as autocapitalization sets it for the text before the cursor; caps lock stays.
    mutating func updateAutomaticShift() {
        guard keyboard.shift != .capsLock else { return }
        // Kana have no case, and secure fields are never capitalised for the user.
        guard let index = focusedIndex, !form.fields[index].traits.secureTextEntry, !composesText else {
            keyboard.shift = .off
            return
        }
        let capitalizes = Autocapitalization.capitalizesNextLetter(form.fields[index].traits.autocapitalization,
                                                                   textBeforeCursor: entry.texts[index].textBeforeCursor)
        keyboard.shift = capitalizes ? .on : .off
    }

    /// Draws the key named `name` pressed for a moment.
    mutating func highlight(_ name: String) {
        keyboard.highlightKey(name, at: now)
    }

    /// A visible flash for a key that does nothing here; the text is left as it was.
    mutating func refuse(_ key: RefusedKey) {
        entry.refuse(key, at: now)
    }
}
