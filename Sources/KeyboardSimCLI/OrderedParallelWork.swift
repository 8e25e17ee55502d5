import Foundation

/// Runs a piece of work per index on a fixed number of threads, and hands the results back in
/// index order — each as soon as it and every one before it are done — so that what is printed
/// is the same whatever finishes first.
///
/// The threads run at most `lookAhead` pieces beyond the last one handed back: when the receiver
/// stops (its output cannot be written), at most that many more were started in vain, however
/// the threads were scheduled.
struct OrderedParallelWork<Result: Sendable> {
    /// How many pieces there are.
    let count: Int
    /// How many run at once.
    let threads: Int
    /// The work for one index; it runs on any of the threads.
    let work: @Sendable (Int) -> Result

    /// How many pieces may be started beyond the last one handed back: room for a slow piece
    /// while the others go on.
    var lookAhead: Int { 4 * threads }

    /// Runs everything, calling `deliver` on this thread with each index and result, in order. When
    /// `deliver` throws (its output cannot be written), no new piece starts and the error is rethrown.
    func run(deliver: (Int, Result) throws -> Void) rethrows {
        let slots = Slots<Result>(count: count, lookAhead: lookAhead)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<min(threads, count) {
            let thread = Thread { [work] in
                while let index = slots.claim() {
                    slots.store(work(index), at: index)
                    finished.signal()
                }
            }
            // A tape's reading and playing is iterative, but a secondary thread's default stack is
            // small: the main thread's size, so that nothing behaves differently on a thread.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var next = 0
        while next < count {
            finished.wait()
            while next < count, let result = slots.take(next) {
                do {
                    try deliver(next, result)
                } catch {
                    slots.stopClaims()
                    throw error
                }
                next += 1
            }
        }
    }
}

/// The results as they come in, the next index to work on and the next to hand back, behind a lock.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Result?]
    private var nextToClaim = 0
    private var nextToTake = 0
    private let lookAhead: Int

    init(count: Int, lookAhead: Int) {
        results = Array(repeating: nil, count: count)
        self.lookAhead = lookAhead
    }

    /// The next index nobody works on yet, once it is within the look-ahead; nil when none is left.
    func claim() -> Int? {
        condition.withLock {
            while nextToClaim < results.count && nextToClaim >= nextToTake + lookAhead { condition.wait() }
            guard nextToClaim < results.count else { return nil }
            defer { nextToClaim += 1 }
            return nextToClaim
        }
    }

    /// Leaves every index not claimed yet unclaimed for ever: the threads end after their current piece.
    func stopClaims() {
        condition.withLock {
            nextToClaim = results.count
            condition.broadcast()
        }
    }

    func store(_ result: Result, at index: Int) {
        condition.withLock { results[index] = result }
    }

    /// The result at `index` (the next to hand back) once it is there, taken out.
    func take(_ index: Int) -> Result? {
        condition.withLock {
            guard let result = results[index] else { return nil }
            results[index] = nil
            nextToTake = index + 1
            condition.broadcast()
            return result
        }
    }
}
