import Testing
import KeyboardSim
import KeyboardSimForms

@Suite("Form files: keyboardLayoutGuide, alignment and ignoresSafeArea")
struct LibraryFormKeysTests {
    private func form(_ lines: String, format: FormFormat? = nil) throws -> Form {
        try FormLoader.parse("title: T\n\(lines)fields:\n  - name: a\n", path: "Forms/x.yaml", format: format)
    }

    @Test("without the keys the guide uses the safe area with no padding, the fields stand at the top and nothing is ignored")
    func defaults() throws {
        let plain = try form("")
        #expect(plain.keyboardLayoutGuide == KeyboardLayoutGuide(usesBottomSafeArea: true, keyboardDismissPadding: 0))
        #expect(plain.alignment == .top && plain.ignoresSafeArea == .none)
    }

    @Test("the keys read in flow and block style, and in JSON")
    func values() throws {
        let flow = try form("keyboardLayoutGuide: {usesBottomSafeArea: false, keyboardDismissPadding: 44}\nalignment: center\nignoresSafeArea: keyboard\n")
        #expect(flow.keyboardLayoutGuide == KeyboardLayoutGuide(usesBottomSafeArea: false, keyboardDismissPadding: 44))
        #expect(flow.alignment == .center && flow.ignoresSafeArea == .keyboard)
        let block = try form("keyboardLayoutGuide:\n  keyboardDismissPadding: 20\nalignment: bottom\n")
        #expect(block.keyboardLayoutGuide == KeyboardLayoutGuide(usesBottomSafeArea: true, keyboardDismissPadding: 20))
        #expect(block.alignment == .bottom)
        let json = try FormLoader.parse(#"{"title": "T", "keyboardLayoutGuide": {"usesBottomSafeArea": false}, "alignment": "center", "ignoresSafeArea": "keyboard", "fields": [{"name": "a"}]}"#,
                                        path: "x.json")
        #expect(!json.keyboardLayoutGuide.usesBottomSafeArea && json.alignment == .center && json.ignoresSafeArea == .keyboard)
    }

    @Test("bad values are refused at their line and column, naming the valid values")
    func errors() {
        #expect(refusal("alignment: middle\n") == "Forms/x.yaml:2:12: unknown alignment 'middle' — valid: top, center, bottom")
        #expect(refusal("ignoresSafeArea: all\n") == "Forms/x.yaml:2:18: unknown ignoresSafeArea 'all' — valid: none, keyboard")
        #expect(refusal("keyboardLayoutGuide: true\n")?.hasPrefix(
            "Forms/x.yaml:2:22: 'keyboardLayoutGuide' must be a mapping such as {usesBottomSafeArea: false, keyboardDismissPadding: 44}") == true)
        #expect(refusal("keyboardLayoutGuide: {followsUndockedKeyboard: true}\n")
            == "Forms/x.yaml:2:23: unknown keyboardLayoutGuide key 'followsUndockedKeyboard' — valid: usesBottomSafeArea, keyboardDismissPadding")
        #expect(refusal("keyboardLayoutGuide: {usesBottomSafeArea: maybe}\n")
            == "Forms/x.yaml:2:43: 'usesBottomSafeArea' must be true or false, found 'maybe'")
        #expect(refusal("keyboardLayoutGuide: {keyboardDismissPadding: -4}\n")
            == "Forms/x.yaml:2:47: 'keyboardDismissPadding' must be a whole number from 0 to 1000, found '-4'")
        #expect(refusal("ignoreSafeArea: keyboard\n")?.contains("did you mean 'ignoresSafeArea'?") == true)
    }

    @Test("the HTML loader ignores the keys it has no attributes for")
    func html() throws {
        let form = try FormLoader.parse("<form><label>A <input name=a></label></form>", path: "x.html")
        #expect(form.alignment == .top && form.ignoresSafeArea == .none && form.keyboardLayoutGuide == KeyboardLayoutGuide())
    }

    /// The message a form with `lines` is refused with, or nil when it is read.
    private func refusal(_ lines: String) -> String? {
        do {
            _ = try form(lines)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
