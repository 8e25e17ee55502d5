import KeyboardSim

/// Forms built in code, so these tests do not depend on the form loader.
enum TestForms {
    /// Twelve text fields called f0…f11 and a three-row text view called notes; Return moves on.
    static let tall = Form(title: "Tall", fields:
        (0..<12).map { Field(name: "f\($0)", traits: TextInputTraits(returnKeyType: .next)) }
        + [Field(name: "notes", kind: .textView, rows: 3)])

    /// The bundled default form (Forms/signup.yaml).
    static let signup: Form = {
        let bundled = BundledForms.defaultForm
        return try! FormLoader.parse(bundled.source, path: bundled.fileName)
    }()

    /// A portrait screen as an 80x24 terminal gives it.
    static let screen = Size(width: 39, height: 21)
}
