import KeyboardSim
import KeyboardSimController
import KeyboardSimForms
import KeyboardSimPlayback
@testable import KeyboardSimRender
import Testing
import TestTiming

/// A lesson at 80x24: the narration pane is short and the last row narrow, yet how to give the
/// phone back and the keys the lesson asks for must be on screen, with the lessons' longest `Say`.
@Suite("Lessons at 80x24: the give-back line and the asked keys always show (issue 35, point 3)", .timed)
struct LessonPaneRenderTests {
    /// Every bundled lesson's tape.
    static var tapes: [(name: String, tape: Tape)] {
        BundledLessons.all.map { lesson in (lesson.fileName, try! TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")) }
    }

    /// The `Say` texts of `tape`.
    static func says(_ tape: Tape) -> [String] {
        tape.commands.compactMap { if case .say(let text) = $0.action { text } else { nil } }
    }

    /// The longest `Say` of all the lessons, in cells.
    static var longestSay: String {
        tapes.flatMap { says($0.tape) }.max { CellWidth.of($0) < CellWidth.of($1) } ?? ""
    }

    /// A lesson's progress narrating `says` (each then a `Pause`), held at the first pause, and on
    /// the learner's turn when `yourTurn`.
    static func progress(_ says: [String], shown: Int = 0, yourTurn: Bool) -> LessonProgress {
        let cues = says.enumerated().flatMap { index, text in
            [NarrationCue(time: Double(index), inputsBefore: 0, kind: .say(text)), NarrationCue(time: Double(index), inputsBefore: 0, kind: .pause)]
        }
        var progress = LessonProgress(cues: cues, end: Double(says.count), inputCount: 0, isLesson: true)
        _ = progress.passCues(dueBy: Double(shown), inputsGiven: 0)
        if yourTurn { _ = progress.respond(to: .phone, at: Double(shown)) }
        return progress
    }

    /// The frame of a lesson at 80x24 with `pane` beside the phone (F9's choice), drawn as the session draws it.
    static func frame(_ progress: LessonProgress, pane: PaneKind) -> (Canvas, TerminalLayout) {
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24), panes: [.narration, pane])
        var simulator = Simulator(SessionConfiguration(form: PlayerFixture.signup), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        return (Renderer.draw(Scene(simulator, layout: layout, keyMap: progress.keyMap, narration: progress.narration)), layout)
    }

    /// The narration pane's text, its rows joined without the spaces where they break.
    static func narration(_ canvas: Canvas, _ layout: TerminalLayout) -> String {
        let frame = layout.panes.first { $0.kind == .narration }!.frame
        return canvas.lines[frame.y..<frame.maxY].map { String($0.dropFirst(frame.x).prefix(frame.width)) }.joined().filter { $0 != " " }
    }

    @Test("the lessons' longest Say is long enough to test with: it takes most of the narration pane's rows at 80x24")
    func longestSayIsLong() {
        #expect(CellWidth.of(Self.longestSay) > 250)
    }

    @Test("held at a pause and on the learner's turn, with the longest Say and any pane beside the phone, the Say and the keys show whole; on the learner's turn, F5 and how it gives the phone back",
          arguments: [PaneKind.compact, .inspector, .why])
    func giveBackLineShows(_ pane: PaneKind) {
        for yourTurn in [false, true] {
            let progress = Self.progress([Self.longestSay], yourTurn: yourTurn)
            #expect(progress.mode == (yourTurn ? .yourTurn : .held))
            let (canvas, layout) = Self.frame(progress, pane: pane)
            let text = Self.narration(canvas, layout)
            #expect(text.contains(Self.longestSay.filter { $0 != " " }), "the Say is cut: \(canvas.lines)")
            let status = NarrationPane(narration: progress.narration).statusText(short: true) ?? ""
            #expect(text.contains(status.filter { $0 != " " }), "the keys are cut: \(canvas.lines)")
            #expect(!text.contains("morerows"))
            if yourTurn {
                #expect(text.contains("F5:backtolesson"))
                #expect(canvas.lines[layout.helpLine.y].contains("F5 give back"), "\(canvas.lines[layout.helpLine.y])")
            }
        }
    }

    @Test("the last row of every lesson, held and on the learner's turn, lists each key the lesson's Say lines name, in 80 columns",
          arguments: tapes.map(\.name))
    func askedKeysOnTheLastRow(_ name: String) throws {
        let tape = try #require(Self.tapes.first { $0.name == name }).tape
        let says = Self.says(tape)
        let asked = KeyMap.lesson.actionsNamed(in: says)
        for yourTurn in [false, true] {
            let progress = Self.progress(says, yourTurn: yourTurn)
            let (canvas, layout) = Self.frame(progress, pane: .compact)
            let line = canvas.lines[layout.helpLine.y]
            #expect(CellWidth.of(line) <= 80)
            for action in asked {
                // On the learner's turn the phone's keys apply: a lesson-only key (Space's go on) is not one of them.
                guard let key = progress.keyMap.firstKey(for: action) else { continue }
                #expect(line.contains(key + " "), "\(name) names \(key) (\(action)), the last row leaves it out: \(line)")
            }
            #expect(line.contains("^C quit"))
        }
    }

    @Test("kbsim lesson at 80x24, held at each pause (the timeline takes the last row) and on the learner's turn (the help line does): the last row names every key the lesson's Say lines ask for",
          arguments: tapes.map(\.name))
    func askedKeysInTheSession(_ name: String) throws {
        let tape = try #require(Self.tapes.first { $0.name == name }).tape
        let lesson = try #require(BundledLessons.named(name))
        let played = try LessonSizeTests.play(lesson, at: Size(width: 80, height: 24))
        let bundled = try #require(BundledForms.named(tape.formSetting?.name ?? BundledForms.defaultForm.name))
        var configuration = SessionConfiguration(form: try FormLoader.parse(bundled.source, path: bundled.fileName), tape: tape)
        configuration.terminalSize = Size(width: 80, height: 24)
        var model = SessionModel(configuration)
        model.beginReplay(played.inputs.map { ($0.time, $0.event) }, cues: played.cues, speed: 1, isLesson: true)
        model.start(terminal: Size(width: 80, height: 24), atRealTime: 0)
        let asked = KeyMap.lesson.actionsNamed(in: Self.says(tape))
        func lastRow(_ model: inout SessionModel) -> String { model.frame().lines.last ?? "" }
        func check(_ row: String, _ map: KeyMap, _ when: String) {
            #expect(CellWidth.of(row.trimmingSuffix) <= 80)
            for action in asked where action != .goOn {
                guard let key = map.firstKey(for: action) else { continue }
                #expect(row.contains(key + " "), "\(name) \(when): names \(key) (\(action)), the last row leaves it out: \(row)")
            }
        }
        _ = model.apply(.tick, atRealTime: 1_000)
        #expect(model.lesson?.mode == .held)
        check(lastRow(&model), KeyMap.lesson, "held")
        _ = model.apply(.terminal(.key(.character("x"))), atRealTime: 1_001)
        #expect(model.lesson?.mode == .yourTurn)
        let turn = lastRow(&model)
        check(turn, KeyMap.interactive, "on the learner's turn")
        #expect(turn.contains("F5 give back"), "\(turn)")
    }

    @Test("a key counts as named only as a whole word with its letter case: F1 is not F12, space is not Space")
    func namedKeys() {
        #expect(KeyMap.lesson.actionsNamed(in: ["press F12 (or Ctrl-G)"]) == [.togglePitfalls])
        #expect(KeyMap.lesson.actionsNamed(in: ["F5 gives the phone back"]) == [.togglePause])
        #expect(KeyMap.lesson.actionsNamed(in: ["the safe area's space, F1x, xF4"]).isEmpty)
        #expect(KeyMap.lesson.actionsNamed(in: ["F3 switches strategies; Space goes on"]) == [.nextStrategy, .goOn])
    }
}

private extension String {
    /// The row without the blanks after its last character.
    var trimmingSuffix: String { String(reversed().drop { $0 == " " }.reversed()) }
}
