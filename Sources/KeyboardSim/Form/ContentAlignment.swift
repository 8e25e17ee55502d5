/// Where the fields stand when they are shorter than the scroll view's safe area (`alignment:`
/// in a form): at its top, as a form scrolls, or centred or at its bottom, as in a full-screen
/// SwiftUI stack (`VStack { Spacer(); …; Spacer() }`), which moves when that area shrinks.
public enum ContentAlignment: String, CaseIterable, Hashable, Sendable {
    /// The first field at the top (every form until now).
    case top
    /// The fields centred between the safe area's top and bottom.
    case center
    /// The last field on the safe area's bottom.
    case bottom
}
