/// What the phone's system does by itself, apart from the app and its strategy: how it posts the
/// keyboard's notifications in an era, how it scrolls a new first responder into view, and which
/// safe area a scroll view's `adjustedContentInset` counts. The iPhone's UIKit is `UIKitPlatform`;
/// an iPad, or Android's IME insets, is another implementation the simulator is given through
/// `SessionConfiguration.platform`, not edits across the core.
package protocol Platform: Sendable {
    /// The platform's name, as a configuration tells one platform from another.
    var name: String { get }
    /// Which notifications a keyboard move posts in `era`, and what they carry.
    func posting(in era: Era) -> NotificationPosting
    /// Scrolls field `index`, the new (or growing, or turned) first responder, into the app's
    /// scroll view, as the system does with no call to the app.
    func scrollIntoView(field index: Int, of app: inout AppState)
    /// Gives the scroll view the safe area its `adjustedContentInset` counts, in `era`, under the
    /// form's `behavior`.
    func adjustInsets(of views: inout AppViews, era: Era, behavior: ContentInsetAdjustmentBehavior)
}
