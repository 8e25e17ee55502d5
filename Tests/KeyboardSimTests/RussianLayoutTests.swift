import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Russian layout", .timed)
struct RussianLayoutTests {
    /// What typing `physical` on a QWERTY keyboard gives with the Russian layout on.
    private func typed(_ physical: String) -> String {
        String(physical.map { RussianLayout.character(forPhysical: $0) ?? $0 })
    }

    @Test("ghbdtn typed on QWERTY keys is привет")
    func privet() {
        #expect(typed("ghbdtn") == "привет")
    }

    @Test("every letter key maps to its ЙЦУКЕН letter")
    func letterRows() {
        #expect(typed("qwertyuiop[]") == "йцукенгшщзхъ")
        #expect(typed("asdfghjkl;'") == "фывапролджэ")
        #expect(typed("zxcvbnm,.") == "ячсмитьбю")
        #expect(typed("`") == "ё")
    }

    @Test("shifted keys give capital letters, and / and ? give a period and a comma")
    func shiftedKeys() {
        #expect(typed("GHBDTN") == "ПРИВЕТ")
        #expect(typed("{}:\"<>~") == "ХЪЖЭБЮЁ")
        #expect(RussianLayout.character(forPhysical: "/") == ".")
        #expect(RussianLayout.character(forPhysical: "?") == ",")
    }

    @Test("digits, space and other characters have no Russian mapping")
    func unmapped() {
        for character: Character in ["1", "0", " ", "@", "-", "=", "\n", "ж", "日"] {
            #expect(RussianLayout.character(forPhysical: character) == nil)
        }
    }

    @Test("the iPhone's Russian keyboard has three rows of 11, 11 and 9 letters")
    func rows() {
        #expect(RussianLayout.rows == ["йцукенгшщзх", "фывапролджэ", "ячсмитьбю"])
        #expect(RussianLayout.rows.map(\.count) == [11, 11, 9])
    }
}
