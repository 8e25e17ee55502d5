/// Writes the Swift sources that carry the example forms, the lessons and the museum inside kbsim,
/// each file a raw string literal holding it byte for byte, so that the binary runs with no file at
/// hand and the simulation never touches the file system. The `EmbedBundles` build-tool plugin runs
/// it (through `kbsim-embed`) at every build in which one of those files changed.
package enum BundleGenerator {
    /// The form kbsim opens when none is named.
    package static let defaultFormName = "signup"

    /// The three sources for `files` (any files of the package: only those of `Forms/`, `Bugs/` and
    /// `Lessons/` with the bundled extensions are read), or the first file whose name or bytes cannot
    /// be embedded.
    package static func generate(_ files: [BundleSourceFile]) throws(BundleError) -> GeneratedBundles {
        // Byte-wise order, whatever the locale: the order of `kbsim forms` and of the lessons.
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let forms = select(sorted, folder: "Forms", extensions: ["yaml", "json", "html"])
        guard !forms.isEmpty else { throw BundleError("no Forms/*.yaml, Forms/*.json or Forms/*.html to embed") }
        var names: [String] = []
        var defaultIndex: Int?
        for file in forms {
            let name = file.stem
            // The name goes into a plain Swift string literal and is typed on command lines.
            guard !name.isEmpty, name.utf8.allSatisfy(isNameByte) else {
                throw BundleError("\(file.path): a form's file name may use only letters, digits, '_' and '-'")
            }
            guard !names.contains(name) else { throw BundleError("\(file.path): another form is also called '\(name)'") }
            try checkText(file)
            if name == defaultFormName { defaultIndex = names.count }
            names.append(name)
        }
        guard let defaultIndex else { throw BundleError("Forms/\(defaultFormName).yaml (the default form) is missing") }

        // The museum (Bugs/): LIBRARY-NUMBER.tape, and a tape's own form LIBRARY-NUMBER.yaml beside
        // it. It may be empty: the museum test says when it must not be.
        let museumTapes = select(sorted, folder: "Bugs", extensions: ["tape"])
        let museumForms = select(sorted, folder: "Bugs", extensions: ["yaml"])
        for file in museumTapes + museumForms {
            let name = Array(file.stem.utf8)
            let lowerCase = name.allSatisfy { isLowerCaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
            if !lowerCase || name.last.map({ !isDigit($0) }) == true || name.first.map({ !isLowerCaseLetter($0) }) == true {
                throw BundleError("\(file.path): a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape), in lower case")
            }
            guard name.indices.dropLast().contains(where: { name[$0] == UInt8(ascii: "-") && isDigit(name[$0 + 1]) }) else {
                throw BundleError("\(file.path): a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape)")
            }
            guard !names.contains(file.stem) else { throw BundleError("\(file.path): a bundled form is also called '\(file.stem)'") }
            try checkText(file)
        }

        // In the order of their numbers: lesson 10 after lesson 9, not after lesson 1.
        let lessons = select(sorted, folder: "Lessons", extensions: ["tape"]).sorted { lessonNumber($0) < lessonNumber($1) }
        guard !lessons.isEmpty else { throw BundleError("no Lessons/*.tape to embed") }
        for file in lessons {
            let name = Array(file.stem.utf8)
            // A lesson is named by its number, its name, or both ("3", "inset", "3-inset").
            guard let first = name.first, isDigit(first), name.dropFirst().contains(UInt8(ascii: "-")) else {
                throw BundleError("\(file.path): a lesson's file name is its number, '-' and its name (3-inset.tape)")
            }
            guard name.allSatisfy(isNameByte) else {
                throw BundleError("\(file.path): a lesson's file name may use only letters, digits, '_' and '-'")
            }
            try checkText(file)
        }

        return GeneratedBundles(
            forms: formsSource(forms: forms, museumForms: museumForms, defaultIndex: defaultIndex),
            lessons: lessonsSource(lessons),
            bugs: bugsSource(museumTapes)
        )
    }

    /// The files directly in `folder` whose names end in `.EXTENSION`, hidden ones left out as a
    /// shell's `folder/*.EXTENSION` leaves them.
    /// The number a lesson's file name starts with (`10` of `10-chat`), and its path after it for a tie.
    private static func lessonNumber(_ file: BundleSourceFile) -> (Int, String) {
        (Int(String(decoding: file.stem.utf8.prefix { isDigit($0) }, as: UTF8.self)) ?? 0, file.path)
    }

    private static func select(_ files: [BundleSourceFile], folder: String, extensions: [String]) -> [BundleSourceFile] {
        files.filter { file in
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count == 2, components[0] == folder, !components[1].hasPrefix(".") else { return false }
            return extensions.contains { components[1].hasSuffix(".\($0)") }
        }
    }

    /// Fails unless the file's bytes can sit in a Swift string literal and come back unchanged.
    private static func checkText(_ file: BundleSourceFile) throws(BundleError) {
        // Swift normalises every line ending in a string literal to LF, so a CR could not round-trip.
        guard !file.bytes.contains(UInt8(ascii: "\r")) else {
            throw BundleError("\(file.path): contains carriage returns; save it with LF line endings")
        }
        // A Swift source is UTF-8: anything else would fail the build with a less helpful message.
        // (Decoding repairs bad bytes, so a text that comes back different was not UTF-8.)
        guard Array(String(decoding: file.bytes, as: UTF8.self).utf8) == file.bytes else {
            throw BundleError("\(file.path): is not UTF-8 text; save it as UTF-8")
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLowerCaseLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

    /// A letter, a digit, `_` or `-` (ASCII only: a name is typed on command lines).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLowerCaseLetter(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The raw string delimiter for `bytes`: one `#` more than the longest run of `#` after a `"` or
    /// a `\`, so that neither `"""#…` nor `\#…` inside the text can end the literal or start an escape.
    static func hashes(for bytes: [UInt8]) -> String {
        var longest = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") {
            let run = bytes[(index + 1)...].prefix { $0 == UInt8(ascii: "#") }.count
            longest = max(longest, run)
        }
        return String(repeating: "#", count: longest + 1)
    }

    /// One array element per file: `BundledForm(name:fileName:source:)` when `type` is
    /// `BundledForm`, else `type(fileName:source:)`, the source a raw literal holding the file.
    private static func elements(_ type: String, _ files: [BundleSourceFile]) -> String {
        var text = ""
        for file in files {
            let hashes = hashes(for: file.bytes)
            if type == "BundledForm" {
                text += "        \(type)(name: \"\(file.stem)\", fileName: \"\(file.baseName)\", source: \(hashes)\"\"\"\n"
            } else {
                text += "        \(type)(fileName: \"\(file.baseName)\", source: \(hashes)\"\"\"\n"
            }
            text += String(decoding: file.bytes, as: UTF8.self)
            // The line break before the closing delimiter is not part of the string, so the text
            // keeps exactly the final newline it has (or has not).
            text += "\n\"\"\"\(hashes)),\n"
        }
        return text
    }

    private static func formsSource(forms: [BundleSourceFile], museumForms: [BundleSourceFile], defaultIndex: Int) -> String {
        #"""
        // GENERATED at build time by kbsim-embed (the EmbedBundles plugin) from Forms/*.yaml, Forms/*.json,
        // Forms/*.html and Bugs/*.yaml: edit those files, and the next build embeds them again.

        /// A form file shipped inside kbsim, so that the simulator runs with no file at hand.
        package struct BundledForm: Sendable {
            /// The file name without its extension, which is how the command line names the form.
            package let name: String
            /// The file's name in `Forms/`, used as the path in error messages.
            package let fileName: String
            /// The file's text, byte for byte.
            package let source: String
        }

        /// The example forms of `Forms/`, embedded at build time by the `EmbedBundles` plugin.
        package enum BundledForms {
            /// Every bundled form, ordered by file name.
            package static let all: [BundledForm] = [

        """# + elements("BundledForm", forms) + #"""
            ]

            /// The museum's own forms (`Bugs/LIBRARY-NUMBER.yaml`): not listed with the examples, but found
            /// by name, so that a museum tape printed by `kbsim bugs NAME` plays from any folder.
            package static let museum: [BundledForm] = [

        """# + elements("BundledForm", museumForms) + #"""
            ]

            /// The form kbsim opens when none is named: `\#(defaultFormName)`.
            package static var defaultForm: BundledForm { all[\#(defaultIndex)] }

            /// The bundled form called `name`, given with or without its extension: an example form, else a museum tape's.
            package static func named(_ name: String) -> BundledForm? {
                (all + museum).first { $0.name == name || $0.fileName == name }
            }
        }

        """#
    }

    private static func lessonsSource(_ lessons: [BundleSourceFile]) -> String {
        #"""
        // GENERATED at build time by kbsim-embed (the EmbedBundles plugin) from Lessons/*.tape: edit the
        // lesson tapes, and the next build embeds them again.

        /// The lessons of `Lessons/`, embedded at build time by the `EmbedBundles` plugin (`kbsim lessons` lists them).
        package enum BundledLessons {
            /// Every bundled lesson, in teaching order (by file name).
            package static let all: [BundledLesson] = [

        """# + elements("BundledLesson", lessons) + #"""
            ]
        }

        """#
    }

    private static func bugsSource(_ tapes: [BundleSourceFile]) -> String {
        #"""
        // GENERATED at build time by kbsim-embed (the EmbedBundles plugin) from Bugs/*.tape: edit the
        // museum's tapes, and the next build embeds them again.

        /// The museum of library bugs, `Bugs/`, embedded at build time by the `EmbedBundles` plugin (`kbsim bugs` lists it).
        package enum BundledBugs {
            /// Every museum tape, by file name.
            package static let all: [BundledBug] = [

        """# + elements("BundledBug", tapes) + #"""
            ]
        }

        """#
    }
}
