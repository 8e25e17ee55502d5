import CNcursesw
import KeyboardSim
import KeyboardSimController
import KeyboardSimTerminal

/// Feeds arbitrary bytes to `TerminalKeyDecoder` — the functions the run loop calls with what
/// `wget_wch` and `getmouse` return — and lists every decoded event that is not well formed.
///
/// curses turns the terminal's bytes into those results before kbsim sees them, so the bytes are
/// read three ways: each byte as a character code (a raw byte curses passes on), the bytes as
/// UTF-8 text (the characters `wget_wch` gives in a UTF-8 locale), and 9-byte records of a 32-bit
/// code, a flag byte (bit 0: `KEY_CODE_YES`) and a 16-bit column and row, each decoded both as a
/// `wget_wch` result and as a mouse report whose button mask is the code. A fourth reading is
/// the bytes as one stream through `PasteAssembler`, the bracketed-paste markers in them
/// (`ESC [ 200 ~`, `ESC [ 201 ~`) bound to their key codes as curses binds them.
///
/// The libFuzzer harness (`Fuzz/KeyDecoderHarness.swift`) and the tests call this same code. It
/// uses only the module's public API: `make fuzz` compiles it too.
enum KeyDecoderFuzzTarget {
    /// One `wget_wch` result: the code it stored and whether it returned `KEY_CODE_YES`.
    struct Read: Hashable, Sendable {
        var code: UInt32
        var isKeyCode: Bool
    }

    /// One mouse report: the button mask and the cell of the pointer.
    struct MouseReport: Hashable, Sendable {
        var buttons: mmask_t
        var x: Int
        var y: Int
    }

    /// The size of one record of the third reading.
    static let recordSize = 9

    /// The reads and mouse reports `bytes` stand for, in the three readings.
    static func inputs(from bytes: [UInt8]) -> (reads: [Read], reports: [MouseReport]) {
        var reads = bytes.map { Read(code: UInt32($0), isKeyCode: false) }
        reads += String(decoding: bytes, as: UTF8.self).unicodeScalars.map { Read(code: $0.value, isKeyCode: false) }
        var reports: [MouseReport] = []
        var start = 0
        while start + recordSize <= bytes.count {
            let record = bytes[start..<start + recordSize]
            let code = record.prefix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let flags = record[start + 4]
            let x = Int16(bitPattern: UInt16(record[start + 5]) | UInt16(record[start + 6]) << 8)
            let y = Int16(bitPattern: UInt16(record[start + 7]) | UInt16(record[start + 8]) << 8)
            reads.append(Read(code: code, isKeyCode: flags & 1 != 0))
            reports.append(MouseReport(buttons: mmask_t(code), x: Int(x), y: Int(y)))
            start += recordSize
        }
        return (reads, reports)
    }

    /// Decodes everything `bytes` stand for; returns a description of each ill-formed result.
    static func run(bytes: [UInt8]) -> [String] {
        let (reads, reports) = inputs(from: bytes)
        var violations: [String] = []
        for read in reads {
            let decoded = TerminalKeyDecoder.decode(code: read.code, isKeyCode: read.isKeyCode)
            if let problem = violation(of: decoded, for: read) {
                violations.append("\(read): \(decoded): \(problem)")
            }
            if TerminalKeyDecoder.decode(code: read.code, isKeyCode: read.isKeyCode) != decoded {
                violations.append("\(read): decoded differently the second time")
            }
        }
        for report in reports {
            let event = TerminalKeyDecoder.decodeMouse(buttons: report.buttons, x: report.x, y: report.y)
            if let problem = violation(of: event, for: report) {
                violations.append("\(report): \(String(describing: event)): \(problem)")
            }
        }
        return violations + pasteViolations(in: streamReads(from: bytes)) + rawPasteViolations(in: bytes)
    }

    // MARK: - The stream, bracketed pastes in it

    /// `bytes` as `wget_wch` gives them in a UTF-8 locale to a screen that binds the paste
    /// markers: each marker one key code, every other character its scalar.
    static func streamReads(from bytes: [UInt8]) -> [Read] {
        let markers = [(Array(BracketedPaste.xterm.start.utf8), TerminalKeyDecoder.pasteStartCode),
                       (Array(BracketedPaste.xterm.end.utf8), TerminalKeyDecoder.pasteEndCode)]
        var reads: [Read] = []
        var text: [UInt8] = []
        func flushText() {
            reads += String(decoding: text, as: UTF8.self).unicodeScalars.map { Read(code: $0.value, isKeyCode: false) }
            text = []
        }
        var index = 0
        while index < bytes.count {
            if let (marker, code) = markers.first(where: { bytes[index...].starts(with: $0.0) }) {
                flushText()
                reads.append(Read(code: UInt32(bitPattern: code), isKeyCode: true))
                index += marker.count
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        flushText()
        return reads
    }

    /// The first paste in `bytes` read both ways the session reads one — character by character
    /// through curses (`decode`), and as raw bytes in chunks of 1 to 7 (`take`) — and how the two
    /// differ: in the paste, or in the bytes after its end marker that raw reading hands back.
    static func rawPasteViolations(in bytes: [UInt8]) -> [String] {
        let start = Array(BracketedPaste.xterm.start.utf8), end = Array(BracketedPaste.xterm.end.utf8)
        guard let opening = index(of: start, in: bytes) else { return [] }
        let afterStart = Array(bytes[(opening + start.count)...])
        let closing = index(of: end, in: afterStart)
        // A second start marker inside the paste is a key code to curses, but text to raw reading.
        guard index(of: start, in: Array(afterStart.prefix(closing ?? afterStart.count))) == nil else { return [] }
        var curses = PasteAssembler(), raw = PasteAssembler()
        var expected: TerminalEvent?
        for read in streamReads(from: Array(bytes[opening...])) {
            if case .event(let event) = curses.decode(code: read.code, isKeyCode: read.isKeyCode), case .paste = event {
                expected = event
            }
            // Up to the end marker (an empty paste ends without an event).
            if !curses.isInPaste { break }
        }
        if curses.isInPaste { expected = curses.endPaste() }
        _ = raw.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: true)
        var remaining = afterStart[...], chunk = 1
        var paste: TerminalEvent?, rest: [UInt8] = []
        while !remaining.isEmpty, raw.isInPaste {
            (paste, rest) = raw.take(remaining.prefix(chunk))
            remaining = remaining.dropFirst(chunk)
            chunk = chunk % 7 + 1
        }
        if raw.isInPaste { paste = raw.endPaste() } else { rest += remaining }
        var violations: [String] = []
        if paste != expected { violations.append("raw reading pasted \(String(describing: paste)), curses \(String(describing: expected))") }
        let after = closing.map { Array(afterStart[($0 + end.count)...]) } ?? []
        if rest != after { violations.append("raw reading handed back \(rest) after the paste, not \(after)") }
        return violations
    }

    /// Where `pattern` first starts in `bytes`.
    private static func index(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    /// Feeds `reads` through a `PasteAssembler`; describes each result that is not well formed:
    /// outside a paste what `violation(of:for:)` refuses; inside one anything but a resize or the
    /// paste; a paste that holds a control character other than a line feed or a tab, or that
    /// lost or gained a printable character of what arrived between its markers.
    static func pasteViolations(in reads: [Read]) -> [String] {
        var assembler = PasteAssembler()
        var violations: [String] = []
        var printableInPaste = 0
        func check(_ paste: String, at place: String) {
            let scalars = paste.unicodeScalars
            if let control = scalars.first(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
                violations.append("\(place): the paste holds the control character \(control.value)")
            }
            let printable = scalars.count { $0 != "\n" && $0 != "\t" }
            if printable != printableInPaste {
                violations.append("\(place): \(printableInPaste) printable characters pasted, \(printable) in the paste")
            }
            printableInPaste = 0
        }
        for (index, read) in reads.enumerated() {
            let wasInPaste = assembler.isInPaste
            if wasInPaste, !read.isKeyCode, read.code >= 0x20, !(0x7F...0x9F).contains(read.code),
               Unicode.Scalar(read.code) != nil {
                printableInPaste += 1
            }
            let decoded = assembler.decode(code: read.code, isKeyCode: read.isKeyCode)
            switch decoded {
            case .event(.paste(let text)):
                if !wasInPaste || assembler.isInPaste { violations.append("read \(index): a paste without both its markers") }
                check(text, at: "read \(index)")
            case .ignored:
                break
            case .resize where wasInPaste:
                break
            case _ where wasInPaste:
                violations.append("read \(index) \(read): \(decoded) inside a paste")
            case .pasteStart, .pasteEnd:
                violations.append("read \(index): the assembler let a paste marker through")
            default:
                if let problem = violation(of: decoded, for: read) {
                    violations.append("read \(index) \(read): \(decoded): \(problem)")
                }
            }
        }
        if assembler.isInPaste {
            if let event = assembler.endPaste() {
                guard case .paste(let text) = event else { return violations + ["an unfinished paste ended as \(event)"] }
                check(text, at: "the unfinished paste")
            } else if printableInPaste > 0 {
                violations.append("an unfinished paste lost \(printableInPaste) characters")
            }
        }
        return violations
    }

    // MARK: - Well-formed results

    /// Why `decoded` cannot be what `read` means, or nil when it can.
    static func violation(of decoded: TerminalKeyDecoder.Decoded, for read: Read) -> String? {
        let keyCode = read.isKeyCode ? Int32(bitPattern: read.code) : nil
        switch decoded {
        case .ignored:
            return nil
        case .mouseReport:
            return keyCode == KEY_MOUSE ? nil : "only KEY_MOUSE asks for a mouse report"
        case .sgrMouseReport:
            return keyCode == TerminalKeyDecoder.sgrMouseIntroducerCode ? nil : "only kbsim's SGR introducer code asks for an SGR report"
        case .resize:
            return keyCode == KEY_RESIZE ? nil : "only KEY_RESIZE is a resize"
        case .pasteStart:
            return keyCode == TerminalKeyDecoder.pasteStartCode ? nil : "only the paste-start code starts a paste"
        case .pasteEnd:
            return keyCode == TerminalKeyDecoder.pasteEndCode ? nil : "only the paste-end code ends a paste"
        case .event(.paste):
            return "one read decoded as a whole paste"
        case .event(.quit):
            return keyCode == KEY_F0 + Int32(TerminalKeyDecoder.quitFunctionKey) ? nil : "only F10 quits"
        case .event(.interrupt):
            return keyCode == nil && read.code == 3 ? nil : "only Ctrl-C interrupts"
        case .event(.suspend):
            return keyCode == nil && read.code == 26 ? nil : "only Ctrl-Z suspends"
        case .event(.click), .event(.wheel), .event(.resize), .event(.mouseMotion), .event(.mouseRelease):
            return "a key read decoded as a mouse or resize event"
        case .event(.key(let press)):
            return violation(of: press, for: read, keyCode: keyCode)
        }
    }

    private static func violation(of press: KeyPress, for read: Read, keyCode: Int32?) -> String? {
        switch press {
        case .character(let character):
            guard keyCode == nil else { return "a key code typed a character" }
            let scalars = Array(character.unicodeScalars)
            guard scalars.count == 1, scalars[0].value == read.code else { return "the character is not the code's scalar" }
            return scalars[0].properties.generalCategory == .control ? "a control character is typed as text" : nil
        case .control("/"):
            return keyCode == nil && read.code == 0x1F ? nil : "Ctrl-/ from something other than the US byte"
        case .control(let letter):
            guard keyCode == nil, (1...26).contains(read.code) else { return "Ctrl+letter from something other than a C0 byte" }
            return letter == Character(Unicode.Scalar(UInt8(read.code) + 0x60)) ? nil : "Ctrl+letter names another letter"
        case .function(let number):
            guard let keyCode, (1...63).contains(number), number != TerminalKeyDecoder.quitFunctionKey,
                  keyCode == KEY_F0 + Int32(number) else { return "a function key from something other than KEY_F(n)" }
            return nil
        case .nextInputMethod:
            return keyCode == nil && read.code == 0 ? nil : "only NUL (Ctrl+Space) is the globe key"
        default:
            // A named key comes from a C0 byte or DEL, or from a key code curses or kbsim defines.
            if let keyCode {
                let bound = TerminalKeyDecoder.BoundKey(rawValue: keyCode)
                return bound?.press == press || (KEY_CODE_YES...KEY_MAX).contains(keyCode) ? nil : "a named key from an unknown key code"
            }
            return read.code < 0x20 || read.code == 0x7F ? nil : "a named key from a printable character"
        }
    }

    /// Why `event` cannot be what `report` means, or nil when it can.
    static func violation(of event: TerminalEvent?, for report: MouseReport) -> String? {
        let press = NCS_BUTTON1_PRESSED | NCS_BUTTON1_CLICKED | NCS_BUTTON1_DOUBLE_CLICKED | NCS_BUTTON1_TRIPLE_CLICKED
        switch event {
        case nil:
            return report.buttons & (press | NCS_BUTTON4_PRESSED | NCS_BUTTON5_PRESSED) == 0 ? nil : "a press was dropped"
        case .click(let point):
            guard report.buttons & press != 0 else { return "a click without a button-1 press" }
            return point == Point(x: report.x, y: report.y) ? nil : "the click moved"
        case .wheel(let rows, let point):
            let notch = TerminalKeyDecoder.rowsPerWheelNotch
            guard report.buttons & press == 0, abs(rows) == notch else { return "a wheel turn of \(rows) rows" }
            guard point == Point(x: report.x, y: report.y) else { return "the wheel turn moved" }
            let up = report.buttons & NCS_BUTTON4_PRESSED != 0
            return rows == (up ? -notch : notch) ? nil : "the wheel turned the wrong way"
        case .mouseRelease(let point), .mouseMotion(let point):
            guard report.buttons & (press | NCS_BUTTON4_PRESSED | NCS_BUTTON5_PRESSED) == 0 else { return "a press decoded as a release or a motion" }
            return point == Point(x: report.x, y: report.y) ? nil : "the pointer moved"
        case .key, .paste, .resize, .quit, .interrupt, .suspend:
            return "a mouse report decoded as a key, paste, resize or quit"
        }
    }
}
