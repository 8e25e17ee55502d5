/// A way a strategy's source goes wrong that kbsim catches as it happens: the techniques are
/// reproduced as written, so these are theirs, not the simulator's.
public enum Pitfall: String, CaseIterable, Hashable, Sendable {
    /// `inset` or `extend` took the keyboard's height from frameBegin, and it is less than the
    /// keyboard now on screen (era 3 has no such entry; a keyboard that grew reports its old size).
    case heightFromFrameBegin
    /// `inset` tested only the field's top-left corner: the top row is clear, lower rows are covered.
    case originOnlyTest
    /// `resize` without its keyboardShown guard shortened an already shortened scroll view.
    case shrinksTwice
    /// `extend`'s offset field.y − height left the field under the keyboard.
    case offsetUnderKeyboard
    /// `extend`'s offset field.y − height is outside the range the scroll view can scroll.
    case offsetPastContent
    /// `slide`'s fixed keyboard height differs from the keyboard on screen, and the field is covered.
    case hardCodedKeyboardHeight
    /// `slide` moves only for text fields: a text view under the keyboard stays there.
    case textViewNeverSlides
    /// Before iOS 11 a change of field posts keyboardWillHide with no keyboardDidHide, and the
    /// strategy acts on (or waits for) a hide that never happens.
    case willHideWithoutDidHide
}
