import Testing
@testable import KeyboardSim
import TestTiming

@Suite("The event log: the session's whole scrollback, UIKit's own actions and pitfalls (issue 12, point 3)", .timed)
struct EventLogTests {
    static let start = GeometrySnapshot(Simulator.tall())

    /// A log of `count` delegate calls at times 0, 1, 2…, each leaving a geometry whose offset is its number.
    static func log(capacity: Int, count: Int) -> EventLog {
        var log = EventLog(capacity: capacity, initialGeometry: start)
        for number in 0..<count {
            var geometry = start
            geometry.contentOffset = Point(x: 0, y: number)
            log.record(.event(.delegate(DelegateCall(method: .textFieldDidBeginEditing, field: "f\(number)", rect: .zero))),
                       at: Double(number), geometry: geometry)
        }
        return log
    }

    @Test("past its capacity the log keeps the newest entries, in order, each keeping its sequence number")
    func bounded() {
        let log = Self.log(capacity: 8, count: 21)
        #expect(log.entries.map(\.time) == (13..<21).map(Double.init))
        #expect(log.entries.map(\.sequence) == Array(13..<21))
        #expect(log.firstSequence == 13)
        #expect(log.entry(sequence: 12) == nil)
        #expect(log.entry(sequence: 21) == nil)
        #expect(log.entry(sequence: 15)?.time == 15)
    }

    @Test("the geometry before an entry is the previous entry's, and before the first kept one the last dropped one's")
    func geometryBefore() {
        let whole = Self.log(capacity: 100, count: 5)
        #expect(whole.geometry(before: 0) == Self.start)
        #expect(whole.geometry(before: 3).contentOffset.y == 2)
        let dropped = Self.log(capacity: 8, count: 21)
        #expect(dropped.geometry(before: 13).contentOffset.y == 12)
    }

    @Test("a session's log keeps far more than the old 200 events")
    func sessionScrollback() {
        var simulator = Simulator.tall(strategy: .inset)
        for round in 0..<40 {
            _ = simulator.settle(after: .tapField("f\(round % 12)"))
            _ = simulator.settle(after: .key(.escape))
        }
        #expect(simulator.log.entries.count > 200)
        #expect(simulator.log.entries.first?.sequence == 0)
        #expect(simulator.log.capacity >= 100_000)
    }

    @Test("a full log keeps taking entries: a hundred thousand through a log of a thousand, each taking the oldest one's place")
    func amortised() {
        let log = Self.log(capacity: 1_000, count: 100_000)
        #expect(log.entries.count == 1_000)
        #expect(log.entries.first?.sequence == 99_000)
    }

    @Test("an entry that leaves the geometry unchanged shares it: a thousand entries store one geometry")
    func unchangedGeometryShared() {
        var log = EventLog(initialGeometry: Self.start)
        var geometry = Self.start
        geometry.contentOffset = Point(x: 0, y: 7)
        for number in 0..<1_000 {
            log.record(.event(.delegate(DelegateCall(method: .textViewDidChange, field: "notes", rect: .zero))),
                       at: Double(number), geometry: geometry)
        }
        #expect(log.storedGeometryCount == 2, "the start's and the one every entry left")
        #expect(log.storedKindCount == 1)
        #expect(log.entries.allSatisfy { $0.geometry == geometry })
        #expect(log.geometry(before: 0) == Self.start)
        #expect(log.geometry(before: 500) == geometry)
    }

    @Test("the tables forget what no kept entry uses: a hundred thousand distinct geometries through a small log leave its tables small")
    func tablesFollowKeptEntries() {
        let log = Self.log(capacity: 100, count: 100_000)
        #expect(log.storedGeometryCount <= 2 * 100 + 2)
        #expect(log.storedKindCount <= 2 * 100 + 2)
        #expect(log.entries.map(\.geometry.contentOffset.y) == Array(99_900..<100_000))
        #expect(log.geometryBeforeFirst.contentOffset.y == 99_899)
    }

    @Test("the compact log reads as a plain array of entries would, seeded: entries, lookups and the geometry before each",
          arguments: [1, 2, 3, 7, 16, 64] as [Int])
    func matchesPlainArray(capacity: Int) {
        var generator = SeededGenerator(seed: 0x106 + UInt64(capacity))
        // Few values, so that entries share them, tables reuse freed places and values come back.
        let geometries = (0..<6).map { number -> GeometrySnapshot in
            var geometry = Self.start
            geometry.contentOffset = Point(x: 0, y: number % 3)
            geometry.focusedField = number < 3 ? nil : "f\(number)"
            return geometry
        }
        let kinds: [LogEntry.Kind] = [
            .event(.delegate(DelegateCall(method: .textFieldDidBeginEditing, field: "f1", rect: .zero))),
            .uikit(.scrollsIntoView(field: "f2", fromOffset: 0, toOffset: 3)),
            .uikit(.clampsOffset(fromOffset: 9, toOffset: 4)),
            .event(.delegate(DelegateCall(method: .textFieldDidEndEditing, field: "f1", rect: Rect(x: 0, y: 1, width: 2, height: 3)))),
        ]
        var log = EventLog(capacity: capacity, initialGeometry: Self.start)
        var plain: [LogEntry] = []
        for number in 0..<400 {
            let kind = generator.pick(kinds)
            let geometry = generator.chance(0.6) ? (plain.last?.geometry ?? Self.start) : generator.pick(geometries)
            let time = Double(number / 3)
            log.record(kind, at: time, geometry: geometry)
            plain.append(LogEntry(sequence: number, time: time, kind: kind, geometry: geometry))
            let kept = Array(plain.suffix(capacity))
            let before = plain.dropLast(kept.count).last?.geometry ?? Self.start
            #expect(Array(log.entries) == kept)
            #expect(log.firstSequence == kept[0].sequence)
            #expect(log.nextSequence == number + 1)
            #expect(log.geometryBeforeFirst == before)
            #expect(log.events == kept.compactMap { entry in entry.event.map { TimedEvent(time: entry.time, event: $0) } })
            for sequence in (kept[0].sequence - 2)...(number + 2) {
                let expected = sequence >= kept[0].sequence && sequence <= number ? plain[sequence] : nil
                #expect(log.entry(sequence: sequence) == expected)
                let previous = sequence - 1 >= kept[0].sequence && sequence - 1 <= number ? plain[sequence - 1].geometry : before
                #expect(log.geometry(before: sequence) == previous)
            }
            #expect(log.storedGeometryCount <= geometries.count + 1)
            #expect(log.storedKindCount <= kinds.count)
        }
    }

    @Test("UIKit's own scroll of a new first responder is logged with the offset before and after")
    func autoscrollLogged() throws {
        var simulator = Simulator.tall(strategy: .none)
        _ = simulator.settle(after: .tapField("f11"))
        let scroll = try #require(simulator.log.entries.first { if case .uikit(.scrollsIntoView) = $0.kind { true } else { false } })
        #expect(scroll.kind == .uikit(.scrollsIntoView(field: "f11", fromOffset: 0, toOffset: simulator.views.scrollView.contentOffset.y)))
        #expect(simulator.views.scrollView.contentOffset.y > 0)
        #expect(scroll.geometry.contentOffset.y == simulator.views.scrollView.contentOffset.y)
        #expect(simulator.log.geometry(before: scroll.sequence).contentOffset.y == 0)
    }

    @Test("a field already in view is not scrolled, and nothing is logged for UIKit")
    func noScrollNoEntry() {
        var simulator = Simulator.tall(strategy: .none)
        _ = simulator.settle(after: .tapField("f1"))
        #expect(!simulator.log.entries.contains { if case .uikit = $0.kind { true } else { false } })
    }

    @Test("a field whose text does not match its pattern refuses to end editing, and the log says so")
    func refusalLogged() throws {
        let form = Form(title: "Code", fields: [
            Field(name: "code", traits: TextInputTraits(keyboardType: .numberPad), validate: "^[0-9]{6}$"),
            Field(name: "next"),
        ])
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .none), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("code"))
        _ = simulator.settle(after: .key(.character("1")))
        let posted = simulator.settle(after: .tapField("next"))
        #expect(posted.map(\.event.name) == ["textFieldShouldBeginEditing"], "the refusal posts nothing more than the question asked before it")
        #expect(simulator.focusedIndex == 0)
        let last = try #require(simulator.log.entries.last)
        #expect(last.kind == .uikit(.refusesToEndEditing(field: "code", message: "does not match ^[0-9]{6}$")))
    }
}

@Suite("Pitfall notices in the log: each at the step it bites, after what bit", .timed)
struct PitfallLogTests {
    /// The log's pitfall entries, with their place among the posted events.
    static func pitfalls(_ simulator: Simulator) -> [LogEntry] {
        simulator.log.entries.filter { if case .pitfall = $0.kind { true } else { false } }
    }

    /// The entry just before `entry` in the log.
    static func previous(_ entry: LogEntry, in simulator: Simulator) -> LogEntry? {
        simulator.log.entry(sequence: entry.sequence - 1)
    }

    @Test("inset reading frameBegin in era 3 is logged at keyboardDidShow, right after the action that read it")
    func frameBeginInEra3() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .inset, era: .ios3), screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("f11"), at: 0)
        #expect(Self.pitfalls(simulator).isEmpty, "nothing bites before the keyboard has arrived")
        _ = simulator.advance(to: 1)
        let entry = try #require(Self.pitfalls(simulator).first)
        guard case .pitfall(let notice) = entry.kind else { return }
        #expect(notice.pitfall == .heightFromFrameBegin)
        #expect(entry.time == 0.25)
        #expect(Self.previous(entry, in: simulator)?.event == .strategy(try #require(simulator.log.events.last?.event.strategyAction)))
    }

    @Test("extend's offset under the keyboard is logged once, in the step of its keyboardWasShown")
    func extendUnderKeyboard() throws {
        var simulator = Simulator.tall(strategy: .extend)
        _ = simulator.settle(after: .tapField("f11"))
        let entries = Self.pitfalls(simulator)
        let kinds = entries.compactMap { if case .pitfall(let notice) = $0.kind { notice.pitfall } else { nil } }
        #expect(kinds.filter { $0 == .offsetUnderKeyboard }.count == 1)
        let shown = try #require(simulator.log.entries.last { $0.event?.strategyAction?.action == .keyboardWasShown })
        #expect(entries.allSatisfy { $0.time == shown.time && $0.sequence > shown.sequence })
    }

    @Test("slide leaving a text view under the keyboard is logged when the keyboard arrives")
    func textViewNeverSlides() throws {
        var simulator = Simulator.tall(strategy: .slide)
        _ = simulator.settle(after: .tapField("notes"))
        let entry = try #require(Self.pitfalls(simulator).first)
        guard case .pitfall(let notice) = entry.kind else { return }
        #expect(notice.pitfall == .textViewNeverSlides)
        #expect(notice.field == "notes")
        let didShow = try #require(simulator.log.entries.last { $0.event?.name == "keyboardDidShow" })
        #expect(entry.time == didShow.time)
    }

    @Test("pitfalls and UIKit's actions stay out of what the app observes: handle and advance return only posted events")
    func transcriptsUnchanged() {
        var simulator = Simulator.tall(strategy: .extend)
        let posted = simulator.settle(after: .tapField("f11"))
        #expect(posted == simulator.log.events)
        #expect(simulator.log.entries.count > posted.count)
    }

    @Test("a step back rebuilds the log with the session: the same entries, pitfalls and UIKit's actions included")
    func stepBackRebuildsTheLog() throws {
        var timeline = SessionTimeline(SessionConfiguration(form: TestForms.tall, strategy: .extend), screenSize: TestForms.screen)
        timeline.apply(.tapField("f11"), at: 0.5)
        timeline.play(to: 2)
        timeline.apply(.tapField("f2"), at: 2)
        timeline.play(to: 3)
        let before = Array(timeline.simulator.log.entries)
        #expect(before.contains { if case .pitfall = $0.kind { true } else { false } })
        #expect(before.contains { if case .uikit = $0.kind { true } else { false } })
        let stepped = timeline.stepBack()
        let back = try #require(stepped)
        #expect(Array(timeline.simulator.log.entries) == before.filter { $0.time <= back })
        timeline.play(to: 3)
        #expect(Array(timeline.simulator.log.entries) == before)
    }
}

private extension SimEvent {
    /// The strategy action, if the event is one.
    var strategyAction: StrategyAction? {
        if case .strategy(let action) = self { action } else { nil }
    }
}
