import Foundation
import KeyboardSim
import KeyboardSimTesting
import Testing
import TestTiming

/// The testing kit plays a tape with the strategy a test gives and returns what an assertion needs.
@Suite("KeyboardSimTesting: a tape played with a given strategy", .timed)
struct PlayedTapeTests {
    /// The repository's root, for its bundled tapes and forms.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("a tape whose Expect lines hold has no failures, and its final views are those the Expect lines saw")
    func passingTape() throws {
        let played = try PlayedTape(source: """
            Set Strategy overlap
            Tap notes
            Sleep 1s
            Expect visible notes
            Expect inset \(Self.keyboardOverlap)
            """)
        #expect(played.passed, "\(played.failureReport)")
        #expect(played.views.inset == Self.keyboardOverlap)
        #expect(played.views.focus == "notes")
        #expect(played.views.keyboardShown)
        #expect(played.views.visibleFields.contains("notes"))
        #expect(!played.views.coveredFields.contains("notes"))
        #expect(played.views.scrollView.scrollIndicatorInsets.bottom == Self.keyboardOverlap)
    }

    @Test("every failed Expect is returned with its file, line, column and the message kbsim prints")
    func failingExpects() throws {
        let played = try PlayedTape(source: """
            Set Strategy none
            Tap notes
            Sleep 1s
            Expect inset 3
              Expect visible notes
            """, path: "screen.tape")
        #expect(!played.passed)
        #expect(played.failures.map(\.line) == [4, 5])
        #expect(played.failures.map(\.column) == [1, 3])
        let inset = try #require(played.failures.first)
        #expect(inset.file == "screen.tape")
        #expect(inset.source == "Expect inset 3")
        #expect(inset.expected == "contentInset.bottom 3")
        #expect(inset.found.hasPrefix("contentInset.bottom 0"))
        #expect(inset.message.hasPrefix("screen.tape:4:1: expectation failed: Expect inset 3\n  expected: contentInset.bottom 3\n  found:    contentInset.bottom 0"))
        #expect(played.failureReport.contains("screen.tape:5:3: expectation failed: Expect visible notes"))
    }

    @Test("a strategy type given is registered and played in place of the tape's own, which may name it")
    func givenStrategyType() throws {
        let tape = """
            Set Strategy \(FixedInsetStrategy.id.rawValue)
            Tap email
            Sleep 1s
            Expect inset 5
            """
        // Without the type, the name is unknown: the parser refuses it, naming the line.
        #expect(throws: KeyboardTestError.self) { try PlayedTape(source: tape) }
        let played = try PlayedTape(source: tape, strategy: FixedInsetStrategy.self)
        #expect(played.passed, "\(played.failureReport)")
        #expect(played.transcript.contains(#""strategy":"fixed5""#))
        // Given in place of the tape's own strategy, as --strategy does.
        let replaced = try PlayedTape(source: "Set Strategy none\nTap email\nSleep 1s\nExpect inset 5\n", strategy: FixedInsetStrategy.self)
        #expect(replaced.passed, "\(replaced.failureReport)")
        // A catalogue works as well as a type.
        let fromCatalogue = try PlayedTape(source: tape, strategies: .builtIns.registering(FixedInsetStrategy.self))
        #expect(fromCatalogue.views.inset == 5)
    }

    @Test("a tape whose Set Strategy lines name an exec: handler plays with the strategy given in their place, and no command runs")
    func execTapeWithGivenStrategy() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-exec-ran-\(UUID().uuidString)").path
        // The same tape serves a Python port (kbsim test --strategy exec:…) and a Swift one.
        let tape = """
            Set Strategy "exec:touch \(marker)"
            Tap email
            Sleep 1s
            Expect inset 5
            Set Strategy "exec:touch \(marker)"
            Tap notes
            Sleep 1s
            Expect inset 5
            """
        let played = try PlayedTape(source: tape, strategy: FixedInsetStrategy.self)
        #expect(played.passed, "\(played.failureReport)")
        #expect(played.transcript.contains(#""strategy":"fixed5""#))
        #expect(!FileManager.default.fileExists(atPath: marker), "the tape's handler ran")
        // With no strategy given the tape's own would play, and the built-ins know no exec: handler.
        let refused = #expect(throws: KeyboardTestError.self) { try PlayedTape(source: tape, path: "port.tape") }
        #expect(refused?.message.hasPrefix("port.tape:1:") == true, "\(String(describing: refused))")
    }

    @Test("a tape file is read from its path, its Set Form found beside it or among the bundled forms")
    func tapeFile() throws {
        let path = Self.root.appendingPathComponent("Forms/strategy-inset.tape").path
        let played = try PlayedTape(contentsOf: path)
        #expect(played.passed, "\(played.failureReport)")
        #expect(played.path == path)
        #expect(played.transcript.split(separator: "\n").allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(played.textTranscript.contains("keyboardDidShow"))
    }

    @Test("a tape that cannot be read or is refused throws a KeyboardTestError naming the file, line and column")
    func refusedTapes() {
        #expect(throws: KeyboardTestError("nowhere.tape: cannot read the tape (no such file, or not UTF-8 text)")) {
            try PlayedTape(contentsOf: "nowhere.tape")
        }
        let error = #expect(throws: KeyboardTestError.self) { try PlayedTape(source: "Tap email\nTap nosuchfield\n", path: "t.tape") }
        #expect(error?.message.hasPrefix("t.tape:2:5:") == true, "\(String(describing: error))")
        let badForm = #expect(throws: KeyboardTestError.self) { try PlayedTape(source: "Tap email\n", form: "no-such-form") }
        #expect(badForm?.message.contains("no bundled form has that name") == true)
    }

    @Test("a tape's Set Form reads only a form: a file that is not one is refused unread, none of its bytes quoted")
    func setFormReadsOnlyForms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-setform-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "API_TOKEN=s3cr3t\n".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("evil.yaml").path,
                                                   withDestinationPath: folder.appendingPathComponent("secret.txt").path)
        for name in ["secret.txt", "evil.yaml"] {
            let tapePath = folder.appendingPathComponent("t.tape").path
            try "Set Form \"\(name)\"\nTap email\n".write(toFile: tapePath, atomically: true, encoding: .utf8)
            let error = #expect(throws: KeyboardTestError.self) { try PlayedTape(contentsOf: tapePath) }
            #expect(error?.message.hasPrefix("\(tapePath):1:10: \(name):") == true, "\(String(describing: error))")
            #expect(error?.message.contains("reads only a form file") == true, "\(String(describing: error))")
            #expect(error?.message.contains("s3cr3t") == false)
        }
        // A form file outside the tape's folder and the current one is not read either.
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-elsewhere-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let farForm = elsewhere.appendingPathComponent("far.yaml").path
        try "title: Far\nfields:\n  - name: email\n".write(toFile: farForm, atomically: true, encoding: .utf8)
        let farTape = folder.appendingPathComponent("far.tape").path
        try "Set Form \"\(farForm)\"\nTap email\n".write(toFile: farTape, atomically: true, encoding: .utf8)
        let far = #expect(throws: KeyboardTestError.self) { try PlayedTape(contentsOf: farTape) }
        #expect(far?.message.contains("outside the tape's folder and the current one") == true, "\(String(describing: far))")
        // The test's own `form:` is its author's request: any file, as `kbsim play --form` reads.
        try "title: T\nfields:\n  - name: email\n".write(to: folder.appendingPathComponent("form.txt"), atomically: true, encoding: .utf8)
        let played = try PlayedTape(source: "Tap email\nExpect focus email\n", form: folder.appendingPathComponent("form.txt").path)
        #expect(played.passed, "\(played.failureReport)")
    }

    /// The default keyboard's overlap with the scroll view on the default form at 80x24, in rows.
    static let keyboardOverlap = 10
}

/// A strategy a team might write, for the tests: the bottom inset is 5 whenever the keyboard is to show.
struct FixedInsetStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "fixed5")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        views.scrollView.contentInset.bottom = 5
        return StrategyOutcome(StrategyAction(strategy: id, action: .init(rawValue: "setInset"), details: [.init("inset", .int(5))]))
    }
}
