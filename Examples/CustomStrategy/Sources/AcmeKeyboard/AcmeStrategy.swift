import KeyboardSim

// Acme's keyboard handler, as the app's view controller has it, ported to kbsim. In the app:
//
//     @objc func keyboardWillChangeFrame(_ note: Notification) {
//         guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
//         let keyboard = view.convert(end, from: view.window)
//         let overlap = max(0, view.bounds.maxY - keyboard.minY)
//         let inset = max(0, overlap - view.safeAreaInsets.bottom)
//         UIView.animate(withDuration: duration, delay: 0, options: curve) {
//             self.scrollView.contentInset.bottom = inset
//             self.scrollView.verticalScrollIndicatorInsets.bottom = inset
//             if let field = self.activeField { self.scrollView.scrollRectToVisible(field.frame, animated: false) }
//         }
//     }
//     @objc func keyboardWillHide(_ note: Notification) { /* both insets back to 0, animated alike */ }
//
// The port keeps UIKit's words; what changes is that the views come in as `views` and the
// animation goes out in the outcome instead of a UIView.animate block.

/// Acme's handler: on keyboardWillChangeFrame the bottom inset becomes the keyboard's overlap with
/// the view, less the bottom safe area, animated with the keyboard, and the active field is
/// scrolled into view; keyboardWillHide puts the insets back.
public struct AcmeStrategy: AvoidanceStrategy {
    /// `--strategy acme`, `Set Strategy acme`.
    public static let id = StrategyID(rawValue: "acme")
    /// What `acme-kbsim strategies` says it does.
    public static let summary = "Acme's handler: insets by the keyboard's overlap less the bottom safe area on every frame change, "
        + "scrolls the field in; WillHide resets."
    /// The field being edited, from the text fields' delegate calls (`activeField` in the app).
    private var activeField = ActiveField()

    /// A handler that has just registered for the notifications.
    public init() {}

    /// keyboardWillChangeFrame insets and scrolls; keyboardWillHide resets; the delegate calls track the field.
    public mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        switch message {
        case .delegate(let call):
            activeField.follow(call)
            return .nothing
        case .notification(let note) where note.name == UIResponder.keyboardWillChangeFrameNotification:
            guard let end = note.userInfo[UIResponder.keyboardFrameEndUserInfoKey] else { return .nothing }
            let keyboard = views.convert(end, from: .screen, to: .view)
            let overlap = max(0, views.rootViewFrame.height - keyboard.minY)
            let inset = max(0, overlap - views.safeAreaInsets.bottom)
            views.scrollView.contentInset.bottom = inset
            views.scrollView.verticalScrollIndicatorInsets.bottom = inset
            if let field = activeField.frame { views.scrollView.scrollRectToVisible(field, animated: false) }
            return animated(.keyboardWillChangeFrame, inset: inset, like: note)
        case .notification(let note) where note.name == UIResponder.keyboardWillHideNotification:
            views.scrollView.contentInset.bottom = 0
            views.scrollView.verticalScrollIndicatorInsets.bottom = 0
            return animated(.keyboardWillHide, inset: 0, like: note)
        default:                                          // other notifications, the scroll view's calls, messages to come
            return .nothing
        }
    }

    /// The action logged as `name` with its inset, animated with `note`'s duration and curve.
    private func animated(_ name: StrategyAction.Name, inset: Int, like note: KeyboardNotification) -> StrategyOutcome {
        StrategyOutcome(StrategyAction(strategy: id, action: name, details: [.init("inset", .int(inset))]),
                        animationDuration: note.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey],
                        animationCurve: note.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey])
    }
}

extension StrategyAction.Name {
    /// Acme's handler of keyboardWillChangeFrame ran.
    public static let keyboardWillChangeFrame = Self(rawValue: "keyboardWillChangeFrame")
    /// Acme's handler of keyboardWillHide ran.
    public static let keyboardWillHide = Self(rawValue: "keyboardWillHide")
}
