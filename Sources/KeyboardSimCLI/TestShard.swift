import ArgumentParser

/// `kbsim test --shard K/N`: the K-th of N slices of a run's tapes × cells, so a CI matrix spreads
/// one suite over N machines, as jest's and Playwright's `--shard` do.
///
/// The runs are taken in the order `kbsim test` plays them (the paths as given, each folder's
/// tapes sorted, each tape's cells in matrix order) and cut into N contiguous ranges whose sizes
/// differ by at most one, the first ones the larger; shard K plays the K-th. The same command line
/// over the same files gives every machine the same order, so the N shards are disjoint and
/// together are the whole run, whichever machine plays which.
struct TestShard: Hashable, Sendable, CustomStringConvertible {
    /// K, from 1.
    let index: Int
    /// N, at least 1.
    let count: Int

    /// Reads `K/N`, refusing (exit 2) anything but two whole numbers with 1 ≤ K ≤ N.
    init(argument: String) throws {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw ValidationError("it takes two whole numbers K/N with 1 ≤ K ≤ N (e.g. 2/4, the second of 4 slices)")
        }
        // The messages follow argument-parser's "The value '0/3' is invalid for '--shard <K/N>': ".
        guard count >= 1 else { throw ValidationError("N is the number of slices, at least 1") }
        guard (1...count).contains(index) else {
            throw ValidationError("K counts the slices from 1 to N, so here 1/\(count) to \(count)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// `2/4`.
    var description: String { "\(index)/\(count)" }

    /// The positions in a run of `total` runs that this shard plays: the K-th of N contiguous ranges.
    func range(ofRuns total: Int) -> Range<Int> {
        let base = total / count, larger = total % count
        let start = (index - 1) * base + min(index - 1, larger)
        return start..<(start + base + (index <= larger ? 1 : 0))
    }

    /// What this shard plays of `runs`, in their order.
    func slice<Run>(_ runs: [Run]) -> [Run] { Array(runs[range(ofRuns: runs.count)]) }

    /// The summary line's note: ` (shard 2/4: 3 of 10 runs)`.
    func note(ofRuns total: Int) -> String { " (shard \(self): \(range(ofRuns: total).count) of \(total) runs)" }
}
