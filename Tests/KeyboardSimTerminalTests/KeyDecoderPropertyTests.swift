import CNcursesw
import Foundation
import KeyboardSim
import KeyboardSimController
import KeyboardSimTerminal
import Testing
import TestTiming

/// Random input through the functions the run loop decodes keys and clicks with: whatever the
/// terminal sends, each result is `.ignored` or an event that input could mean — never a trap.
@Suite("The key decoder takes any input", .timed)
struct KeyDecoderPropertyTests {
    /// How many byte strings, and how many `wget_wch` results and mouse reports, are tried.
    static let inputs = 10_000

    /// Bytes terminals send often: ESC and the rest of escape sequences, C0 controls, DEL, and
    /// the lead and continuation bytes of UTF-8.
    static let likelyBytes: [UInt8] = [0x1B, 0x5B, 0x4F, 0x31, 0x33, 0x3B, 0x7E, 0x41, 0x44, 0x62, 0x66, 0x64,
                                       0x00, 0x03, 0x08, 0x09, 0x0D, 0x0A, 0x17, 0x7F, 0xC3, 0xD0, 0xE6, 0xF0, 0x80, 0xA9, 0xBF]

    @Test("10,000 random byte strings, read as bytes, UTF-8 and curses records, decode to well-formed events")
    func randomByteStrings() {
        var random = SeededGenerator(seed: 0x6B65_7973)
        var kinds = Set<String>()
        for index in 0..<Self.inputs {
            let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                random.chance(0.4) ? random.pick(Self.likelyBytes) : UInt8.random(in: 0...255, using: &random)
            }
            let violations = KeyDecoderFuzzTarget.run(bytes: bytes)
            guard violations.isEmpty else {
                Issue.record("string \(index) \(bytes): \(violations.joined(separator: "; "))")
                return
            }
            for read in KeyDecoderFuzzTarget.inputs(from: bytes).reads {
                kinds.insert(Self.kind(of: TerminalKeyDecoder.decode(code: read.code, isKeyCode: read.isKeyCode)))
            }
        }
        // The strings reach every way a byte or a character decodes.
        #expect(kinds.isSuperset(of: ["character", "control", "named key", "globe", "interrupt", "ignored"]), "\(kinds)")
    }

    @Test("10,000 random wget_wch results and mouse reports, key codes among them, decode to well-formed events")
    func randomReadsAndReports() {
        var random = SeededGenerator(seed: 0x6D6F_7573_65)
        var kinds = Set<String>()
        for index in 0..<Self.inputs {
            let read = KeyDecoderFuzzTarget.Read(code: Self.code(using: &random), isKeyCode: random.chance(0.5))
            let decoded = TerminalKeyDecoder.decode(code: read.code, isKeyCode: read.isKeyCode)
            if let problem = KeyDecoderFuzzTarget.violation(of: decoded, for: read) {
                Issue.record("read \(index) \(read): \(decoded): \(problem)")
                return
            }
            kinds.insert(Self.kind(of: decoded))

            // One or two button bits, or any mask, anywhere on a terminal or off it.
            let bits: mmask_t = (0..<Int.random(in: 1...2, using: &random)).reduce(0) { mask, _ in
                mask | 1 << mmask_t.random(in: 0..<29, using: &random)
            }
            let report = KeyDecoderFuzzTarget.MouseReport(
                buttons: random.chance(0.8) ? bits : mmask_t.random(in: 0...mmask_t.max, using: &random),
                x: Int.random(in: -5...1000, using: &random), y: Int.random(in: -5...1000, using: &random)
            )
            let event = TerminalKeyDecoder.decodeMouse(buttons: report.buttons, x: report.x, y: report.y)
            if let problem = KeyDecoderFuzzTarget.violation(of: event, for: report) {
                Issue.record("report \(index) \(report): \(String(describing: event)): \(problem)")
                return
            }
            kinds.insert(event.map(Self.kind) ?? "no mouse event")
        }
        #expect(kinds.isSuperset(of: ["character", "named key", "bound key", "function key", "quit", "mouse report",
                                      "resize", "paste marker", "ignored", "click", "wheel", "no mouse event"]), "\(kinds)")
    }

    @Test("10,000 random streams with bracketed-paste markers among their bytes: each paste keeps every printable character that arrived in it, holds no other control than LF and Tab, lets no key out, and reads the same raw as through curses")
    func randomStreamsWithPastes() {
        var random = SeededGenerator(seed: 0x7061_7374_65)
        let pieces = [BracketedPaste.xterm.start, BracketedPaste.xterm.end].map { Array($0.utf8) }
        var pastes = 0
        for index in 0..<Self.inputs {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                if random.chance(0.3) {
                    bytes += random.pick(pieces)
                } else {
                    bytes += (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        random.chance(0.5) ? random.pick(Self.likelyBytes) : UInt8.random(in: 0...255, using: &random)
                    }
                }
            }
            let reads = KeyDecoderFuzzTarget.streamReads(from: bytes)
            let violations = KeyDecoderFuzzTarget.pasteViolations(in: reads) + KeyDecoderFuzzTarget.rawPasteViolations(in: bytes)
            guard violations.isEmpty else {
                Issue.record("stream \(index) \(bytes): \(violations.joined(separator: "; "))")
                return
            }
            var assembler = PasteAssembler()
            pastes += reads.count {
                if case .event(.paste) = assembler.decode(code: $0.code, isKeyCode: $0.isKeyCode) { true } else { false }
            }
        }
        // The streams reach whole pastes, not only stray markers.
        #expect(pastes > 1000, "\(pastes) pastes")
    }

    /// A random code as `wget_wch` stores it: a character, a curses key code, a code kbsim binds,
    /// a surrogate or a value beyond Unicode.
    static func code(using random: inout SeededGenerator) -> UInt32 {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: UInt32.random(in: 0..<0x200, using: &random)
        case 1: UInt32.random(in: UInt32(KEY_CODE_YES)...UInt32(KEY_MAX) + 0x10, using: &random)
        case 2: UInt32.random(in: 0xFF0...0x1020, using: &random)
        case 3: UInt32.random(in: 0xD7F0...0xE010, using: &random)
        case 4: UInt32.random(in: 0x10_FFF0...0x11_0010, using: &random)
        default: UInt32.random(in: 0...UInt32.max, using: &random)
        }
    }

    /// What kind of result `decoded` is, for the coverage check.
    static func kind(of decoded: TerminalKeyDecoder.Decoded) -> String {
        switch decoded {
        case .ignored: "ignored"
        case .mouseReport, .sgrMouseReport: "mouse report"
        case .resize: "resize"
        case .pasteStart, .pasteEnd: "paste marker"
        case .event(let event): kind(of: event)
        }
    }

    /// What kind of event `event` is, for the coverage check.
    static func kind(of event: TerminalEvent) -> String {
        switch event {
        case .quit: "quit"
        case .interrupt: "interrupt"
        case .suspend: "suspend"
        case .click: "click"
        case .wheel: "wheel"
        case .mouseMotion: "mouse motion"
        case .mouseRelease: "mouse release"
        case .resize: "resize event"
        case .paste: "paste"
        case .key(.character): "character"
        case .key(.control): "control"
        case .key(.function): "function key"
        case .key(.nextInputMethod): "globe"
        case .key(.wordLeft), .key(.wordRight), .key(.deleteWordBackward), .key(.deleteWordForward): "bound key"
        case .key: "named key"
        }
    }
}
