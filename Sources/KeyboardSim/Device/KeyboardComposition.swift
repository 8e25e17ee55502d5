/// How a real iPhone's software keyboard adds up, in points (docs/explanation/ios-keyboard.md, "Keyboard
/// heights"): the QuickType (predictive) bar, the key area, and below the keys a strip for the
/// globe and dictation keys and the home indicator — one figure per orientation each.
///
/// iOS builds the frame from these parts, so kbsim does too rather than
/// looking totals up: the frame with the bar is bar + keys + strip, the one without is keys + strip.
package struct KeyboardComposition: Hashable, Sendable {
    /// One orientation's parts, in points.
    package struct Parts: Hashable, Sendable {
        /// The QuickType bar above the keys.
        package var predictionBar: Int
        /// The rows of keys.
        package var keys: Int
        /// Below the keys: the globe/dictation strip and the home-indicator area (0 on home-button phones).
        package var bottomStrip: Int

        /// The frame's height in points, with the QuickType bar or without it.
        package func height(withPredictionBar: Bool) -> Int {
            (withPredictionBar ? predictionBar : 0) + keys + bottomStrip
        }
    }

    /// Held upright.
    package var portrait: Parts
    /// Held sideways.
    package var landscape: Parts

    /// The parts in `orientation`.
    package func parts(_ orientation: Orientation) -> Parts {
        orientation == .portrait ? portrait : landscape
    }
}
