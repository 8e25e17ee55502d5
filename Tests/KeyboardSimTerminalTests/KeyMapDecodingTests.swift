import CNcursesw
import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimTerminal
import Testing
import TestTiming

/// The key map names keys; the decoder turns terminal codes into them: the two must agree.
@Suite("The key map's keys as the terminal decodes them", .timed)
struct KeyMapDecodingTests {
    /// What the decoder makes of the code a terminal sends for `press`, for the keys the map binds by code.
    static func decoded(_ press: KeyPress) -> TerminalKeyDecoder.Decoded? {
        switch press {
        case .control("/"):
            return TerminalKeyDecoder.decode(code: 0x1F, isKeyCode: false)
        case .control(let letter):
            guard let ascii = letter.asciiValue, (0x61...0x7A).contains(ascii) else { return nil }
            return TerminalKeyDecoder.decode(code: UInt32(ascii - 0x60), isKeyCode: false)
        case .function(let number):
            return TerminalKeyDecoder.decode(code: UInt32(bitPattern: KEY_F0 + Int32(number)), isKeyCode: true)
        case .nextInputMethod:
            return TerminalKeyDecoder.decode(code: 0, isKeyCode: false)
        default:
            return nil
        }
    }

    @Test("every key the map binds to quit arrives as the quit event (Ctrl-C as the interrupt), and every other Ctrl or function key it binds as itself")
    func boundKeysDecode() throws {
        for binding in KeyMap.interactive.bindings + KeyMap.replay.bindings {
            for case .key(let press) in binding.inputs {
                guard let decoded = Self.decoded(press) else { continue }
                if binding.action == .quit {
                    #expect(decoded == .event(press == .control("c") ? .interrupt : .quit), "\(binding.keys)")
                } else {
                    #expect(decoded == .event(.key(press)), "\(binding.keys)")
                }
            }
        }
    }

    @Test("the keys the decoder turns into quit or the interrupt are the map's quit keys")
    func decoderQuitKeysAreInTheMap() {
        let quitKeys = KeyMap.interactive.bindings.filter { $0.action == .quit }.flatMap(\.inputs)
        let letters = (UInt32(1)...26).filter {
            [.event(.quit), .event(.interrupt)].contains(TerminalKeyDecoder.decode(code: $0, isKeyCode: false))
        }
        let functions = (1...63).filter {
            TerminalKeyDecoder.decode(code: UInt32(bitPattern: KEY_F0 + Int32($0)), isKeyCode: true) == .event(.quit)
        }
        let decoded = letters.map { KeyBinding.Input.key(.control(Character(Unicode.Scalar(UInt8($0) + 0x60)))) }
            + functions.map { KeyBinding.Input.key(.function($0)) }
        #expect(Set(decoded) == Set(quitKeys))
        #expect(KeyMap.replay.bindings.filter { $0.action == .quit }.flatMap(\.inputs) == quitKeys)
    }
}
