import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("Form files: keyboardDismissMode", .timed)
struct KeyboardDismissModeFormTests {
    private func form(_ line: String) throws -> Form {
        try FormLoader.parse("title: T\n\(line)fields:\n  - name: a\n", path: "Forms/x.yaml")
    }

    @Test("keyboardDismissMode takes none, onDrag or interactive; without it a drag does not touch the keyboard")
    func values() throws {
        #expect(try form("").keyboardDismissMode == KeyboardDismissMode.none)
        #expect(try form("keyboardDismissMode: none\n").keyboardDismissMode == KeyboardDismissMode.none)
        #expect(try form("keyboardDismissMode: onDrag\n").keyboardDismissMode == .onDrag)
        #expect(try form("keyboardDismissMode: interactive\n").keyboardDismissMode == .interactive)
    }

    @Test("a bad keyboardDismissMode is refused at its line and column, with the valid names and the nearest one")
    func errors() {
        #expect(refusal("keyboardDismissMode: ondrag\n")
            == "Forms/x.yaml:2:22: unknown keyboardDismissMode 'ondrag' (did you mean 'onDrag'?) — valid: none, onDrag, interactive")
        #expect(refusal("keyboardDismissMode: [interactive]\n")?.hasPrefix("Forms/x.yaml:2:22: 'keyboardDismissMode' must be a name") == true)
        #expect(refusal("keyboardDismisMode: interactive\n")?.contains("did you mean 'keyboardDismissMode'?") == true)
    }

    /// The message a form with `line` is refused with, or nil when it is read.
    private func refusal(_ line: String) -> String? {
        do {
            _ = try form(line)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
