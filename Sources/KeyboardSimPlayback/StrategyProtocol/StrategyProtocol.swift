import KeyboardSim

/// The strategy protocol `kbsim-strategy/1` (docs/reference/strategy-protocol.md): kbsim sends a handler one
/// JSON line per message and reads one line back. The keys of both directions are named here
/// once; the request, the reply and the test that holds docs/reference/kbsim-strategy-1.schema.json to them
/// read these lists.
package enum StrategyProtocol {
    /// The protocol's name and version, as the documents and the schema give it.
    package static let version = "kbsim-strategy/1"
    /// The prefix of a strategy's name that runs a handler: `exec:COMMAND`.
    package static let prefix = "exec:"

    /// The keys of a request, in the order sent.
    package static let requestKeys = ["message", "views", "state"]
    /// The keys of the request's `views`, in the order sent: every `AppViews` property, and what it
    /// works out that a Swift strategy reads (`computedViewKeys`).
    package static let viewKeys = ["rootViewFrame", "safeAreaInsets", "interfaceOrientation", "scrollView", "contentViewFrame", "textViewCaret",
                                   "firstResponder", "footerFrame", "inputBarFrame", "era", "device", "pointScale", "screenBounds", "contentAlignment",
                                   "contentAlignmentOffset", "ignoresSafeArea", "keyboardLayoutGuide", "tableView"]
    /// The keys of `views` that are not `AppViews` properties but what it works out from them.
    package static let computedViewKeys = ["contentAlignmentOffset"]
    /// The keys of `views` that are `ScrollView` properties, sent once, beside the other app-wide settings.
    package static let scrollViewPropertiesInViews = ["contentAlignment"]
    /// The keys of the request's `views.tableView` (null for a form that is no table), and of each of its sections.
    package static let tableViewKeys = ["sections"]
    /// The keys of each section of `views.tableView.sections`, in the order sent.
    package static let tableSectionKeys = ["headerFrame", "rowFrames"]
    /// The keys of a reply's `scrollToRow`: the row's index path, where it comes to stand, and whether it animates.
    package static let scrollToRowKeys = ["section", "row", "position", "animated"]
    /// The keys of the request's `views.pointScale`.
    package static let pointScaleKeys = ["points", "cells"]
    /// The keys of the request's `views.keyboardLayoutGuide`.
    package static let keyboardLayoutGuideKeys = ["usesBottomSafeArea", "keyboardDismissPadding"]
    /// The keys of the request's `views.firstResponder` (null when no field is being edited), in the order sent.
    package static let firstResponderKeys = ["name", "kind", "frame", "contentFrame"]
    /// The keys of the request's `views.scrollView`, in the order sent: every `ScrollView` property and
    /// `adjustedContentInset`, which it works out.
    package static let scrollViewKeys = ["frame", "contentSize", "contentOffset", "contentInset", "scrollIndicatorInsets",
                                         "adjustedContentInset", "safeArea"]
    /// The keys of `views.scrollView` that are not `ScrollView` properties but what it works out from them.
    package static let computedScrollViewKeys = ["adjustedContentInset"]
    /// The keys of `views.scrollView` a reply may change; the others are UIKit's.
    package static let writableScrollViewKeys = ["frame", "contentSize", "contentOffset", "contentInset", "scrollIndicatorInsets"]

    /// The keys a reply may hold, every one optional.
    package static let replyKeys = ["state", "views", "scrollRectToVisible", "setContentOffset", "animation", "log", "allow", "defer",
                                    "endEditing", "becomeFirstResponder", "scrollToRow"]
    /// The keys of a reply's `setContentOffset`: the offset's `x` and `y`, and whether it animates.
    package static let setContentOffsetKeys = ["x", "y", "animated"]
    /// How long `setContentOffset` with `animated: true` takes when the reply asks no `animation`: UIKit's scroll animation.
    package static let scrollAnimationDuration = 0.3
    /// The keys of `views` a reply may change: the views a view controller owns. The others are
    /// UIKit's (the safe area, the orientation, the caret, the first responder, the device) or the
    /// form's, and read-only, as they are there.
    package static let writableViewKeys = ["rootViewFrame", "scrollView", "contentViewFrame", "footerFrame", "inputBarFrame"]
    /// The keys of an entry of a reply's `defer`.
    package static let deferKeys = ["after", "token"]
    /// The `event` of the message that hands a handler back its deferred work.
    package static let deferredEvent = "deferred"
    /// The keys of a reply's `animation`.
    package static let animationKeys = ["duration", "curve"]
    /// The keys of an entry of a reply's `log`.
    package static let logEntryKeys = ["action", "details"]

    /// The keys of a rect (R), in the order sent.
    package static let rectKeys = ["x", "y", "width", "height"]
    /// The keys of a size (`contentSize`), in the order sent.
    package static let sizeKeys = ["width", "height"]
    /// The keys of a point (`contentOffset`), in the order sent.
    package static let pointKeys = ["x", "y"]
    /// The keys of insets (I), in the order sent.
    package static let insetKeys = ["top", "left", "bottom", "right"]
}
