/// Text entry: the fields' text, marked text being composed, the input methods the globe key
/// cycles through, and the brief marks typing leaves (a refused key's flash, a secure field's
/// last character shown for a moment). It knows fields only by index and traits; focus is the
/// responder's.
package struct TextEntry: Sendable {
    /// How long a secure field shows the character just typed before it turns into a bullet.
    package static let secureRevealDuration = 1.0
    /// How long a refused key flashes.
    package static let refusalFlashDuration = 0.4

    /// The text of each field, in form order.
    package internal(set) var texts: [TextBuffer]
    /// Marked text being composed in the focused field (Japanese), nil when there is none.
    package internal(set) var composition: Composition?
    /// The input methods the globe key cycles through.
    package let inputMethods: [InputMethod]
    /// Which of `inputMethods` is in use.
    package internal(set) var inputMethodIndex = 0
    /// A key the keyboard refused (a letter on a number pad), flashing until its time.
    private var refusal: Flash?
    /// The last key refused, and how many have been: a refusal is told from the one before by
    /// the count, even when it is the same key refused again while the first still flashes.
    package private(set) var lastRefusal: (key: RefusedKey, count: Int)?
    /// A secure field whose last typed character stays readable until `until`, as on a phone.
    private var secureReveal: (field: Int, until: Double)?

    /// The fields' initial values, and the input methods the globe key cycles through.
    init(form: Form, inputMethods: [InputMethod]) {
        texts = form.fields.map { TextBuffer($0.value) }
        self.inputMethods = inputMethods
    }

    /// The input method in use.
    package var inputMethod: InputMethod { inputMethods[inputMethodIndex] }

    /// The next moment at which a flash or a reveal ends, after `now`.
    func nextChangeTime(after now: Double) -> Double? {
        earliest(after: now, refusal?.until, secureReveal?.until)
    }

    // MARK: - Input methods and marked text

    /// The globe key's step to the next input method.
    mutating func switchToNextInputMethod() {
        inputMethodIndex = (inputMethodIndex + 1) % inputMethods.count
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

    /// A tap on candidate `index` of the candidate bar.
    mutating func selectCandidate(_ index: Int) {
        composition?.select(index)
    }

    /// Escape in marked text: it goes, and nothing is committed.
    mutating func cancelComposition() {
        composition = nil
    }

    /// Ends the composition, handing back the text it commits (nil when there was none).
    mutating func takeComposition() -> String? {
        defer { composition = nil }
        return composition?.committedText
    }

    // MARK: - Traits

    /// Whether a field with `traits` has its words corrected: `yes`, or `default` on keyboards
    /// meant for prose (never in secure fields, and not on URL, email or pad keyboards, where
    /// words are not words).
    static func autocorrects(_ traits: TextInputTraits) -> Bool {
        guard !traits.secureTextEntry else { return false }
        switch traits.autocorrection {
        case .yes: return true
        case .no: return false
        case .default: return traits.keyboardType.isForProse
        }
    }

    /// Whether typing `text` ends a word, which is when a phone autocorrects it.
    static func endsWord(_ text: String) -> Bool {
        // One byte is one ASCII character: a comparison, where a set of characters hashes.
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first { return asciiWordEnds.contains(byte) }
        return text.count == 1 && text.first.map(wordEnds.contains) == true
    }

    /// The characters that end a word.
    private static let wordEnds: Set<Character> = [" ", "\n", ".", ",", "!", "?", ";", ":"]

    /// The characters that end a word, as the bytes of their UTF-8 (all are ASCII).
    private static let asciiWordEnds: [UInt8] = wordEnds.compactMap(\.asciiValue)

    /// The correction a phone offers for the word before the cursor of field `index`, if any.
    func pendingCorrection(in index: Int, traits: TextInputTraits) -> (word: String, replacement: String)? {
        guard composition == nil, Self.autocorrects(traits) else { return nil }
        return Autocorrection.pendingCorrection(in: texts[index].textBeforeCursor)
    }

    /// Replaces the word before the cursor of field `index` with its correction, if it has one.
    mutating func applyAutocorrection(in index: Int, traits: TextInputTraits) {
        guard let (word, replacement) = pendingCorrection(in: index, traits: traits) else { return }
        for _ in 0..<word.count { texts[index].deleteBackward() }
        texts[index].insert(replacement)
    }

    /// What `insert` did.
    enum Insertion { case inserted(textChanged: Bool), refused }

    /// Types `text` into field `index`, whose traits are `traits` and limit `maxLength`, as they
    /// want it: a word end applies autocorrection, maxLength refuses what does not fit (leaving
    /// the text as it was, flashing why), a secure field shows the new character for a moment.
    mutating func insert(_ text: String, into index: Int, traits: TextInputTraits, maxLength: Int?, at now: Double) -> Insertion {
        let revision = texts[index].revision
        // The text before a correction, kept only where the insert after it can be refused: a
        // limited text is short, and the one edited is a copy of its own (`detached`), so the
        // kept one is never copied at every key.
        var beforeCorrection: TextBuffer?
        if Self.autocorrects(traits), Self.endsWord(text), pendingCorrection(in: index, traits: traits) != nil {
            if maxLength != nil {
                beforeCorrection = texts[index]
                texts[index] = texts[index].detached()
            }
            applyAutocorrection(in: index, traits: traits)
        }
        // An insert that is refused leaves the text as it was.
        guard texts[index].insert(text, limit: maxLength) else {
            if let beforeCorrection { texts[index] = beforeCorrection }
            refuse(.maxLengthReached(text, maxLength), at: now)
            return .refused
        }
        if traits.secureTextEntry { secureReveal = (index, now + Self.secureRevealDuration) }
        return .inserted(textChanged: texts[index].revision != revision)
    }

    /// Puts `text` into field `index` at its cursor, within `limit` (committed marked text).
    mutating func commit(_ text: String, into index: Int, limit: Int?) -> Bool {
        let revision = texts[index].revision
        texts[index].insert(text, limit: limit)
        return texts[index].revision != revision
    }

    // MARK: - Flashes

    /// A visible flash for a key that does nothing here; the text is left as it was.
    mutating func refuse(_ key: RefusedKey, at now: Double) {
        refusal = Flash(text: key.message, until: now + Self.refusalFlashDuration)
        lastRefusal = (key, (lastRefusal?.count ?? 0) + 1)
    }

    /// The refusal message while it flashes.
    func refusalMessage(at now: Double) -> String? {
        refusal?.text(at: now)
    }

    /// The field whose last character is readable at `now`, if it is the focused one.
    func revealedSecureField(focused: Int?, at now: Double) -> Int? {
        guard let secureReveal, now < secureReveal.until, secureReveal.field == focused else { return nil }
        return secureReveal.field
    }
}
