/// The iPhone's UIKit, era by era: what kbsim has always simulated (docs/explanation/ios-keyboard.md).
package struct UIKitPlatform: Platform {
    /// The iPhone's UIKit.
    package init() {}

    /// `uikit`.
    package var name: String { "uikit" }

    /// What iOS posts in `era`.
    package func posting(in era: Era) -> NotificationPosting { NotificationPosting(era) }

    /// UIKit's scroll of the first responder into the scroll view's unobscured area: the whole
    /// field, or the caret's row of a text view taller than that area.
    package func scrollIntoView(field index: Int, of app: inout AppState) { app.scrollToVisible(field: index) }

    /// The root view's safe area, from iOS 11 on unless the behaviour is `never`; before iOS 11
    /// there is no safe area.
    package func adjustInsets(of views: inout AppViews, era: Era, behavior: ContentInsetAdjustmentBehavior) {
        guard era.hasSafeArea, behavior == .automatic else {
            views.scrollView.safeArea = nil
            return
        }
        views.scrollView.safeArea = Rect(origin: .zero, size: views.rootViewFrame.size).inset(by: views.safeAreaInsets)
    }
}
