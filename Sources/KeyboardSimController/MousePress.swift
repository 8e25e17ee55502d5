import KeyboardSim

/// The left button held down on the phone: it becomes a drag when the pointer moves; a press on
/// the background waits for its release to be a tap, since on a phone a touch that moves scrolls
/// instead of tapping (and a tap on the background would resign the first responder at once).
struct MousePress: Hashable, Sendable {
    /// Where the button went down, in simulated-screen cells.
    let start: Point
    /// Where the pointer is now, in simulated-screen cells.
    var pointer: Point
    /// Whether the pointer has moved: the press is a drag.
    var isDragging = false
    /// Whether the press's tap waits for the release (a press on the background).
    var tapsOnRelease: Bool

    /// A press just down at `start`.
    init(at start: Point, tapsOnRelease: Bool) {
        self.start = start
        pointer = start
        self.tapsOnRelease = tapsOnRelease
    }
}
