import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("A leading byte-order mark: every reader of forms and tapes reads the file as it reads it without the mark", .timed)
struct ByteOrderMarkTests {
    static let mark = "\u{FEFF}"

    @Test("every bundled form — YAML, JSON and HTML — loads the same with a mark before it", arguments: BundledForms.all)
    func bundledForm(_ form: BundledForm) throws {
        let plain = try FormLoader.parse(form.source, path: form.fileName)
        #expect(try FormLoader.parse(Self.mark + form.source, path: form.fileName) == plain)
        // Without an extension the format is told from the text, the mark passed over.
        #expect(try FormLoader.parse(Self.mark + form.source, path: "-") == FormLoader.parse(form.source, path: "-"))
    }

    @Test("every bundled lesson and museum tape parses to the same commands with a mark before it")
    func bundledTapes() throws {
        for (fileName, source) in BundledLessons.all.map({ ($0.fileName, $0.source) }) + BundledBugs.all.map({ ($0.fileName, $0.source) }) {
            #expect(try TapeParser.parse(Self.mark + source, path: fileName) == TapeParser.parse(source, path: fileName))
        }
    }

    @Test("a museum tape's header block reads the same with a mark before it")
    func museumHeader() throws {
        for bug in BundledBugs.all {
            let name = String(bug.fileName.dropLast(".tape".count))
            let plain = MuseumHeader.parse(bug.source, path: bug.fileName, name: name, strategies: .builtIns)
            #expect(MuseumHeader.parse(Self.mark + bug.source, path: bug.fileName, name: name, strategies: .builtIns) == plain)
        }
    }

    @Test("an error after the mark is at the line and column it has without it", arguments: [
        ("x.yaml", "title: T\nfields: 3\n"), ("x.json", "{\"title\": \"T\", \"fields\": 3}"),
        ("x.html", "<title>T</title><input name=a type=colour>"),
    ])
    func formErrorPlace(path: String, source: String) {
        let plain = Self.refusal { _ = try FormLoader.parse(source, path: path) }
        #expect(plain != nil)
        #expect(Self.refusal { _ = try FormLoader.parse(Self.mark + source, path: path) } == plain)
    }

    @Test("a tape's error, and a byte that is not UTF-8, are where they are without the mark")
    func otherErrorPlaces() {
        let plain = Self.refusal { _ = try TapeParser.parse("Globe\nTap", path: "t.tape") }
        #expect(plain != nil)
        #expect(Self.refusal { _ = try TapeParser.parse(Self.mark + "Globe\nTap", path: "t.tape") } == plain)
        #expect(Self.refusal { _ = try SourceText.decode(ByteOrderMark.utf8 + Array("ab".utf8) + [0xFE], path: "f") }
            == "f:1:3: the file is not UTF-8 text (invalid byte 0xFE)")
    }

    @Test("only a leading mark is one: a U+FEFF further on is text, and so is a second one")
    func onlyLeading() {
        #expect(ByteOrderMark.dropped(from: "\u{FEFF}a") == "a")
        #expect(ByteOrderMark.dropped(from: "a\u{FEFF}") == "a\u{FEFF}")
        #expect(ByteOrderMark.dropped(from: "\u{FEFF}\u{FEFF}a") == "\u{FEFF}a")
        #expect(ByteOrderMark.dropped(from: "") == "")
        #expect(ByteOrderMark.length(atStartOf: Array("\u{FEFF}a".utf8)) == 3)
        #expect(ByteOrderMark.length(atStartOf: [0xEF, 0xBB]) == 0)
    }

    /// The message of what `read` throws, nil when it throws nothing.
    static func refusal(_ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
