import KeyboardSim
@testable import KeyboardSimTerminal
import Testing
import TestTiming

@Suite("A terminal's size: the kernel's, then LINES and COLUMNS, then terminfo's, then 80x24", .timed)
struct TerminalSizeTests {
    @Test("the size the terminal reports wins over the environment and terminfo")
    func reportedFirst() {
        let size = TerminalSize.resolve(reported: Size(width: 132, height: 43), lines: "50", columns: "200",
                                        terminfoLines: 24, terminfoColumns: 80)
        #expect(size == Size(width: 132, height: 43))
    }

    @Test("without one (a serial line reports 0x0), LINES and COLUMNS give each dimension, terminfo the other")
    func environmentNext() {
        #expect(TerminalSize.resolve(reported: nil, lines: "50", columns: "200", terminfoLines: 24, terminfoColumns: 80)
                == Size(width: 200, height: 50))
        #expect(TerminalSize.resolve(reported: nil, lines: "50", columns: nil, terminfoLines: 24, terminfoColumns: 80)
                == Size(width: 80, height: 50))
    }

    @Test("LINES and COLUMNS that are no size (empty, words, 0, negative, huge) are passed over")
    func badEnvironment() {
        for text in ["", "abc", "0", "-5", "12x", "99999999999999999999"] {
            #expect(TerminalSize.resolve(reported: nil, lines: text, columns: text, terminfoLines: 24, terminfoColumns: 80)
                    == Size(width: 80, height: 24), "\(text)")
        }
    }

    @Test("an entry without a size (linux, putty-256color, cygwin: -1) and no other source gives 80x24, as ncurses assumes")
    func fallback() {
        #expect(TerminalSize.resolve(reported: nil, lines: nil, columns: nil, terminfoLines: -1, terminfoColumns: -1)
                == TerminalSize.fallback)
        #expect(TerminalSize.resolve(reported: nil, lines: nil, columns: nil, terminfoLines: 30, terminfoColumns: 100)
                == Size(width: 100, height: 30))
    }
}
