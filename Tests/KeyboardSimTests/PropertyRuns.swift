import Foundation

/// How many seeded sequences a property test plays: a fixed sample in `make test`, more under
/// `make soak` (`KBSIM_SOAK=1`), which has the time. The seeds are the same; the soak goes further.
enum PropertyRuns {
    /// Whether this run is the soak (`make soak`).
    static let isSoak = ProcessInfo.processInfo.environment["KBSIM_SOAK"] == "1"

    /// `sampled` sequences in `make test`, `soak` in `make soak`.
    static func sequences(sampled: Int, soak: Int) -> Int { isSoak ? soak : sampled }
}
