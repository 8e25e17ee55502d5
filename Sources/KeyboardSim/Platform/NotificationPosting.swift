/// Which keyboard notifications a platform posts, and what they carry, in one era: what
/// `Platform.posting(in:)` answers and the simulator's keyboard follows.
package struct NotificationPosting: Hashable, Sendable {
    /// keyboardWillChangeFrame / DidChangeFrame are posted around the show and hide pairs.
    package var postsFrameChanges: Bool
    /// userInfo has the frame begin/end keys (not only bounds and centres).
    package var hasFrameKeys: Bool
    /// Focus moving to another field announces a hide that never happens: WillHide without DidHide.
    package var announcesHideOnFieldSwitch: Bool
    /// Focus moving to another field posts the show notifications again though the frame stays.
    package var reannouncesShowOnFieldSwitch: Bool
    /// A switch between two accessory views that are different instances posts the show again.
    package var reannouncesShowForAnotherAccessory: Bool
    /// A show that leaves the frame where it is still posts WillChangeFrame and DidChangeFrame.
    package var postsFrameChangeOnReshow: Bool
    /// The notifications' `object` is the screen the keyboard is on (nil otherwise).
    package var postsScreenAsObject: Bool
    /// The keyboard runs in its own process: its notifications reach the app a little later.
    package var keyboardRunsOutOfProcess: Bool
    /// A hide's frames carry the accessory view's height when the field has an accessory.
    package var reportsAccessoryHeightOnHide: Bool
    /// A rotation with the keyboard up shows the new orientation's keyboard after the transition.
    package var showsAfterRotationTransition: Bool

    /// What iOS posts in `era` (the era's own account of it).
    package init(_ era: Era) {
        postsFrameChanges = era.postsFrameChanges
        hasFrameKeys = era.hasFrameKeys
        announcesHideOnFieldSwitch = era.announcesHideOnFieldSwitch
        reannouncesShowOnFieldSwitch = era.reannouncesShowOnFieldSwitch
        reannouncesShowForAnotherAccessory = era.reannouncesShowForAnotherAccessory
        postsFrameChangeOnReshow = era.postsFrameChangeOnReshow
        postsScreenAsObject = era.postsScreenAsObject
        keyboardRunsOutOfProcess = era.keyboardRunsOutOfProcess
        reportsAccessoryHeightOnHide = era.reportsAccessoryHeightOnHide
        showsAfterRotationTransition = era.showsAfterRotationTransition
    }
}
