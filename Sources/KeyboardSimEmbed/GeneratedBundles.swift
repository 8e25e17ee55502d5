/// The three Swift sources that carry `Forms/`, `Bugs/` and `Lessons/` inside the binary.
package struct GeneratedBundles: Sendable, Equatable {
    /// `BundledForms.swift`, of `KeyboardSimForms`: the example forms and the museum's forms.
    package var forms: String
    /// `BundledLessons.swift`, of `KeyboardSimPlayback`: the lessons.
    package var lessons: String
    /// `BundledBugs.swift`, of `KeyboardSimPlayback`: the museum's tapes.
    package var bugs: String

    /// The source to write to a file called `fileName`, or nil for a name that is none of the three.
    package func source(forFileName fileName: String) -> String? {
        switch fileName {
        case "BundledForms.swift": forms
        case "BundledLessons.swift": lessons
        case "BundledBugs.swift": bugs
        default: nil
        }
    }
}
