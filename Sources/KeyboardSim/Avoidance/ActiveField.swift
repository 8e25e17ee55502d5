/// Listing 5-2's `activeField`, which every listing keeps the same way: set in
/// …DidBeginEditing:, cleared in …DidEndEditing:.
public struct ActiveField: Hashable, Sendable {
    /// The active field's frame in content coordinates (`activeField.frame`), nil when none.
    public private(set) var frame: Rect?

    /// No active field yet.
    public init() {}

    /// Follows a delegate call; other calls leave it as it is.
    public mutating func follow(_ call: DelegateCall) {
        switch call.method {
        case .textFieldDidBeginEditing, .textViewDidBeginEditing: frame = call.rect
        case .textFieldDidEndEditing, .textViewDidEndEditing: frame = nil
        case .textViewDidChange: if frame != nil { frame = call.rect }
        case .textFieldShouldBeginEditing, .textViewShouldBeginEditing, .textFieldShouldReturn,
             .textViewTextDidBeginEditing, .textViewTextDidEndEditing: break
        }
    }
}
