/// Fixed-point numbers as logs, transcripts and casts write them: a whole count of small units
/// (milliseconds, microseconds) with a fixed number of decimals, never an exponent.
package enum DecimalText {
    /// `units` of 10^-`decimals` as a decimal: `fixed(250, decimals: 3)` is `0.250`; with
    /// `trimmingZeros`, the zeros ending the fraction go, all but its first digit (`0.25`, `1.0`).
    package static func fixed(_ units: Int, decimals: Int, trimmingZeros: Bool = false) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let sign = units < 0 ? "-" : ""
        var fraction = String(units.magnitude % UInt(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        if trimmingZeros {
            while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        }
        return "\(sign)\(units.magnitude / UInt(scale)).\(fraction)"
    }
}
