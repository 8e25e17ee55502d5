/// The globe key, marked text of the Japanese input method, and the keyboard's height following
/// the candidate bar.
extension Simulator {
    /// The input method the owner's keyboard shows: URL, email, ASCII-only keyboards, pads and
    /// secure fields stay English whatever the globe key chose.
    public var keyboardInputMethod: InputMethod {
        guard let owner = keyboardOwner else { return inputMethod }
        return owner.traits.keyboardType.followsInputMethod && !owner.traits.secureTextEntry ? inputMethod : .english
    }

    /// Whether letters typed now become marked text (Japanese on a keyboard that follows it).
    var composesText: Bool {
        focusedIndex != nil && keyboardInputMethod == .japanese
    }

    /// The globe key: commits marked text, then shows the next input method's letters.
    mutating func switchInputMethod() {
        guard inputMethods.count > 1, focusedIndex != nil, keyboard.isUp else { return }
        highlight("globe")
        commitComposition()
        inputMethodIndex = (inputMethodIndex + 1) % inputMethods.count
        updateAutomaticShift()
        if KeyboardLayout.planes(of: keyboardOwner?.traits.keyboardType ?? .default).contains(.letters) {
            keyboard.plane = .letters
        }
    }

    /// Adds a romaji letter to the marked text, opening it when there is none.
    mutating func compose(_ letter: Character) {
        var marked = composition ?? Composition()
        marked.type(letter)
        composition = marked
    }

    /// Backspace in marked text; the composition closes when it is empty.
    mutating func composeBackspace() {
        composition?.deleteBackward()
        if composition?.isEmpty == true { composition = nil }
    }

    /// Space in marked text: the next conversion candidate.
    mutating func selectNextCandidate() {
        composition?.selectNextCandidate()
    }

    /// Puts the marked text into the field as ordinary text (Return, a tap on a candidate,
    /// leaving the field, another input method).
    mutating func commitComposition() {
        guard let marked = composition else { return }
        composition = nil
        guard let index = focusedIndex else { return }
        let revision = texts[index].revision
        validationFailure = nil
        texts[index].insert(marked.committedText, limit: form.fields[index].maxLength)
        textDidChange(in: index, textChanged: texts[index].revision != revision)
    }

    /// Escape in marked text: it goes, and nothing is committed.
    mutating func cancelComposition() {
        composition = nil
    }

    /// The height the focused field's keyboard needs now: the layout's rows for this screen and
    /// orientation, plus the accessory toolbar and the candidate bar when they are there.
    func keyboardHeight(forField index: Int) -> Int {
        let field = form.fields[index]
        let bars = (field.toolbar ? 1 : 0) + (composition != nil && index == focusedIndex ? 1 : 0)
        return KeyboardMetrics.height(screen: screenSize, orientation: orientation) + bars
    }

    /// A keyboard that stays up but needs another height (the candidate bar came or went) moves
    /// there, posting what the era posts for a change of frame.
    mutating func refreshKeyboardHeight() {
        guard keyboard.isUp, let index = focusedIndex, keyboard.owner == index else { return }
        showKeyboard(height: keyboardHeight(forField: index))
    }
}
