import KeyboardSim
import KeyboardSimForms

/// Forms built in code, so these tests do not depend on the form loader.
enum TestForms {
    /// Twelve text fields called f0…f11 and a text view called notes growing up to three rows;
    /// Return moves on. Text stays as typed: no autocapitalization, no autocorrection.
    static let tall = Form(title: "Tall", fields:
        (0..<12).map { Field(name: "f\($0)", traits: TextInputTraits(returnKeyType: .next, autocapitalization: .none, autocorrection: .no)) }
        + [Field(name: "notes", kind: .textView, rows: 3, traits: TextInputTraits(autocapitalization: .none, autocorrection: .no))])

    /// Two text fields, `plain` and `withBar` (with an accessory toolbar, so its keyboard is a row
    /// taller), and English and Japanese input methods (composing Japanese adds a candidate bar).
    static let keyboards = Form(title: "Keyboards", fields: [
        Field(name: "plain", traits: TextInputTraits(autocapitalization: .none)),
        Field(name: "withBar", traits: TextInputTraits(autocapitalization: .none), toolbar: true),
    ], inputMethods: [.english, .japanese])

    /// The bundled default form (Forms/signup.yaml).
    static let signup: Form = {
        let bundled = BundledForms.defaultForm
        return try! FormLoader.parse(bundled.source, path: bundled.fileName)
    }()

    /// A portrait screen as an 80x24 terminal gives it.
    static let screen = Size(width: 39, height: 21)
}
