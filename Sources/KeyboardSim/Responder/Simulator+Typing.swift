/// Keys, physical and on screen, and what they do to the focused field's text: planes, Shift,
/// the field's traits (autocapitalization, autocorrection, secure entry, maxLength), refusals.
extension Simulator {
    /// How long a secure field shows the character just typed before it turns into a bullet.
    public static let secureRevealDuration = 1.0
    /// How long a refused key flashes.
    public static let refusalFlashDuration = 0.4
    /// Two taps on Shift closer than this lock the capitals.
    static let shiftDoubleTapInterval = 0.35

    // MARK: - Physical keys

    mutating func press(_ key: KeyPress) {
        let page = max(1, views.scrollView.unobscuredBounds.height - 1)
        if form.fields.isEmpty && (key == .tab || key == .backTab) { return }
        switch key {
        case .tab: focus(focusedIndex.map { ($0 + 1) % form.fields.count } ?? 0)
        case .backTab: focus(focusedIndex.map { ($0 + form.fields.count - 1) % form.fields.count } ?? form.fields.count - 1)
        case .escape where composition != nil: cancelComposition()
        case .escape: focus(nil)
        case .pageUp: views.scrollView.scroll(by: -page)
        case .pageDown: views.scrollView.scroll(by: page)
        case .nextInputMethod: switchInputMethod()
        default: edit(with: key)
        }
    }

    /// Keys that change the focused field's text or cursor; without a first responder they scroll.
    private mutating func edit(with key: KeyPress) {
        guard let index = focusedIndex else {
            if key == .up { views.scrollView.scroll(by: -1) }
            if key == .down { views.scrollView.scroll(by: 1) }
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
                composeBackspace()
                return
            case .returnKey:
                highlight("return")
                commitComposition()
                return
            default: commitComposition()
            }
        }
        let isTextView = form.fields[index].kind == .textView
        let width = layout.entries[index].fieldFrame.width
        // A revision and a cursor, not a copy: a copy would make the edit copy the whole text.
        let revision = texts[index].revision, cursor = texts[index].cursor
        switch key {
        case .returnKey where keyboardOwner?.traits.keyboardType.hasReturnKey == false:
            refuse("no Return key on this keyboard")
        case .returnKey where !isReturnKeyEnabled: break
        case .returnKey: pressReturn()
        case .backspace:
            highlight("delete")
            texts[index].deleteBackward()
        case .deleteForward: texts[index].deleteForward()
        case .left: texts[index].moveLeft()
        case .right: texts[index].moveRight()
        case .wordLeft: texts[index].moveWordLeft()
        case .wordRight: texts[index].moveWordRight()
        case .deleteWordBackward, .control("w"): texts[index].deleteWordBackward()
        case .deleteWordForward: texts[index].deleteWordForward()
        case .home: isTextView ? texts[index].moveToLineStart(width: width) : texts[index].moveToStart()
        case .end: isTextView ? texts[index].moveToLineEnd(width: width) : texts[index].moveToEnd()
        case .up: isTextView ? texts[index].moveUp(width: width) : texts[index].moveToStart()
        case .down: isTextView ? texts[index].moveDown(width: width) : texts[index].moveToEnd()
        case .control("a"): texts[index].moveToStart()
        case .control("e"): texts[index].moveToEnd()
        case .control("u"): texts[index].deleteToLineStart()
        default: break
        }
        // Return types through `type`, which reports its own change.
        let textChanged = texts[index].revision != revision
        if key != .returnKey && focusedIndex == index && (textChanged || texts[index].cursor != cursor) {
            textDidChange(in: index, textChanged: textChanged)
        }
    }

    /// A character from the physical keyboard presses the on-screen key that types it, switching
    /// plane when it must; a character the keyboard cannot type is refused and never inserted.
    private mutating func typePhysical(_ character: Character) {
        if composition != nil && character == " " {
            highlight("space")
            selectNextCandidate()
            return
        }
        if composesText, Composition.composes(character) {
            highlight(String(character).lowercased())
            compose(character)
            return
        }
        commitComposition()
        let text = keyboardInputMethod == .russian ? RussianLayout.character(forPhysical: character).map(String.init) ?? String(character)
                                           : String(character)
        if let (plane, key) = keyProducing(text) {
            keyboard.plane = plane
            highlight(key.name)
        } else if keyboardOwner?.traits.keyboardType.refuses(text) == true {
            refuse("\(text == " " ? "space" : text) is not on this keyboard")
            return
        }
        type(text)
    }

    /// The key of the owner's keyboard that types `text`, the current plane first, and its plane.
    private func keyProducing(_ text: String) -> (KeyboardPlane, Key)? {
        let type = keyboardOwner?.traits.keyboardType ?? .default
        let planes = [keyboard.plane] + KeyboardLayout.planes(of: type).filter { $0 != keyboard.plane }
        for plane in planes where KeyboardLayout.planes(of: type).contains(plane) {
            if let key = KeyProducerTable.shared.key(producing: text, type: type, plane: plane, inputMethod: keyboardInputMethod) {
                return (plane, key)
            }
        }
        return nil
    }

    // MARK: - On-screen keys

    /// A tap on the on-screen key named `name` (or the Return key by its label).
    mutating func tapKey(named name: String) {
        guard keyboard.isUp, focusedIndex != nil else { return }
        let keys = keyboardLayout.allKeys
        let returnLabel = returnKeyLabel
        if let key = keys.first(where: { $0.name == name }) ?? keys.first(where: { $0.action == .returnKey && name == returnLabel }) {
            pressKey(key)
        }
    }

    /// A tap on an on-screen key: types exactly as the key would on a phone.
    private mutating func pressKey(_ key: Key) {
        guard let index = focusedIndex else { return }
        switch key.action {
        case .insert(let text) where composition != nil && text == " ":
            highlight(key.name)
            selectNextCandidate()
        case .insert(let text) where composesText && text.count == 1 && Composition.composes(text.first!):
            highlight(key.name)
            compose(text.first!)
        case .insert(let text):
            highlight(key.name)
            commitComposition()
            type(text)
        case .shift:
            highlight(key.name)
            tapShift()
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
            composition?.select(candidate)
            commitComposition()
        case .none: break
        }
    }

    /// Whether a toolbar button has somewhere to go: no Previous on the first field, no Next on the last.
    public func isToolbarButtonEnabled(_ button: Key.ToolbarButton) -> Bool {
        guard let index = focusedIndex else { return false }
        switch button {
        case .previous: return index > 0
        case .next: return index + 1 < form.fields.count
        case .done: return true
        }
    }

    /// Shift: on, off; a second tap soon after the first locks the capitals; a tap unlocks them.
    private mutating func tapShift() {
        let doubleTap = lastShiftTap.map { now - $0 < Self.shiftDoubleTapInterval } ?? false
        switch keyboard.shift {
        case .off: keyboard.shift = .on
        case .on: keyboard.shift = doubleTap ? .capsLock : .off
        case .capsLock: keyboard.shift = .off
        }
        lastShiftTap = now
    }

    // MARK: - Typing text

    /// Types `text` into the focused field as the field's traits want it: Shift (or
    /// autocapitalization) raises a letter, a word end applies autocorrection, maxLength refuses
    /// what does not fit, a secure field shows the new character for a moment.
    mutating func type(_ text: String) {
        guard let index = focusedIndex else { return }
        let field = form.fields[index]
        var typed = text
        if keyboard.shift != .off, typed.count == 1, typed.first?.isLowercase == true { typed = typed.uppercased() }
        let revision = texts[index].revision
        // Kept only where the insert can be refused, to undo the autocorrection: a copy of a
        // long text would make every key copy it (a limited text is short).
        let before = field.maxLength != nil || typed.isEmpty ? texts[index] : nil
        if autocorrects(field), Self.endsWord(typed) { applyAutocorrection(in: index) }
        validationFailure = nil
        guard texts[index].insert(typed, limit: field.maxLength) else {
            if let before { texts[index] = before }
            refuse("maxLength \(field.maxLength ?? 0) reached")
            return
        }
        if field.traits.secureTextEntry { secureReveal = (index, now + Self.secureRevealDuration) }
        textDidChange(in: index, textChanged: texts[index].revision != revision)
    }

    /// Whether typing `text` ends a word, which is when a phone autocorrects it.
    static func endsWord(_ text: String) -> Bool {
        text.count == 1 && " \n.,!?;:".contains(text)
    }

    /// Whether the field's words are corrected: `yes`, or `default` on keyboards meant for prose
    /// (never in secure fields, and not on URL, email or pad keyboards, where words are not words).
    func autocorrects(_ field: Field) -> Bool {
        guard !field.traits.secureTextEntry else { return false }
        switch field.traits.autocorrection {
        case .yes: return true
        case .no: return false
        case .default: return field.traits.keyboardType.isForProse
        }
    }

    /// The correction a phone offers for the word just before the cursor of the focused field, if any.
    public var pendingCorrection: (word: String, replacement: String)? {
        guard let index = focusedIndex, composition == nil, autocorrects(form.fields[index]) else { return nil }
        return Autocorrection.pendingCorrection(in: texts[index].textBeforeCursor)
    }

    mutating func applyAutocorrection(in index: Int) {
        guard let (word, replacement) = pendingCorrection else { return }
        for _ in 0..<word.count { texts[index].deleteBackward() }
        texts[index].insert(replacement)
    }

    /// After an edit: Shift follows autocapitalization, a grown or shrunk text view re-lays the
    /// form out, and a text view's delegate hears textViewDidChange.
    mutating func textDidChange(in index: Int, textChanged: Bool) {
        updateAutomaticShift()
        let field = form.fields[index]
        guard field.kind == .textView, textChanged else { return }
        let grown = FormLayout(form: form, width: screenSize.width, texts: texts)
        if grown != layout {
            let delta = grown.contentSize.height - layout.contentSize.height
            layout = grown
            // Only the growth is added: a strategy that enlarged the content keeps its extra rows.
            views.scrollView.contentSize.height += delta
            views.contentViewFrame.size.height += delta
        }
        post(.delegate(DelegateCall(method: .textViewDidChange, field: field.name, rect: layout.entries[index].fieldFrame)))
        views.scrollView.scrollRectToVisible(layout.entries[index].fieldFrame)
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
                                                                   textBeforeCursor: texts[index].textBeforeCursor)
        keyboard.shift = capitalizes ? .on : .off
    }

    mutating func highlight(_ name: String) {
        highlightedKey = (name, now + Self.keyHighlightDuration)
    }

    /// A visible flash for a key that does nothing here; the text is left as it was.
    mutating func refuse(_ message: String) {
        refusal = (message, now + Self.refusalFlashDuration)
    }

    /// The refusal message while it flashes.
    public var refusalMessage: String? {
        guard let refusal, now < refusal.until else { return nil }
        return refusal.message
    }

    /// The field whose last character is readable now, if any.
    public var revealedSecureField: Int? {
        guard let secureReveal, now < secureReveal.until, secureReveal.field == focusedIndex else { return nil }
        return secureReveal.field
    }
}
