import Foundation
import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("Form files", .timed)
struct FormLoaderTests {
    /// The message a malformed form is refused with, as the command line prints it.
    private func refusal(_ source: String, path: String = "Forms/x.yaml") -> String? {
        do {
            _ = try FormLoader.parse(source, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Well-formed forms

    private static let everyKeyYAML = """
        title: Every key
        fields:
          - name: email
            label: Email address
            placeholder: you@example.com
            kind: textField
            keyboard: emailAddress
            returnKey: next
            autocapitalization: none
            autocorrection: no
            secure: false
            enablesReturnKeyAutomatically: true
            appearance: dark
            maxLength: 64
            validate: '^[^@]+@[^@]+$'
            value: ada@example.com
          - name: bio
            label: About you
            kind: textView
            rows: 5
            keyboard: twitter
            returnKey: default
            autocapitalization: sentences
            autocorrection: yes
            secure: true
            enablesReturnKeyAutomatically: false
            appearance: light
            value: |-
              Line one
              Line two

        """

    private static let everyKeyJSON = """
        {
          "title": "Every key",
          "fields": [
            {
              "name": "email",
              "label": "Email address",
              "placeholder": "you@example.com",
              "kind": "textField",
              "keyboard": "emailAddress",
              "returnKey": "next",
              "autocapitalization": "none",
              "autocorrection": "no",
              "secure": false,
              "enablesReturnKeyAutomatically": true,
              "appearance": "dark",
              "maxLength": 64,
              "validate": "^[^@]+@[^@]+$",
              "value": "ada@example.com"
            },
            {
              "name": "bio",
              "label": "About you",
              "kind": "textView",
              "rows": 5,
              "keyboard": "twitter",
              "returnKey": "default",
              "autocapitalization": "sentences",
              "autocorrection": "yes",
              "secure": true,
              "enablesReturnKeyAutomatically": false,
              "appearance": "light",
              "value": "Line one\\nLine two"
            }
          ]
        }

        """

    @Test("every key of a field in a YAML form lands in the model")
    func everyKeyParses() throws {
        let form = try FormLoader.parse(Self.everyKeyYAML, path: "Forms/every.yaml")
        let expected = Form(title: "Every key", fields: [
            Field(
                name: "email",
                label: "Email address",
                placeholder: "you@example.com",
                kind: .textField,
                traits: TextInputTraits(
                    keyboardType: .emailAddress,
                    returnKeyType: .next,
                    autocapitalization: .none,
                    autocorrection: .no,
                    secureTextEntry: false,
                    enablesReturnKeyAutomatically: true,
                    keyboardAppearance: .dark
                ),
                maxLength: 64,
                validate: "^[^@]+@[^@]+$",
                value: "ada@example.com"
            ),
            Field(
                name: "bio",
                label: "About you",
                kind: .textView,
                rows: 5,
                traits: TextInputTraits(
                    keyboardType: .twitter,
                    returnKeyType: .default,
                    autocapitalization: .sentences,
                    autocorrection: .yes,
                    secureTextEntry: true,
                    enablesReturnKeyAutomatically: false,
                    keyboardAppearance: .light
                ),
                value: "Line one\nLine two"
            ),
        ])
        #expect(form == expected)
    }

    @Test("a JSON form with the same content loads into an equal Form")
    func jsonEqualsYAML() throws {
        let fromYAML = try FormLoader.parse(Self.everyKeyYAML, path: "Forms/every.yaml")
        let fromJSON = try FormLoader.parse(Self.everyKeyJSON, path: "Forms/every.json")
        #expect(fromJSON == fromYAML)
    }

    @Test("omitted keys take the defaults: label is the name, a textView has 3 rows, traits are UIKit's")
    func defaults() throws {
        let form = try FormLoader.parse("""
            title: Defaults
            fields:
              - name: plain
              - name: story
                kind: textView
            """, path: "Forms/defaults.yaml")
        let plain = form.fields[0]
        #expect(plain.label == "plain")
        #expect(plain.placeholder == "")
        #expect(plain.kind == .textField)
        #expect(plain.rows == 1)
        #expect(plain.traits == TextInputTraits())
        #expect(plain.maxLength == nil)
        #expect(plain.validate == nil)
        #expect(plain.value == "")
        #expect(form.fields[1].rows == 3)
    }

    @Test("keyboard URL is read as url, as UIKit spells it")
    func urlAlias() throws {
        let form = try FormLoader.parse("title: T\nfields:\n  - name: site\n    keyboard: URL\n", path: "x.yaml")
        #expect(form.fields[0].traits.keyboardType == .url)
    }

    @Test("autocorrection accepts YAML booleans and quoted names as yes and no")
    func autocorrectionBooleans() throws {
        let form = try FormLoader.parse("""
            title: T
            fields:
              - {name: a, autocorrection: true}
              - {name: b, autocorrection: false}
              - {name: c, autocorrection: 'no'}
              - {name: d, autocorrection: "yes"}
              - {name: e, autocorrection: default}
            """, path: "x.yaml")
        #expect(form.fields.map(\.traits.autocorrection) == [.yes, .no, .no, .yes, .default])
    }

    @Test("numbers where text is expected are kept as written")
    func numbersAsText() throws {
        let form = try FormLoader.parse("title: 2024\nfields:\n  - name: zip\n    placeholder: 01234\n", path: "x.yaml")
        #expect(form.title == "2024")
        #expect(form.fields[0].placeholder == "01234")
    }

    @Test("Cyrillic and CJK text in titles, labels, placeholders and values loads unchanged")
    func unicodeText() throws {
        let form = try FormLoader.parse("""
            title: Регистрация
            fields:
              - name: name_ru
                label: Имя
                placeholder: Иван Петров
                value: Ёжик
              - name: name_ja
                label: 名前
                placeholder: 山田太郎
                value: こんにちは
            """, path: "Forms/unicode.yaml")
        #expect(form.title == "Регистрация")
        #expect(form.fields.map(\.label) == ["Имя", "名前"])
        #expect(form.fields.map(\.placeholder) == ["Иван Петров", "山田太郎"])
        #expect(form.fields.map(\.value) == ["Ёжик", "こんにちは"])
    }

    @Test("a leading byte-order mark is ignored and does not shift columns")
    func byteOrderMark() {
        #expect(refusal("\u{FEFF}titel: T\n") == "Forms/x.yaml:1:1: unknown top-level key 'titel' (did you mean 'title'?) — valid: title, fields, toolbar, inputMethods, device, keyboardDismissMode, navigationBar, tabBar, footer, contentInsetAdjustmentBehavior, keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets, layout, inputBar, content, messages")
    }

    @Test("maxLength counts characters, so a value of exactly that many grapheme clusters fits")
    func maxLengthCountsCharacters() throws {
        let form = try FormLoader.parse("title: T\nfields:\n  - name: a\n    maxLength: 2\n    value: 👍🏽é\n", path: "x.yaml")
        #expect(form.fields[0].value == "👍🏽é")
    }

    // MARK: Scalars and keys as YAML 1.1 reads them

    /// A one-field form whose field has `line` (a `key: value` line) after its name.
    private static func field(_ line: String) -> String {
        "title: T\nfields:\n  - name: a\n    \(line)\n"
    }

    @Test("every YAML 1.1 spelling of a boolean reads as one unquoted, and as text quoted or tagged !!str")
    func booleanSpellings() throws {
        let spellings = ["true": true, "True": true, "TRUE": true, "yes": true, "Yes": true, "YES": true,
                         "on": true, "On": true, "ON": true, "false": false, "False": false, "FALSE": false,
                         "no": false, "No": false, "NO": false, "off": false, "Off": false, "OFF": false]
        for (word, flag) in spellings {
            let form = try FormLoader.parse(Self.field("secure: \(word)"), path: "x.yaml")
            #expect(form.fields[0].traits.secureTextEntry == flag, "\(word)")
        }
        #expect(refusal(Self.field("secure: 'true'")) == "Forms/x.yaml:4:13: 'secure' must be true or false, found \"true\"")
        #expect(refusal(Self.field("secure: !!str true")) == "Forms/x.yaml:4:13: 'secure' must be true or false, found 'true'")
    }

    @Test("whole numbers read as numbers unquoted; quoted, they are text")
    func wholeNumbers() throws {
        let form = try FormLoader.parse(Self.field("maxLength: 64\n    kind: textView\n    rows: 3"), path: "x.yaml")
        #expect(form.fields[0].maxLength == 64)
        #expect(form.fields[0].rows == 3)
        #expect(refusal(Self.field("maxLength: '64'")) == "Forms/x.yaml:4:16: 'maxLength' must be a whole number of at least 1, found \"64\"")
        #expect(refusal(Self.field("maxLength: 0x40")) == "Forms/x.yaml:4:16: 'maxLength' must be a whole number of at least 1, found '0x40'")
    }

    @Test("text takes a plain scalar of any YAML 1.1 type as written: numbers, dates, booleans, merge keys")
    func typedScalarsAsText() throws {
        for word in ["95014", "01234", "1.5", "1e3", "0x1F", "-7", "12:30", "2001-12-14", ".inf", ".NaN", "yes", "off", "<<", "="] {
            let form = try FormLoader.parse(Self.field("placeholder: \(word)"), path: "x.yaml")
            #expect(form.fields[0].placeholder == word)
        }
    }

    @Test("null in any spelling is nothing, refused where text is expected; empty quotes are empty text")
    func nullSpellings() throws {
        for word in ["", " ~", " null", " Null", " NULL"] {
            #expect(refusal(Self.field("label:\(word)")) == "Forms/x.yaml:4:\(word.isEmpty ? 11 : 12): 'label' must be text, found nothing", "\(word)")
        }
        for word in ["''", "\"\""] {
            #expect(try FormLoader.parse(Self.field("label: \(word)"), path: "x.yaml").fields[0].label == "")
        }
        #expect(try FormLoader.parse(Self.field("label: 'null'"), path: "x.yaml").fields[0].label == "null")
    }

    @Test("a key quoted or tagged !!str is the same key as written plain, and counts as a duplicate at its second place")
    func quotedKeyDuplicates() {
        #expect(refusal(Self.field("label: One\n    'label': Two")) == "Forms/x.yaml:5:5: duplicate key 'label' (first used at 4:5)")
        #expect(refusal(Self.field("!!str label: One\n    label: Two")) == "Forms/x.yaml:5:5: duplicate key 'label' (first used at 4:5)")
    }

    @Test("keys YAML 1.1 types apart are different keys: yes and 'yes', 1 and '1' are each refused as unknown, not as twice")
    func typedKeysDiffer() {
        let valid = "valid: name, label, placeholder, kind, rows, keyboard, returnKey, autocapitalization, autocorrection, "
            + "secure, enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar, inputView, options, section"
        #expect(refusal(Self.field("yes: 1\n    'yes': 2")) == "Forms/x.yaml:4:5: unknown field key 'yes' — " + valid)
        #expect(refusal(Self.field("1: a\n    \"1\": b")) == "Forms/x.yaml:4:5: unknown field key '1' — " + valid)
        #expect(refusal(Self.field("~: a\n    null: b")) == "Forms/x.yaml:4:5: unknown field key '~' — " + valid)
    }

    @Test("a key tagged with the type its plain spelling has is the same key: 1 and !!int 1 are a duplicate")
    func taggedKeyDuplicates() {
        #expect(refusal(Self.field("1: a\n    !!int 1: b")) == "Forms/x.yaml:5:5: duplicate key '1' (first used at 4:5)")
    }

    @Test("a key written twice deep in a thousand-field form is reported at its second place")
    func duplicateKeyInBigForm() {
        var lines = ["title: T", "fields:"]
        for index in 0..<1_000 { lines.append("  - name: f\(index)\n    label: Field \(index)") }
        lines[700] += "\n    label: Again"
        #expect(refusal(lines.joined(separator: "\n") + "\n")
            == "Forms/x.yaml:1401:5: duplicate key 'label' (first used at 1400:5)")
    }

    // MARK: Malformed forms

    @Test("an unknown keyboard names the bad value, suggests the closest and lists every valid one")
    func unknownKeyboard() {
        #expect(refusal("""
            title: T
            fields:
              - name: email
                keyboard: emial
            """) == "Forms/x.yaml:4:15: unknown keyboard 'emial' (did you mean 'emailAddress'?) — valid: default, "
            + "asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, "
            + "twitter, webSearch, asciiCapableNumberPad")
    }

    @Test("an unknown value with nothing close lists the valid values without a guess")
    func unknownValueWithoutSuggestion() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    autocorrection: maybe\n")
            == "Forms/x.yaml:4:21: unknown autocorrection 'maybe' — valid: default, no, yes")
    }

    @Test("a misspelt field key is pointed at, with a did-you-mean from edit distance")
    func unknownFieldKey() {
        #expect(refusal("""
            title: T
            fields:
              - name: email
                placehodler: you@example.com
            """) == "Forms/x.yaml:4:5: unknown field key 'placehodler' (did you mean 'placeholder'?) — valid: name, "
            + "label, placeholder, kind, rows, keyboard, returnKey, autocapitalization, autocorrection, secure, "
            + "enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar, inputView, options, section")
    }

    @Test("an unknown top-level key is refused with a suggestion")
    func unknownTopLevelKey() {
        #expect(refusal("title: T\nfields:\n  - name: a\ntheme: dark\n")
            == "Forms/x.yaml:4:1: unknown top-level key 'theme' — valid: title, fields, toolbar, inputMethods, device, keyboardDismissMode, navigationBar, tabBar, footer, contentInsetAdjustmentBehavior, keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets, layout, inputBar, content, messages")
        #expect(refusal("titel: T\nfields:\n  - name: a\n")
            == "Forms/x.yaml:1:1: unknown top-level key 'titel' (did you mean 'title'?) — valid: title, fields, toolbar, inputMethods, device, keyboardDismissMode, navigationBar, tabBar, footer, contentInsetAdjustmentBehavior, keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets, layout, inputBar, content, messages")
    }

    @Test("an unknown key or value written with escapes is quoted with its controls spelt out")
    func controlCharactersInMessages() {
        #expect(refusal("\"ti\\etle\": T\nfields:\n  - name: a\n")
            == "Forms/x.yaml:1:1: unknown top-level key 'ti^[tle' (did you mean 'title'?) — valid: title, fields, toolbar, inputMethods, device, keyboardDismissMode, navigationBar, tabBar, footer, contentInsetAdjustmentBehavior, keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets, layout, inputBar, content, messages")
        #expect(refusal("title: T\nfields:\n  - name: a\n    keyboard: \"url\\x9b\"\n")?
            .hasPrefix("Forms/x.yaml:4:15: unknown keyboard 'url\\u{9B}' (did you mean 'url'?) — valid: ") == true)
        #expect(refusal("{\"title\": \"T\", \"fields\": [{\"name\": \"a\", \"kind\": \"text\\u202eView\"}]}", path: "F\u{1B}]0;x\u{7}.json")
            == "F^[]0;x^G.json:1:49: unknown kind 'text\\u{202E}View' (did you mean 'textView'?) — valid: textField, textView")
    }

    @Test("a field without a name is refused at the field")
    func missingName() {
        #expect(refusal("title: T\nfields:\n  - name: a\n  - label: Email\n    keyboard: emailAddress\n")
            == "Forms/x.yaml:4:5: field 2 is missing 'name'")
    }

    @Test("a form without a title is refused")
    func missingTitle() {
        #expect(refusal("fields:\n  - name: a\n") == "Forms/x.yaml:1:1: the form is missing 'title'")
    }

    @Test("a duplicate field name points at the second one and says where the first is")
    func duplicateFieldName() {
        #expect(refusal("title: T\nfields:\n  - name: email\n  - name: phone\n  - name: email\n")
            == "Forms/x.yaml:5:11: duplicate field name 'email' (first used at 3:11)")
    }

    @Test("a key written twice in one mapping points at the second")
    func duplicateKey() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    label: One\n    label: Two\n")
            == "Forms/x.yaml:5:5: duplicate key 'label' (first used at 4:5)")
        #expect(refusal(#"{"title": "T", "fields": [{"name": "a", "name": "b"}]}"#, path: "Forms/x.json")
            == "Forms/x.json:1:41: duplicate key 'name' (first used at 1:28)")
    }

    @Test("missing, empty or non-list fields are refused")
    func badFields() {
        #expect(refusal("title: T\n") == "Forms/x.yaml:1:1: the form is missing 'fields'")
        #expect(refusal("title: T\nfields: []\n")
            == "Forms/x.yaml:2:9: 'fields' must be a non-empty list of fields, found an empty list")
        #expect(refusal("title: T\nfields:\n")
            == "Forms/x.yaml:2:8: 'fields' must be a non-empty list of fields, found nothing")
        #expect(refusal("title: T\nfields:\n  name: a\n")
            == "Forms/x.yaml:3:3: 'fields' must be a non-empty list of fields, found a mapping")
        #expect(refusal("title: T\nfields:\n  - email\n")
            == "Forms/x.yaml:3:5: field 1 must be a mapping with at least 'name', found 'email'")
    }

    @Test("a number that is not a whole number in range is refused with what was found")
    func badNumbers() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    maxLength: ten\n")
            == "Forms/x.yaml:4:16: 'maxLength' must be a whole number of at least 1, found 'ten'")
        #expect(refusal("title: T\nfields:\n  - name: a\n    maxLength: \"10\"\n")
            == "Forms/x.yaml:4:16: 'maxLength' must be a whole number of at least 1, found \"10\"")
        #expect(refusal("title: T\nfields:\n  - name: a\n    kind: textView\n    rows: 0\n")
            == "Forms/x.yaml:5:11: 'rows' must be a whole number from 1 to 20, found '0'")
        #expect(refusal("title: T\nfields:\n  - name: a\n    kind: textView\n    rows: -2\n")
            == "Forms/x.yaml:5:11: 'rows' must be a whole number from 1 to 20, found '-2'")
    }

    @Test("a boolean key refuses anything but an unquoted boolean")
    func badBoolean() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    secure: maybe\n")
            == "Forms/x.yaml:4:13: 'secure' must be true or false, found 'maybe'")
        #expect(refusal(#"{"title": "T", "fields": [{"name": "a", "secure": "true"}]}"#, path: "Forms/x.json")
            == "Forms/x.json:1:51: 'secure' must be true or false, found \"true\"")
    }

    @Test("a validate pattern that is not a regular expression is refused at load")
    func invalidRegex() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    validate: '[a-'\n")
            == "Forms/x.yaml:4:15: 'validate' is not a valid regular expression: expected ']'")
    }

    @Test("a YAML syntax error keeps libyaml's line and column")
    func yamlSyntaxError() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    label: x\n   placeholder: y\n")
            == "Forms/x.yaml:5:4: YAML syntax error: did not find expected '-' indicator "
            + "(while parsing a block collection at 3:3)")
    }

    @Test("a JSON syntax error is called one and keeps its line and column")
    func jsonSyntaxError() {
        #expect(refusal("{\"title\": \"T\",\n \"fields\": [{\"name\": \"a\" \"label\": \"b\"}]}", path: "Forms/x.json")
            == "Forms/x.json:2:26: JSON syntax error: did not find expected ',' or '}' "
            + "(while parsing an object at 2:13)")
    }

    @Test("a field name must be an identifier")
    func nameNotIdentifier() {
        #expect(refusal("title: T\nfields:\n  - name: first name\n")
            == "Forms/x.yaml:3:11: field name 'first name' is not an identifier — start with a letter or '_', "
            + "then use letters, digits, '_' or '-'")
        #expect(refusal("title: T\nfields:\n  - name: 2fa\n")
            == "Forms/x.yaml:3:11: field name '2fa' is not an identifier — start with a letter or '_', "
            + "then use letters, digits, '_' or '-'")
    }

    @Test("a field name is judged an identifier byte by byte as it would be character by character")
    func identifierByBytes() {
        // The definition in characters, which the byte-wise check must agree with.
        func reference(_ text: String) -> Bool {
            guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
            return text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }
        }
        let pieces = ["a", "Z", "_", "-", "0", "9", " ", "é", "e\u{301}", "_\u{301}", "\r\n", "\n", "ж", "٣", "²", "😀", "\u{0}", ".", "k"]
        var random = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in random.pick(pieces) }.joined()
            #expect(FormRules.isIdentifier(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test("rows on a text field is refused at the key")
    func rowsOnTextField() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    rows: 2\n")
            == "Forms/x.yaml:4:5: 'rows' applies only to kind textView")
    }

    @Test("an initial value longer than maxLength is refused at the value")
    func valueTooLong() {
        #expect(refusal("title: T\nfields:\n  - name: pin\n    value: '12345'\n    maxLength: 4\n")
            == "Forms/x.yaml:4:12: 'value' has 5 characters, more than maxLength 4")
    }

    @Test("a text field's value must be one line; a text view's may have many")
    func multilineValue() throws {
        #expect(refusal("title: T\nfields:\n  - name: a\n    value: \"one\\ntwo\"\n")
            == "Forms/x.yaml:4:12: 'value' must be a single line")
        let form = try FormLoader.parse(
            "title: T\nfields:\n  - name: a\n    kind: textView\n    value: \"one\\ntwo\"\n", path: "x.yaml"
        )
        #expect(form.fields[0].value == "one\ntwo")
    }

    @Test("an empty document, a list and a second document are refused")
    func wrongDocumentShape() {
        #expect(refusal("") == "Forms/x.yaml:1:1: the form is empty — expected a mapping with 'title' and 'fields'")
        #expect(refusal("- a\n") == "Forms/x.yaml:1:1: a form must be a mapping with 'title' and 'fields', found a list")
        #expect(refusal("title: T\nfields:\n  - name: a\n---\ntitle: U\n")
            == "Forms/x.yaml:4:1: a form file holds one document, but another one starts here")
    }

    @Test("a missing value for a text or an enum key is refused rather than guessed")
    func nullValues() {
        #expect(refusal("title:\nfields:\n  - name: a\n") == "Forms/x.yaml:1:7: 'title' must be text, found nothing")
        #expect(refusal("title: T\nfields:\n  - name: a\n    appearance: ~\n")
            == "Forms/x.yaml:4:17: 'appearance' must be a name, found nothing — valid: default, light, dark")
    }

    @Test("a control character is a syntax error at its own line and column")
    func controlCharacter() {
        #expect(refusal("title: T\nfields:\n  - name: a\n    label: \"x\u{1}\"\n")
            == "Forms/x.yaml:4:14: YAML syntax error: control characters are not allowed")
    }

    // MARK: Bundled forms

    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeyboardSimTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    private static var formsDirectory: URL { repositoryRoot.appendingPathComponent("Forms") }

    @Test("every bundled form is byte for byte the file in Forms/: the build-time bundle drops and mangles nothing")
    func bundledMatchesFiles() throws {
        for bundled in BundledForms.all {
            let file = try Data(contentsOf: Self.formsDirectory.appendingPathComponent(bundled.fileName))
            #expect(Array(bundled.source.utf8) == Array(file), "\(bundled.fileName) differs from Forms/")
        }
    }

    @Test("every form in Forms/ is in the bundle: the build-time bundle drops and mangles nothing")
    func noFormMissingFromBundle() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.formsDirectory.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") || $0.hasSuffix(".html") }
        #expect(Set(onDisk) == Set(BundledForms.all.map(\.fileName)))
    }

    @Test("every bundled form parses")
    func bundledFormsParse() {
        for bundled in BundledForms.all {
            #expect(throws: Never.self, "\(bundled.fileName)") {
                try FormLoader.parse(bundled.source, path: "Forms/\(bundled.fileName)")
            }
        }
    }

    @Test("the default form is signup: Create account, taller than a screen, ending in a notes text view")
    func defaultForm() throws {
        let bundled = BundledForms.defaultForm
        #expect(bundled.name == "signup")
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        #expect(form.title == "Create account")
        #expect(form.fields.count >= 10)
        #expect(form.fields.last?.name == "notes")
        #expect(form.fields.last?.kind == .textView)
    }

    @Test("a bundled form is found by name, with or without its extension")
    func bundledByName() {
        #expect(BundledForms.named("signup")?.fileName == "signup.yaml")
        #expect(BundledForms.named("login.json")?.name == "login")
        #expect(BundledForms.named("nonexistent") == nil)
    }

    @Test("the bundled forms use every field key at least once")
    func bundledFormsUseEveryKey() {
        let keys = [
            "name", "label", "placeholder", "kind", "rows", "keyboard", "returnKey", "autocapitalization",
            "autocorrection", "secure", "enablesReturnKeyAutomatically", "appearance", "maxLength", "validate",
            "value",
        ]
        let sources = BundledForms.all.map(\.source)
        for key in keys {
            let used = sources.contains { $0.contains("\n    \(key):") || $0.contains("\"\(key)\":") }
            #expect(used, "no bundled form uses '\(key)'")
        }
    }
}

/// The keys the keyboard issue added: the accessory toolbar and the input methods.
extension FormLoaderTests {
    @Test("toolbar at the top is every field's default, a field's own toolbar wins; inputMethods lists the globe's cycle")
    func toolbarAndInputMethods() throws {
        let form = try FormLoader.parse("""
            title: Pay
            toolbar: true
            inputMethods: [en, ja]
            fields:
              - name: card
                keyboard: numberPad
              - name: holder
                toolbar: false
            """, path: "Forms/pay.yaml")
        #expect(form.fields.map(\.toolbar) == [true, false])
        #expect(form.fields.map(\.ownsToolbar) == [false, false], "the top-level toolbar is one instance the fields share")
        #expect(form.inputMethods == [.english, .japanese])
        #expect(try FormLoader.parse("title: T\nfields:\n  - name: a\n", path: "t.yaml").inputMethods == [.english])
    }

    @Test("a field's own `toolbar: true` is an accessory instance of its own; the top-level one is shared")
    func toolbarInstances() throws {
        let form = try FormLoader.parse("""
            title: Pay
            toolbar: true
            fields:
              - name: card
                toolbar: true
              - name: holder
              - name: note
                toolbar: false
            """, path: "Forms/pay.yaml")
        #expect(form.fields.map(\.toolbar) == [true, true, false])
        #expect(form.fields.map(\.ownsToolbar) == [true, false, false])
    }

    @Test("inputMethods must be a list of known methods, each once; names tapes use as words are refused")
    func inputMethodAndNameErrors() {
        #expect(refusal("title: T\ninputMethods: [en, fr]\nfields:\n  - name: a\n")
                == "Forms/x.yaml:2:20: unknown inputMethods 'fr' — valid: en, ru, ja")
        #expect(refusal("title: T\ninputMethods: [en, en]\nfields:\n  - name: a\n")
                == "Forms/x.yaml:2:20: input method 'en' is listed twice")
        #expect(refusal("title: T\ninputMethods: en\nfields:\n  - name: a\n")?
                    .hasPrefix("Forms/x.yaml:2:15: 'inputMethods' must be a non-empty list such as [en, ru, ja]") == true)
        #expect(refusal("title: T\nfields:\n  - name: background\n")
                == "Forms/x.yaml:3:11: field name 'background' is a word tapes use (Tap key, Tap background, Expect focus none) — choose another")
    }
}
