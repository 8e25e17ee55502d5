import KeyboardSim
import KeyboardSimForms
import Testing
import TestTiming

/// `inputView:` and `options:` in form files, and the errors that name what is valid.
@Suite("Form files: inputView datePicker | picker and a picker's options", .timed)
struct PickerFormTests {
    /// The message a malformed form is refused with, as the command line prints it.
    private func refusal(_ source: String) -> String? {
        do {
            _ = try FormLoader.parse(source, path: "Forms/x.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    /// A form of one field whose keys are `keys` (each on its own line, indented under the field).
    private func field(_ keys: String) -> String {
        "title: T\nfields:\n  - name: f\n    " + keys.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
    }

    @Test("a picker's options and a date picker load, in YAML and JSON, with their values")
    func loads() throws {
        let form = try FormLoader.parse("""
            title: Profile
            fields:
              - name: colour
                inputView: picker
                options: [Red, Green, 'Blue, light']
                value: Green
              - name: birthday
                inputView: datePicker
                value: Feb 29, 2000
              - name: note
            """, path: "Forms/p.yaml")
        #expect(form.fields[0].inputView == .picker && form.fields[0].options == ["Red", "Green", "Blue, light"])
        #expect(form.fields[0].value == "Green")
        #expect(form.fields[1].inputView == .datePicker && form.fields[1].options.isEmpty && form.fields[1].value == "Feb 29, 2000")
        #expect(form.fields[2].inputView == nil)
        let json = try FormLoader.parse(#"{"title": "P", "fields": [{"name": "c", "inputView": "picker", "options": ["A", "B"]}]}"#,
                                        path: "Forms/p.json")
        #expect(json.fields[0].inputView == .picker && json.fields[0].options == ["A", "B"])
    }

    @Test("an unknown inputView is refused at its value, naming the valid ones and the closest; its options are not blamed too")
    func unknownInputView() throws {
        #expect(refusal(field("inputView: datepicker"))
            == "Forms/x.yaml:4:16: unknown inputView 'datepicker' (did you mean 'datePicker'?) — valid: datePicker, picker")
        do {
            _ = try FormLoader.parseReportingAllErrors(field("inputView: pickr\noptions: [A, B]"), path: "Forms/x.yaml")
            Issue.record("the typo was taken")
        } catch {
            #expect(error.errors.map(\.description)
                == ["Forms/x.yaml:4:16: unknown inputView 'pickr' (did you mean 'picker'?) — valid: datePicker, picker"])
        }
    }

    @Test("a picker without options, options without a picker, an empty or repeated option are refused where they are written")
    func optionRules() {
        #expect(refusal(field("inputView: picker")) == "Forms/x.yaml:4:16: inputView picker needs 'options', the list of its rows")
        #expect(refusal(field("options: [A, B]")) == "Forms/x.yaml:4:5: 'options' applies only to inputView: picker")
        #expect(refusal(field("inputView: datePicker\noptions: [A]")) == "Forms/x.yaml:5:5: 'options' applies only to inputView: picker")
        #expect(refusal(field("inputView: picker\noptions: []"))
            == "Forms/x.yaml:5:14: 'options' must be a non-empty list such as [Red, Green, Blue], found an empty list")
        #expect(refusal(field("inputView: picker\noptions: [A, B, A]")) == "Forms/x.yaml:5:21: option 'A' is listed twice")
    }

    @Test("a picker's value is one of its options, a date picker's a date it can show; both may be empty")
    func valueRules() {
        #expect(refusal(field("inputView: picker\noptions: [A, B]\nvalue: C"))
            == "Forms/x.yaml:6:12: 'value' must be one of the picker's options or empty, found 'C'")
        #expect(refusal(field("inputView: datePicker\nvalue: 2000-01-01"))
            == "Forms/x.yaml:5:12: 'value' of a datePicker must be a date such as 'Jan 1, 2000' (years 1900 to 2100) or empty, found '2000-01-01'")
        #expect(refusal(field("inputView: datePicker\nvalue: Feb 29, 2001")) != nil)
        #expect(refusal(field("inputView: datePicker\nvalue: Feb 09, 2001")) != nil)
        #expect(refusal(field("inputView: datePicker\nvalue: ''")) == nil)
        #expect(refusal(field("inputView: picker\noptions: [A]\nvalue: ''")) == nil)
    }

    @Test("inputView applies to a textField only")
    func textFieldOnly() {
        #expect(refusal(field("kind: textView\ninputView: datePicker")) == "Forms/x.yaml:5:16: 'inputView' applies only to kind textField")
    }
}
