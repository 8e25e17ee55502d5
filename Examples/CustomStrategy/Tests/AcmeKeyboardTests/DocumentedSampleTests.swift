import AcmeKeyboard
import KeyboardSimTesting
import Testing

@Test func signUpKeepsTheFieldVisible() throws {
    let played = try PlayedTape(contentsOf: "tapes/signup.tape", strategy: AcmeStrategy.self)
    #expect(played.failures.isEmpty, "\(played.failureReport)")   // every failed Expect, file:line:column
    #expect(played.views.inset == 0)                               // the views at the tape's end: inset,
                                                                   // offset, origin, focus, visibleFields…
    var session = try KeyboardSession(strategy: AcmeStrategy.self)  // form: a path or a bundled name
    try session.tap("notes")
    try session.type("Ring twice")
    try session.rotate(to: .landscape)
    #expect(try session.views.visibleFields.contains("notes"))
    try session.dismissKeyboard()
    #expect(try session.views.inset == 0)
}
