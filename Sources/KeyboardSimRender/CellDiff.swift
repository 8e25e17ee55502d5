#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardSim

/// Where two rows of cells differ: the one diff both writers of frames use, the ANSI writer for
/// a terminal's bytes and the SVG animation for a replay's groups, so that what counts as changed
/// (a cell that differs, widened to the whole glyphs it belongs to in either row) is written once.
enum CellDiff {
    /// Whether two rows of one width hold different cells. Cells are one word each, without
    /// padding: equal rows are equal bytes, and one `memcmp` says so.
    static func differ(_ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> Bool {
        old.count != new.count
            || (new.count > 0 && memcmp(old.baseAddress!, new.baseAddress!, new.count * MemoryLayout<Cell>.stride) != 0)
    }

    /// Calls `body` with each stretch of columns that changed from `old` to `new` (rows of one
    /// width), left to right: every cell that differs, and every column of `marked`, widened to
    /// the whole glyphs it belongs to in both rows (a cell beside the right half of a wide
    /// character, or its left half, takes the other half along). Stretches that overlap, or stand
    /// fewer than `gap` unchanged cells apart, are one stretch (a `gap` of 1 joins only touching ones).
    static func forEachStretch(from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>,
                               joiningGapsUnder gap: Int, marked: [Int] = [],
                               _ body: (Range<Int>) -> Void) {
        guard !marked.isEmpty || differ(old, new) else { return }
        let width = new.count
        var pending: Range<Int>?
        for x in 0..<width where old[x] != new[x] || marked.contains(x) {
            var lower = x
            var upper = x + 1
            if x > 0 && (old[x].width == 0 || new[x].width == 0) { lower = x - 1 }
            if x + 1 < width && (old[x].width == 2 || new[x].width == 2) { upper = x + 2 }
            if let last = pending, lower - last.upperBound < gap {
                pending = min(last.lowerBound, lower)..<max(last.upperBound, upper)
            } else {
                if let last = pending { body(last) }
                pending = lower..<upper
            }
        }
        if let last = pending { body(last) }
    }
}
