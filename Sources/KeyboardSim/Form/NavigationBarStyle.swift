/// The navigation bar over the form (`navigationBar:` in a form): none, UIKit's standard bar, or
/// one with a large title (`prefersLargeTitles`).
package enum NavigationBarStyle: String, CaseIterable, Hashable, Sendable {
    /// No bar: the form's title is a row of the view controller's own view, above the scroll view
    /// (kbsim's classic screen), which extends no safe area.
    case none
    /// A 44-point bar under the status bar with the title centred.
    case standard
    /// A bar with the title large and left-aligned below it (96 points); in landscape on a
    /// phone the bar is the standard (compact) one, as iOS shows no large title there.
    case large
}
