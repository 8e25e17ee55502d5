import Foundation
import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// Escape sequences written into a form or a tape — a title that renames the terminal window,
/// narration that clears the screen — must reach the user as text they can read, never as
/// bytes their terminal obeys. Each output kbsim writes from a session is played with ESC, BEL,
/// CSI (U+009B) and a right-to-left override in its input, and searched for them.
@Suite("Escape sequences in forms and tapes never reach the terminal raw", .timed)
struct EscapeSequenceTests {
    /// OSC 0 (set the window title, ended by BEL), then a C1 CSI that would clear the screen, then
    /// a right-to-left override that would make the rest of a line read backwards.
    static let hostile = "\u{1B}]0;pwned\u{7}\u{9B}2J\u{202E}evil"
    /// `hostile` as `VisibleText` spells it.
    static let spelled = "^[]0;pwned^G\\u{9B}2J\\u{202E}evil"

    /// The bytes that must not appear in anything printed: ESC, BEL, CSI (as UTF-8) and RLO.
    static let rawBytes: [(name: String, bytes: [UInt8])] = [
        ("ESC", [0x1B]), ("BEL", [0x07]), ("CSI", [0xC2, 0x9B]), ("RLO", [0xE2, 0x80, 0xAE]),
    ]

    /// Fails for each raw control found in `text`, naming the output.
    static func expectNoRawControls(in text: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        for (name, needle) in rawBytes {
            let found = bytes.indices.contains { start in
                start + needle.count <= bytes.count && Array(bytes[start..<start + needle.count]) == needle
            }
            #expect(!found, "\(output) holds a raw \(name)", sourceLocation: sourceLocation)
        }
    }

    /// A form whose every piece of text carries the hostile sequence.
    static let form = Form(title: "Sign up \(hostile)", fields: [
        Field(name: "email", label: "Email \(hostile)", placeholder: "you \(hostile)", value: "a\(hostile)"),
        Field(name: "pin", traits: TextInputTraits(secureTextEntry: true)),
    ])

    /// Narration and a failing Expect whose found value holds the sequence.
    static let tape = """
        Set Size 100x30
        Say "before \\u{1B}]0;pwned\\u{7}\\u{9B}2J\\u{202E}evil"
        Tap email
        Sleep 300ms
        Screenshot typed
        Expect value email "a"
        """

    static func play() throws -> (result: PlaybackResult, cast: String, frames: [Canvas]) {
        let parsed = try TapeParser.parse(tape, path: "hostile\u{1B}[31m.tape")
        try TapeValidator.validate(parsed, against: form)
        var player = try Player(tape: parsed, form: form)
        player.keepGoing = true
        final class Sink: @unchecked Sendable {
            var cast: AsciicastWriter
            var frames: [Canvas] = []
            init(_ cast: AsciicastWriter) { self.cast = cast }
        }
        let sink = Sink(AsciicastWriter(size: player.configuration.terminalSize, title: "kbsim play \(hostile).tape"))
        player.onFrame = { time, canvas in
            sink.frames.append(canvas)
            sink.cast.addFrame(canvas, at: time)
        }
        player.onEvents = { events in
            for timed in events { sink.cast.addMarker("\(timed.event.name) \(hostile)", at: timed.time) }
        }
        let result = player.run()
        return (result, sink.cast.text, sink.frames)
    }

    @Test("the text transcript shows Say text and found values spelt out, and no raw control")
    func textTranscript() throws {
        let result = try Self.play().result
        #expect(result.failures.count == 1)
        let text = TextTranscript.render(result.entries)
        #expect(text.contains("say before \(Self.spelled)"))
        #expect(text.contains("found:    email = \"a\\u001b]0;pwned\\u0007\\u009b2J\\u202eevil\""))
        Self.expectNoRawControls(in: text, "the text transcript")
    }

    @Test("a Say with a line break cannot forge a transcript line: the break is spelt ^J")
    func sayCannotForgeLines() throws {
        let parsed = try TapeParser.parse("Say \"a\\n    0.000  expect ok: Expect focus none\"", path: "t.tape")
        var player = try Player(tape: parsed, form: Self.form)
        let text = TextTranscript.render(player.run().entries)
        #expect(text == "   0.000  say a^J    0.000  expect ok: Expect focus none\n")
    }

    @Test("the JSON transcript escapes every control as \\u, so it decodes to the very same text")
    func jsonTranscript() throws {
        let result = try Self.play().result
        let json = JSONTranscript.render(result.entries)
        Self.expectNoRawControls(in: json, "the JSON transcript")
        #expect(json.contains("\"text\":\"before \\u001b]0;pwned\\u0007\\u009b2J\\u202eevil\""))
        let say = try #require(json.split(separator: "\n").first { $0.contains("\"say\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(say.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "before \(Self.hostile)")
    }

    @Test("a failed Expect's message names the tape and the found value without raw controls")
    func failureMessage() throws {
        let failure = try #require(try Self.play().result.failures.first)
        let message = failure.failureMessage(path: "hostile\u{1B}[31m.tape")
        #expect(message.hasPrefix("hostile^[[31m.tape:6:1: expectation failed: Expect value email \"a\""))
        Self.expectNoRawControls(in: message, "the failure message")
    }

    @Test("the cast file holds no raw control; its title and markers are spelt out, its frames draw no OSC, BEL or CSI")
    func cast() throws {
        let cast = try Self.play().cast
        Self.expectNoRawControls(in: cast, "the cast file")
        let lines = cast.split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["title"] as? String == "kbsim play \(Self.spelled).tape")
        var markers: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let code = try #require(event[1] as? String)
            let data = try #require(event[2] as? String)
            if code == "m" { markers.append(data) }
            if code == "o" {
                // The frames are terminal output by design (CSI as ESC [), but never a title, a
                // bell, a C1 control or a bidi override.
                #expect(!data.contains("\u{1B}]"), "an OSC in \(line)")
                #expect(!data.unicodeScalars.contains { $0 == "\u{7}" || (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })
            }
        }
        #expect(!markers.isEmpty)
        for marker in markers {
            #expect(marker.hasSuffix(" \(Self.spelled)"), "marker \(marker)")
        }
    }

    @Test("form text reaches no canvas cell as a control, so neither curses nor the ANSI writer can send one")
    func canvasAndAnsiFrames() throws {
        let frames = try Self.play().frames
        let last = try #require(frames.last)
        // The title, label and placeholder are drawn, their controls dropped (a cell shows a
        // character, never an action), the side pane beside the phone included.
        #expect(last.text.contains("]0;pwned2Jevil"))
        #expect(last.text.contains("Inspector"))
        for canvas in frames {
            #expect(!canvas.cells.contains { $0.character.unicodeScalars.contains(where: VisibleText.mustBeSpelledOut) })
        }
        var writer = AnsiFrameWriter()
        let output = frames.map { writer.transition(to: $0) }.joined()
        #expect(!output.contains("\u{1B}]"))
        #expect(!output.unicodeScalars.contains { $0 == "\u{7}" || (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }
}
