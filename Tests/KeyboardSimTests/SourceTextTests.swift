import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("Source text: an input file's bytes decoded as UTF-8", .timed)
struct SourceTextTests {
    /// The message `bytes` are refused with, or nil when they decode.
    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try SourceText.decode(bytes, path: "form.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("UTF-8 decodes to the same text, a byte-order mark and NUL included")
    func validText() throws {
        let text = "\u{FEFF}title: Зоë 東京 👩‍👩‍👧\r\nfields: []\u{0}\n"
        #expect(try SourceText.decode(Array(text.utf8), path: "x") == text)
        #expect(try SourceText.decode([], path: "x") == "")
    }

    @Test("an invalid byte is reported at its own line and column, columns counting characters")
    func invalidBytePosition() {
        #expect(refusal(Array("title: T\nfields:\n  - name: ".utf8) + [0xFF] + Array("\n".utf8))
            == "form.yaml:3:11: the file is not UTF-8 text (invalid byte 0xFF)")
        // Two-byte and three-byte characters before it are one column each.
        #expect(refusal(Array("Зо東".utf8) + [0xC0, 0x80])
            == "form.yaml:1:4: the file is not UTF-8 text (invalid byte 0xC0)")
    }

    @Test("CR, LF and CRLF each end a line, and a leading byte-order mark is not a column")
    func lineBreaks() {
        #expect(refusal(Array("a\rb\r\nc\nd".utf8) + [0x80]) == "form.yaml:4:2: the file is not UTF-8 text (invalid byte 0x80)")
        #expect(refusal(Array("\u{FEFF}ab".utf8) + [0xFE]) == "form.yaml:1:3: the file is not UTF-8 text (invalid byte 0xFE)")
    }

    @Test("a character cut short or an encoded surrogate is pointed at where it starts")
    func brokenSequences() {
        #expect(refusal(Array("ab".utf8) + [0xE6, 0x9D] + Array("c".utf8))
            == "form.yaml:1:3: the file is not UTF-8 text (invalid bytes 0xE6 0x9D)")
        #expect(refusal(Array("x\n".utf8) + [0xE6, 0x9D])
            == "form.yaml:2:1: the file is not UTF-8 text (invalid bytes 0xE6 0x9D)")
        #expect(refusal([0xED, 0xA0, 0x80]) == "form.yaml:1:1: the file is not UTF-8 text (invalid byte 0xED)")
    }
}
