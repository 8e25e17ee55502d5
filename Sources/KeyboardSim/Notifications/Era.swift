/// Which iOS generation the keyboard notifications follow (`--era`: its cases, in order).
public enum Era: Int, CaseIterable, Sendable {
    /// iPhone OS 3.
    case ios3 = 3
    /// iOS 5 to 10.
    case ios7 = 7
    /// iOS 11 to 14.
    case ios11 = 11
    /// iOS 15 and 16 (from 16.1 the notifications' object is the screen).
    case ios15 = 15
    /// iOS 17 and 18: the keyboard runs in its own process.
    case ios17 = 17
    /// iOS 26.
    case ios26 = 26

    /// The system's name in that era, as people said it: `iPhone OS 3` (the name until 4.0), `iOS 7`,
    /// `iOS 11`. The UI says it; `--era`, `Set Era` and transcripts keep the number.
    public var systemName: String {
        switch self {
        case .ios3: "iPhone OS 3"
        case .ios7, .ios11, .ios15, .ios17, .ios26: "iOS \(rawValue)"
        }
    }

    /// Whether the era posts keyboardWillChangeFrame / DidChangeFrame (iOS 5 on).
    public var postsFrameChanges: Bool { self != .ios3 }

    /// Whether userInfo has the frame begin/end keys (iPhone OS 3.2 on); before, only bounds and centres.
    public var hasFrameKeys: Bool { self != .ios3 }

    /// Whether focus moving to another field makes the keyboard, which stays, announce that it
    /// will hide — WillHide without DidHide — (before iOS 11: the reason for the guide's keyboardShown flag).
    public var announcesHideOnFieldSwitch: Bool { rawValue < Era.ios11.rawValue }

    /// Whether focus moving to another field posts the show notifications again even when the
    /// keyboard's frame does not change (before iOS 11).
    public var reannouncesShowOnFieldSwitch: Bool { rawValue < Era.ios11.rawValue }

    /// Whether a change of field between two accessory views that are different instances posts
    /// the whole show sequence again although the frame stays (iOS 11 on; before, every switch
    /// re-posts anyway).
    public var reannouncesShowForAnotherAccessory: Bool { rawValue >= Era.ios11.rawValue }

    /// Whether a show that leaves the frame where it is still posts WillChangeFrame and
    /// DidChangeFrame around WillShow / DidShow: from iOS 11, where only another accessory
    /// instance brings such a show, the whole sequence is re-posted; the re-shows of eras 3 and 7
    /// on every field switch have no frame change.
    public var postsFrameChangeOnReshow: Bool { rawValue >= Era.ios11.rawValue }

    /// Whether the notifications' `object` is the screen the keyboard is on (iOS 16.1 on; nil before).
    public var postsScreenAsObject: Bool { rawValue >= Era.ios15.rawValue }

    /// Whether the keyboard runs in its own process, so that its notifications reach the app a
    /// little after the focus change (iOS 17 on).
    public var keyboardRunsOutOfProcess: Bool { rawValue >= Era.ios17.rawValue }

    /// Whether a hide's frames carry the accessory view's height instead of the keyboard's when
    /// the field has an accessory (iOS 26).
    public var reportsAccessoryHeightOnHide: Bool { self == .ios26 }

    /// Whether a rotation with the keyboard up shows the new orientation's keyboard only once the
    /// rotation's transition has ended (iOS 15 on, as kbsim models today's iOS); before, at once.
    public var showsAfterRotationTransition: Bool { rawValue >= Era.ios15.rawValue }

    /// Whether views have a safe area (iOS 11 on): a scroll view lies under the bars and its
    /// `adjustedContentInset` counts the safe area; before, the bars end the scroll view.
    public var hasSafeArea: Bool { rawValue >= Era.ios11.rawValue }

    /// Whether scroll views have `keyboardDismissMode` (iOS 7 on; iPhone OS 3 had none).
    public var hasKeyboardDismissMode: Bool { self != .ios3 }

    /// Whether SwiftUI keeps views out of the keyboard's safe area (iOS 14, in era 11, and later).
    public var hasSwiftUIKeyboardSafeArea: Bool { rawValue >= Era.ios11.rawValue }

    /// Whether views have `keyboardLayoutGuide` (iOS 15 on).
    public var hasKeyboardLayoutGuide: Bool { rawValue >= Era.ios15.rawValue }

    /// Whether the keyboard layout guide has its iOS 17 properties, `usesBottomSafeArea` and
    /// `keyboardDismissPadding` (before, the guide always rests on the safe area and has no padding).
    public var hasLayoutGuideIOS17Properties: Bool { rawValue >= Era.ios17.rawValue }
}
