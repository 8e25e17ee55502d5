/// A field's `inputView`: the view that takes the keyboard's place while the field is edited
/// (`inputView:` in a form file).
package enum InputViewKind: String, CaseIterable, Hashable, Sendable {
    /// A UIDatePicker in date mode: month, day and year wheels.
    case datePicker
    /// A UIPickerView of one wheel holding the field's `options`.
    case picker
}
