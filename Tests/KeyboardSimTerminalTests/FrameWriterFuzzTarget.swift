import KeyboardSim
import KeyboardSimRender
import KeyboardSimTerminal

/// Reads arbitrary bytes as a terminal and a run of frames, writes each frame through
/// `AnsiFrameWriter` into `TerminalEmulator`, and says where the screen first differs from the
/// frame: the writer's promise, checked against a terminal whatever the frames.
///
/// The first bytes choose the size (1…24 columns, 1…6 rows), the capabilities and the colour
/// depth; then every cell of the first frame is a glyph — narrow, wide (`日`), accented, a box
/// line — in a style, and each later frame edits the one before: text scrolled sideways (what
/// DCH and ICH shift), a band slid up or down (what a scroll region moves), glyphs put, a run
/// filled, the cursor moved or hidden. Input that runs out reads as zeros.
///
/// The libFuzzer harness (`Fuzz/FrameWriterHarness.swift`) and the tests call this same code;
/// it uses only public API and the emulator, which `make fuzz` compiles with it.
struct FrameWriterFuzzTarget {
    private static let glyphs = [" ", "a", "b", "Q", "Ж", "日", "é", "─", "│", "本"]
    private static let styles: [Style] = [
        .plain, Style(.keyboard), Style(.key), Style(.keySpecial, bold: true), Style(.bezel),
        Style(.placeholder, underline: true, dim: true), Style(.field, reverse: true), Style(.fieldFocused),
    ]
    private static let depths: [AnsiFrameWriter.ColorDepth] = [.xterm256, .ansi8, .none]
    /// The most frames one input makes: enough for a few edits in a row, few enough to run fast.
    private static let mostFrames = 8

    private let bytes: [UInt8]
    private var next = 0

    /// Where the screen first differs from a frame (text, colours, cursor), or nil when every
    /// frame showed exactly.
    static func run(bytes: [UInt8]) -> String? {
        var target = FrameWriterFuzzTarget(bytes: bytes)
        return target.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() -> String? {
        // The emulator measures characters with wcwidth, which needs a UTF-8 locale.
        guard Self.hasUTF8Locale else { return "no UTF-8 locale: the emulator cannot measure characters" }
        let size = Size(width: 1 + Int(byte()) % 24, height: 1 + Int(byte()) % 6)
        let settings = byte()
        let capabilities = AnsiFrameWriter.Capabilities(rawValue: Int(settings) & 0x1F)
        let depth = Self.depths[Int(settings >> 5) % Self.depths.count]
        var writer = AnsiFrameWriter(colorDepth: depth, capabilities: capabilities)
        var terminal = TerminalEmulator(size: size)
        var canvas = Canvas(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width { put(at: Point(x: x, y: y), on: &canvas) }
        }
        for frame in 0..<Self.mostFrames {
            if frame > 0 {
                guard next < bytes.count else { break }
                for _ in 0..<(1 + Int(byte()) % 4) { edit(&canvas) }
            }
            terminal.feed(writer.bytes(to: canvas))
            if let difference = Self.difference(terminal, canvas, depth: depth) {
                return "\(size.width)x\(size.height), capabilities \(capabilities.rawValue), \(depth), frame \(frame): \(difference)"
            }
        }
        return nil
    }

    private static let hasUTF8Locale = TerminalLocale.configure()

    /// The next byte of the input, 0 past its end.
    private mutating func byte() -> UInt8 {
        defer { next += 1 }
        return next < bytes.count ? bytes[next] : 0
    }

    /// A number in `0..<bound` from the next byte.
    private mutating func number(below bound: Int) -> Int { bound > 0 ? Int(byte()) % bound : 0 }

    /// Puts a glyph in a style, both read from the next byte, at `point`.
    private mutating func put(at point: Point, on canvas: inout Canvas) {
        let choice = Int(byte())
        canvas.put(Self.glyphs[choice % Self.glyphs.count], at: point, style: Self.styles[choice / Self.glyphs.count % Self.styles.count])
    }

    /// One edit of `canvas`, its kind and place read from the input.
    private mutating func edit(_ canvas: inout Canvas) {
        let size = canvas.size
        switch byte() % 5 {
        case 0:
            // A field's text scrolled sideways by a character or two.
            let y = number(below: size.height), start = number(below: size.width)
            let end = start + 1 + number(below: size.width - start)
            let distance = [1, 2, -1, -2][number(below: 4)]
            canvas = canvas.scrollingSideways(row: y, columns: start..<end, by: distance)
        case 1:
            // A band slid up or down a row or two, the columns beside it still.
            let top = number(below: size.height), bottom = top + number(below: size.height - top)
            let left = number(below: size.width), right = left + 1 + number(below: size.width - left)
            canvas = canvas.sliding(rows: top...bottom, columns: left..<right, by: [1, 2, -1, -2][number(below: 4)])
        case 2:
            for _ in 0..<(1 + number(below: 4)) {
                put(at: Point(x: number(below: size.width), y: number(below: size.height)), on: &canvas)
            }
        case 3:
            let x = number(below: size.width), y = number(below: size.height)
            canvas.fill(Rect(x: x, y: y, width: 1 + number(below: size.width - x), height: 1), style: Self.styles[number(below: Self.styles.count)])
        default:
            let place = byte()
            canvas.cursor = place < 64 ? nil : Point(x: Int(place) % size.width, y: number(below: size.height))
        }
    }

    /// Where `terminal` shows `canvas` differently: its text, its colours (at a depth with
    /// colours), the cursor's place and visibility; nil when it shows it exactly.
    static func difference(_ terminal: TerminalEmulator, _ canvas: Canvas, depth: AnsiFrameWriter.ColorDepth) -> String? {
        if terminal.rows != canvas.lines { return "shows \(terminal.rows) for \(canvas.lines)" }
        if depth == .xterm256, terminal.fills != canvas.fills { return "fills \(terminal.fills) for \(canvas.fills)" }
        if terminal.cursorVisible != (canvas.cursor != nil) { return "cursor visible: \(terminal.cursorVisible)" }
        if let cursor = canvas.cursor, terminal.cursor != cursor { return "cursor at \(terminal.cursor) for \(cursor)" }
        return nil
    }
}
