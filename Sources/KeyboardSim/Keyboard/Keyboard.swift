/// The on-screen keyboard's state machine: hidden, sliding in, shown, sliding out; its plane,
/// Shift and the key drawn pressed. It decides the frames; the simulator decides which
/// notifications an era posts.
package struct Keyboard: Hashable, Sendable {
    /// How long an on-screen key stays highlighted after it is pressed.
    package static let keyHighlightDuration = 0.15
    /// Two taps on Shift closer than this lock the capitals.
    static let shiftDoubleTapInterval = 0.35

    /// Where the keyboard is heading.
    package enum Motion: Hashable, Sendable { case showing, hiding }

    /// The frame the keyboard rests at, nil while hidden; during an animation, its target.
    package private(set) var restingFrame: Rect?
    /// The slide under way, if any, and where it is heading.
    package private(set) var animation: KeyboardAnimation?
    /// How the keyboard is moving, if it is: sliding in, out, or changing frame.
    package private(set) var motion: Motion?
    /// Where a finger holds the keyboard during an interactive dismissal: it is drawn there, and
    /// UIKit posts nothing while it moves; nil when no finger holds it.
    package private(set) var heldFrame: Rect?
    /// The key plane on display.
    package var plane: KeyboardPlane = .letters
    /// The wheel of a picker input view that the arrow keys turn (a date picker's month, day or year).
    package var pickerWheel = 0
    /// Whether letters come out in upper case.
    package var shift: ShiftState = .off
    /// The field whose keyboard this is: it stays drawn while the keyboard slides away.
    package var owner: Int?
    /// The key drawn pressed, and until when.
    private var highlight: Flash?
    /// When Shift was last tapped: a second tap soon after locks the capitals.
    private var lastShiftTap: Double?

    /// The Shift key's three states.
    package enum ShiftState: Hashable, Sendable {
        /// Lower case.
        case off
        /// The next letter only (a tap on Shift, or autocapitalization).
        case on
        /// Every letter until Shift is tapped again (a double tap on Shift).
        case capsLock
    }

    /// A hidden keyboard.
    package init() {}

    /// Draws the key named `name` pressed for a moment from `now`.
    mutating func highlightKey(_ name: String, at now: Double) {
        highlight = Flash(text: name, until: now + Self.keyHighlightDuration)
    }

    /// The key drawn pressed at `now`, if any.
    func highlightedKeyName(at now: Double) -> String? {
        highlight?.text(at: now)
    }

    /// Shift: on, off; a second tap soon after the first locks the capitals; a tap unlocks them.
    mutating func tapShift(at now: Double) {
        let doubleTap = lastShiftTap.map { now - $0 < Self.shiftDoubleTapInterval } ?? false
        switch shift {
        case .off: shift = .on
        case .on: shift = doubleTap ? .capsLock : .off
        case .capsLock: shift = .off
        }
        lastShiftTap = now
    }

    /// The next moment after `now` at which the keyboard's picture changes by itself.
    func nextChangeTime(after now: Double) -> Double? {
        earliest(after: now, animation?.end, highlight?.until)
    }

    /// The frame at `time`, or nil when the keyboard is off screen and still.
    package func frame(at time: Double) -> Rect? {
        if let heldFrame { return heldFrame }
        if let animation { return animation.frame(at: time) }
        return restingFrame
    }

    /// Whether the keyboard is on screen or on its way there.
    package var isUp: Bool { motion == .showing || (motion == nil && restingFrame != nil) }
    /// Where the keyboard stands on screen or is sliding to, nil when it is off screen or leaving.
    package var shownFrame: Rect? { isUp ? restingFrame : nil }

    /// Starts sliding to `target` from wherever the keyboard is at `time` (from `offScreen`
    /// when it is hidden); returns the frame it starts from. A slide under way is abandoned where it is.
    package mutating func slide(to target: Rect, from offScreen: Rect, motion: Motion,
                               at time: Double, duration: Double) -> Rect {
        let begin = frame(at: time) ?? offScreen
        heldFrame = nil  // a finger that held the keyboard lets it go where it is
        animation = KeyboardAnimation(from: begin, to: target, start: time, duration: duration)
        self.motion = motion
        restingFrame = target
        return begin
    }

    /// A finger holds the shown keyboard with its top at row `top`: no lower than the screen's
    /// bottom `screenHeight`, no higher than where it rests. Returns the frame it is held at.
    @discardableResult
    mutating func hold(top: Int, screenHeight: Int) -> Rect? {
        guard animation == nil, let restingFrame else { return nil }
        var held = restingFrame
        held.origin.y = min(max(top, restingFrame.y), screenHeight)
        heldFrame = held
        return held
    }

    /// The finger lets go of a keyboard that it held where it rests: nothing moves, nothing is posted.
    mutating func letGo() {
        heldFrame = nil
    }

    /// Moves a slide away that is under way into another geometry (the screen changed size while
    /// the keyboard left): it now runs from `shown` to `hidden`, with its start and duration
    /// kept, so that it is as far along as it was and ends where the new screen hides it.
    mutating func retargetHide(from shown: Rect, to hidden: Rect) {
        guard motion == .hiding, let animation else { return }
        self.animation = KeyboardAnimation(from: shown, to: hidden, start: animation.start, duration: animation.duration)
        restingFrame = hidden
    }

    /// Ends the slide under way if it has arrived by `time`; returns the finished animation and how it moved.
    package mutating func finishSlide(by time: Double) -> (KeyboardAnimation, Motion)? {
        guard let animation, let motion, animation.end <= time else { return nil }
        self.animation = nil
        self.motion = nil
        if motion == .hiding { restingFrame = nil }
        return (animation, motion)
    }
}
