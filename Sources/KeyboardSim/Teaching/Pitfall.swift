/// A way a strategy's source goes wrong that kbsim catches as it happens: the techniques are
/// reproduced as written, so these are theirs, not the simulator's.
///
/// The name is open, as a strategy's is: a strategy declares the pitfalls only it has beside its
/// own code (a `static let` in its file) and explains them in its explanation catalogue
/// (`StrategyExplanationCatalogue.pitfallEntries`); `Expect pitfall NAME` knows every pitfall of
/// the strategies a catalogue holds. The ones below are those of kbsim's classic strategies.
public struct Pitfall: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name as transcripts print it and `Expect pitfall` reads it.
    public var rawValue: String
    /// A pitfall named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// `inset` or `extend` took the keyboard's height from frameBegin, and it is less than the
    /// keyboard now on screen (era 3 has no such entry; a keyboard that grew reports its old size).
    public static let heightFromFrameBegin = Pitfall(rawValue: "heightFromFrameBegin")
    /// `inset` tested only the field's top-left corner: the top row is clear, lower rows are covered.
    public static let originOnlyTest = Pitfall(rawValue: "originOnlyTest")
    /// `resize` without its keyboardShown guard shortened an already shortened scroll view.
    public static let shrinksTwice = Pitfall(rawValue: "shrinksTwice")
    /// `extend`'s offset field.y − height left the field under the keyboard.
    public static let offsetUnderKeyboard = Pitfall(rawValue: "offsetUnderKeyboard")
    /// `extend`'s offset field.y − height is outside the range the scroll view can scroll.
    public static let offsetPastContent = Pitfall(rawValue: "offsetPastContent")
    /// `slide`'s fixed keyboard height differs from the keyboard on screen, and the field is covered.
    public static let hardCodedKeyboardHeight = Pitfall(rawValue: "hardCodedKeyboardHeight")
    /// `slide` moves only for text fields: a text view under the keyboard stays there.
    public static let textViewNeverSlides = Pitfall(rawValue: "textViewNeverSlides")
    /// Before iOS 11 a change of field posts keyboardWillHide with no keyboardDidHide, and the
    /// strategy acts on (or waits for) a hide that never happens.
    public static let willHideWithoutDidHide = Pitfall(rawValue: "willHideWithoutDidHide")

    /// The classic strategies' pitfalls, in the order lists name them.
    public static let classic: [Pitfall] = [
        .heightFromFrameBegin, .originOnlyTest, .shrinksTwice, .offsetUnderKeyboard, .offsetPastContent,
        .hardCodedKeyboardHeight, .textViewNeverSlides, .willHideWithoutDidHide,
    ]
}
