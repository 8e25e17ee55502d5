/// A language's keyboard and the way typing turns into text: English QWERTY, Russian ЙЦУКЕН,
/// Japanese romaji with marked text and conversion candidates.
package enum InputMethod: String, CaseIterable, Hashable, Sendable {
    case english = "en", russian = "ru", japanese = "ja"

    /// The short name the globe key and the status line show.
    package var code: String { rawValue }
}
