import KeyboardSim
import KeyboardSimController
@testable import KeyboardSimRender
import Testing
import TestTiming

/// `Set PhoneSize`: the phone laid out as in a terminal of a given size, whatever the terminal.
@Suite("Pinned phone: the screen of the terminal it is pinned to, in any terminal", .timed)
struct PinnedPhoneLayoutTests {
    static let pin = Size(width: 80, height: 24)
    static let largerTerminals = [Size(width: 120, height: 40), Size(width: 160, height: 50), Size(width: 200, height: 60),
                                  Size(width: 100, height: 30), Size(width: 90, height: 30), Size(width: 80, height: 40)]

    @Test("a phone pinned to the terminal it is drawn in is laid out exactly as without the pin",
          arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 160, height: 50),
                      Size(width: 100, height: 30), Size(width: 41, height: 20), Size(width: 200, height: 60)])
    func pinOfItsOwnSize(terminal: Size) {
        for orientation in Orientation.allCases {
            for narrated in [false, true] {
                let pinned = TerminalLayout(terminal: terminal, orientation: orientation, narrated: narrated, phoneTerminal: terminal)
                let free = TerminalLayout(terminal: terminal, orientation: orientation, narrated: narrated)
                #expect(pinned.screens == free.screens, "\(terminal) \(orientation)")
                #expect(pinned.panes == free.panes, "\(terminal) \(orientation)")
                #expect(pinned.simulatedScreenSize == free.simulatedScreenSize)
            }
        }
    }

    @Test("pinned to 80x24, the phone keeps the 80x24 screen in larger terminals, portrait and landscape, with panes beside or below it",
          arguments: largerTerminals)
    func keepsItsScreen(terminal: Size) throws {
        for orientation in Orientation.allCases {
            let expected = try #require(TerminalLayout(terminal: Self.pin, orientation: orientation).screen)
            let layout = TerminalLayout(terminal: terminal, orientation: orientation, narrated: true, phoneTerminal: Self.pin)
            let screen = try #require(layout.screen, "\(terminal) \(orientation)")
            #expect(screen.size == expected.size, "\(terminal) \(orientation)")
            #expect(layout.simulatedScreenSize == expected.size)
            let phone = try #require(layout.phone)
            #expect(phone.x == 0 && phone.maxY <= layout.helpLine.y)
            #expect(layout.panes.first?.kind == .narration, "\(terminal) \(orientation): \(layout.panes)")
            for pane in layout.panes {
                #expect(pane.frame.x >= phone.maxX || pane.frame.y >= phone.maxY, "\(pane) overlaps \(phone) at \(terminal)")
                #expect(pane.frame.maxX <= terminal.width && pane.frame.maxY <= layout.helpLine.y)
            }
        }
    }

    @Test("with room beside it the pinned phone is centred in the rows above the help line (80x24's in 160x50: rows 13 to 35)")
    func centredVertically() throws {
        for terminal in [Size(width: 120, height: 40), Size(width: 160, height: 50), Size(width: 200, height: 60), Size(width: 80, height: 40)] {
            let phone = try #require(TerminalLayout(terminal: terminal, phoneTerminal: Self.pin).phone)
            let above = phone.y, below = terminal.height - 1 - phone.maxY
            #expect(abs(above - below) <= 1, "\(terminal): \(above) rows above, \(below) below")
        }
        #expect(TerminalLayout(terminal: Size(width: 160, height: 50), phoneTerminal: Self.pin).phone == Rect(x: 0, y: 13, width: 41, height: 23))
    }

    @Test("below 100 columns the compact pane stands level with the pinned screen")
    func compactPaneLevelWithScreen() throws {
        let layout = TerminalLayout(terminal: Size(width: 90, height: 40), phoneTerminal: Self.pin)
        let screen = try #require(layout.screen)
        #expect(layout.panes.map(\.kind) == [.compact])
        #expect(layout.panes.first?.frame.y == screen.y && layout.panes.first?.frame.height == screen.height)
    }

    @Test("a terminal smaller than the pin in either direction shows no phone, asks for the pin, and the simulation keeps the pinned screen",
          arguments: [Size(width: 79, height: 24), Size(width: 80, height: 23), Size(width: 200, height: 23), Size(width: 41, height: 20)])
    func smallerThanThePin(terminal: Size) {
        let layout = TerminalLayout(terminal: terminal, narrated: true, phoneTerminal: Self.pin)
        #expect(layout.screens.isEmpty && layout.panes.isEmpty)
        #expect(layout.minimum == Self.pin)
        #expect(layout.simulatedScreenSize == TerminalLayout(terminal: Self.pin).screen?.size)
    }

    @Test("compared pinned phones each keep the pinned screen, side by side above a narration band that reaches the help line")
    func comparedPinnedPhones() throws {
        let terminal = Size(width: 160, height: 50)
        let layout = TerminalLayout(terminal: terminal, narrated: true, phones: 3, phoneTerminal: Self.pin)
        #expect(layout.screens.map(\.size) == Array(repeating: Size(width: 39, height: 21), count: 3))
        let band = try #require(layout.panes.first)
        #expect(layout.panes.count == 1 && band.kind == .narration)
        let lowestPhone = try #require(layout.phones.map(\.maxY).max())
        #expect(band.frame.y > lowestPhone && band.frame.maxY == layout.helpLine.y)
        #expect(band.frame.height >= TerminalLayout.narrationBandRows)
        #expect(layout.simulatedScreenSize == Size(width: 39, height: 21))
    }

    @Test("four pinned phones need 167 columns: at 160x50 none is shown and the minimum says so")
    func tooManyPinnedPhones() {
        let layout = TerminalLayout(terminal: Size(width: 160, height: 50), narrated: true, phones: 4, phoneTerminal: Self.pin)
        #expect(layout.screens.isEmpty)
        #expect(layout.minimum == Size(width: 4 * 41 + 3, height: 21 + 4 + TerminalLayout.narrationBandRows + 1))
        #expect(TerminalLayout(terminal: Size(width: 167, height: 30), narrated: true, phones: 4, phoneTerminal: Self.pin).screens.count == 4)
    }

    @Test("a narrated comparison keeps a narration band below its phones; one without narration has no pane")
    func narratedComparison() throws {
        let terminal = Size(width: 130, height: 40)
        let narrated = TerminalLayout(terminal: terminal, narrated: true, phones: 3)
        let band = try #require(narrated.panes.first)
        #expect(band.kind == .narration && band.frame.height >= TerminalLayout.narrationBandRows)
        #expect(narrated.phones.allSatisfy { $0.maxY < band.frame.y })
        #expect(TerminalLayout(terminal: terminal, phones: 3).panes.isEmpty)
    }

    @Test("the notice for a terminal smaller than a lesson's pinned phone says the lesson needs its size")
    func lessonNotice() {
        let layout = TerminalLayout(terminal: Size(width: 70, height: 22), narrated: true, phoneTerminal: Self.pin)
        let simulator = Simulator(SessionConfiguration(form: Form(title: "T", fields: [Field(name: "a")])), screenSize: layout.simulatedScreenSize)
        let lesson = LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .pause)], end: 0, inputCount: 0, isLesson: true)
        let text = Renderer.draw(Scene(simulator, layout: layout, narration: lesson.narration)).lines.joined(separator: "\n")
        #expect(text.contains("70x22, this lesson needs 80x24"), "\(text)")
        let tape = Renderer.draw(Scene(simulator, layout: layout)).lines.joined(separator: "\n")
        #expect(tape.contains("70x22, this tape needs 80x24"), "\(tape)")
    }
}
