import KeyboardSim
import KeyboardSimRender
import KeyboardSimTerminal
import Testing

extension CursesScreenTests {
    /// The frame writer's promise, checked the only way that counts: a terminal fed its bytes shows
    /// each canvas, letter and colour, whatever the frames and whatever sequences the writer chose.
    /// Among the curses tests because the emulator's widths come from the locale they set.
    @Suite("AnsiFrameWriter replayed on a terminal")
    struct AnsiFrameReplayTests {
        private static let styles: [Style] = [
            .plain, Style(.keyboard), Style(.key), Style(.keySpecial, bold: true), Style(.bezel),
            Style(.placeholder, underline: true, dim: true), Style(.field, reverse: true), Style(.log),
        ]
        private static let texts = ["Q", "W", "─────", "space", "Ж", "日本", "é", "   ", "abc def", "│"]

        @Test("seeded frames — random edits and bands moved up or down with panes beside — replay exactly, with every capability and without",
              arguments: [AnsiFrameWriter.Capabilities([]), [.eraseCharacters], [.scrollRegion], [.insertDeleteCharacters], [.relativeMoves],
                         [.saveCursor], [.eraseCharacters, .insertDeleteCharacters], [.eraseCharacters, .scrollRegion, .insertDeleteCharacters],
                         [.eraseCharacters, .scrollRegion, .insertDeleteCharacters, .relativeMoves, .saveCursor]])
        func seededFramesReplay(capabilities: AnsiFrameWriter.Capabilities) {
            TerminalLocale.configure()
            let size = Size(width: 30, height: 12)
            var scrolledFrames = 0, shiftedFrames = 0, steppedFrames = 0, savedFrames = 0
            for seed in UInt64(1)...60 {
                var random = SeededGenerator(seed: seed)
                var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: capabilities)
                var terminal = TerminalEmulator(size: size)
                var canvas = Canvas(size: size)
                // Rows of text, as a form has: what a sideways scroll finds to shift.
                for y in 0..<size.height where random.chance(0.6) {
                    canvas.put("The quick brown fox jumps over the lazy dog", at: Point(x: Int.random(in: 0..<8, using: &random), y: y),
                               style: random.pick(Self.styles))
                }
                for frame in 0..<12 {
                    if random.chance(0.5) {
                        // A band slides as the keyboard does: its rows move, the pane beside them does not.
                        let top = Int.random(in: 0..<(size.height - 3), using: &random)
                        let bottom = Int.random(in: (top + 2)..<size.height, using: &random)
                        let distance = random.pick([1, 2, 3, -1, -2])
                        canvas = canvas.sliding(rows: top...bottom, columns: 0..<18, by: distance)
                    }
                    if random.chance(0.5) {
                        // A field's text scrolls sideways as a character is typed or deleted.
                        let y = Int.random(in: 0..<size.height, using: &random)
                        let start = Int.random(in: 0..<(size.width - 8), using: &random)
                        let end = Int.random(in: (start + 6)...(size.width), using: &random)
                        canvas = canvas.scrollingSideways(row: y, columns: start..<end, by: random.pick([1, 2, -1]))
                        canvas.put(random.pick(["x", "Ж", "日"]), at: Point(x: end - 1, y: y), style: random.pick(Self.styles))
                    }
                    for _ in 0..<Int.random(in: 0...6, using: &random) {
                        canvas.put(random.pick(Self.texts),
                                   at: Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)),
                                   style: random.pick(Self.styles))
                    }
                    if random.chance(0.3) {
                        canvas.fill(Rect(x: Int.random(in: 0..<20, using: &random), y: Int.random(in: 0..<size.height, using: &random),
                                         width: Int.random(in: 1...12, using: &random), height: 1),
                                    style: random.pick(Self.styles))
                    }
                    if random.chance(0.4), let cursor = canvas.cursor, cursor.x + 1 < size.width {
                        // A character typed at the cursor, which moves on.
                        canvas.put(random.pick(["a", "é", "Q"]), at: cursor, style: random.pick(Self.styles))
                        canvas.cursor = Point(x: cursor.x + 1, y: cursor.y)
                    } else {
                        canvas.cursor = random.chance(0.5) ? Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)) : nil
                    }
                    let bytes = writer.bytes(to: canvas)
                    let text = String(decoding: bytes, as: UTF8.self)
                    if text.contains("\u{1B}[r") { scrolledFrames += 1 }
                    if text.contains("P") && text.contains("@") { shiftedFrames += 1 }
                    if Self.stepsRelatively(text) { steppedFrames += 1 }
                    if text.contains("\u{1B}8") { savedFrames += 1 }
                    terminal.feed(bytes)
                    #expect(terminal.rows == canvas.lines, "seed \(seed), frame \(frame)")
                    #expect(terminal.fills == canvas.fills, "seed \(seed), frame \(frame)")
                    if let cursor = canvas.cursor { #expect(terminal.cursor == cursor, "seed \(seed), frame \(frame)") }
                    #expect(terminal.cursorVisible == (canvas.cursor != nil))
                }
            }
            // The scrolling path is taken often enough to be tested, and only when offered.
            #expect(capabilities.contains(.scrollRegion) ? scrolledFrames > 30 : scrolledFrames == 0, "\(scrolledFrames) scrolled")
            if capabilities.contains(.insertDeleteCharacters) { #expect(shiftedFrames > 30, "\(shiftedFrames) shifted") }
            #expect(capabilities.contains(.relativeMoves) ? steppedFrames > 30 : steppedFrames == 0, "\(steppedFrames) stepped")
            #expect(capabilities.contains(.saveCursor) ? savedFrames > 30 : savedFrames == 0, "\(savedFrames) saved the cursor; \(scrolledFrames) scrolled, \(shiftedFrames) shifted, \(steppedFrames) stepped")
        }

        /// Whether `text` moves the cursor up, down or back (CUU, CUD, CUB, BS).
        private static func stepsRelatively(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                if scalar == "\u{8}" { return true }
                guard scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else { continue }
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                if end < scalars.count, "ABD".unicodeScalars.contains(scalars[end]) { return true }
            }
            return false
        }

        @Test("a keyboard sliding up a row beside a pane is scrolled: a fraction of the bytes, the same screen")
        func slideIsScrolled() {
            TerminalLocale.configure()
            let size = Size(width: 80, height: 24)
            var before = Canvas(size: size)
            for y in 0..<size.height { before.put("form row \(y)", at: Point(x: 2, y: y)) }
            before.put("Events", at: Point(x: 45, y: 3), style: Style(.log))
            for y in 12..<24 {
                before.fill(Rect(x: 1, y: y, width: 39, height: 1), style: Style(.keyboard))
                for key in 0..<10 { before.put(" \(y) ", at: Point(x: 2 + key * 4, y: y), style: Style(.key)) }
            }
            let after = before.sliding(rows: 11...23, columns: 0..<41, by: 1)

            var scrolling = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.eraseCharacters, .scrollRegion])
            var plain = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.eraseCharacters])
            var terminal = TerminalEmulator(size: size)
            terminal.feed(scrolling.bytes(to: before))
            _ = plain.bytes(to: before)
            let scrolled = scrolling.bytes(to: after)
            terminal.feed(scrolled)
            #expect(terminal.rows == after.lines)
            #expect(String(decoding: scrolled, as: UTF8.self).contains("\u{1B}[12;24r"))
            #expect(scrolled.count * 5 < plain.bytes(to: after).count, "\(scrolled.count) bytes")
        }

        @Test("the row a scroll brings in comes erased in the background most of its blanks show (bce): only the keys on it are written")
        func scrolledInRowIsPrefilled() throws {
            TerminalLocale.configure()
            let size = Size(width: 80, height: 24)
            let tray = Style(.keyboard), key = Style(.key)
            var before = Canvas(size: size)
            for y in 0..<size.height { before.put("form row \(y)", at: Point(x: 2, y: y)) }
            before.fill(Rect(x: 1, y: 20, width: 39, height: 4), style: tray)
            before.put(String(repeating: "─", count: 39), at: Point(x: 1, y: 20), style: Style(.keyboard, dim: true))
            for y in 21..<24 {
                for index in 0..<9 { before.put(" \(y)\(index) ", at: Point(x: 2 + index * 4, y: y), style: key) }
            }
            // The form's row is written last (the cursor's): the terminal is left in the plain rendition.
            before.cursor = Point(x: 12, y: 0)
            var after = before.sliding(rows: 19...23, columns: 0..<41, by: 1)
            after.fill(Rect(x: 1, y: 23, width: 39, height: 1), style: tray)
            for index in 0..<10 { after.put(" \(index) ", at: Point(x: 2 + index * 4, y: 23), style: key) }

            var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.eraseCharacters, .scrollRegion])
            var terminal = TerminalEmulator(size: size)
            terminal.feed(writer.bytes(to: before))
            let bytes = writer.bytes(to: after)
            terminal.feed(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(terminal.rows == after.lines)
            #expect(terminal.fills == after.fills)
            // The tray's background is set once, before the scroll; the gaps between keys are not sent.
            #expect(text.components(separatedBy: "48;5;250").count == 2, "sent \(text.debugDescription)")
            let fill = try #require(text.range(of: "48;5;250")), region = try #require(text.range(of: "\u{1B}[20;24r"))
            #expect(fill.lowerBound < region.lowerBound, "sent \(text.debugDescription)")
        }

        @Test("a row whose text moves right by two up to two cells before its end is shifted, and shows exactly (DCH stops at the row's end)")
        func rightShiftEndingBeforeTheLastCell() {
            TerminalLocale.configure()
            // 60 letters moved right by two, up to column 58: the stretch 2…58 ends two cells before the edge.
            let text = String(repeating: "abcdefghijklmnopqrst", count: 3)
            let size = Size(width: 60, height: 1)
            var before = Canvas(size: size)
            before.put(text, at: .zero)
            var after = Canvas(size: size)
            after.put("xy" + text.prefix(57) + "Z", at: .zero)
            var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.insertDeleteCharacters])
            var terminal = TerminalEmulator(size: size)
            terminal.feed(writer.bytes(to: before))
            let shifted = String(decoding: writer.bytes(to: after), as: UTF8.self)
            terminal.feed(Array(shifted.utf8))
            #expect(terminal.rows == after.lines)
            // Two blanks opened at the start, the one cell after the stretch closed: not two.
            #expect(shifted.contains("\u{1B}[2@") && shifted.contains("\u{1B}[P") && !shifted.contains("\u{1B}[2P"), "sent \(shifted.debugDescription)")
        }

        @Test("a stretch ending at every column of a row of 1 to 50 cells, moved by one or two cells either way, the rest of the row kept or changed, replays exactly with DCH and ICH")
        func everyShiftReplays() {
            TerminalLocale.configure()
            var random = SeededGenerator(seed: 0x5348_4946_54)
            let letters = ["a", "b", "c", "d", "e", " "].map { Cell(code: GraphemeCode(Character($0))) }
            let others = ["x", "Ж", "日"]
            var shiftCommands = 0, rows = 0
            for width in 1...50 {
                for distance in [1, 2, -1, -2] {
                    // One row per stretch whose cells come from the row (x + distance inside it):
                    // every end, each with the first start, the last and one between (CharacterShiftTests
                    // takes every start and end). The writer takes each row on its own: one frame checks them all.
                    var stretches: [ClosedRange<Int>] = []
                    for end in 0..<width where end + distance < width && end + distance >= 0 {
                        let first = max(0, -distance)
                        guard first <= end else { continue }
                        for start in Set([first, end, Int.random(in: first...end, using: &random)]).sorted() { stretches.append(start...end) }
                    }
                    guard !stretches.isEmpty else { continue }
                    let size = Size(width: width, height: stretches.count)
                    var before = Canvas(size: size)
                    for y in 0..<size.height {
                        for x in 0..<width {
                            before[x, y] = Cell(code: random.pick(letters).code, style: random.pick(Self.styles.prefix(3).map { $0 }))
                        }
                    }
                    var after = before
                    for (y, stretch) in stretches.enumerated() {
                        for x in stretch { after[x, y] = before[x + distance, y] }
                        // The rest of the row as the frame has it: kept, or a cell or two changed.
                        for _ in 0..<Int.random(in: 0...2, using: &random) {
                            let x = Int.random(in: 0..<width, using: &random)
                            if !stretch.contains(x) { after.put(random.pick(others), at: Point(x: x, y: y), style: random.pick(Self.styles)) }
                        }
                    }
                    for capabilities: AnsiFrameWriter.Capabilities in [[.insertDeleteCharacters], [.insertDeleteCharacters, .eraseCharacters]] {
                        var writer = AnsiFrameWriter(colorDepth: .xterm256, capabilities: capabilities)
                        var terminal = TerminalEmulator(size: size)
                        terminal.feed(writer.bytes(to: before))
                        let bytes = writer.bytes(to: after)
                        terminal.feed(bytes)
                        let text = String(decoding: bytes, as: UTF8.self)
                        shiftCommands += text.split(separator: "\u{1B}").count { sequence in
                            let final = sequence.dropFirst().drop { $0.isNumber }.first
                            return sequence.first == "[" && (final == "@" || final == "P")
                        }
                        rows += stretches.count
                        let (shown, wanted, shownFills, wantedFills) = (terminal.rows, after.lines, terminal.fills, after.fills)
                        for (y, stretch) in stretches.enumerated() where shown[y] != wanted[y] || shownFills[y] != wantedFills[y] {
                            Issue.record("width \(width), \(stretch) by \(distance), \(capabilities): shows \(shown[y].debugDescription) for \(wanted[y].debugDescription)")
                        }
                    }
                }
            }
            // The shifting path is the one under test: many rows take it.
            #expect(shiftCommands > rows / 4, "\(shiftCommands) DCH and ICH for \(rows) rows")
        }

        @Test("a field scrolled sideways by a typed character is shifted in place (DCH, ICH) and only the new character is written")
        func typedCharacterShifts() {
            TerminalLocale.configure()
            let size = Size(width: 80, height: 24)
            var before = Canvas(size: size)
            before.put("│▶[", at: Point(x: 0, y: 5), style: Style(.fieldFocused, bold: true))
            before.put("bcdefghijklmnopqrstuvwxyabcdefghij", at: Point(x: 3, y: 5), style: Style(.fieldFocused))
            before.put("]┃│  keyboard shown", at: Point(x: 37, y: 5), style: Style(.fieldFocused))
            var after = before
            after.put("cdefghijklmnopqrstuvwxyabcdefghijk", at: Point(x: 3, y: 5), style: Style(.fieldFocused))
            after.cursor = Point(x: 37, y: 5)

            var shifting = AnsiFrameWriter(colorDepth: .xterm256, capabilities: [.eraseCharacters, .insertDeleteCharacters])
            var terminal = TerminalEmulator(size: size)
            terminal.feed(shifting.bytes(to: before))
            let shifted = String(decoding: shifting.bytes(to: after), as: UTF8.self)
            terminal.feed(Array(shifted.utf8))
            #expect(terminal.rows == after.lines)
            #expect(shifted == "\r\u{1B}[3C\u{1B}[P\u{1B}[33C\u{1B}[@k\u{1B}[?25h", "sent \(shifted.debugDescription)")
        }

        @Test("a cursor left on the right half of a wide character moves on by a step, never by writing over that half (which blanks the character)")
        func cursorOnRightHalfOfWideCharacter() {
            TerminalLocale.configure()
            let size = Size(width: 4, height: 1)
            var before = Canvas(size: size)
            before.put("本aQ", at: .zero)
            before.cursor = Point(x: 1, y: 0)
            var after = before
            after.put("  ", at: Point(x: 2, y: 0))
            for capabilities: AnsiFrameWriter.Capabilities in [[], [.eraseCharacters], [.relativeMoves, .saveCursor]] {
                var writer = AnsiFrameWriter(colorDepth: .none, capabilities: capabilities)
                var terminal = TerminalEmulator(size: size)
                terminal.feed(writer.bytes(to: before))
                let sent = String(decoding: writer.bytes(to: after), as: UTF8.self)
                terminal.feed(Array(sent.utf8))
                #expect(terminal.rows == after.lines, "capabilities \(capabilities.rawValue) sent \(sent.debugDescription)")
            }
        }
    }
}
