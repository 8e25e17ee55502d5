import CNcursesw
import KeyboardSim
import KeyboardSimTerminal

/// Feeds arbitrary bytes to `TerminalKeyDecoder` — the functions the run loop calls with what
/// `wget_wch` and `getmouse` return — and lists every decoded event that is not well formed.
///
/// curses turns the terminal's bytes into those results before kbsim sees them, so the bytes are
/// read three ways: each byte as a character code (a raw byte curses passes on), the bytes as
/// UTF-8 text (the characters `wget_wch` gives in a UTF-8 locale), and 9-byte records of a 32-bit
/// code, a flag byte (bit 0: `KEY_CODE_YES`) and a 16-bit column and row, each decoded both as a
/// `wget_wch` result and as a mouse report whose button mask is the code.
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
        case .event(.quit):
            return keyCode == KEY_F0 + Int32(TerminalKeyDecoder.quitFunctionKey) ? nil : "only F10 quits"
        case .event(.interrupt):
            return keyCode == nil && read.code == 3 ? nil : "only Ctrl-C interrupts"
        case .event(.suspend):
            return keyCode == nil && read.code == 26 ? nil : "only Ctrl-Z suspends"
        case .event(.click), .event(.wheel), .event(.resize):
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
        case .wheel(let rows):
            let notch = TerminalKeyDecoder.rowsPerWheelNotch
            guard report.buttons & press == 0, abs(rows) == notch else { return "a wheel turn of \(rows) rows" }
            let up = report.buttons & NCS_BUTTON4_PRESSED != 0
            return rows == (up ? -notch : notch) ? nil : "the wheel turned the wrong way"
        case .key, .resize, .quit, .interrupt, .suspend:
            return "a mouse report decoded as a key, resize or quit"
        }
    }
}
