// Strategy `tableviewcontroller`: UIKit's own keyboard handling in UITableViewController. Apple,
// "Managing the Keyboard", iPhone OS 3 edition, the note under "Moving Content That Is Located
// Under the Keyboard": "As of iPhone OS 3.0, the UITableViewController class automatically resizes
// and repositions its table view when there is in-line editing of text fields." From iOS 6 the
// controller insets its table instead (the private _adjustForAutomaticKeyboardInfo:animated:
// lastAdjustment:, openradar 5016; a table inset by the keyboard's 216 pt on an iOS 6 iPhone).
// The method is private, so its arithmetic is kbsim's reading of those three facts: at
// keyboardWillShow and keyboardWillHide the adjustment is the keyboard's overlap with the table
// (from iOS 11 less the bottom safe area the table already insets for), it replaces the last
// adjustment in the bottom content and indicator insets (in the table's frame before iOS 6: era 3),
// and at a show the first responder's row is scrolled in (UITableViewScrollPositionNone), all with
// the keyboard's animation. It listens to nothing else: a keyboard that changes height without a
// new WillShow leaves the last adjustment in place.
// With pitfalls the app overrides viewWillAppear: without calling super, where the controller
// starts its keyboard handling (IQKeyboardManager #1202, confirmed by its reporter): nothing moves,
// and a library that turns itself off inside a UITableViewController does not help (#488, #1263).

/// The keyboard handling UITableViewController does by itself.
package struct TableViewControllerStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `tableviewcontroller`.
    package static let id = StrategyID(rawValue: "tableviewcontroller")
    /// What `kbsim strategies` says it does.
    package static let summary = "UIKit's own UITableViewController: at WillShow insets the table by the keyboard's overlap "
        + "(resizes it in iPhone OS 3) and scrolls the first responder's row in; WillHide takes the adjustment back."
    /// kbsim's own, as `kbsim strategies` groups it: UIKit is no library.
    package static let origin = StrategyOrigin.builtIn
    /// What the why panel says of its actions.
    package static let explanations: any StrategyExplanationCatalogue = TableViewControllerExplanations()
    /// The rows the controller last added (the `lastAdjustment` it takes back), 0 while none.
    private var lastAdjustment = 0
    /// Whether the app's viewWillAppear: skips super (`Set Pitfalls on`): the handling never starts.
    private var pitfallsOn = false
    /// Whether the skipped handling has been logged, once, at the first keyboardWillShow.
    private var loggedUnregistered = false

    /// Drops the app's call to super.viewWillAppear: (`on`), or puts it back.
    package mutating func setPitfalls(_ on: Bool) { pitfallsOn = on }

    /// Creates the controller's handling, as a table view controller that has just appeared.
    package init() {}

    /// keyboardWillShow and keyboardWillHide; nothing else reaches the controller's handling.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message,
              [.keyboardWillShow, .keyboardWillHide].contains(notification.name) else { return .nothing }
        let info = notification.userInfo
        let shows = notification.name == .keyboardWillShow
        guard !pitfallsOn else {
            guard shows, !loggedUnregistered else { return .nothing }
            loggedUnregistered = true
            return StrategyOutcome(StrategyAction(strategy: id, action: .keyboardHandlingNeverStarted, details: []))
        }
        let resizes = views.era == .ios3
        // The table as it was before the last adjustment: a second WillShow measures the whole table again.
        if resizes { views.scrollView.frame.size.height += lastAdjustment }
        let adjustment = shows ? overlap(of: info.endFrame, with: views) : 0
        if resizes {
            views.scrollView.frame.size.height = max(0, views.scrollView.frame.height - adjustment)
        } else {
            views.scrollView.contentInset.bottom += adjustment - lastAdjustment
            views.scrollView.scrollIndicatorInsets.bottom += adjustment - lastAdjustment
        }
        lastAdjustment = adjustment
        var details: [StrategyAction.Detail] = [.init("adjustment", .int(adjustment)), .init("resized", .bool(resizes))]
        if shows, let responder = views.firstResponder {
            let row = views.tableView?.indexPathForRow(at: responder.contentFrame.origin)
            let scrolled = row.map { views.scrollToRow(at: $0, at: .none) } ?? views.scrollView.scrollRectToVisible(responder.contentFrame)
            details += [.init("section", .int(row?.section ?? 0)), .init("row", .int(row?.row ?? 0)), .init("scrolled", .bool(scrolled))]
        }
        return StrategyOutcome(StrategyAction(strategy: id, action: shows ? .adjustForAutomaticKeyboardInfo : .undoAutomaticKeyboardAdjustment, details: details),
                               animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
    }

    /// The keyboard's rows over the table's frame, less what the table's adjusted inset already keeps clear at its bottom.
    private func overlap(of keyboard: Rect, with views: AppViews) -> Int {
        let table = views.convert(views.scrollView.frame, from: .view)
        let covered = max(0, table.maxY - max(keyboard.minY, table.minY))
        let alreadyKept = views.scrollView.adjustedContentInset.bottom - views.scrollView.contentInset.bottom
        return max(0, covered - alreadyKept)
    }
}

extension TableViewControllerStrategy {
    /// IQKeyboardManager #1202: viewWillAppear: overridden without super, so UITableViewController never handles the keyboard.
    package static let superViewWillAppearSkipped = Pitfall(rawValue: "superViewWillAppearSkipped")

    /// The skipped super call, when the keyboard covers the field because of it.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        step.actions(of: id).contains { $0.action.action == .keyboardHandlingNeverStarted } && step.coveredRows > 0
            ? [step.notice(Self.superViewWillAppearSkipped, id, [.init("coveredRows", .int(step.coveredRows))])] : []
    }
}

extension StrategyAction.Name {
    /// The keyboard came, and UITableViewController's handling, never started, did nothing.
    package static let keyboardHandlingNeverStarted = Self(rawValue: "keyboardHandlingNeverStarted")
    /// UITableViewController's adjustment for a keyboard that shows.
    package static let adjustForAutomaticKeyboardInfo = Self(rawValue: "adjustForAutomaticKeyboardInfo")
    /// UITableViewController taking its adjustment back as the keyboard hides.
    package static let undoAutomaticKeyboardAdjustment = Self(rawValue: "undoAutomaticKeyboardAdjustment")
}
