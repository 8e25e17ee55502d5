@testable import KeyboardSim
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

/// The default keyboard and every pad at the terminal sizes people use, both orientations, as
/// pictures (`KeyboardPicture`) of the phone's screen from the keyboard's top edge down.
@Suite("Keyboards at 80x24, 120x40 and 200x60, portrait and landscape", .timed)
struct KeyboardSizeSnapshotTests {
    static let terminals = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)]

    /// A simulator on the screen a terminal of `terminal` cells gives, its one field (asking for
    /// `type`) focused and the keyboard up, on `plane` when given.
    static func simulator(_ type: KeyboardType, terminal: Size, orientation: Orientation, plane: KeyboardPlane? = nil) throws -> Simulator {
        let screen = try #require(TerminalLayout(terminal: terminal, orientation: orientation).screen)
        let field = Field(name: "field", traits: TextInputTraits(keyboardType: type, autocapitalization: .none))
        var simulator = Simulator(SessionConfiguration(form: Form(title: "Keys", fields: [field]), orientation: orientation),
                                  screenSize: screen.size)
        _ = simulator.handle(.tapField("field"), at: 0)
        _ = simulator.advance(to: 1)
        if let plane { simulator.keyboard.plane = plane }
        return simulator
    }

    /// The keyboard's rows of the screen, pictured, under a heading naming what they show.
    static func picture(_ simulator: Simulator, heading: String) throws -> [String] {
        let frame = try #require(simulator.keyboardFrame)
        return ["── \(heading) · screen \(simulator.screenSize.width)x\(simulator.screenSize.height) · keyboard \(frame)"]
            + KeyboardPicture(Renderer.drawScreen(simulator), rows: frame.minY..<frame.maxY).lines
    }

    @Test("the default keyboard and the pads, each plane, at each size and orientation", arguments: [
        KeyboardType.default, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
    ])
    func keyboards(type: KeyboardType) throws {
        for terminal in Self.terminals {
            for orientation in Orientation.allCases {
                var text: [String] = []
                for plane in KeyboardLayout.planes(of: type) {
                    let simulator = try Self.simulator(type, terminal: terminal, orientation: orientation, plane: plane)
                    text += try Self.picture(simulator, heading: "\(type.rawValue) · \(plane.rawValue) · \(orientation.rawValue)")
                }
                assertSnapshot(of: text.joined(separator: "\n"), as: .lines,
                               named: "\(type.rawValue)-\(terminal.width)x\(terminal.height)-\(orientation.rawValue)", testName: "keyboard")
            }
        }
    }

    @Test("a pressed letter shows iOS's callout over its key, rising over the form from the top row, while the key is lit")
    func callout() throws {
        var simulator = try Self.simulator(.default, terminal: Size(width: 200, height: 60), orientation: .portrait)
        let frame = try #require(simulator.keyboardFrame)
        let q = try #require(simulator.placedKeys.first { $0.key.name == "q" }).frame
        _ = simulator.handle(.key(.character("q")), at: 1)
        let pressed = Renderer.drawScreen(simulator)
        let callout = try #require(KeyCallout.frame(over: q, on: Rect(origin: .zero, size: simulator.screenSize)))
        #expect(callout.minY < frame.minY && callout.maxY == q.minY, "it rises above the keyboard's top edge")
        #expect(callout.width == q.width + 1, "a column wider at the side away from the screen's edge")
        let row = KeyCallout.labelRow(of: callout)
        let letter = (callout.minX..<callout.maxX).first { pressed[$0, row].character == "q" }
        #expect(letter != nil && pressed[letter!, row].style == Style(.key, bold: true, reverse: true))
        #expect((callout.minY..<callout.maxY).allSatisfy { y in (callout.minX..<callout.maxX).allSatisfy { pressed[$0, y].style.reverse } })
        assertSnapshot(of: KeyboardPicture(pressed, rows: callout.minY..<frame.maxY).lines.joined(separator: "\n"), as: .lines)
        _ = simulator.advance(to: 2)
        let released = Renderer.drawScreen(simulator)
        #expect(!(callout.minY..<callout.maxY).contains { y in (callout.minX..<callout.maxX).contains { released[$0, y].style.reverse } },
                "gone with the highlight")
    }

    @Test("no callout over one-row caps (80x24), over a pad's keys, nor past the screen's top")
    func noCallout() throws {
        var small = try Self.simulator(.default, terminal: Size(width: 80, height: 24), orientation: .portrait)
        let before = Renderer.drawScreen(small)
        let g = try #require(small.placedKeys.first { $0.key.name == "g" }).frame
        _ = small.handle(.key(.character("g")), at: 1)
        let after = Renderer.drawScreen(small)
        let changed = (0..<after.size.height).flatMap { y in (0..<after.size.width).filter { before[$0, y] != after[$0, y] }.map { Point(x: $0, y: y) } }
        #expect(changed.allSatisfy { g.contains($0) || $0.y < g.minY - 2 }, "only the key itself (and the field) changes: \(changed)")
        var pad = try Self.simulator(.numberPad, terminal: Size(width: 200, height: 60), orientation: .portrait)
        let five = try #require(pad.placedKeys.first { $0.key.name == "5" }).frame
        _ = pad.handle(.key(.character("5")), at: 1)
        let padCanvas = Renderer.drawScreen(pad)
        #expect(padCanvas[five.minX, five.minY].style.reverse && !padCanvas[five.minX, five.minY - 1].style.reverse)
        #expect(KeyCallout.frame(over: Rect(x: 4, y: 2, width: 5, height: 3), on: Rect(x: 0, y: 0, width: 40, height: 44)) == nil)
        #expect(KeyCallout.frame(over: Rect(x: 0, y: 6, width: 5, height: 2), on: Rect(x: 0, y: 0, width: 40, height: 44))
                == Rect(x: 0, y: 3, width: 6, height: 3))
    }
}
