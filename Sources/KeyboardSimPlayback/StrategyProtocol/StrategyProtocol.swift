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
    /// The keys of the request's `views`, in the order sent.
    package static let viewKeys = ["rootViewFrame", "safeAreaInsets", "interfaceOrientation", "scrollView", "contentViewFrame", "textViewCaret",
                                   "firstResponder"]
    /// The keys of the request's `views.firstResponder` (null when no field is being edited), in the order sent.
    package static let firstResponderKeys = ["name", "kind", "frame", "contentFrame"]
    /// The keys of the request's `views.scrollView`, in the order sent.
    package static let scrollViewKeys = ["frame", "contentSize", "contentOffset", "contentInset", "scrollIndicatorInsets"]

    /// The keys a reply may hold, every one optional.
    package static let replyKeys = ["state", "views", "scrollRectToVisible", "animation", "log", "allow"]
    /// The keys of `views` a reply may change: the views a view controller owns. The others are
    /// UIKit's (the safe area, the orientation, the caret, the first responder) and read-only, as they are there.
    package static let writableViewKeys = ["rootViewFrame", "scrollView", "contentViewFrame"]
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
