import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("Form files: navigationBar, tabBar, footer, contentInsetAdjustmentBehavior, keyboardLayoutGuide, alignment, ignoresSafeArea and scrollIndicatorInsets", .timed)
struct ScreenKeysFormTests {
    private func form(_ lines: String, format: FormFormat? = nil) throws -> Form {
        try FormLoader.parse("title: T\n\(lines)fields:\n  - name: a\n", path: "Forms/x.yaml", format: format)
    }

    @Test("without the keys a form has no bars, no footer and the automatic behaviour")
    func defaults() throws {
        let plain = try form("")
        #expect(plain.navigationBar == .none && !plain.tabBar && plain.footer == nil)
        #expect(plain.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test("the keys read in block and flow style: a large bar, a tab bar, a footer with name and label, never")
    func values() throws {
        let flow = try form("navigationBar: large\ntabBar: true\nfooter: {name: create, label: Create account}\n"
                            + "contentInsetAdjustmentBehavior: never\n")
        #expect(flow.navigationBar == .large && flow.tabBar)
        #expect(flow.footer == Footer(name: "create", label: "Create account"))
        #expect(flow.contentInsetAdjustmentBehavior == .never)
        let block = try form("navigationBar: standard\ntabBar: false\nfooter:\n  name: go\n  label: Go\n")
        #expect(block.navigationBar == .standard && !block.tabBar && block.footer == Footer(name: "go", label: "Go"))
        let json = try FormLoader.parse(#"{"title": "T", "navigationBar": "standard", "tabBar": true, "footer": {"name": "go", "label": "Go"}, "fields": [{"name": "a"}]}"#,
                                        path: "x.json")
        #expect(json.navigationBar == .standard && json.tabBar && json.footer?.name == "go")
    }

    @Test("bad values are refused at their line and column, naming the valid values")
    func errors() {
        #expect(refusal("navigationBar: big\n")
            == "Forms/x.yaml:2:16: unknown navigationBar 'big' — valid: none, standard, large")
        #expect(refusal("contentInsetAdjustmentBehavior: always\n")
            == "Forms/x.yaml:2:33: unknown contentInsetAdjustmentBehavior 'always' — valid: automatic, never")
        #expect(refusal("tabBar: yes please\n") == "Forms/x.yaml:2:9: 'tabBar' must be true or false, found 'yes please'")
        #expect(refusal("footer: create\n")?.hasPrefix("Forms/x.yaml:2:9: 'footer' must be a mapping such as {name: create, label: Create account}") == true)
        #expect(refusal("footer: {name: create}\n") == "Forms/x.yaml:2:9: the footer is missing 'label'")
        #expect(refusal("footer: {label: Go}\n") == "Forms/x.yaml:2:9: the footer is missing 'name'")
        #expect(refusal("footer: {name: go, lable: Go}\n")
            == "Forms/x.yaml:2:20: unknown footer key 'lable' (did you mean 'label'?) — valid: name, label")
        #expect(refusal("footer: {name: 'two words', label: Go}\n")?.hasPrefix("Forms/x.yaml:2:16:") == true)
        #expect(refusal("footer: {name: a, label: Go}\n")
            == "Forms/x.yaml:2:16: the footer's name 'a' is a field's name — tapes name the footer by it")
        #expect(refusal("tabbar: true\n")?.contains("did you mean 'tabBar'?") == true)
    }

    @Test("the HTML loader ignores the keys it has no attributes for: its forms have no bars")
    func html() throws {
        let form = try FormLoader.parse("<form><label>A <input name=a></label></form>", path: "x.html")
        #expect(form.navigationBar == .none && !form.tabBar && form.footer == nil)
    }

    @Test("without keyboardLayoutGuide, alignment and ignoresSafeArea the guide uses the safe area with no padding, the fields stand at the top and nothing is ignored")
    func libraryKeyDefaults() throws {
        let plain = try form("")
        #expect(plain.keyboardLayoutGuide == KeyboardLayoutGuide(usesBottomSafeArea: true, keyboardDismissPadding: 0))
        #expect(plain.alignment == .top && plain.ignoresSafeArea == .none)
    }

    @Test("keyboardLayoutGuide, alignment and ignoresSafeArea read in flow and block style, and in JSON")
    func libraryKeyValues() throws {
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

    @Test("bad keyboardLayoutGuide, alignment and ignoresSafeArea values are refused at their line and column, naming the valid values")
    func libraryKeyErrors() {
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

    @Test("the HTML loader ignores keyboardLayoutGuide, alignment, ignoresSafeArea and scrollIndicatorInsets too")
    func libraryKeysInHTML() throws {
        let form = try FormLoader.parse("<form><label>A <input name=a></label></form>", path: "x.html")
        #expect(form.alignment == .top && form.ignoresSafeArea == .none && form.keyboardLayoutGuide == KeyboardLayoutGuide())
        #expect(form.scrollIndicatorInsetPoints == .zero)
    }

    @Test("scrollIndicatorInsets reads top and bottom points in flow and block style and in JSON, zero without it")
    func scrollIndicatorInsets() throws {
        #expect(try form("").scrollIndicatorInsetPoints == .zero)
        #expect(try form("scrollIndicatorInsets: {bottom: 88}\n").scrollIndicatorInsetPoints == EdgeInsets(bottom: 88))
        #expect(try form("scrollIndicatorInsets:\n  top: 10\n  bottom: 44\n").scrollIndicatorInsetPoints == EdgeInsets(top: 10, bottom: 44))
        let json = try FormLoader.parse(#"{"title": "T", "scrollIndicatorInsets": {"bottom": 49}, "fields": [{"name": "a"}]}"#, path: "x.json")
        #expect(json.scrollIndicatorInsetPoints == EdgeInsets(bottom: 49))
    }

    @Test("bad scrollIndicatorInsets are refused at their line and column, naming the valid keys and values")
    func scrollIndicatorInsetsErrors() {
        #expect(refusal("scrollIndicatorInsets: 88\n")
            == "Forms/x.yaml:2:24: 'scrollIndicatorInsets' must be a mapping such as {bottom: 88}, found '88'")
        #expect(refusal("scrollIndicatorInsets: {left: 4}\n")
            == "Forms/x.yaml:2:25: unknown scrollIndicatorInsets key 'left' — valid: top, bottom")
        #expect(refusal("scrollIndicatorInsets: {bottom: -4}\n")
            == "Forms/x.yaml:2:33: 'bottom' must be a whole number from 0 to 1000, found '-4'")
        #expect(refusal("scrollIndicatorInsets: {bottom: 1001}\n")
            == "Forms/x.yaml:2:33: 'bottom' must be a whole number from 0 to 1000, found '1001'")
        #expect(refusal("scrollIndicatorInset: {bottom: 8}\n")?.contains("did you mean 'scrollIndicatorInsets'?") == true)
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
