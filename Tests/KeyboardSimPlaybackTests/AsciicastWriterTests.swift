import Foundation
import KeyboardSim
import KeyboardSimPlayback
import KeyboardSimRender
import Testing
import TestTiming

@Suite("AsciicastWriter: asciicast v2 files that asciinema plays", .timed)
struct AsciicastWriterTests {
    /// The lines of a cast, the header first, without the empty string after the final newline.
    private func lines(of cast: String) -> [String] {
        cast.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// One event line parsed by Foundation's JSON reader: time, code and data.
    private func event(_ line: String) throws -> (time: Double, code: String, data: String) {
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let array = try #require(parsed as? [Any], "not a JSON array: \(line)")
        try #require(array.count == 3, "an event has three elements: \(line)")
        let time = try #require((array[0] as? NSNumber)?.doubleValue, "no time in \(line)")
        let code = try #require(array[1] as? String, "no code in \(line)")
        let data = try #require(array[2] as? String, "no data in \(line)")
        return (time, code, data)
    }

    /// A small form-like screen: a title, two labelled fields and, optionally, a focused one.
    private func formCanvas(size: Size, offset: Int = 0) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.put("Регистрация 日本", at: Point(x: 2, y: 0 + offset), style: Style(.title, bold: true))
        canvas.put("Имя", at: Point(x: 2, y: 2 + offset), style: Style(.label))
        canvas.fill(Rect(x: 8, y: 2 + offset, width: 14, height: 1), style: Style(.field))
        canvas.put("Email", at: Point(x: 2, y: 4 + offset), style: Style(.label))
        canvas.fill(Rect(x: 8, y: 4 + offset, width: 14, height: 1), style: Style(.field))
        canvas.put("you@example", at: Point(x: 8, y: 4 + offset), style: Style(.placeholder, dim: true))
        return canvas
    }

    @Test("the header is one JSON object: version 2, the size, the title, TERM, and no timestamp")
    func header() throws {
        let writer = AsciicastWriter(size: Size(width: 80, height: 24), title: "kbsim \"signup\" Форма")
        let header = try #require(lines(of: writer.text).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect(object["width"] as? Int == 80)
        #expect(object["height"] as? Int == 24)
        #expect(object["title"] as? String == "kbsim \"signup\" Форма")
        #expect((object["env"] as? [String: String]) == ["TERM": "xterm-256color"])
        #expect(object["timestamp"] == nil)
        #expect(header.hasPrefix("{\"version\": 2, \"width\": 80, \"height\": 24, "))
    }

    @Test("every event is a valid JSON array, with six decimals at most and times that never go back")
    func eventsAreValidAndOrdered() throws {
        let size = Size(width: 30, height: 8)
        var writer = AsciicastWriter(size: size, title: "order")
        writer.addFrame(formCanvas(size: size), at: 0)
        writer.addMarker("UIKeyboardWillShowNotification", at: 0.1)
        writer.addFrame(formCanvas(size: size, offset: 1), at: 1.0 / 3.0)
        writer.addMarker("stamped before the previous event", at: 0.2)
        writer.addFrame(formCanvas(size: size, offset: 2), at: 2.000_000_4)
        writer.addMarker("not a number", at: .nan)
        writer.addMarker("negative", at: -1)

        let eventLines = Array(lines(of: writer.text).dropFirst())
        #expect(eventLines.count == 8, "seven events and the ending")
        var previous = -Double.infinity
        for line in eventLines {
            let parsed = try event(line)
            #expect(parsed.time >= previous, "time goes back at \(line)")
            previous = parsed.time
            let timeText = try #require(line.dropFirst().split(separator: ",").first)
            #expect(timeText.split(separator: ".").last.map(\.count) ?? 0 <= 6, "too many decimals: \(timeText)")
        }
        #expect(eventLines.map { try? event($0).code } == ["o", "m", "o", "m", "o", "m", "m", "o"])
        #expect(eventLines[2].hasPrefix("[0.333333, \"o\", "))
        #expect(eventLines[3].hasPrefix("[0.333333, \"m\", "))
        #expect(eventLines[4].hasPrefix("[2.000000, \"o\", "))
    }

    @Test("the recording ends, at the time of its last event, with the output that shows the cursor and puts the rendition back: the viewer's shell is left as it was found")
    func endsRestored() throws {
        let size = Size(width: 30, height: 8)
        var writer = AsciicastWriter(size: size, title: "ending")
        #expect(lines(of: writer.text).count == 1, "nothing drawn, nothing to give back")
        var canvas = formCanvas(size: size)
        canvas.put("pitfall", at: Point(x: 0, y: 7), style: Style(.notice, bold: true))
        canvas.cursor = nil
        writer.addFrame(canvas, at: 0.5)
        writer.addMarker("the end", at: 1.25)
        let last = try event(try #require(lines(of: writer.text).last))
        #expect(last.code == "o")
        #expect(last.time == 1.25)
        #expect(last.data == "\u{1B}[0m\u{1B}[?25h")
        // With the cursor shown by the last frame, only the rendition is put back.
        canvas.cursor = Point(x: 8, y: 2)
        writer.addFrame(canvas, at: 2)
        #expect(try event(try #require(lines(of: writer.text).last)).data == "\u{1B}[0m")
        // Recording goes on after the text is read: the ending is not part of what follows.
        canvas.put("x", at: Point(x: 8, y: 2), style: Style(.fieldFocused))
        writer.addFrame(canvas, at: 3)
        #expect(lines(of: writer.text).filter { $0.contains("\\u001b[0m\\u001b[?25h") }.isEmpty)
    }

    @Test("a frame equal to the previous one adds no event")
    func unchangedFrameAddsNothing() {
        let size = Size(width: 20, height: 6)
        var writer = AsciicastWriter(size: size, title: "still")
        writer.addFrame(formCanvas(size: size), at: 0)
        let before = writer.text
        writer.addFrame(formCanvas(size: size), at: 0.5)
        #expect(writer.text == before)
    }

    @Test("a one-cell change on an 80×24 screen is a single event under 40 bytes of output")
    func oneCellChangeIsSmall() throws {
        let size = Size(width: 80, height: 24)
        var canvas = formCanvas(size: size)
        var writer = AsciicastWriter(size: size, title: "small")
        writer.addFrame(canvas, at: 0)
        // The last line is the ending (see `endsRestored`): the frame's event is before it.
        let first = try event(try #require(lines(of: writer.text).dropLast().last))
        canvas.put("a", at: Point(x: 8, y: 2), style: Style(.fieldFocused))
        writer.addFrame(canvas, at: 0.04)
        let change = try event(try #require(lines(of: writer.text).dropLast().last))
        #expect(change.time == 0.04)
        #expect(change.data.utf8.count < 40)
        #expect(first.data.utf8.count < 400)
    }

    @Test("escape characters, quotes, backslashes and any script survive the JSON round trip; a label's controls are spelt out")
    func escaping() throws {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        canvas.put("\"back\\slash\" Ёж", at: .zero, style: Style(.notice))
        canvas.put("日本 e\u{301} 🙂", at: Point(x: 0, y: 1))
        let label = "tab\there \"quoted\" \\ \u{1}\u{1F}\u{7F} line\nbreak Щ 語"
        var writer = AsciicastWriter(size: canvas.size, title: label)
        writer.addFrame(canvas, at: 0)
        writer.addMarker(label, at: 1)
        let castLines = lines(of: writer.text)
        #expect(castLines.count == 4, "a string with a newline must not break a line of the cast (the 4th is the ending)")
        var frameWriter = AnsiFrameWriter()
        let output = try event(castLines[1])
        #expect(output.data.unicodeScalars.elementsEqual(frameWriter.transition(to: canvas).unicodeScalars))
        #expect(castLines[1].contains("\\u001b["))
        // Players show a marker's label as text, some on the terminal they play on.
        let marker = try event(castLines[2])
        #expect(marker.data.unicodeScalars.elementsEqual("tab^Ihere \"quoted\" \\ ^A^_^? line^Jbreak Щ 語".unicodeScalars))
    }

    @Test("a canvas of another size resizes the player's terminal, then is drawn in full")
    func resize() throws {
        var writer = AsciicastWriter(size: Size(width: 20, height: 5), title: "resize")
        writer.addFrame(formCanvas(size: Size(width: 20, height: 5)), at: 0)
        writer.addFrame(formCanvas(size: Size(width: 30, height: 8)), at: 1)
        let eventLines = Array(lines(of: writer.text).dropFirst())
        #expect(eventLines.count == 4, "three events and the ending")
        #expect(eventLines[1] == "[1.000000, \"r\", \"30x8\"]")
        #expect(try event(eventLines[2]).data.contains("\u{1B}[2J"))
    }

    @Test("the same frames and markers give byte-identical casts")
    func deterministic() {
        func record() -> String {
            let size = Size(width: 40, height: 10)
            var writer = AsciicastWriter(size: size, title: "again")
            for step in 0..<5 {
                writer.addFrame(formCanvas(size: size, offset: step % 3), at: Double(step) * 0.1)
                writer.addMarker("step \(step)", at: Double(step) * 0.1)
            }
            return writer.text
        }
        #expect(record() == record())
    }

    /// Frames that exercise the diff: text moving, a keyboard block rising, wide characters
    /// replacing narrow ones and back, combining marks, colours changing, the cursor moving.
    private func emulatorFrames(size: Size) -> [Canvas] {
        var frames: [Canvas] = []
        var canvas = formCanvas(size: size)
        canvas.cursor = Point(x: 8, y: 2)
        frames.append(canvas)

        canvas.fill(Rect(x: 8, y: 2, width: 14, height: 1), style: Style(.fieldFocused))
        canvas.put("Ив", at: Point(x: 8, y: 2), style: Style(.fieldFocused))
        canvas.cursor = Point(x: 10, y: 2)
        frames.append(canvas)

        for step in 1...3 {
            // The keyboard slides up two rows a frame, its key labels moving with it.
            var sliding = canvas
            let top = size.height - 2 * step
            sliding.fill(Rect(x: 0, y: top, width: size.width, height: size.height - top), style: Style(.keyboard))
            sliding.put(" й ц у к е н ", at: Point(x: 1, y: top), style: Style(.key))
            sliding.put("⏎", at: Point(x: size.width - 3, y: top), style: Style(.keySpecial, bold: true))
            frames.append(sliding)
        }
        canvas = frames[frames.count - 1]

        canvas.put("Иван", at: Point(x: 8, y: 2), style: Style(.fieldFocused))
        canvas.cursor = Point(x: 12, y: 2)
        frames.append(canvas)

        canvas.put("日本語テキスト", at: Point(x: 8, y: 4), style: Style(.field))
        canvas.cursor = Point(x: 22, y: 4)
        frames.append(canvas)

        canvas.put("ab", at: Point(x: 9, y: 4), style: Style(.field, underline: true))
        canvas.put("Cafe\u{301} q\u{307}", at: Point(x: 23, y: 2), style: Style(.notice, reverse: true))
        canvas.cursor = nil
        frames.append(canvas)

        var scrolled = Canvas(size: size)
        scrolled.paste(canvas, at: Point(x: 0, y: -1))
        scrolled.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style: Style(.keyboard))
        scrolled.cursor = Point(x: 3, y: 1)
        frames.append(scrolled)
        return frames
    }

    /// A pyte cell style as pyte_screen.py prints it, for a kbsim style: colours and the
    /// attributes pyte keeps (it has no dim).
    private func emulatedStyle(_ style: Style) -> String {
        let pair = Palette.colors256(for: style.color)
        let flags = (style.bold ? "b" : "") + (style.underline ? "u" : "") + (style.reverse ? "r" : "")
        return "\(pair.foreground),\(pair.background),\(flags)"
    }

    @Test("pyte, replaying the cast, shows each frame's text, styles and cursor exactly")
    func emulatorShowsEveryFrame() throws {
        let size = Size(width: 36, height: 12)
        let frames = emulatorFrames(size: size)
        var writer = AsciicastWriter(size: size, title: "emulator check")
        for (index, frame) in frames.enumerated() {
            writer.addFrame(frame, at: Double(index) * 0.25)
            writer.addMarker("frame \(index)", at: Double(index) * 0.25)
        }
        let castPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("kbsim-\(UUID().uuidString).cast").path
        try Data(writer.text.utf8).write(to: URL(fileURLWithPath: castPath))
        defer { try? FileManager.default.removeItem(atPath: castPath) }

        let result = try PythonScript.run(PythonScript.fixturePath("pyte_screen.py"), [castPath])
        if result.status == 3 {
            Issue.record("pyte is missing for python3 (\(result.errors.trimmingCharacters(in: .whitespacesAndNewlines))): run `make deps`")
            return
        }
        try #require(result.status == 0, "pyte_screen.py failed (\(result.status)): \(result.errors)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let screens = try #require(parsed?["screens"] as? [[String: Any]], "unexpected output: \(result.output)")
        try #require(screens.count == frames.count + 1, "every frame differs from the one before, so each is one event; then the ending")
        // The ending shows the cursor and puts the rendition back, and changes no cell.
        #expect(screens.last?["cursor"] is [Int])
        #expect(screens.last?["pen"] as? String == "-1,-1,")
        #expect(screens.last?["lines"] as? [String] == screens[frames.count - 1]["lines"] as? [String])

        for (index, (frame, screen)) in zip(frames, screens).enumerated() {
            let lines = try #require(screen["lines"] as? [String])
            // Compared by scalars: Swift's == would accept pyte's NFC-composed é for e + U+0301,
            // but pyte composes only what has a composed form, so q + U+0307 must arrive whole.
            let expectedLines = frame.lines.map { $0.precomposedStringWithCanonicalMapping }
            for (row, (emulated, expected)) in zip(lines, expectedLines).enumerated() {
                #expect(Array(emulated.unicodeScalars) == Array(expected.unicodeScalars),
                        "frame \(index), row \(row): pyte shows \"\(emulated)\", the canvas has \"\(expected)\"")
            }
            #expect(lines.count == size.height)

            let cursor = screen["cursor"] as? [Int]
            #expect(cursor == frame.cursor.map { [$0.x, $0.y] }, "frame \(index): cursor")

            let styles = try #require(screen["styles"] as? [[String]])
            for y in 0..<size.height {
                for x in 0..<size.width where frame[x, y].width != 0 {
                    #expect(styles[y][x] == emulatedStyle(frame[x, y].style),
                            "frame \(index), cell (\(x),\(y)) '\(frame[x, y].character)'")
                }
            }
        }
    }
}
