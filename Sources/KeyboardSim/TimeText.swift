/// Virtual times as people read them in logs and transcripts.
package enum TimeText {
    /// Seconds with three decimals, as `0.250`.
    package static func seconds(_ value: Double) -> String {
        // Whole milliseconds must fit in an Int; beyond that (no tape gets there) print it plainly.
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return DecimalText.fixed(Int((value * 1000).rounded()), decimals: 3)
    }
}
