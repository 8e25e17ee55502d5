import Testing
import KeyboardSim
import KeyboardSimForms

@Suite("Form files: navigationBar, tabBar, footer and contentInsetAdjustmentBehavior")
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
