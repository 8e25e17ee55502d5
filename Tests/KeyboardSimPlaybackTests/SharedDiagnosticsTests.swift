import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("Forms and tapes share one reading of names, sizes and lists", .timed)
struct SharedDiagnosticsTests {
    @Test("the field names forms refuse are exactly the words Tap and Expect focus use instead of a field")
    func reservedNamesAreTapeWords() {
        #expect(FormRules.reservedFieldNames == [TapeVocabulary.tapBackground, TapeVocabulary.tapKey, TapeVocabulary.noFocus])
    }

    @Test("a size and an input-method list read the same in a tape as in SettingText, which the command line uses")
    func settingsReadAlike() throws {
        #expect(try SettingText.size("80x24").get() == Size(width: 80, height: 24))
        #expect(SettingText.size("80x") == .failure(.notColumnsByRows))
        #expect(SettingText.size("0x24") == .failure(.outOfRange))
        #expect(SettingText.size("10x5") == .failure(.outOfRange), "smaller than the phone can be drawn in")
        #expect(try SettingText.size("41x20").get() == SessionConfiguration.smallestTerminalSize)
        #expect(try SettingText.inputMethods("en,ja").get() == [.english, .japanese])
        #expect(SettingText.inputMethods("en,,ru") == .failure(.empty(offset: 3)))
        #expect(SettingText.inputMethods("en,en") == .failure(.repeated("en", offset: 3)))
        let tape = try TapeParser.parse("Set Size 80x24\nSet InputMethods en,ja", path: "t.tape")
        #expect(tape.commands.map(\.action) == [.set(.size(Size(width: 80, height: 24))), .set(.inputMethods(["en", "ja"]))])
    }

    @Test("fixed-point numbers keep their decimals and their sign")
    func decimals() {
        #expect(DecimalText.fixed(250, decimals: 3) == "0.250")
        #expect(DecimalText.fixed(-1_500_000, decimals: 6, trimmingZeros: true) == "-1.5")
        #expect(DecimalText.fixed(2_000_000, decimals: 6, trimmingZeros: true) == "2.0")
        #expect(TimeText.seconds(0.25) == "0.250" && JSONText.number(0) == "0.0")
    }
}
