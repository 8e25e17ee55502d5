/// Which iOS generation the keyboard notifications follow (`--era 3|7|11`).
public enum Era: Int, CaseIterable, Sendable {
    /// iPhone OS 3.
    case ios3 = 3
    /// iOS 5 to 10.
    case ios7 = 7
    /// iOS 11 and later.
    case ios11 = 11

    /// The system's name in that era, as people said it: `iPhone OS 3` (the name until 4.0), `iOS 7`,
    /// `iOS 11`. The UI says it; `--era`, `Set Era` and transcripts keep the number.
    public var systemName: String {
        switch self {
        case .ios3: "iPhone OS 3"
        case .ios7, .ios11: "iOS \(rawValue)"
        }
    }

    /// Whether the era posts keyboardWillChangeFrame / DidChangeFrame (iOS 5 on).
    public var postsFrameChanges: Bool { self != .ios3 }

    /// Whether userInfo has the frame begin/end keys (iPhone OS 3.2 on); before, only bounds and centres.
    public var hasFrameKeys: Bool { self != .ios3 }

    /// Whether focus moving to another field makes the keyboard, which stays, announce that it
    /// will hide — WillHide without DidHide — (before iOS 11: the reason for the guide's keyboardShown flag).
    public var announcesHideOnFieldSwitch: Bool { self != .ios11 }

    /// Whether focus moving to another field posts the show notifications again even when the
    /// keyboard's frame does not change (before iOS 11).
    public var reannouncesShowOnFieldSwitch: Bool { self != .ios11 }
}
