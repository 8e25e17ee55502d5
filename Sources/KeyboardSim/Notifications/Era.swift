/// Which iOS generation the keyboard notifications follow (`--era 3|7|11`).
public enum Era: Int, CaseIterable, Sendable {
    /// iPhone OS 3.
    case ios3 = 3
    /// iOS 5 to 10.
    case ios7 = 7
    /// iOS 11 and later.
    case ios11 = 11

    /// Whether the era posts keyboardWillChangeFrame / DidChangeFrame (iOS 5 on).
    public var postsFrameChanges: Bool { self != .ios3 }

    /// Whether userInfo has the frame begin/end keys (iPhone OS 3.2 on); before, only bounds and centres.
    public var hasFrameKeys: Bool { self != .ios3 }
}
