import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

/// The smallest terminals: the help line keeps its quit hint, the too-small notice fits; and the
/// largest, beyond which a notice drawn in the terminal's corner replaces the phone.
@Suite("Small terminals", .timed)
struct SmallTerminalTests {
    @Test("the help line ends with the quit hint at every width from 20 columns, other hints giving way first",
          arguments: [KeyMap.interactive, .replay, .lesson])
    func quitHintAlwaysShown(_ map: KeyMap) {
        for width in 20...80 {
            for several in [false, true] {
                let line = map.helpLine(severalInputMethods: several, width: width)
                #expect(CellWidth.of(line) <= width, "\(width) columns: \(line)")
                #expect(line.hasSuffix("^C quit"), "\(width) columns: \(line)")
            }
        }
    }

    @Test("the help line drawn at 41x20 ends with the quit hint")
    func drawnHelpLine() {
        let layout = TerminalLayout(terminal: Size(width: 41, height: 20))
        let simulator = Simulator(SessionConfiguration(form: Form(title: "T", fields: [Field(name: "a")])),
                                  screenSize: layout.simulatedScreenSize)
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        #expect(canvas.lines[19].trimmingSuffixBlanks.hasSuffix("^C quit"), "\(canvas.lines[19])")
    }

    @Test("the too-small notice fits whole from 20x5 up", arguments: [Size(width: 20, height: 5), Size(width: 30, height: 10), Size(width: 40, height: 19)])
    func noticeFits(_ terminal: Size) {
        let layout = TerminalLayout(terminal: terminal)
        let simulator = Simulator(SessionConfiguration(form: Form(title: "T", fields: [Field(name: "a")])),
                                  screenSize: layout.simulatedScreenSize)
        let text = Renderer.draw(Scene(simulator, layout: layout)).lines.map(\.trimmingSuffixBlanks).joined(separator: "\n")
        for words in ["too small", "\(terminal.width)x\(terminal.height)", "41x20", "quit"] {
            #expect(text.contains(words), "\(terminal): \(text)")
        }
        #expect(text.contains("^C") || text.contains("Ctrl-C"))
    }
}

extension String {
    /// The string without the blanks at its end.
    var trimmingSuffixBlanks: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    @Test("a terminal beyond 1000x1000 in either direction shows no phone: a frame of its 41x20 corner at most says it is too large",
          arguments: [Size(width: 10000, height: 10000), Size(width: 1001, height: 50), Size(width: 10000, height: 1), Size(width: 30, height: 5000)])
    func tooLarge(_ terminal: Size) {
        let layout = TerminalLayout(terminal: terminal)
        #expect(layout.isTooLarge && layout.screens.isEmpty && layout.panes.isEmpty)
        #expect(layout.drawnSize == Size(width: min(terminal.width, 41), height: min(terminal.height, 20)))
        let simulator = Simulator(SessionConfiguration(form: Form(title: "T", fields: [Field(name: "a")])),
                                  screenSize: layout.simulatedScreenSize)
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        #expect(canvas.size == layout.drawnSize)
        let text = canvas.lines.map(\.trimmingSuffixBlanks).joined(separator: "\n")
        #expect(text.contains("Terminal too large"), "\(terminal): \(text)")
        if terminal.height >= 20 { #expect(text.contains("\(terminal.width)x\(terminal.height)") && text.contains("1000x1000"), "\(terminal): \(text)") }
    }

    @Test("the largest terminal, 1000x1000, still shows the phone")
    func largestShowsThePhone() {
        let layout = TerminalLayout(terminal: TerminalLayout.maximumTerminal)
        #expect(!layout.isTooLarge && layout.screen != nil && layout.drawnSize == layout.terminal)
    }
}
