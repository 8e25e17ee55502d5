#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A band of whole rows a terminal scrolls in place (a scroll region, then index or reverse
/// index): what moves the keyboard up or down a row at a time for a few bytes, where writing
/// its rows again at each step costs hundreds.
///
/// The terminal moves every column of the band, panes beside the phone too; `best(from:to:)`
/// weighs that by counting, row by row, how many cells the move puts in place against how many
/// are already in place.
struct RowScroll: Equatable {
    /// The first and last rows of the scroll region.
    var rows: ClosedRange<Int>
    /// How far the band's content moves up (negative: down); the rows it leaves are blank.
    var distance: Int

    /// The farthest a frame is searched for a move: an animation moves a few rows a frame.
    static let searchedDistance = 4

    /// The band and distance that put the most cells of `new` in place when `old` is scrolled,
    /// or nil when no scroll helps (fewer than `minimumRows` rows would move into place).
    static func best(from old: Canvas, to new: Canvas, minimumRows: Int = 1) -> RowScroll? {
        let width = new.size.width, height = new.size.height
        guard old.size == new.size, width > 0, height > 2 * minimumRows else { return nil }
        return old.cells.withUnsafeBufferPointer { old in
            new.cells.withUnsafeBufferPointer { new in
                let changedRows = (0..<height).filter { y in
                    memcmp(old.baseAddress! + y * width, new.baseAddress! + y * width, width * MemoryLayout<Cell>.stride) != 0
                }
                guard changedRows.count >= minimumRows else { return nil }
                func matches(_ newRow: Int, _ oldRow: Int) -> Int {
                    var count = 0
                    for x in 0..<width where old[oldRow * width + x] == new[newRow * width + x] { count += 1 }
                    return count
                }
                var best: (scroll: RowScroll, gain: Int)?
                for distance in (1...searchedDistance).flatMap({ [$0, -$0] }) {
                    // The gain of row y of `new` coming from row y + distance of `old`.
                    var gains = [Int](repeating: 0, count: height)
                    for y in changedRows where (0..<height).contains(y + distance) {
                        gains[y] = matches(y, y + distance) - matches(y, y)
                    }
                    guard let band = Self.bestBand(gains), band.count >= minimumRows else { continue }
                    let gain = band.reduce(0) { $0 + gains[$1] }
                    // Moving up, the region reaches down over the rows the band leaves; down, up over them.
                    let rows = distance > 0 ? band.lowerBound...(band.upperBound + distance)
                                            : (band.lowerBound + distance)...band.upperBound
                    if gain > (best?.gain ?? 0) { best = (RowScroll(rows: rows, distance: distance), gain) }
                }
                return best?.scroll
            }
        }
    }

    /// The rows whose gains add up to the most (the maximum subarray), nil when none gains.
    private static func bestBand(_ gains: [Int]) -> ClosedRange<Int>? {
        var best: (rows: ClosedRange<Int>, sum: Int)?
        var start = 0, sum = 0
        for (y, gain) in gains.enumerated() {
            if sum <= 0 { start = y; sum = 0 }
            sum += gain
            if sum > (best?.sum ?? 0) { best = (start...y, sum) }
        }
        return best?.rows
    }
}
