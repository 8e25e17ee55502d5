/// Marked text of a multi-stage input method (Japanese): kana being composed, the romaji not yet
/// turned into kana, and the conversion candidate chosen with Space, if any.
///
/// UIKit keeps marked text in the field, underlined, until it is committed; kbsim keeps it here
/// so that the field's value is only ever committed text.
package struct Composition: Hashable, Sendable {
    /// Kana already converted from romaji.
    package private(set) var kana = ""
    /// Romaji typed since the last complete kana (e.g. the `k` of `nihonk`).
    package private(set) var pendingRomaji = ""
    /// The candidate Space chose, as an index into `candidates`; nil until Space is pressed.
    package private(set) var selected: Int?

    /// An empty composition.
    package init() {}

    /// Whether nothing is being composed.
    package var isEmpty: Bool { kana.isEmpty && pendingRomaji.isEmpty }

    /// The reading as kana, a trailing `n` counted as ん: what the dictionary is asked about.
    package var reading: String { RomajiConverter.convert(kana + pendingRomaji, final: true) }

    /// The candidates a phone offers for the reading, best first.
    package var candidates: [String] { KanaDictionary.candidates(for: reading) }

    /// What the field shows underlined: the chosen candidate, or the kana and pending romaji.
    package var markedText: String {
        if let selected { return candidates[selected] }
        return kana + pendingRomaji
    }

    /// What Return (or leaving the field) commits.
    package var committedText: String { selected.map { candidates[$0] } ?? reading }

    /// Adds a typed romaji letter (or `-` for the long-vowel mark).
    package mutating func type(_ letter: Character) {
        selected = nil
        let converted = RomajiConverter.convert(kana + pendingRomaji + String(letter).lowercased(), final: false)
        let pendingCount = converted.reversed().prefix { $0.isASCII && $0.isLetter }.count
        kana = String(converted.dropLast(pendingCount))
        pendingRomaji = String(converted.suffix(pendingCount))
    }

    /// Space: the next candidate, wrapping around.
    package mutating func selectNextCandidate() {
        let count = candidates.count
        guard count > 0 else { return }
        selected = selected.map { ($0 + 1) % count } ?? 0
    }

    /// Chooses candidate `index` (a tap on the candidate bar).
    package mutating func select(_ index: Int) {
        if candidates.indices.contains(index) { selected = index }
    }

    /// Backspace: leaves a chosen candidate for the kana, else removes the last romaji letter or kana.
    package mutating func deleteBackward() {
        if selected != nil {
            selected = nil
        } else if !pendingRomaji.isEmpty {
            pendingRomaji.removeLast()
        } else if !kana.isEmpty {
            kana.removeLast()
        }
    }

    /// Whether a typed character belongs to the composition rather than ending it.
    package static func composes(_ character: Character) -> Bool {
        (character.isASCII && character.isLetter) || character == "-" || character == "'"
    }
}
