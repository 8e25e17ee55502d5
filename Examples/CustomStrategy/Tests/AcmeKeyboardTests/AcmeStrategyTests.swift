import AcmeKeyboard
import Foundation
import KeyboardSim
import KeyboardSimTesting
import Testing

/// Acme's handler on Acme's tapes, and in a session driven step by step.
@Suite("Acme's keyboard handler")
struct AcmeStrategyTests {
    /// The package's tapes folder.
    static let tapes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tapes")

    @Test("every Expect of every tape holds with the handler", arguments: ["signup.tape", "rotation.tape"])
    func tapesPass(tape: String) throws {
        let played = try PlayedTape(contentsOf: Self.tapes.appendingPathComponent(tape).path, strategy: AcmeStrategy.self)
        #expect(played.failures.isEmpty, "\(played.failureReport)")
        #expect(played.transcript.contains(#""strategy":"acme""#))
    }

    @Test("the inset is the keyboard's overlap with the view, animated with the keyboard, and back to 0 on hide")
    func insetFollowsTheKeyboard() throws {
        var session = try KeyboardSession(strategy: AcmeStrategy.self)
        try session.tap("notes")
        let shown = try session.views
        let keyboard = try #require(shown.keyboardFrame)
        #expect(shown.inset == shown.scrollView.frame.maxY - keyboard.minY)
        #expect(shown.scrollView.scrollIndicatorInsets.bottom == shown.inset)
        #expect(shown.visibleFields.contains("notes"))
        try session.dismissKeyboard()
        #expect(try session.views.inset == 0)
    }

    @Test("one generic type, two settings: each is its own strategy by name, and the roomy one scrolls two rows further")
    func settingsAreStrategies() throws {
        #expect(AcmeConfiguredStrategy<AcmeSnug>.id.rawValue == "acme-snug")
        #expect(AcmeConfiguredStrategy<AcmeRoomy>.id.rawValue == "acme-roomy")
        var snug = try KeyboardSession(strategy: AcmeConfiguredStrategy<AcmeSnug>.self)
        var roomy = try KeyboardSession(strategy: AcmeConfiguredStrategy<AcmeRoomy>.self)
        try snug.tap("postcode")
        try roomy.tap("postcode")
        #expect(try roomy.views.offset == snug.views.offset + 2)
        #expect(try roomy.views.visibleFields.contains("postcode"))
    }

    @Test("the tape catches the double inset: the same handler with contentInset.bottom += overlap fails its Expect inset")
    func doubleInsetIsCaught() throws {
        let played = try PlayedTape(contentsOf: Self.tapes.appendingPathComponent("signup.tape").path,
                                    strategy: DoubleInsetAcme.self)
        let failure = try #require(played.failures.first)
        #expect(failure.source.hasPrefix("Expect inset"), "\(played.failureReport)")
    }
}

/// Acme's handler with the bug a team ships: each keyboardWillChangeFrame adds the overlap to the
/// inset it finds (`contentInset.bottom += overlap`) instead of setting it.
struct DoubleInsetAcme: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "acme-double")
    private var acme = AcmeStrategy()

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        let found = views.scrollView.contentInset.bottom
        let outcome = acme.receive(message, views: &views)
        if case .notification(let note) = message, note.name == UIResponder.keyboardWillChangeFrameNotification {
            views.scrollView.contentInset.bottom += found
        }
        return outcome
    }
}
