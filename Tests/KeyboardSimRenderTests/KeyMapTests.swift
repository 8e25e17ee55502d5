import Foundation
import KeyboardSim
import KeyboardSimController
import KeyboardSimForms
import KeyboardSimRender
import Testing
import TestTiming

@Suite("One key map: the session's keys, the help line and the keys reference", .timed)
struct KeyMapTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rows of the first table of a docs page, as (key, does).
    static func keyTable(in page: String) throws -> [(keys: String, summary: String)] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let table = text.split(separator: "\n\n").first { $0.hasPrefix("| key | does |") } ?? ""
        let rows = table.split(separator: "\n").dropFirst(2)  // the header and its rule
        return rows.map { row in
            let cells = row.dropFirst().dropLast().components(separatedBy: " | ")
            return (cells[0].trimmingCharacters(in: .whitespaces),
                    cells.dropFirst().joined(separator: " | ").trimmingCharacters(in: .whitespaces))
        }
    }

    @Test("every row of docs/reference/keys-and-mouse.md's table is a binding of the map, and every binding a row, in the same order")
    func keysPageAgreesWithTheMap() throws {
        let table = try Self.keyTable(in: "docs/reference/keys-and-mouse.md")
        let bindings = KeyMap.interactive.bindings
        #expect(table.map(\.keys) == bindings.map(\.keys))
        for row in table {
            let binding = bindings.first { $0.keys == row.keys }
            #expect(binding?.summary == row.summary, "keys-and-mouse.md row \(row.keys)")
        }
        for binding in bindings {
            #expect(table.contains { $0.keys == binding.keys }, "the map's \(binding.keys) is missing from keys-and-mouse.md")
        }
    }

    @Test("the session keys do what the map says: rotate, era, strategy, globe, quit; the rest goes to the phone")
    func dispatch() {
        let map = KeyMap.interactive
        #expect(map.action(for: .key(.control("r"))) == .rotate)
        #expect(map.action(for: .key(.function(2))) == .nextEra)
        #expect(map.action(for: .key(.function(3))) == .nextStrategy)
        #expect(map.action(for: .key(.nextInputMethod)) == .nextInputMethod)
        #expect(map.action(for: .key(.function(10))) == .quit)
        #expect(map.action(for: .key(.character("ж"))) == .phone)
        #expect(map.action(for: .key(.character(" "))) == .phone, "Space types a space: it cannot pause in run")
        #expect(map.action(for: .key(.control("y"))) == .phone)
        #expect(map.action(for: .click) == .phone)
        #expect(map.action(for: .wheel) == .phone)
    }

    @Test("time control has the same keys in run and in a replay: F5-F8 and their Ctrl alternatives")
    func timeControlKeys() {
        for map in [KeyMap.interactive, .replay] {
            #expect(map.action(for: .key(.function(5))) == .togglePause)
            #expect(map.action(for: .key(.control("s"))) == .togglePause)
            #expect(map.action(for: .key(.function(6))) == .slowMotion)
            #expect(map.action(for: .key(.control("t"))) == .slowMotion)
            #expect(map.action(for: .key(.function(7))) == .stepForward)
            #expect(map.action(for: .key(.control("n"))) == .stepForward)
            #expect(map.action(for: .key(.function(8))) == .stepBack)
            #expect(map.action(for: .key(.control("p"))) == .stepBack)
        }
        #expect(KeyMap.interactive.firstKey(for: .togglePause) == "F5")
        #expect(KeyMap.replay.firstKey(for: .togglePause) == "Space")
    }

    @Test("while a tape replays, Space pauses, the time keys work, the quit keys quit and everything else is ignored")
    func replayDispatch() {
        let map = KeyMap.replay
        #expect(map.action(for: .key(.character(" "))) == .togglePause)
        #expect(map.action(for: .key(.control("c"))) == .quit)
        #expect(map.action(for: .key(.character("a"))) == .ignore)
        #expect(map.action(for: .key(.control("r"))) == .ignore)
        #expect(map.action(for: .click) == .ignore)
        #expect(map.action(for: .wheel) == .ignore)
    }

    @Test("F12 and Ctrl-G switch pitfalls in run and in a lesson, and name it on a wide help line; a replay ignores them")
    func pitfallsKey() {
        for map in [KeyMap.interactive, .lesson] {
            #expect(map.action(for: .key(.function(12))) == .togglePitfalls)
            #expect(map.action(for: .key(.control("g"))) == .togglePitfalls)
            #expect(map.action(for: .key(.function(12)), fieldFocused: true) == .togglePitfalls, "a field being edited does not take it")
            #expect(map.helpLine(severalInputMethods: false, width: 160).contains("F12 pitfalls"), "\(map.helpLine(severalInputMethods: false, width: 160))")
        }
        #expect(KeyMap.replay.action(for: .key(.function(12))) == .ignore)
    }

    @Test("no input is bound twice in a map")
    func noDuplicateInputs() {
        for map in [KeyMap.interactive, .replay, .lesson] {
            let inputs = map.bindings.flatMap(\.inputs)
            #expect(Set(inputs).count == inputs.count)
        }
    }

    @Test("the help line is the map's entries, the globe only with several input methods, within 80 columns")
    func helpLineFromTheMap() throws {
        let map = KeyMap.interactive
        let plain = map.helpLine(severalInputMethods: false)
        let globe = map.helpLine(severalInputMethods: true)
        #expect(plain == "F1 help · Tab field · Esc resign · ^R rotate · F3 strategy · F4 log · ^C quit",
                "the era gives way to the log: the help lists it")
        #expect(globe == "F1 help · Tab field · Esc resign · ^Spc globe · F3 strategy · F4 log · ^C quit",
                "rotate gives way to the globe too")
        for line in [plain, globe] { #expect(CellWidth.of(line) <= KeyMap.helpLineWidth) }
        for entry in map.bindings.compactMap(\.help) {
            #expect(globe.contains(entry.shortLabel + " " + entry.text) == !entry.onlyWhenRoom)
            if !entry.onlyWhenRoom { #expect(plain.contains(entry.shortLabel + " " + entry.text) == !entry.needsSeveralInputMethods) }
        }
    }

    @Test("a replay's help line names its own keys, not the phone's")
    func replayHelpLine() {
        #expect(KeyMap.replay.helpLine(severalInputMethods: false) == "F1 help · Space pause · F6 slow · F7 step · F8 back · ^C quit")
    }

    @Test("a click on a help line entry does what its key does; a click between entries does nothing")
    func helpLineClicks() {
        let map = KeyMap.interactive
        let line = map.helpLine(severalInputMethods: false)
        func column(of text: String) -> Int { CellWidth.of(String(line[..<line.range(of: text)!.lowerBound])) }
        #expect(map.helpLineAction(atColumn: column(of: "F3 strategy"), severalInputMethods: false) == .nextStrategy)
        #expect(map.helpLineAction(atColumn: column(of: "F3 strategy") + 10, severalInputMethods: false) == .nextStrategy)
        #expect(map.helpLineAction(atColumn: column(of: "F1 help") + 3, severalInputMethods: false) == .help)
        #expect(map.helpLineAction(atColumn: column(of: "^C quit") + 1, severalInputMethods: false) == .quit)
        #expect(map.helpLineAction(atColumn: column(of: "Esc resign") - 2, severalInputMethods: false) == nil, "the separator")
        #expect(map.helpLineAction(atColumn: CellWidth.of(line) + 1, severalInputMethods: false) == nil)
    }

    @Test("F1 and Ctrl-/ open the help in every session; ? does only while no field would type it")
    func helpKeys() {
        for map in [KeyMap.interactive, .replay] {
            #expect(map.action(for: .key(.function(1))) == .help)
            #expect(map.action(for: .key(.control("/")), fieldFocused: true) == .help)
            #expect(map.action(for: .key(.character("?"))) == .help)
        }
        #expect(KeyMap.interactive.action(for: .key(.character("?")), fieldFocused: true) == .phone)
        #expect(KeyMap.interactive.action(for: .key(.function(9))) == .nextPane)
        #expect(KeyMap.interactive.action(for: .key(.control("o"))) == .nextPane)
    }

    @Test("the frame's last row is the help line the map gives")
    func helpLineDrawn() throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        for methods in [[InputMethod.english], [.english, .russian]] {
            let simulator = Simulator(SessionConfiguration(form: form, inputMethods: methods), screenSize: try #require(layout.screen).size)
            let canvas = Renderer.draw(Scene(simulator, layout: layout))
            let expected = KeyMap.interactive.helpLine(severalInputMethods: methods.count > 1)
            #expect(canvas.text.split(separator: "\n").last.map(String.init) == expected)
            #expect(canvas[0, 23].style == Style(.help, dim: true))
        }
    }
}

@Suite("The lesson's keys: docs/learn/lessons.md's table and the map agree", .timed)
struct LessonKeyMapTests {
    @Test("every row of docs/learn/lessons.md's key table is a binding of KeyMap.lesson, in the same order")
    func lessonsPageAgreesWithTheLessonMap() throws {
        let rows = try KeyMapTests.keyTable(in: "docs/learn/lessons.md")
        #expect(rows.map(\.keys) == KeyMap.lesson.bindings.map(\.keys))
        #expect(rows.map(\.summary) == KeyMap.lesson.bindings.map(\.summary))
    }

    @Test("in a lesson Space and Enter go on, F5 pauses, F7 steps, F8 goes back, F4 opens the log, the rest is for the phone")
    func lessonKeys() {
        let map = KeyMap.lesson
        #expect(map.action(for: .key(.character(" "))) == .goOn)
        #expect(map.action(for: .key(.returnKey)) == .goOn)
        #expect(map.action(for: .key(.function(5))) == .togglePause)
        #expect(map.action(for: .key(.function(7))) == .stepForward)
        #expect(map.action(for: .key(.function(4))) == .eventLog)
        #expect(map.action(for: .key(.function(8))) == .stepBack)
        #expect(map.action(for: .key(.character("x"))) == .phone)
        #expect(map.action(for: .key(.tab)) == .phone)
        #expect(map.action(for: .key(.function(9))) == .nextPane, "F9 changes the pane beside the phone, and takes no turn")
        #expect(map.action(for: .click) == .phone)
        #expect(map.action(for: .key(.function(10))) == .quit)
    }
}

@Suite("The why panel's keys (issue 24, points 3 and 6)", .timed)
struct WhyPanelKeyTests {
    @Test("Shift-PgUp and Shift-PgDn scroll the why panel and F11 or Ctrl-K shows its code, in run, a lesson and a replay; PageUp and PageDown stay the phone's")
    func whyPanelKeys() {
        for map in [KeyMap.interactive, .lesson, .replay] {
            #expect(map.action(for: .key(.shiftPageUp)) == .scrollWhyUp)
            #expect(map.action(for: .key(.shiftPageDown)) == .scrollWhyDown)
            #expect(map.action(for: .key(.function(11))) == .toggleWhyCode)
            #expect(map.action(for: .key(.control("k"))) == .toggleWhyCode)
        }
        #expect(KeyMap.interactive.action(for: .key(.pageDown)) == .phone)
        #expect(KeyMap.lesson.action(for: .key(.function(9))) == .nextPane)
    }

    @Test("in a lesson the why panel's keys and F9 work at a pause without taking the phone")
    func lessonLeavesThemToTheSession() {
        for action in [SessionAction.scrollWhyUp, .scrollWhyDown, .toggleWhyCode, .nextPane] {
            var progress = LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .pause)], end: 1, inputCount: 0, isLesson: true)
            _ = progress.passCues(dueBy: 0, inputsGiven: 0)
            #expect(progress.mode == .held)
            #expect(progress.respond(to: action, at: 0) == .session, "\(action)")
            #expect(progress.mode == .held)
        }
    }
}
