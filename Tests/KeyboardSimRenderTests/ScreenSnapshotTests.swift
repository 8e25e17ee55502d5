import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

@Suite("Screens of the default form, as text", .timed)
struct ScreenSnapshotTests {
    /// The default form in an 80x24 terminal with `strategy`.
    func simulator(_ strategy: StrategyID) throws -> (Simulator, TerminalLayout) {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        return (Simulator(SessionConfiguration(form: form, strategy: strategy), screenSize: try #require(layout.screen).size), layout)
    }

    /// Snapshots a whole frame as its phone and its side pane, each a golden of its own (a pane
    /// change leaves the phone's alone), and checks the help line against the key map.
    /// With `style`, the phone's style layer (`StyleLayer`) is kept beside its text.
    func assertFrame(_ canvas: Canvas, layout: TerminalLayout, style: Bool = false, testName: String = #function,
                     fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line) throws {
        let pieces = try FramePieces(canvas, layout: layout)
        assertSnapshot(of: pieces.phone.text, as: .lines, named: "phone", fileID: fileID, file: file, testName: testName, line: line)
        assertSnapshot(of: pieces.pane?.text ?? "", as: .lines, named: "pane", fileID: fileID, file: file, testName: testName, line: line)
        if style {
            assertSnapshot(of: StyleLayer(pieces.phone).text, as: .lines, named: "phone-style",
                           fileID: fileID, file: file, testName: testName, line: line)
        }
        #expect(pieces.helpLine == KeyMap.interactive.helpLine(severalInputMethods: false))
    }

    /// Focuses the last field and lets the keyboard and the strategy settle.
    func focusLastField(_ simulator: inout Simulator) {
        let last = simulator.form.fields.count - 1
        _ = simulator.handle(.tapField(simulator.form.fields[last].name), at: 0)
        _ = simulator.advance(to: 1)
        #expect(simulator.focusedIndex == last)
    }

    @Test("the first screen of the default form: the phone, the top fields, no keyboard")
    func firstScreen() throws {
        let (simulator, layout) = try simulator(.inset)
        try assertFrame(Renderer.draw(Scene(simulator, layout: layout)), layout: layout, style: true)
    }

    @Test("inset: the last field is drawn above the keyboard")
    func lastFieldWithInset() throws {
        var (simulator, layout) = try simulator(.inset)
        focusLastField(&simulator)
        #expect(simulator.isFieldVisible(simulator.form.fields.count - 1))
        try assertFrame(Renderer.draw(Scene(simulator, layout: layout)), layout: layout, style: true)
    }

    @Test("none: the last field is covered by the keyboard")
    func lastFieldWithNone() throws {
        var (simulator, layout) = try simulator(.none)
        focusLastField(&simulator)
        #expect(!simulator.isFieldVisible(simulator.form.fields.count - 1))
        try assertFrame(Renderer.draw(Scene(simulator, layout: layout)), layout: layout)
    }

    @Test("Cyrillic and CJK text is drawn with the cursor after it, wide characters in two cells")
    func unicodeText() throws {
        var (simulator, layout) = try simulator(.inset)
        _ = simulator.handle(.key(.tab), at: 0)
        for character in "привет 日本" { _ = simulator.handle(.key(.character(character)), at: 0.5) }
        _ = simulator.advance(to: 1)
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        let frame = simulator.fieldScreenFrame(0)
        let screen = try #require(layout.screen)
        let row = canvas.lines[screen.y + frame.y]
        #expect(row.contains("[Привет 日本"))  // fullName capitalises words
        // "[" then 6 + 1 + 4 cells of text: the cursor stands in the 12th cell after the bracket.
        #expect(canvas.cursor == Point(x: screen.x + frame.x + 1 + 11, y: screen.y + frame.y))
        try assertFrame(canvas, layout: layout)
    }

    @Test("a terminal below the minimum size shows a notice instead of the phone")
    func tooSmall() throws {
        let (simulator, _) = try simulator(.none)
        let layout = TerminalLayout(terminal: Size(width: 30, height: 10))
        let text = Renderer.draw(Scene(simulator, layout: layout)).text
        #expect(text.contains("Terminal too small"))
        #expect(!text.contains("╭"))
    }
}

@Suite("What the screen must and must not show", .timed)
struct ScreenContentTests {
    func signup() throws -> Simulator {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        return Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: Size(width: 39, height: 21))
    }

    @Test("a secure field draws one bullet per character and never its text")
    func secureFieldMasked() throws {
        var simulator = try signup()
        _ = simulator.handle(.tapField("password"), at: 0)
        for character in "hunter2секрет" { _ = simulator.handle(.key(.character(character)), at: 0.1) }
        _ = simulator.advance(to: 1)
        #expect(simulator.fieldValues["password"] == "hunter2секрет")
        let text = Renderer.drawScreen(simulator).text
        #expect(!text.contains("hunter"))
        #expect(!text.contains("секрет"))
        #expect(text.contains("[" + String(repeating: "•", count: 13) + " "))
    }

    @Test("the key of the character just typed is drawn pressed, and released a moment later")
    func pressedKeyHighlight() throws {
        var simulator = try signup()
        _ = simulator.handle(.tapField("fullName"), at: 0)
        _ = simulator.handle(.key(.character("g")), at: 1)
        let key = try #require(simulator.placedKeys.first { $0.key.name == "g" })
        let pressed = Renderer.drawScreen(simulator)
        let labelCell = pressed[key.frame.x + 1, key.frame.y]
        #expect(labelCell.character == "g")
        #expect(labelCell.style == Style(.key, reverse: true))
        assertSnapshot(of: StyleLayer(pressed).text, as: .lines, named: "style")
        _ = simulator.advance(to: 1.5)
        #expect(Renderer.drawScreen(simulator)[key.frame.x + 1, key.frame.y].style.color == .key)
    }

    @Test("the Return key is labelled from the focused field's returnKey")
    func returnKeyLabel() throws {
        var simulator = try signup()
        _ = simulator.handle(.tapField("email"), at: 0)
        _ = simulator.advance(to: 1)
        #expect(Renderer.drawScreen(simulator).text.contains("Next"))
        _ = simulator.handle(.tapField("notes"), at: 1)
        _ = simulator.advance(to: 2)
        #expect(Renderer.drawScreen(simulator).text.contains("return"))
    }

    @Test("the scroll indicator stays out of the indicator inset")
    func indicatorHonoursInsets() throws {
        var simulator = try signup()
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        let canvas = Renderer.drawScreen(simulator)
        let keyboardTop = try #require(simulator.keyboardFrame).y
        let indicatorRows = (0..<canvas.size.height).filter { canvas[canvas.size.width - 1, $0].character == "┃" }
        #expect(!indicatorRows.isEmpty)
        #expect(indicatorRows.allSatisfy { $0 < keyboardTop })
    }
}

@Suite("The validation message", .timed)
struct ValidationMessageTests {
    /// The default form on a portrait screen, with no strategy.
    static func signup() throws -> Simulator {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        return Simulator(SessionConfiguration(form: form), screenSize: Size(width: 39, height: 21))
    }

    @Test("a refused end of editing shows the reason beside the field's label")
    func messageShown() throws {
        var simulator = try Self.signup()
        _ = simulator.handle(.tapField("email"), at: 0)
        for character in "nope" { _ = simulator.handle(.key(.character(character)), at: 0.1) }
        _ = simulator.handle(.key(.tab), at: 0.2)
        let canvas = Renderer.drawScreen(simulator)
        #expect(canvas.text.contains("Email ✗ does not match"))
        assertSnapshot(of: StyleLayer(canvas).text, as: .lines, named: "style")
    }

    @Test("a character the keyboard cannot type flashes a refusal, reversed, on the keyboard's top edge")
    func refusalFlash() throws {
        var simulator = try Self.signup()
        _ = simulator.handle(.tapField("phone"), at: 0)
        _ = simulator.advance(to: 1)
        _ = simulator.handle(.key(.character("x")), at: 1)
        let message = try #require(simulator.refusalMessage)
        let canvas = Renderer.drawScreen(simulator)
        #expect(canvas.text.contains("✗ " + message))
        assertSnapshot(of: StyleLayer(canvas).text, as: .lines, named: "style")
    }
}

@Suite("Strategy screens", .timed)
struct StrategyScreenTests {
    @Test("slide: the whole view, title bar included, moved up under the status bar; the field above the keyboard")
    func slide() throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .slide), screenSize: Size(width: 39, height: 21))
        _ = simulator.handle(.tapField("company"), at: 0)
        _ = simulator.advance(to: 1)
        #expect(simulator.isFieldVisible(9))
        assertSnapshot(of: Renderer.drawScreen(simulator).text, as: .lines)
    }

    @Test("resize, extend and auto with the city field focused", arguments: [StrategyID.resize, .extend, .auto])
    func strategy(_ kind: StrategyID) throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: kind), screenSize: Size(width: 39, height: 21))
        _ = simulator.handle(.tapField("city"), at: 0)
        _ = simulator.advance(to: 1)
        assertSnapshot(of: Renderer.drawScreen(simulator).text, as: .lines, named: kind.rawValue, testName: "strategy")
    }
}
