import Foundation

/// Runs a piece of work per index on a fixed number of threads, and hands the results back in
/// index order — each as soon as it and every one before it are done — so that what is printed
/// is the same whatever finishes first.
struct OrderedParallelWork<Result: Sendable> {
    /// How many pieces there are.
    let count: Int
    /// How many run at once.
    let threads: Int
    /// The work for one index; it runs on any of the threads.
    let work: @Sendable (Int) -> Result

    /// Runs everything, calling `deliver` on this thread with each index and result, in order. When
    /// `deliver` throws (its output cannot be written), no new piece starts and the error is rethrown.
    func run(deliver: (Int, Result) throws -> Void) rethrows {
        let slots = Slots<Result>(count: count)
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

/// The results as they come in, and the next index to work on, behind a lock.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result?]
    private var nextToClaim = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next index nobody works on yet, if any.
    func claim() -> Int? {
        lock.withLock {
            guard nextToClaim < results.count else { return nil }
            defer { nextToClaim += 1 }
            return nextToClaim
        }
    }

    /// Leaves every index not claimed yet unclaimed for ever: the threads end after their current piece.
    func stopClaims() {
        lock.withLock { nextToClaim = results.count }
    }

    func store(_ result: Result, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The result at `index` once it is there, taken out.
    func take(_ index: Int) -> Result? {
        lock.withLock {
            defer { results[index] = nil }
            return results[index]
        }
    }
}
