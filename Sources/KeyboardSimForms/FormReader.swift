import KeyboardSim
import Yams

/// Walks a composed YAML tree and builds the form, turning every surprise into a `FormError`.
struct FormReader {
    let source: String
    let path: String
    /// Whether to call a syntax error a JSON or a YAML one: the user thinks in the file's language.
    let syntaxName: String

    /// Composes the document with Yams (see `FormNode.composed(from:typingKeys:)`).
    func compose(typingKeys: Bool) throws(FormError) -> FormNode? {
        do {
            return try FormNode.composed(from: source, typingKeys: typingKeys)
        } catch let error as YamlError {
            throw formError(from: error)
        } catch {
            throw FormError(path: path, line: 1, column: 1, message: "could not read the form: \(error)")
        }
    }

    /// Builds the form from the document's root, which is nil for an empty document; throws every
    /// error found, going on past each top-level key and each field that is refused.
    func form(from root: FormNode?) throws(InputFileErrors) -> Form {
        guard let root else {
            throw InputFileErrors(FormError(
                path: path, line: 1, column: 1,
                message: "the form is empty — expected a mapping with 'title' and 'fields'"
            ))
        }
        guard case .mapping(let mapping) = root.content else {
            throw InputFileErrors(error("a form must be a mapping with 'title' and 'fields', found \(describe(root))", at: root))
        }
        let found = ErrorCollector()
        // A key that is there but refused is not also missing.
        var seen: Set<FormKey> = []
        var title: String?
        var fields: [Field]?
        var setsOwnToolbar: [Bool] = []
        var toolbar = false
        var inputMethods: [InputMethod] = [.english]
        var device = DeviceChoice.proportional
        var keyboardDismissMode = KeyboardDismissMode.none
        var screen = ScreenKeys()
        for entry in mapping {
            let value = entry.value
            found.collecting { () throws(FormError) in
                let formKey = try key(entry.key, as: FormKey.self, called: "top-level key")
                seen.insert(formKey)
                switch formKey {
                case .title:
                    let text = try singleLine(try self.text(value, for: "title"), for: "title", at: value)
                    guard !text.allSatisfy(\.isWhitespace) else {
                        throw error("'title' must not be blank", at: value)
                    }
                    title = text
                case .fields:
                    (fields, setsOwnToolbar) = try self.fields(from: value, found: found)
                case .toolbar:
                    toolbar = try bool(value, for: "toolbar")
                case .inputMethods:
                    inputMethods = try self.inputMethods(from: value, found: found)
                case .device:
                    device = try self.device(value)
                case .keyboardDismissMode:
                    keyboardDismissMode = try choice(value, for: "keyboardDismissMode")
                case .navigationBar:
                    screen.navigationBar = try choice(value, for: "navigationBar")
                case .tabBar:
                    screen.tabBar = try bool(value, for: "tabBar")
                case .footer:
                    screen.footer = try footer(value, found: found)
                case .contentInsetAdjustmentBehavior:
                    screen.contentInsetAdjustmentBehavior = try choice(value, for: "contentInsetAdjustmentBehavior")
                case .keyboardLayoutGuide:
                    screen.keyboardLayoutGuide = try keyboardLayoutGuide(value, found: found)
                case .alignment:
                    screen.alignment = try choice(value, for: "alignment")
                case .layout:
                    screen.layout = try choice(value, for: "layout")
                case .inputBar:
                    screen.inputBar = try inputBar(value, found: found)
                case .content:
                    screen.content = (try choice(value, for: "content"), value)
                case .messages:
                    screen.messages = (try messages(value, found: found), entry.key)
                case .ignoresSafeArea:
                    screen.ignoresSafeArea = try choice(value, for: "ignoresSafeArea")
                case .scrollIndicatorInsets:
                    screen.scrollIndicatorInsetPoints = try scrollIndicatorInsets(value, found: found)
                }
            }
        }
        if title == nil, !seen.contains(.title) { found.add(error("the form is missing 'title'", at: root)) }
        // A chat screen's list takes the fields' place: its fields may be none. `messages` makes a
        // list, `content: messages` alone an empty one; `content: fields` with messages is a contradiction.
        let chat = screen.content?.kind == .messages || (screen.content == nil && screen.messages != nil)
        if chat, fields == nil, !seen.contains(.fields) { fields = [] }
        if fields == nil, !seen.contains(.fields) { found.add(error("the form is missing 'fields'", at: root)) }
        if let messages = screen.messages, screen.content?.kind == .fields {
            found.add(error("'messages' fill a chat's list, but content is fields", at: messages.key))
        }
        if let bar = screen.inputBar, screen.footer != nil {
            found.add(error("a form has a footer or an input bar, not both", at: bar.node))
        }
        try found.throwIfAny()
        guard let title, var fields = fields.take() else {
            throw InputFileErrors(error("the form is missing 'title' or 'fields'", at: root))
        }
        // The form's `toolbar` is every field's default; a field's own `toolbar` wins. Set in
        // place: a big form's fields are not copied again.
        for index in fields.indices where !setsOwnToolbar[index] {
            fields[index].toolbar = toolbar
        }
        if let bar = screen.inputBar, fields.contains(where: { $0.name == bar.bar.name }) {
            throw InputFileErrors(error("the input bar's name '\(Diagnostics.excerpt(bar.bar.name))' is a field's name — "
                + "tapes name the bar's text view by it", at: bar.node))
        }
        if let footer = screen.footer, let clash = fields.first(where: { $0.name == footer.name.text }) {
            throw InputFileErrors(error("the footer's name '\(Diagnostics.excerpt(clash.name))' is a field's name — "
                + "tapes name the footer by it", at: footer.name.node))
        }
        var form = Form(title: title, fields: fields, inputMethods: inputMethods, device: device)
        form.keyboardDismissMode = keyboardDismissMode
        form.navigationBar = screen.navigationBar
        form.tabBar = screen.tabBar
        form.footer = screen.footer.map { Footer(name: $0.name.text, label: $0.label) }
        form.contentInsetAdjustmentBehavior = screen.contentInsetAdjustmentBehavior
        form.keyboardLayoutGuide = screen.keyboardLayoutGuide
        form.alignment = screen.alignment
        form.layout = screen.layout
        form.inputBar = screen.inputBar?.bar
        form.messages = chat ? screen.messages?.list ?? [] : nil
        form.ignoresSafeArea = screen.ignoresSafeArea
        form.scrollIndicatorInsetPoints = screen.scrollIndicatorInsetPoints
        return form
    }

    /// What the screen-around-the-form keys set (`navigationBar`, `tabBar`, `footer`,
    /// `contentInsetAdjustmentBehavior`, `keyboardLayoutGuide`, `alignment`, `layout`, `ignoresSafeArea`,
    /// `scrollIndicatorInsets`),
    /// the footer's name with its node for the clash check.
    private struct ScreenKeys {
        var navigationBar = NavigationBarStyle.none
        var tabBar = false
        var footer: (name: (text: String, node: FormNode), label: String)?
        var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
        var keyboardLayoutGuide = KeyboardLayoutGuide()
        var alignment = ContentAlignment.top
        var layout = ContentLayout.form
        var inputBar: (bar: InputBar, node: FormNode)?
        var content: (kind: ContentKind, node: FormNode)?
        var messages: (list: [ChatMessage], key: FormNode)?
        var ignoresSafeArea = SafeAreaRegion.none
        var scrollIndicatorInsetPoints = EdgeInsets.zero
    }

    /// `scrollIndicatorInsets: {bottom: 88}`: `top`, `bottom` or both, whole points (a negative
    /// inset would draw the indicator past the scroll view: refused, as a typo). A bad key or
    /// value is collected in `found`.
    private func scrollIndicatorInsets(_ node: FormNode, found: ErrorCollector) throws(FormError) -> EdgeInsets {
        guard case .mapping(let mapping) = node.content else {
            throw error("'scrollIndicatorInsets' must be a mapping such as {bottom: 88}, found \(describe(node))", at: node)
        }
        var insets = EdgeInsets.zero
        for entry in mapping {
            found.collecting { () throws(FormError) in
                switch try key(entry.key, as: ScrollIndicatorInsetsKey.self, called: "scrollIndicatorInsets key") {
                case .top: insets.top = try wholeNumber(entry.value, for: "top", in: 0...1000)
                case .bottom: insets.bottom = try wholeNumber(entry.value, for: "bottom", in: 0...1000)
                }
            }
        }
        return insets
    }

    /// `keyboardLayoutGuide: {usesBottomSafeArea: false, keyboardDismissPadding: 44}`: either key
    /// or both, the padding a whole number of points (UIKit takes a negative one as 0: refused
    /// here, as a typo). A bad key or value is collected in `found`.
    private func keyboardLayoutGuide(_ node: FormNode, found: ErrorCollector) throws(FormError) -> KeyboardLayoutGuide {
        guard case .mapping(let mapping) = node.content else {
            throw error("'keyboardLayoutGuide' must be a mapping such as {usesBottomSafeArea: false, keyboardDismissPadding: 44}, "
                + "found \(describe(node))", at: node)
        }
        var guide = KeyboardLayoutGuide()
        for entry in mapping {
            found.collecting { () throws(FormError) in
                switch try key(entry.key, as: KeyboardLayoutGuideKey.self, called: "keyboardLayoutGuide key") {
                case .usesBottomSafeArea:
                    guide.usesBottomSafeArea = try bool(entry.value, for: "usesBottomSafeArea")
                case .keyboardDismissPadding:
                    guide.keyboardDismissPadding = try wholeNumber(entry.value, for: "keyboardDismissPadding", in: 0...1000)
                }
            }
        }
        return guide
    }

    /// `footer: {name: create, label: Create account}`: both keys required, the name an
    /// identifier as a field's is, the label one line. A bad key or value is collected in `found`.
    private func footer(_ node: FormNode, found: ErrorCollector) throws(FormError) -> (name: (text: String, node: FormNode), label: String)? {
        guard case .mapping(let mapping) = node.content else {
            throw error("'footer' must be a mapping such as {name: create, label: Create account}, found \(describe(node))", at: node)
        }
        var name: (text: String, node: FormNode)?
        var label: String?
        var refused = false
        for entry in mapping {
            found.collecting { () throws(FormError) in
                do throws(FormError) {
                    switch try key(entry.key, as: FooterKey.self, called: "footer key") {
                    case .name:
                        let text = try self.text(entry.value, for: "footer name")
                        if let problem = FormRules.fieldNameProblem(text) { throw error(problem, at: entry.value) }
                        name = (text, entry.value)
                    case .label:
                        let text = try singleLine(try self.text(entry.value, for: "footer label"), for: "footer label", at: entry.value)
                        guard !text.allSatisfy(\.isWhitespace) else { throw error("'footer label' must not be blank", at: entry.value) }
                        label = text
                    }
                } catch {
                    refused = true
                    throw error
                }
            }
        }
        guard !refused else { return nil }
        guard let name else { throw error("the footer is missing 'name'", at: node) }
        guard let label else { throw error("the footer is missing 'label'", at: node) }
        return (name, label)
    }

    /// `device: iphone-15`: the phone the form is shown on, a name `kbsim devices` lists.
    private func device(_ node: FormNode) throws(FormError) -> DeviceChoice {
        let valid = DeviceChoice.names
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            throw error("'device' must be a name, found \(describe(node)) — valid: \(valid.joined(separator: ", "))", at: node)
        }
        guard let device = DeviceChoice(name: scalar.text) else { throw error(unknown("device", scalar.text, valid: valid), at: node) }
        return device
    }

    /// `inputMethods: [en, ru, ja]`: the globe key's cycle, each listed once; a bad item is
    /// collected in `found` and the others read on.
    private func inputMethods(from node: FormNode, found: ErrorCollector) throws(FormError) -> [InputMethod] {
        guard case .sequence(let sequence) = node.content, !sequence.isEmpty else {
            throw error("'inputMethods' must be a non-empty list such as [en, ru, ja], found \(describe(node))", at: node)
        }
        var methods: [InputMethod] = []
        for item in sequence {
            found.collecting { () throws(FormError) in
                let method: InputMethod = try choice(item, for: "inputMethods")
                guard !methods.contains(method) else {
                    throw error("input method '\(method.rawValue)' is listed twice", at: item)
                }
                methods.append(method)
            }
        }
        return methods
    }
}
