import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("The event log's cursor: selection, details and Esc, without a terminal", .timed)
struct EventLogCursorTests {
    /// A session of the tall form with some focus changes behind it.
    static func simulator(rounds: Int = 3) -> Simulator {
        let fields = (1...12).map { Field(name: "f\($0)") }
        var simulator = Simulator(SessionConfiguration(form: Form(title: "Tall", fields: fields), strategy: .inset),
                                  screenSize: Size(width: 39, height: 21))
        var time = 0.0
        for round in 0..<rounds {
            _ = simulator.handle(.tapField("f\(round % 12 + 1)"), at: time)
            time += 1
            _ = simulator.advance(to: time)
        }
        return simulator
    }

    @Test("the log key selects the latest entry; Up and Down move by one and stop at the ends")
    func upAndDown() throws {
        let log = Self.simulator().log
        var cursor = EventLogCursor()
        #expect(cursor.level == .phone && cursor.selectedEntry(in: log) == nil)
        cursor.toggle(in: log)
        let last = try #require(log.entries.last).sequence
        #expect(cursor.level == .list && cursor.selectedSequence == last)
        cursor.handle(.up, in: log)
        cursor.handle(.up, in: log)
        #expect(cursor.selectedSequence == last - 2)
        cursor.handle(.down, in: log)
        #expect(cursor.selectedSequence == last - 1)
        for _ in 0..<5 { cursor.handle(.down, in: log) }
        #expect(cursor.selectedSequence == last)
    }

    @Test("PageUp and PageDown move ten entries, Home and End to the first and the latest")
    func further() {
        let log = Self.simulator(rounds: 8).log
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        let last = log.nextSequence - 1
        cursor.handle(.pageUp, in: log)
        #expect(cursor.selectedSequence == last - EventLogCursor.pageSize)
        cursor.handle(.home, in: log)
        #expect(cursor.selectedSequence == 0)
        cursor.handle(.pageUp, in: log)
        #expect(cursor.selectedSequence == 0)
        cursor.handle(.pageDown, in: log)
        #expect(cursor.selectedSequence == EventLogCursor.pageSize)
        cursor.handle(.end, in: log)
        #expect(cursor.selectedSequence == last)
    }

    @Test("the selected entry stays selected while new entries arrive")
    func survivesNewEntries() throws {
        var simulator = Self.simulator()
        var cursor = EventLogCursor()
        cursor.toggle(in: simulator.log)
        cursor.handle(.up, in: simulator.log)
        let selected = try #require(cursor.selectedEntry(in: simulator.log))
        _ = simulator.handle(.tapField("f9"), at: simulator.now + 1)
        _ = simulator.advance(to: simulator.now + 1)
        #expect(simulator.log.entries.last!.sequence > selected.sequence + 1)
        #expect(cursor.selectedEntry(in: simulator.log) == selected)
    }

    @Test("an entry dropped from a full log gives way to the oldest one kept")
    func droppedEntry() {
        var log = EventLog(capacity: 4, initialGeometry: GeometrySnapshot(Self.simulator(rounds: 0)))
        let geometry = log.geometryBeforeFirst
        func add(_ count: Int) {
            for _ in 0..<count { log.record(.uikit(.clampsOffset(fromOffset: 1, toOffset: 0)), at: 0, geometry: geometry) }
        }
        add(4)
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        cursor.handle(.home, in: log)
        add(6)
        #expect(cursor.selectedEntry(in: log)?.sequence == log.firstSequence)
    }

    @Test("Enter opens the details, Esc goes back a level at a time: details, list, phone")
    func escapeLevels() {
        let log = Self.simulator().log
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        cursor.handle(.up, in: log)
        let selected = cursor.selectedSequence
        cursor.handle(.returnKey, in: log)
        #expect(cursor.level == .details)
        cursor.handle(.down, in: log)
        #expect(cursor.detailsScroll == 1)
        cursor.handle(.escape, in: log)
        #expect(cursor.level == .list && cursor.selectedSequence == selected)
        cursor.handle(.escape, in: log)
        #expect(cursor.level == .phone && !cursor.hasSelection)
    }

    @Test("the log key from anywhere in the log returns to the phone")
    func toggleBack() {
        let log = Self.simulator().log
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        cursor.handle(.returnKey, in: log)
        cursor.toggle(in: log)
        #expect(cursor == EventLogCursor())
    }

    @Test("an empty log cannot open details")
    func emptyLog() {
        let log = Self.simulator(rounds: 0).log
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        cursor.handle(.returnKey, in: log)
        #expect(cursor.level == .list)
    }
}
