import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("CharacterShift: what DCH and ICH do to a row", .timed)
struct CharacterShiftTests {
    /// A row of distinct narrow letters, `width` long.
    private static func row(_ width: Int) -> [Cell] {
        (0..<width).map { Cell(code: GraphemeCode(Unicode.Scalar(UInt8(0x41 + $0 % 58))), style: .plain) }
    }

    private static let blank = Cell(code: .space, style: Style(.field))

    @Test("a shift right by two whose stretch ends two cells before the row's end deletes the one cell after it, not two")
    func rightShiftEndingBeforeTheLastCell() {
        // The stretch 2…10 of a 12-cell row: the DCH after it may close only column 11.
        let shift = CharacterShift(columns: 2...10, distance: -2)
        #expect(shift.commands(width: 12) == [.init(column: 0, count: 2, deletes: false), .init(column: 11, count: 1, deletes: true)])
        let old = Self.row(12)
        let shifted = old.withUnsafeBufferPointer { shift.applied(to: $0, blank: Self.blank) }
        #expect(shifted == [Self.blank, Self.blank] + old[0...8] + [Self.blank])
    }

    @Test("every stretch of every row up to 50 cells, shifted by one or two either way, comes out as a terminal shows it")
    func everyStretchOfEveryRow() {
        var commandsChecked = 0
        for width in 1...50 {
            let old = Self.row(width)
            for distance in [1, 2, -1, -2] {
                let count = abs(distance)
                // Every stretch whose cells come from the row: x + distance stays inside it.
                for start in 0..<width where start + distance >= 0 {
                    for end in start..<width where end + distance < width {
                        let shift = CharacterShift(columns: start...end, distance: distance)
                        let commands = shift.commands(width: width)
                        for command in commands {
                            #expect((0..<width).contains(command.column) && command.count >= 1 && command.column + command.count <= width,
                                    "width \(width), \(start)...\(end) by \(distance): \(command)")
                            commandsChecked += 1
                        }
                        let shifted = old.withUnsafeBufferPointer { shift.applied(to: $0, blank: Self.blank) }
                        #expect(shifted == Self.expected(old, start...end, by: distance), "width \(width), \(start)...\(end) by \(distance)")
                        #expect(commands.count == (end + 1 < width ? 2 : 1) && commands.allSatisfy { $0.count <= count })
                    }
                }
            }
        }
        #expect(commandsChecked > 50_000)
    }

    /// What a terminal shows after shifting `stretch` of `row` by `distance` with DCH and ICH,
    /// from the definition: the stretch holds its sources; room opened by the first command is
    /// blank; after the stretch the row is back where it was, but shifting right, its last cells
    /// were pushed off the edge and come back blank.
    private static func expected(_ row: [Cell], _ stretch: ClosedRange<Int>, by distance: Int) -> [Cell] {
        let width = row.count, count = abs(distance)
        return (0..<width).map { x in
            if stretch.contains(x) { return row[x + distance] }
            if x < stretch.lowerBound { return distance < 0 && x >= stretch.lowerBound - count ? blank : row[x] }
            if distance > 0 { return x <= stretch.upperBound + count ? blank : row[x] }
            return x >= width - count ? blank : row[x]
        }
    }
}
