import Testing
import KeyboardSim
import KeyboardSimForms

@Suite("Form files: keyboardDismissMode")
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
        #expect(throws: (any Error).self) { try form("keyboardDismissMode: ondrag\n") }
        do {
            _ = try form("keyboardDismissMode: ondrag\n")
        } catch {
            #expect(String(describing: error) == "Forms/x.yaml:2:22: unknown keyboardDismissMode 'ondrag' (did you mean 'onDrag'?) — valid: none, onDrag, interactive")
        }
        do {
            _ = try form("keyboardDismissMode: [interactive]\n")
        } catch {
            #expect(String(describing: error).hasPrefix("Forms/x.yaml:2:22: 'keyboardDismissMode' must be a name"))
        }
        do {
            _ = try form("keyboardDismisMode: interactive\n")
        } catch {
            #expect(String(describing: error).contains("did you mean 'keyboardDismissMode'?"))
        }
    }
}
