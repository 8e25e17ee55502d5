import KeyboardSimEmbed
import Testing
import TestTiming

/// The generator the build-tool plugin runs: what it embeds, in which order, and the errors that
/// name the file at fault (the build log is where a contributor reads them).
@Suite("BundleGenerator: the sources that carry Forms/, Bugs/ and Lessons/ in the binary", .timed)
struct BundleGeneratorTests {
    /// The fewest files the generator accepts: the default form and one lesson.
    static let minimal = [BundleSourceFile(path: "Forms/signup.yaml", text: "title: Sign up\n"),
                          BundleSourceFile(path: "Lessons/0-words.tape", text: "Set Form \"signup\"\n")]

    /// The error generating `files` throws, or nil when it throws none.
    static func error(_ files: [BundleSourceFile]) -> BundleError? {
        do {
            _ = try BundleGenerator.generate(files)
            return nil
        } catch {
            return error
        }
    }

    @Test("a form is embedded byte for byte in a raw literal whose delimiter outlasts every run of # after a quote or a backslash")
    func rawLiteral() throws {
        let text = "title: \"\"\"## and \\### here\nno final newline"
        let bundles = try BundleGenerator.generate(Self.minimal + [BundleSourceFile(path: "Forms/hashes.json", text: text)])
        #expect(bundles.forms.contains("""
                    BundledForm(name: "hashes", fileName: "hashes.json", source: ####\"""
            \(text)
            \"""####),
            """))
        #expect(bundles.forms.contains("package static var defaultForm: BundledForm { all[1] }"), "hashes sorts before signup")
        #expect(bundles.lessons.contains("BundledLesson(fileName: \"0-words.tape\", source: #\"\"\"\nSet Form \"signup\"\n\n\"\"\"#),"))
    }

    @Test("files are ordered byte-wise, upper case first; other folders, other extensions and hidden files are left out")
    func selection() throws {
        let bundles = try BundleGenerator.generate(Self.minimal + [
            BundleSourceFile(path: "Forms/Zeta.yaml", text: ""), BundleSourceFile(path: "Forms/alpha.html", text: ""),
            BundleSourceFile(path: "Forms/.hidden.yaml", text: ""), BundleSourceFile(path: "Forms/walk.tape", text: ""),
            BundleSourceFile(path: "Forms/nested/deep.yaml", text: ""), BundleSourceFile(path: "Other/x.yaml", text: ""),
            BundleSourceFile(path: "Bugs/README.md", text: ""), BundleSourceFile(path: "Bugs/acme-12.tape", text: "Tap a\n"),
        ])
        let names = bundles.forms.matches(of: /BundledForm\(name: "([^"]*)"/).map { String($0.1) }
        #expect(names == ["Zeta", "alpha", "signup"])
        #expect(bundles.bugs.contains("BundledBug(fileName: \"acme-12.tape\""))
    }

    @Test("a file that cannot be embedded fails the build with a sentence naming it")
    func errorsNameTheFile() {
        let cases: [(BundleSourceFile, String)] = [
            (BundleSourceFile(path: "Forms/bad name.yaml", text: ""),
             "Forms/bad name.yaml: a form's file name may use only letters, digits, '_' and '-'"),
            (BundleSourceFile(path: "Forms/signup.json", text: ""), "Forms/signup.yaml: another form is also called 'signup'"),
            (BundleSourceFile(path: "Forms/crlf.yaml", text: "a\r\nb\r\n"), "Forms/crlf.yaml: contains carriage returns; save it with LF line endings"),
            (BundleSourceFile(path: "Forms/latin1.yaml", bytes: [0x63, 0x61, 0x66, 0xE9]), "Forms/latin1.yaml: is not UTF-8 text; save it as UTF-8"),
            (BundleSourceFile(path: "Bugs/Acme-12.tape", text: ""),
             "Bugs/Acme-12.tape: a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape), in lower case"),
            (BundleSourceFile(path: "Bugs/acme12.tape", text: ""), "Bugs/acme12.tape: a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape)"),
            (BundleSourceFile(path: "Lessons/words.tape", text: ""),
             "Lessons/words.tape: a lesson's file name is its number, '-' and its name (3-inset.tape)"),
            (BundleSourceFile(path: "Lessons/1-two words.tape", text: ""),
             "Lessons/1-two words.tape: a lesson's file name may use only letters, digits, '_' and '-'"),
        ]
        for (file, message) in cases {
            #expect(Self.error(Self.minimal + [file])?.message == message, "\(file.path)")
        }
        #expect(Self.error(Self.minimal + [BundleSourceFile(path: "Forms/acme-12.yaml", text: ""), BundleSourceFile(path: "Bugs/acme-12.yaml", text: "")])?
            .message == "Bugs/acme-12.yaml: a bundled form is also called 'acme-12'")
        #expect(Self.error([Self.minimal[1]])?.message == "no Forms/*.yaml, Forms/*.json or Forms/*.html to embed")
        #expect(Self.error([BundleSourceFile(path: "Forms/login.json", text: ""), Self.minimal[1]])?.message
            == "Forms/signup.yaml (the default form) is missing")
        #expect(Self.error([Self.minimal[0]])?.message == "no Lessons/*.tape to embed")
        #expect(Self.error(Self.minimal)?.description == nil)
        #expect(BundleError("x").description == "kbsim-embed: x", "the build log says which tool failed")
    }
}
