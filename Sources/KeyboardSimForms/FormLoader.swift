import KeyboardSim
import Yams

/// Reads the text of a form file (YAML, JSON — checked strictly, then read as YAML — or HTML)
/// into a `Form`.
///
/// The loader is pure: the caller reads the file and hands over its text and its path, and the
/// path only names the file in errors. A refused form throws a `FormError` at the 1-based line and
/// column of the offending node — the value for a bad value, the key for an unknown or misplaced
/// key. `parse` throws the first error reading from the top; `parseReportingAllErrors` goes on
/// past each bad key, value and field and throws them all. What stops the reading at once: a file
/// too large, a YAML or JSON syntax error and what `YAMLPreflight` refuses, since no tree — or none
/// that is safe to build — exists to read on in.
///
/// The format:
/// - The document is a mapping with two required keys, `title` (one line of text, not blank) and
///   `fields` (a non-empty list of fields), and optional ones: `toolbar` (a boolean, the
///   default of every field's `toolbar`), `inputMethods` (a list of `en`, `ru`, `ja`, each once;
///   default `[en]`), `device` (a name `kbsim devices` lists; default `default`, kbsim's own
///   phone), `keyboardDismissMode` (`none`, the default, `onDrag` or `interactive`: what a drag
///   on the content does to the keyboard), `navigationBar` (`none`, the default, `standard` or
///   `large`), `tabBar` (a boolean, default false), `footer` (a mapping of `name`, an identifier
///   no field has, and `label`, one line: a button pinned to the safe area's bottom),
///   `contentInsetAdjustmentBehavior` (`automatic`, the default, or `never`),
///   `keyboardLayoutGuide` (a mapping of `usesBottomSafeArea`, a boolean, default true, and
///   `keyboardDismissPadding`, whole points from 0 to 1000, default 0: what the app sets on its
///   guide), `alignment` (`top`, the default, `center` or `bottom`: where fields shorter than the
///   scroll view stand), `ignoresSafeArea` (`none`, the default, or `keyboard`: SwiftUI's
///   `.ignoresSafeArea(.keyboard)`) and `scrollIndicatorInsets` (a mapping of `top` and `bottom`,
///   whole points from 0 to 1000, default 0: what the app sets on the scroll view). Any other key
///   is refused, with the valid key it most resembles suggested.
/// - Each field is a mapping. `name` is required, unique within the form, and an identifier: an
///   ASCII letter or `_`, then ASCII letters, digits, `_` or `-` — tapes name fields unquoted —
///   other than `key`, `background` and `none`, which tapes use as words.
/// - `toolbar` (a boolean) puts the input accessory toolbar (Previous / Next / Done) on the field's keyboard.
/// - `label` (default: the name) is one line of text. `placeholder` and `value` (default: empty)
///   are text, one line unless the field is a textView. Text is taken as written, so
///   `placeholder: 95014` is the text "95014"; a missing value (`label:` alone, `~`, `null`) is
///   refused: write `''` for empty text.
/// - `kind` is `textField` (the default) or `textView`; `rows` is a whole number from 1 to 20,
///   allowed only on a textView, where it defaults to 3.
/// - `keyboard`, `returnKey`, `autocapitalization` and `appearance` take the raw values of
///   `KeyboardType`, `ReturnKeyType`, `AutocapitalizationType` and `KeyboardAppearance`, spelt
///   exactly; `keyboard: URL` is accepted as UIKit spells it.
/// - `autocorrection` is `default`, `no` or `yes`; an unquoted YAML boolean (`true`, `false`,
///   `on`, `off`) counts as yes or no, because YAML 1.1 reads a bare `no` as a boolean anyway.
/// - `secure` and `enablesReturnKeyAutomatically` are unquoted YAML booleans (`true`/`false`, and
///   YAML 1.1's `yes`/`no`, `on`/`off`).
/// - `maxLength` is a whole number of at least 1, counted in characters; an initial `value`
///   must fit in it.
/// - `inputView` is `datePicker` or `picker` (on a textField only): a picker takes the keyboard's
///   place. A `picker` needs `options`, a non-empty list of one-line texts, each once (a field
///   without `inputView: picker` may not have them); a picker's `value` is one of them, a date
///   picker's a date in the field's format (`Jan 1, 2000`), or empty.
/// - `validate` is a regular expression in Swift `Regex` syntax, compiled here so that a typo
///   fails when the form loads rather than when someone types.
/// - Numbers and booleans are unquoted (`"3"` is text); a key may appear only once in a mapping;
///   a leading byte-order mark is ignored.
/// - Within `FormLimits`: at most 512 KiB; no anchors, aliases or complex keys; lists and mappings
///   nested at most 32 deep (see `YAMLPreflight`).
package enum FormLoader {
    /// Parses the text of the form file at `path`, which names the file in errors and, unless
    /// `format` is given, tells its format (see `FormFormat`). Throws the first error, reading from the top.
    package static func parse(_ source: String, path: String, format: FormFormat? = nil) throws(FormError) -> Form {
        do {
            return try parseReportingAllErrors(source, path: path, format: format)
        } catch {
            throw error.first
        }
    }

    /// Parses as `parse` does, but throws every error it finds (see the type's comment).
    package static func parseReportingAllErrors(_ source: String, path: String, format: FormFormat? = nil) throws(InputFileErrors) -> Form {
        let format = format ?? FormFormat(path: path, source: source)
        do throws(FormError) {
            try FormLimits.checkSize(of: source, path: path)
            if format == .json { try JSONSyntaxCheck.check(Diagnostics.droppingByteOrderMark(source), path: path) }
        } catch {
            throw InputFileErrors(error)
        }
        if format == .html { return try HTMLFormLoader.parseReportingAllErrors(source, path: path) }
        let text = Diagnostics.droppingByteOrderMark(source)
        let reader = FormReader(source: text, path: path, syntaxName: format == .json ? "JSON" : "YAML")
        // The plain block style forms are written in is read without Yams, which spends most of
        // a big form's load building and hashing its nodes. Whatever is refused is read again
        // through Yams below, whose diagnostics are the contract.
        if let document = BlockYAMLReader.document(text), let form = try? reader.form(from: document) {
            return form
        }
        // Yams composes the whole document before anything can be checked, so what could make
        // that explode is refused first. (The block reader takes none of it: it leaves anchors,
        // aliases and complex keys to Yams, and nests no deeper than the preflight allows.)
        // Yams' default resolver types every key with up to seven regular expressions when it
        // checks a mapping for duplicates. Without them Yams reads the same tree, keys and values
        // alike, and differs only in which keys it calls the same: to it a key is then its text,
        // so `1` and `'1'` are one key, and `1` and `!!int 1` two. No key of a form is such a
        // word, so a form that loads loads alike both ways; whatever is refused is read again
        // with the types, so that the diagnostic is the one it has always been.
        let root: FormNode?
        do throws(FormError) {
            try YAMLPreflight.check(text, path: path)
            if let form = try? reader.form(from: reader.compose(typingKeys: false)) {
                return form
            }
            root = try reader.compose(typingKeys: true)
        } catch {
            throw InputFileErrors(error)
        }
        return try reader.form(from: root)
    }
}

// MARK: - Keys

/// The keys a form's top level may hold.
enum FormKey: String, CaseIterable {
    case title, fields, toolbar, inputMethods
    case device, keyboardDismissMode
    case navigationBar, tabBar, footer, contentInsetAdjustmentBehavior
    case keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets
}

/// The keys a `scrollIndicatorInsets` mapping may hold: the edges kbsim draws the indicator between.
enum ScrollIndicatorInsetsKey: String, CaseIterable {
    case top, bottom
}

/// The keys a `keyboardLayoutGuide` mapping may hold: the guide's iOS 17 properties that change
/// what a phone shows (`followsUndockedKeyboard` does not: a phone's keyboard never undocks).
enum KeyboardLayoutGuideKey: String, CaseIterable {
    case usesBottomSafeArea, keyboardDismissPadding
}

/// The keys a `footer` mapping may hold.
enum FooterKey: String, CaseIterable {
    case name, label
}

/// The keys a field may hold, in the order the documentation introduces them.
enum FieldKey: String, CaseIterable {
    case name, label, placeholder, kind, rows, keyboard, returnKey, autocapitalization, autocorrection
    case secure, enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar
    case inputView, options
}

// MARK: - Reading the tree

/// Walks a composed YAML tree and builds the form, turning every surprise into a `FormError`.
private struct FormReader {
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
                case .ignoresSafeArea:
                    screen.ignoresSafeArea = try choice(value, for: "ignoresSafeArea")
                case .scrollIndicatorInsets:
                    screen.scrollIndicatorInsetPoints = try scrollIndicatorInsets(value, found: found)
                }
            }
        }
        if title == nil, !seen.contains(.title) { found.add(error("the form is missing 'title'", at: root)) }
        if fields == nil, !seen.contains(.fields) { found.add(error("the form is missing 'fields'", at: root)) }
        try found.throwIfAny()
        guard let title, var fields = fields.take() else {
            throw InputFileErrors(error("the form is missing 'title' or 'fields'", at: root))
        }
        // The form's `toolbar` is every field's default; a field's own `toolbar` wins. Set in
        // place: a big form's fields are not copied again.
        for index in fields.indices where !setsOwnToolbar[index] {
            fields[index].toolbar = toolbar
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
        form.ignoresSafeArea = screen.ignoresSafeArea
        form.scrollIndicatorInsetPoints = screen.scrollIndicatorInsetPoints
        return form
    }

    /// What the screen-around-the-form keys set (`navigationBar`, `tabBar`, `footer`,
    /// `contentInsetAdjustmentBehavior`, `keyboardLayoutGuide`, `alignment`, `ignoresSafeArea`,
    /// `scrollIndicatorInsets`),
    /// the footer's name with its node for the clash check.
    private struct ScreenKeys {
        var navigationBar = NavigationBarStyle.none
        var tabBar = false
        var footer: (name: (text: String, node: FormNode), label: String)?
        var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
        var keyboardLayoutGuide = KeyboardLayoutGuide()
        var alignment = ContentAlignment.top
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

    /// The fields, each with its own `toolbar` or false, and which of them set their own. A field
    /// that is refused is collected in `found` (every error in it) and the next one read.
    private func fields(from node: FormNode, found: ErrorCollector) throws(FormError) -> ([Field], setsOwnToolbar: [Bool]) {
        guard case .sequence(let sequence) = node.content, !sequence.isEmpty else {
            throw error("'fields' must be a non-empty list of fields, found \(describe(node))", at: node)
        }
        var fields: [Field] = []
        fields.reserveCapacity(sequence.count)
        var setsOwnToolbar: [Bool] = []
        setsOwnToolbar.reserveCapacity(sequence.count)
        var nameNodes: [String: FormNode] = [:]
        nameNodes.reserveCapacity(sequence.count)
        for (offset, fieldNode) in sequence.enumerated() {
            let reading = field(from: fieldNode, number: offset + 1, found: found)
            if let (name, nameNode) = reading.name {
                if let first = nameNodes[name] {
                    found.add(error("duplicate field name '\(Diagnostics.excerpt(name))' (first used at \(place(of: first)))", at: nameNode))
                    continue
                }
                nameNodes[name] = nameNode
            }
            guard var field = reading.field else { continue }
            field.toolbar = reading.toolbar ?? false
            // A field's own `toolbar: true` is an accessory instance of its own (iOS re-posts on a switch to it).
            field.ownsToolbar = field.toolbar
            fields.append(field)
            setsOwnToolbar.append(reading.toolbar != nil)
        }
        return (fields, setsOwnToolbar)
    }

    /// What reading one field gave: the field unless something in it was refused, its own
    /// `toolbar`, and its name wherever that was valid (for the duplicate check).
    private struct FieldReading {
        var field: Field?
        var toolbar: Bool?
        var name: (text: String, node: FormNode)?
    }

    /// Reads one field, collecting in `found` every key and value of it that is refused.
    private func field(from node: FormNode, number: Int, found: ErrorCollector) -> FieldReading {
        guard case .mapping(let mapping) = node.content else {
            found.add(error("field \(number) must be a mapping with at least 'name', found \(describe(node))", at: node))
            return FieldReading()
        }
        let errorsBefore = found.errors.count
        // A key that is there but refused is neither missing nor judged again with another.
        var nameSeen = false
        var kindSeen = false
        var inputViewSeen = false
        var name: (text: String, node: FormNode)?
        var label: String?
        var placeholder: (text: String, node: FormNode)?
        var kind: Field.Kind?
        var rows: (count: Int, key: FormNode)?
        var traits = TextInputTraits()
        var maxLength: Int?
        var validate: String?
        var value: (text: String, node: FormNode)?
        var toolbar: Bool?
        var inputView: (kind: InputViewKind, node: FormNode)?
        var options: (texts: [String], key: FormNode)?

        for entry in mapping {
            let (keyNode, valueNode) = (entry.key, entry.value)
            found.collecting { () throws(FormError) in
                let fieldKey = try key(keyNode, as: FieldKey.self, called: "field key")
                let keyName = fieldKey.rawValue
                switch fieldKey {
                case .name:
                    nameSeen = true
                    let text = try self.text(valueNode, for: keyName)
                    if let problem = FormRules.fieldNameProblem(text) { throw error(problem, at: valueNode) }
                    name = (text, valueNode)
                case .label:
                    label = try singleLine(try text(valueNode, for: keyName), for: keyName, at: valueNode)
                case .placeholder:
                    placeholder = (try text(valueNode, for: keyName), valueNode)
                case .kind:
                    kindSeen = true
                    kind = try choice(valueNode, for: keyName) as Field.Kind
                case .rows:
                    rows = (try wholeNumber(valueNode, for: keyName, in: FormRules.rowsRange), keyNode)
                case .keyboard:
                    traits.keyboardType = try choice(valueNode, for: keyName, aliases: ["URL": .url])
                case .returnKey:
                    traits.returnKeyType = try choice(valueNode, for: keyName)
                case .autocapitalization:
                    traits.autocapitalization = try choice(valueNode, for: keyName)
                case .autocorrection:
                    if let flag = plainBool(valueNode) {
                        traits.autocorrection = flag ? .yes : .no
                    } else {
                        traits.autocorrection = try choice(valueNode, for: keyName)
                    }
                case .secure:
                    traits.secureTextEntry = try bool(valueNode, for: keyName)
                case .enablesReturnKeyAutomatically:
                    traits.enablesReturnKeyAutomatically = try bool(valueNode, for: keyName)
                case .appearance:
                    traits.keyboardAppearance = try choice(valueNode, for: keyName)
                case .maxLength:
                    maxLength = try wholeNumber(valueNode, for: keyName, in: 1...Int.max)
                case .validate:
                    validate = try pattern(valueNode)
                case .value:
                    value = (try text(valueNode, for: keyName), valueNode)
                case .toolbar:
                    toolbar = try bool(valueNode, for: keyName)
                case .inputView:
                    inputViewSeen = true
                    inputView = (try choice(valueNode, for: keyName), valueNode)
                case .options:
                    options = (try self.options(from: valueNode), keyNode)
                }
            }
        }

        // Checks that involve two keys wait until the whole mapping is read, as keys come in any
        // order; each judges only keys that were read, so a refused key is not blamed twice.
        if name == nil, !nameSeen { found.add(error("field \(number) is missing 'name'", at: node)) }
        // A refused `kind` leaves the field's kind unknown: what depends on it is not judged.
        let knownKind = kindSeen ? kind : .textField
        if let rows, let knownKind, knownKind != .textView {
            found.add(error("'rows' applies only to kind textView", at: rows.key))
        }
        if knownKind == .textField {
            if let placeholder { found.collecting { () throws(FormError) in try singleLine(placeholder.text, for: "placeholder", at: placeholder.node) } }
            if let value { found.collecting { () throws(FormError) in try singleLine(value.text, for: "value", at: value.node) } }
        }
        if let maxLength, let value, value.text.count > maxLength {
            found.add(error("'value' has \(value.text.count) characters, more than maxLength \(maxLength)", at: value.node))
        }
        // A refused `inputView` leaves the field's input view unknown: its options are not judged.
        if inputView != nil || !inputViewSeen {
            checkInputView(inputView, options: options, value: value, kind: knownKind, found: found)
        }
        guard found.errors.count == errorsBefore, let name else { return FieldReading(toolbar: toolbar, name: name) }
        let field = Field(
            name: name.text,
            label: label,
            placeholder: placeholder?.text ?? "",
            kind: knownKind ?? .textField,
            rows: rows?.count,
            traits: traits,
            maxLength: maxLength,
            validate: validate,
            value: value?.text ?? "",
            inputView: inputView?.kind,
            options: options?.texts ?? []
        )
        return FieldReading(field: field, toolbar: toolbar, name: name)
    }

    /// `options: [Red, Green]`: a picker's rows, a non-empty list of one-line texts, each once.
    private func options(from node: FormNode) throws(FormError) -> [String] {
        guard case .sequence(let sequence) = node.content, !sequence.isEmpty else {
            throw error("'options' must be a non-empty list such as [Red, Green, Blue], found \(describe(node))", at: node)
        }
        var options: [String] = []
        for item in sequence {
            let option = try singleLine(try text(item, for: "options"), for: "options", at: item)
            guard !options.contains(option) else {
                throw error("option '\(Diagnostics.excerpt(option))' is listed twice", at: item)
            }
            options.append(option)
        }
        return options
    }

    /// The checks `inputView` makes with other keys: a textField's only; `options` with a
    /// `picker` and only there; a `value` its picker can show.
    private func checkInputView(_ inputView: (kind: InputViewKind, node: FormNode)?, options: (texts: [String], key: FormNode)?,
                                value: (text: String, node: FormNode)?, kind: Field.Kind?, found: ErrorCollector) {
        if let inputView, let kind, kind != .textField {
            found.add(error("'inputView' applies only to kind textField", at: inputView.node))
        }
        if let options, inputView?.kind != .picker {
            found.add(error("'options' applies only to inputView: picker", at: options.key))
        }
        guard let inputView else { return }
        switch inputView.kind {
        case .picker:
            guard let options else {
                return found.add(error("inputView picker needs 'options', the list of its rows", at: inputView.node))
            }
            if let value, !value.text.isEmpty, !options.texts.contains(value.text) {
                found.add(error("'value' must be one of the picker's options or empty, found '\(Diagnostics.excerpt(value.text))'",
                                at: value.node))
            }
        case .datePicker:
            if let value, !value.text.isEmpty, PickerDate(text: value.text) == nil {
                found.add(error("'value' of a datePicker must be a date such as 'Jan 1, 2000' (years "
                    + "\(PickerDate.years.lowerBound) to \(PickerDate.years.upperBound)) or empty, "
                    + "found '\(Diagnostics.excerpt(value.text))'", at: value.node))
            }
        }
    }

    /// A `validate` pattern: a regular expression that compiles, with no group that repeats
    /// inside a repetition.
    private func pattern(_ node: FormNode) throws(FormError) -> String {
        let pattern = try text(node, for: FieldKey.validate.rawValue)
        do {
            _ = try Regex(pattern)
        } catch {
            throw self.error("'validate' is not a valid regular expression: \(error)", at: node)
        }
        if let offset = ValidationPattern.nestedRepetition(in: pattern) {
            let upToQuantifier = String(String.UnicodeScalarView(Array(pattern.unicodeScalars)[...offset]))
            throw self.error("'validate' repeats a group that already repeats inside it ('\(upToQuantifier)'): "
                + "matching can take exponential time; write it without the nesting (a+ for (a+)+)", at: node)
        }
        return pattern
    }

    // MARK: Values

    private func key<Key: RawRepresentable & CaseIterable>(
        _ node: FormNode, as _: Key.Type, called what: String
    ) throws(FormError) -> Key where Key.RawValue == String {
        guard case .scalar(let scalar) = node.content else {
            throw error("a \(what) must be a word, found \(describe(node))", at: node)
        }
        if let key = Key(rawValue: scalar.text) { return key }
        throw error(unknown(what, scalar.text, valid: Key.allCases.map(\.rawValue)), at: node)
    }

    private func text(_ node: FormNode, for key: String) throws(FormError) -> String {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            throw error("'\(key)' must be text, found \(describe(node))", at: node)
        }
        return scalar.text
    }

    @discardableResult
    private func singleLine(_ text: String, for key: String, at node: FormNode) throws(FormError) -> String {
        // A newline scalar always starts a Character of its own (Unicode's grapheme rules break
        // around controls), so looking at scalars finds what Character.isNewline would, faster.
        guard !text.unicodeScalars.contains(where: Self.isNewline) else {
            throw error("'\(key)' must be a single line", at: node)
        }
        return text
    }

    /// The scalars `Character.isNewline` is true for: LF, VT, FF, CR, NEL, LS and PS.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private func wholeNumber(_ node: FormNode, for key: String, in range: ClosedRange<Int>) throws(FormError) -> Int {
        if case .scalar(let scalar) = node.content, scalar.style == .plain, let number = Int(scalar.text), range.contains(number) {
            return number
        }
        let expectation = range.upperBound == Int.max
            ? "a whole number of at least \(range.lowerBound)"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        throw error("'\(key)' must be \(expectation), found \(describe(node))", at: node)
    }

    private func bool(_ node: FormNode, for key: String) throws(FormError) -> Bool {
        guard let flag = plainBool(node) else {
            throw error("'\(key)' must be true or false, found \(describe(node))", at: node)
        }
        return flag
    }

    /// A boolean only when unquoted: `"true"` in quotes is text, in YAML and in JSON alike.
    private func plainBool(_ node: FormNode) -> Bool? {
        guard case .scalar(let scalar) = node.content else { return nil }
        return scalar.bool
    }

    private func choice<Value: RawRepresentable & CaseIterable>(
        _ node: FormNode, for key: String, aliases: [String: Value] = [:]
    ) throws(FormError) -> Value where Value.RawValue == String {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            let valid = Value.allCases.map(\.rawValue)
            throw error("'\(key)' must be a name, found \(describe(node)) — valid: \(valid.joined(separator: ", "))", at: node)
        }
        if let value = Value(rawValue: scalar.text) ?? aliases[scalar.text] { return value }
        throw error(unknown(key, scalar.text, valid: Value.allCases.map(\.rawValue)), at: node)
    }

    // MARK: Messages

    private func error(_ message: String, at node: FormNode) -> FormError {
        FormError(path: path, line: node.line, column: node.column, message: message)
    }

    private func place(of node: FormNode) -> String {
        "\(node.line):\(node.column)"
    }

    private func unknown(_ what: String, _ word: String, valid: [String]) -> String {
        Diagnostics.unknown(what, word, suggestion: NameSuggestion.closest(to: word, among: valid), listName: "valid", valid: valid)
    }

    /// How a node reads in "found …": plain text in single quotes, quoted text in double quotes,
    /// so that `"3"` visibly differs from `3`.
    private func describe(_ node: FormNode) -> String {
        switch node.content {
        case .scalar(let scalar) where scalar.isNull: "nothing"
        case .scalar(let scalar) where scalar.style == .plain: "'\(Diagnostics.excerpt(scalar.text))'"
        case .scalar(let scalar): "\"\(Diagnostics.excerpt(scalar.text))\""
        case .mapping(let mapping): mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence): sequence.isEmpty ? "an empty list" : "a list"
        case .alias: "an alias"
        }
    }

    // MARK: Syntax errors

    private func formError(from error: YamlError) -> FormError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
            return syntaxError(problem, context: context, at: mark)
        case let .composer(context, problem, mark, _):
            if problem == "but found another document" {
                return FormError(
                    path: path, line: mark.line, column: mark.column,
                    message: "a form file holds one document, but another one starts here"
                )
            }
            return syntaxError(problem, context: context, at: mark)
        case let .reader(problem, offset, _, _):
            let position = SourceScalars(source).position(ofCharacterOffset: offset ?? 0, in: source)
            return FormError(
                path: path, line: position.line, column: position.column,
                message: "\(syntaxName) syntax error: \(problem)"
            )
        case let .duplicatedKeysInMapping(duplicates, context):
            return duplicateKeyError(key: duplicates.first ?? "", first: (context.mark.line, context.mark.column))
        default:
            return FormError(path: path, line: 1, column: 1, message: "could not read the form: \(error)")
        }
    }

    private func syntaxError(_ problem: String, context: YamlError.Context?, at mark: Mark) -> FormError {
        var message = "\(syntaxName) syntax error: \(problem)"
        if let context {
            message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        return FormError(path: path, line: mark.line, column: mark.column, message: message)
    }

    private func duplicateKeyError(key: String, first: SourcePosition) -> FormError {
        if let second = SourceScalars(source).secondOccurrence(ofKey: key, firstAt: first) {
            return FormError(
                path: path, line: second.line, column: second.column,
                message: "duplicate key '\(Diagnostics.excerpt(key))' (first used at \(first.line):\(first.column))"
            )
        }
        return FormError(
            path: path, line: first.line, column: first.column,
            message: "duplicate key '\(Diagnostics.excerpt(key))' — it appears again later in this mapping"
        )
    }
}

// MARK: - Helpers

private extension FormNode.Scalar {
    /// Whether the scalar is YAML's null: `key:` with nothing after it, `~` or `null`, unquoted.
    var isNull: Bool {
        guard style == .plain else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
