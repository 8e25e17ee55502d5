/// The changes of first responder a strategy asks for (`endEditing`, `becomeFirstResponder`),
/// made after the message that asked has been heard, as UIKit makes them once the app's code returns.
extension Simulator {
    /// The most changes strategies may ask for at one instant: more is a loop (two handlers, or
    /// one, handing the first responder back and forth), which fails the strategy rather than hanging.
    package static let responderRequestLimit = 16

    /// Makes every change the strategy asked for, in order, each as UIKit would: `endEditing` as a
    /// tap on the background (a field that refuses to end editing stays), `becomeFirstResponder`
    /// as a tap on the field (its delegate is asked first).
    mutating func performResponderRequests() {
        var made = 0
        while let request = app.takeResponderRequest() {
            made += 1
            guard made <= Self.responderRequestLimit else {
                app.fail("asked for a change of first responder more than \(Self.responderRequestLimit) times at one instant: "
                         + "each change asked for another")
                return
            }
            switch request {
            case .endEditing:
                focus(nil)
            case .becomeFirstResponder(let name):
                guard let index = form.index(of: name) else {
                    let names = form.fields.map(\.name).joined(separator: ", ")
                    app.fail("asked becomeFirstResponder of '\(name)', which the form lacks — its fields: \(names)")
                    return
                }
                focus(index)
            }
        }
    }
}
