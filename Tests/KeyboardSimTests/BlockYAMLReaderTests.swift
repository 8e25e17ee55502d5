import Foundation
import Testing
import KeyboardSim
@testable import KeyboardSimForms
import TestTiming

/// The block reader reads what it takes exactly as Yams composes it — texts, styles, lines and
/// columns — and leaves everything else to Yams.
@Suite("Block YAML reader", .timed)
struct BlockYAMLReaderTests {
    /// The tree Yams composes from `text`, or nil when it refuses it (with its resolver's types,
    /// as the diagnostics are given).
    private func composed(_ text: String) -> FormNode? {
        (try? FormNode.composed(from: text, typingKeys: true)) ?? nil
    }

    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeyboardSimTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    // MARK: Against Yams

    @Test("the bundled YAML forms are read by the block reader, each node where Yams puts it")
    func bundledForms() throws {
        for form in BundledForms.all where form.fileName.hasSuffix(".yaml") && form.name != "multilingual" {
            let document = try #require(BlockYAMLReader.document(form.source), "\(form.fileName)")
            #expect(document == composed(form.source), "\(form.fileName)")
        }
        // Its input methods are a flow list, which is Yams' to read.
        #expect(BlockYAMLReader.document(try #require(BundledForms.named("multilingual")).source) == nil)
    }

    @Test("every form fixture the block reader takes is read as Yams composes it")
    func fixtures() throws {
        let directory = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/forms")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasSuffix(".html") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            if let document = BlockYAMLReader.document(text) {
                #expect(document == composed(text), "\(name)")
            }
        }
    }

    @Test("a random document the block reader takes is one Yams composes into the same tree, key for key")
    func randomDocuments() {
        var random = SeededGenerator(seed: 13)
        var taken = 0
        for _ in 0..<20_000 {
            let text = RandomBlockYAML.document(using: &random)
            guard let document = BlockYAMLReader.document(text) else { continue }
            taken += 1
            let reference = composed(text)
            #expect(document == reference, "\(text.debugDescription)")
            if document != reference { return }
        }
        // The generator must mostly write what the reader takes, or the comparison proves little.
        #expect(taken > 2_500)
    }

    @Test("a random form the block reader takes loads into the Form that Yams' tree gives")
    func randomFormsLoadAlike() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let text = RandomBlockYAML.form(using: &random)
            let document = try #require(BlockYAMLReader.document(text), "\(text.debugDescription)")
            #expect(document == composed(text), "\(text.debugDescription)")
        }
    }

    // MARK: What it takes and what it leaves

    @Test("positions are libyaml's: a scalar's first character or quote, a list's first dash, a mapping's first key")
    func positions() throws {
        let document = try #require(BlockYAMLReader.document("title: 'Ж'  # c\nfields:\n  -   name: é\n      label: x\n"))
        guard case .mapping(let top) = document.content, case .sequence(let fields) = top[1].value.content,
              case .mapping(let field) = fields[0].content else {
            Issue.record("unexpected shape \(document)")
            return
        }
        #expect((document.line, document.column) == (1, 1))
        #expect((top[0].value.line, top[0].value.column) == (1, 8))
        #expect((top[1].value.line, top[1].value.column) == (3, 3))
        #expect((fields[0].line, fields[0].column) == (3, 7))
        #expect((field[1].key.line, field[1].key.column) == (4, 7))
        #expect(top[0].value.scalarText == "Ж")
    }

    @Test("a list may stand at its key's indentation, and the next key follows it")
    func indentlessList() throws {
        let text = "fields:\n- name: a\n- name: b\ntitle: T\n"
        let document = try #require(BlockYAMLReader.document(text))
        #expect(document == composed(text))
    }

    @Test("a comment starts at # after a blank; elsewhere # is text, and so are & * ! inside a scalar")
    func commentsAndIndicatorsInText() throws {
        let text = "title: C# and F#  # languages\nfields:\n  - name: a\n    label: Tom & Jerry *2 !x\n    placeholder: '# not a comment' # one\n"
        let document = try #require(BlockYAMLReader.document(text))
        #expect(document == composed(text))
        guard case .mapping(let top) = document.content else { return }
        #expect(top[0].value.scalarText == "C# and F#")
    }

    @Test("'' inside single quotes is one quote; double quotes without escapes are text as written")
    func quotes() throws {
        let text = "title: 'it''s ''ok'''\nfields:\n  - name: a\n    label: \"say 'hi': # now\"\n"
        let document = try #require(BlockYAMLReader.document(text))
        #expect(document == composed(text))
        guard case .mapping(let top) = document.content else { return }
        #expect(top[0].value.scalarText == "it's 'ok'")
    }

    @Test("what it does not take is left to Yams", arguments: [
        "title: T\nfields: [a, b]\n",                          // flow collections
        "{\"title\": \"T\"}",                                 // and so JSON
        "title: |\n  text\n",                                 // block scalars
        "title: one\n  two\n",                                // a plain scalar over two lines
        "title: 'one\n  two'\n",                              // a quoted one
        "title: \"tab\\there\"\n",                            // escapes
        "title: !!str T\n",                                   // tags
        "title: &a T\n", "title: *a\n",                       // anchors, aliases
        "? title\n: T\n",                                     // complex keys
        "title: T\ntitle: U\n",                               // a key written twice
        "title:\n",                                           // an empty value
        "title: T\r\nfields: x\r\n",                          // CR line ends
        "title:\tT\n",                                        // tabs
        "title: T\u{85}\n",                                   // NEL, a line break to libyaml
        "---\ntitle: T\n",                                    // document markers
        "title: a: b\n",                                      // libyaml's "mapping values are not allowed"
        "title : T\n",                                        // a blank before the colon
        "  title: T\n",                                       // an indented root
        "- a\n  - b\n",                                       // a line deeper than an entry's text
        "title: T\n fields: x\n",                             // a line deeper than the keys
        "",                                                   // nothing at all
    ])
    func leftToYams(text: String) {
        #expect(BlockYAMLReader.document(text) == nil)
    }

    @Test("a key written twice is left to Yams, which reports it at its second place")
    func duplicateKeyLeftToYams() {
        let text = "title: T\nfields:\n  - name: a\n    label: One\n    label: Two\n"
        #expect(BlockYAMLReader.document(text) == nil)
        #expect(throws: FormError(path: "x.yaml", line: 5, column: 5, message: "duplicate key 'label' (first used at 4:5)")) {
            try FormLoader.parse(text, path: "x.yaml")
        }
    }

    @Test("a long mapping's keys are compared by text too: the 17th key written twice is found")
    func duplicateKeyInLongMapping() {
        let keys = (0..<20).map { "k\($0): v" }
        #expect(BlockYAMLReader.document((keys + ["k3: again"]).joined(separator: "\n")) == nil)
        #expect(BlockYAMLReader.document((keys + ["k19: again"]).joined(separator: "\n")) == nil)
        #expect(BlockYAMLReader.document(keys.joined(separator: "\n")) != nil)
    }

    @Test("nesting deeper than a form may is left to Yams' preflight, which names the place")
    func deepNesting() {
        let text = (0..<40).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v\n"
        #expect(BlockYAMLReader.document(text) == nil)
    }
}
