import KeyboardSimForms

/// A lesson tape shipped inside kbsim (`kbsim lessons`, `kbsim lesson NAME`): its file name in
/// `Lessons/` is its number, a dash and its name (`3-inset.tape`).
package struct BundledLesson: Sendable {
    /// The file's name in `Lessons/`, used as the path in error messages.
    package let fileName: String
    /// The file's text, byte for byte.
    package let source: String

    /// A lesson from its file name and text (the generated `BundledLessons` builds them).
    package init(fileName: String, source: String) {
        self.fileName = fileName
        self.source = source
    }

    /// The file name without `.tape`: `3-inset`.
    package var fullName: String {
        fileName.hasSuffix(".tape") ? String(fileName.dropLast(".tape".count)) : fileName
    }

    /// The lesson's number: `3` of `3-inset`.
    package var number: Int { Int(fullName.prefix { $0.isNumber }) ?? 0 }

    /// The lesson's name without its number: `inset` of `3-inset`.
    package var name: String { String(fullName.drop { $0.isNumber }.drop { $0 == "-" }) }

    /// What the lesson teaches, in one line: the first sentence of its opening comment without the
    /// `Lesson N — ` that the list already says, else its first `Say`.
    package var title: String {
        let lines = ByteOrderMark.dropped(from: source).split(separator: "\n", omittingEmptySubsequences: false)
        if let comment = lines.first(where: { $0.hasPrefix("#") }) {
            var text = Substring(comment.drop { $0 == "#" || $0 == " " })
            if text.hasPrefix("Lesson"), let dash = text.range(of: "— ") { text = text[dash.upperBound...] }
            // "inset: Apple's guide…": the list names the lesson already.
            if text.hasPrefix(name + ": ") { text = text.dropFirst(name.count + 2) }
            if let end = text.range(of: ". ") { text = text[..<end.lowerBound] + "." }
            if !text.isEmpty { return String(text) }
        }
        guard let say = lines.first(where: { $0.hasPrefix("Say ") }), let open = say.firstIndex(of: "\""),
              let close = say.lastIndex(of: "\""), open < close else { return "" }
        return String(say[say.index(after: open)..<close])
    }

    /// Whether `name` names this lesson: its number (`3`), its name (`inset`), both (`3-inset`),
    /// or its file name.
    package func isNamed(_ name: String) -> Bool {
        [String(number), self.name, fullName, fileName].contains(name)
    }
}

extension BundledLessons {
    /// The bundled lesson that `name` names (`3`, `inset`, `3-inset`), if any.
    package static func named(_ name: String) -> BundledLesson? {
        all.first { $0.isNamed(name) }
    }
}
