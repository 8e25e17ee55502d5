import Foundation
import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("HTML form files", .timed)
struct HTMLFormLoaderTests {
    /// The form of a page holding `body`, titled "T".
    private func form(_ body: String) throws -> Form {
        try FormLoader.parse("<!DOCTYPE html>\n<title>T</title>\n" + body, path: "Forms/x.html")
    }

    /// The only field of a page holding `body`.
    private func field(_ body: String) throws -> Field {
        let fields = try form(body).fields
        #expect(fields.count == 1)
        return try #require(fields.first)
    }

    /// The message a malformed page is refused with, as the command line prints it.
    private func refusal(_ source: String, path: String = "Forms/x.html") -> String? {
        do {
            _ = try FormLoader.parse(source, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Keyboards

    /// An `<input type=…>` and the keyboard, Return key and secure entry Safari gives it.
    struct InputTypeCase: CustomTestStringConvertible, Sendable {
        let type: String?
        let keyboard: KeyboardType
        var returnKey: ReturnKeyType = .default
        var secure = false
        var testDescription: String { type.map { "type=\($0)" } ?? "no type" }
    }

    static let inputTypes: [InputTypeCase] = [
        InputTypeCase(type: nil, keyboard: .default),
        InputTypeCase(type: "text", keyboard: .default),
        InputTypeCase(type: "tel", keyboard: .phonePad),
        InputTypeCase(type: "url", keyboard: .url),
        InputTypeCase(type: "email", keyboard: .emailAddress),
        InputTypeCase(type: "password", keyboard: .default, secure: true),
        InputTypeCase(type: "search", keyboard: .webSearch, returnKey: .search),
        InputTypeCase(type: "number", keyboard: .numbersAndPunctuation),
        InputTypeCase(type: "EMAIL", keyboard: .emailAddress),
    ]

    @Test("each input type asks for the keyboard Apple's web-view guide gives it", arguments: inputTypes)
    func inputTypeKeyboard(_ input: InputTypeCase) throws {
        let typeAttribute = input.type.map { " type=\"\($0)\"" } ?? ""
        let field = try field("<input name=\"f\"\(typeAttribute)>")
        #expect(field.kind == .textField)
        #expect(field.traits.keyboardType == input.keyboard)
        #expect(field.traits.returnKeyType == input.returnKey)
        #expect(field.traits.secureTextEntry == input.secure)
    }

    @Test("pattern [0-9]* or \\d* asks for the number pad whatever the type; other patterns are ignored")
    func digitPatterns() throws {
        #expect(try field(#"<input name="zip" pattern="[0-9]*">"#).traits.keyboardType == .numberPad)
        #expect(try field(#"<input name="zip" pattern="\d*">"#).traits.keyboardType == .numberPad)
        let pin = try field(#"<input type="password" name="pin" pattern="[0-9]*">"#)
        #expect(pin.traits.keyboardType == .numberPad)
        #expect(pin.traits.secureTextEntry)
        let other = try field(#"<input type="tel" name="phone" pattern="[0-9]{10}" required>"#)
        #expect(other.traits.keyboardType == .phonePad)
        #expect(other.validate == nil)
    }

    @Test("buttons and hidden inputs are not fields and are passed over")
    func skippedTypes() throws {
        let form = try form("""
            <input type="hidden" name="csrf" value="x">
            <input name="q">
            <input type="submit" value="Go"><input type="button" name="b"><input type="reset">
            <input type="image" src="go.png">
            """)
        #expect(form.fields.map(\.name) == ["q"])
    }

    // MARK: Traits

    @Test("autocorrect on/off sets autocorrection yes/no, and an empty value means on")
    func autocorrect() throws {
        #expect(try field(#"<input name="a" autocorrect="off">"#).traits.autocorrection == .no)
        #expect(try field(#"<input name="a" autocorrect="ON">"#).traits.autocorrection == .yes)
        #expect(try field(#"<input name="a" autocorrect>"#).traits.autocorrection == .yes)
        #expect(try field(#"<input name="a">"#).traits.autocorrection == .default)
    }

    @Test("autocapitalize maps on to sentences, off and none to none, characters to allCharacters")
    func autocapitalize() throws {
        let cases: [(String, AutocapitalizationType)] = [
            ("on", .sentences), ("off", .none), ("none", .none), ("sentences", .sentences),
            ("words", .words), ("characters", .allCharacters), ("Words", .words),
        ]
        for (value, expected) in cases {
            #expect(try field("<input name=a autocapitalize=\(value)>").traits.autocapitalization == expected, "\(value)")
        }
    }

    @Test("email, url and password inputs are never capitalized or corrected, whatever the page asks")
    func addressesAreVerbatim() throws {
        for type in ["email", "url", "password"] {
            let field = try field("<input type=\(type) name=a autocapitalize=words autocorrect=on>")
            #expect(field.traits.autocapitalization == .none, "\(type)")
            #expect(field.traits.autocorrection == .no, "\(type)")
        }
    }

    @Test("a form's autocorrect and autocapitalize are the defaults of the fields inside it")
    func formDefaults() throws {
        let form = try form("""
            <form autocorrect="off" autocapitalize="characters">
              <input name="inherits"><input name="overrides" autocapitalize="words">
            </form>
            <input name="outside">
            """)
        #expect(form.fields[0].traits.autocorrection == .no)
        #expect(form.fields[0].traits.autocapitalization == .allCharacters)
        #expect(form.fields[1].traits.autocapitalization == .words)
        #expect(form.fields[2].traits == TextInputTraits())
    }

    @Test("placeholder, value and maxlength carry over; a text input's line breaks are stripped")
    func textAttributes() throws {
        let field = try field("<input name=code placeholder='6 digits' value=\"12\n34\" maxlength=\" 6 \">")
        #expect(field.placeholder == "6 digits")
        #expect(field.value == "1234")
        #expect(field.maxLength == 6)
    }

    @Test("an unquoted value ends at a closing />, and keeps a slash anywhere else")
    func unquotedValues() throws {
        let form = try form("<input name=site type=url placeholder=https://a/b/><input name=zip/>")
        #expect(form.fields.map(\.name) == ["site", "zip"])
        #expect(form.fields[0].placeholder == "https://a/b")
    }

    // MARK: Names and labels

    @Test("the name names the field, the id stands in when there is no name")
    func names() throws {
        let form = try form(#"<input name="email" id="e"><input id="phone"><input name="" id="zip">"#)
        #expect(form.fields.map(\.name) == ["email", "phone", "zip"])
    }

    @Test("<label for> labels the field with that id or name, before or after it")
    func labelFor() throws {
        let form = try form("""
            <label for="full-name">Full
                name</label>
            <input id="full-name" name="fullName">
            <input name="email">
            <label for="email"> Email&nbsp;address </label>
            """)
        #expect(form.fields.map(\.label) == ["Full name", "Email\u{A0}address"])
    }

    @Test("a wrapping <label> labels the input inside it, its text collapsed and trimmed")
    func wrappingLabel() throws {
        let form = try form("""
            <label>
              Mobile <b>phone</b>
              <input type="tel" name="phone">
            </label>
            <label><input type="submit"> Send <input name="after"></label>
            <input name="plain">
            """)
        #expect(form.fields.map(\.label) == ["Mobile phone", "after", "plain"])
    }

    // MARK: Text areas

    @Test("a textarea is a text view: rows clamped to 1...20, its text the value without the first line break")
    func textArea() throws {
        let form = try form("""
            <textarea name="bio" rows="5" placeholder="Two
            lines">
            Line one &amp; more
            Line two</textarea>
            <textarea name="tall" rows=99></textarea>
            <textarea name="flat" rows="0"></textarea>
            <textarea name="plain"></textarea>
            """)
        let bio = form.fields[0]
        #expect(bio.kind == .textView)
        #expect(bio.rows == 5)
        #expect(bio.value == "Line one & more\nLine two")
        #expect(bio.placeholder == "Two\nlines")
        #expect(form.fields.map(\.rows) == [5, 20, 1, 3])
    }

    @Test("a textarea's text is not markup: tags inside it are its text, up to </textarea> in any case")
    func textAreaContentIsText() throws {
        let field = try field("<textarea name=note><b>bold</b> <input name=x></TEXTAREA >")
        #expect(field.value == "<b>bold</b> <input name=x>")
    }

    // MARK: Text

    @Test("character references are decoded in text and attribute values")
    func characterReferences() throws {
        let form = try FormLoader.parse("""
            <title>Q&amp;A &lt;beta&gt; &quot;live&quot; &#39;now&#39; &#8212; &#x1F600; &unknown; &amp</title>
            <input name="a" placeholder="caf&#xE9; &#233; &nbsp;x &lt;3">
            """, path: "x.html")
        #expect(form.title == "Q&A <beta> \"live\" 'now' — 😀 &unknown; &amp")
        #expect(form.fields[0].placeholder == "café é \u{A0}x <3")
    }

    @Test("the title comes from <title>, which wins over <h1>; else from the first <h1>")
    func titles() throws {
        let fromTitle = try FormLoader.parse("<h1>Heading</h1><title> Sign\n  up </title><input name=a>", path: "x.html")
        #expect(fromTitle.title == "Sign up")
        let fromHeading = try FormLoader.parse("""
            <html><head><title>  </title></head>
            <body><h1>Create <em>your</em> account</h1><h1>Second</h1><input name=a></body></html>
            """, path: "x.htm")
        #expect(fromHeading.title == "Create your account")
    }

    @Test("a page with neither <title> nor <h1> is titled by its file's name, as a browser's tab is")
    func untitledPage() throws {
        #expect(try FormLoader.parse("<input name=a>", path: "Forms/my form.v2.html").title == "my form.v2")
        #expect(try FormLoader.parse("<title> </title><h1></h1><input name=a>", path: "page.htm").title == "page")
        #expect(try FormLoader.parse("<input name=a>", path: "<stdin>", format: .html).title == "stdin")
        #expect(try FormLoader.parse("<input name=a>", path: "/dev/fd/63", format: .html).title == "63")
    }

    @Test("every refused element and attribute of a page is reported, not only the first")
    func everyError() {
        do {
            _ = try FormLoader.parseReportingAllErrors("""
                <title>T</title>
                <input name=a type=date>
                <input name=b maxlength=six autocorrect=maybe>
                <input name=a><input name=a>
                """, path: "p.html")
            Issue.record("the page loaded")
        } catch {
            #expect(error.errors.map { "\($0.line):\($0.column)" } == ["2:15", "3:15", "3:29", "4:22"])
        }
    }

    @Test("markup kbsim has no use for is walked through: comments, doctype, scripts, styles, other elements")
    func ignoredMarkup() throws {
        let form = try FormLoader.parse("""
            \u{FEFF}<!DOCTYPE html><!-- <input name="commented"> --><?xml version="1.0"?>
            <HTML><HEAD><TITLE>T</TITLE><STYLE>input > b { color: red }</STYLE>
            <script>if (a < b && "</p>") { document.write('<input name="scripted">') }</script></HEAD>
            <BODY><FORM><FIELDSET><LEGEND>L</LEGEND><P>1 < 2</P><DIV><BR/>
            <INPUT NAME=kept TYPE=Email/>
            </DIV></FIELDSET></FORM></BODY></HTML>
            """, path: "Forms/UPPER.HTML")
        #expect(form.fields.map(\.name) == ["kept"])
        #expect(form.fields[0].traits.keyboardType == .emailAddress)
    }

    @Test("FormLoader reads .html and .htm in any case as HTML, and other files as YAML")
    func dispatchByExtension() throws {
        let page = "<title>T</title><input name=a>"
        for path in ["a.html", "a.htm", "a.HTML", "dir.yaml/a.Htm"] {
            #expect(try FormLoader.parse(page, path: path).fields.map(\.name) == ["a"], "\(path)")
        }
        #expect(refusal(page, path: "a.yaml") == "a.yaml:1:1: a form must be a mapping with 'title' and 'fields', found '<title>T</title><input name=a>'")
    }

    // MARK: Malformed pages

    @Test("a page with no field kbsim can show is refused at its start")
    func emptyPages() {
        #expect(refusal("<title>T</title><input type=submit><p>Nothing</p>")
            == "Forms/x.html:1:1: the page has no <input> or <textarea> kbsim can show")
    }

    @Test("an unsupported input type is named, with a suggestion when close, and the supported ones listed")
    func unsupportedType() {
        let supported = "supported: text, tel, url, email, password, search, number "
            + "(hidden, submit, button, reset and image are skipped)"
        #expect(refusal("<title>T</title>\n<input name=a type=checkbox>")
            == "Forms/x.html:2:15: unsupported input type 'checkbox' — " + supported)
        #expect(refusal("<title>T</title>\n<input name=a type='emial'>")
            == "Forms/x.html:2:15: unsupported input type 'emial' (did you mean 'email'?) — " + supported)
    }

    @Test("a bad keyword is refused at the attribute with the valid ones")
    func badKeywords() {
        #expect(refusal("<title>T</title><input name=a autocorrect=no>")
            == "Forms/x.html:1:31: unknown autocorrect 'no' — valid: on, off")
        #expect(refusal("<title>T</title><input name=a autocapitalize=word>")
            == "Forms/x.html:1:31: unknown autocapitalize 'word' (did you mean 'words'?) — valid: on, off, none, "
            + "sentences, words, characters")
    }

    @Test("a name must be an identifier and not a word tapes use, as tapes name fields unquoted")
    func nameNotIdentifier() {
        #expect(refusal("<title>T</title><input name='user[email]'>")
            == "Forms/x.html:1:24: field name 'user[email]' is not an identifier — start with a letter or '_', "
            + "then use letters, digits, '_' or '-'")
        #expect(refusal("<title>T</title><input id=none>")
            == "Forms/x.html:1:24: field name 'none' is a word tapes use (Tap key, Tap background, Expect focus none) "
            + "— choose another")
    }

    @Test("bad numbers are refused at the attribute; a value longer than maxlength at the value")
    func badNumbers() {
        #expect(refusal("<title>T</title><input name=a maxlength=0>")
            == "Forms/x.html:1:31: 'maxlength' must be a whole number of at least 1, found '0'")
        #expect(refusal("<title>T</title><textarea name=a rows=three></textarea>")
            == "Forms/x.html:1:34: 'rows' must be a whole number, found 'three'")
        #expect(refusal("<title>T</title><input name=pin maxlength=4 value=12345>")
            == "Forms/x.html:1:45: 'value' has 5 characters, more than maxlength 4")
    }

    @Test("constructs that would run to the end of the page are refused where they start")
    func runaways() {
        #expect(refusal("<title>T</title>\n<input name=\"a") == "Forms/x.html:2:8: the value of attribute 'name' is never closed with \"")
        #expect(refusal("<title>T</title>\n<input name=a></label") == "Forms/x.html:2:15: the </label> tag is never closed with '>'")
        #expect(refusal("<title>T</title><input name=a>\n<!doctype") == "Forms/x.html:2:1: the markup starting with '<!' is never closed with '>'")
        #expect(refusal("<title>T<input name=a>") == "Forms/x.html:1:1: <title> is never closed — add </title> after its text")
    }

    // MARK: Fixtures

    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeyboardSimTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A malformed page in Tests/Fixtures/forms and the exact error it is refused with.
    struct Fixture: CustomTestStringConvertible, Sendable {
        let file: String
        let error: String
        var testDescription: String { file }
    }

    static let malformed: [Fixture] = [
        Fixture(file: "unterminated-attribute.html", error: """
            4:49: the value of attribute 'placeholder' is never closed with " — it runs on into the markup at 5:3
            """),
        Fixture(file: "unsupported-input-type.html", error: """
            5:21: unsupported input type 'date' — supported: text, tel, url, email, password, search, number \
            (hidden, submit, button, reset and image are skipped)
            """),
        Fixture(file: "missing-name.html", error: "5:16: this <input> has no name or id — tapes refer to fields by name"),
        Fixture(file: "duplicate-name.html", error: "6:32: duplicate field name 'address' (first used at 4:24)"),
        Fixture(file: "unclosed-textarea.html", error: "5:18: <textarea> is never closed — add </textarea> after its text"),
        Fixture(file: "unterminated-tag.html", error: "4:3: the <input> tag is never closed with '>'"),
        Fixture(file: "unclosed-comment.html", error: "3:1: this comment is never closed — end it with -->"),
        Fixture(file: "bad-maxlength.html", error: "4:51: 'maxlength' must be a whole number of at least 1, found 'six'"),
    ]

    @Test("a malformed page is refused with path:line:column and what is wrong", arguments: malformed)
    func malformedFixture(_ fixture: Fixture) throws {
        let path = "Tests/Fixtures/forms/\(fixture.file)"
        let source = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(refusal(source, path: path) == "\(path):\(fixture.error)")
    }

    // MARK: The example page

    @Test("Forms/web-signup.html loads with each field's keyboard, label and traits")
    func webSignup() throws {
        let path = "Forms/web-signup.html"
        let source = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let form = try FormLoader.parse(source, path: path)
        #expect(form.title == "Join Trailhead")
        #expect(form.fields.map(\.name) == ["fullName", "email", "phone", "website", "zip", "password", "bio"])
        #expect(form.fields.map(\.label) == [
            "Full name", "Email", "Mobile phone", "Website (optional)", "ZIP code", "Password", "About you & your trails",
        ])
        #expect(form.fields.map(\.traits.keyboardType) == [
            .default, .emailAddress, .phonePad, .url, .numberPad, .default, .default,
        ])
        let byName = Dictionary(uniqueKeysWithValues: form.fields.map { ($0.name, $0) })
        #expect(byName["fullName"]?.traits.autocapitalization == .words)
        #expect(byName["fullName"]?.traits.autocorrection == .no)
        #expect(byName["email"]?.maxLength == 64)
        #expect(byName["zip"]?.maxLength == 5)
        #expect(byName["password"]?.traits.secureTextEntry == true)
        #expect(byName["bio"]?.kind == .textView)
        #expect(byName["bio"]?.rows == 4)
        #expect(byName["bio"]?.value == "")
        #expect(byName["bio"]?.placeholder == "Favourite hikes, gear, plans…")
        #expect(BundledForms.named("web-signup")?.fileName == "web-signup.html")
    }
}
