// Strategies `iqkeyboardmanager` and `iqkeyboardmanager-6`: IQKeyboardManager (hackiftekhar), the
// library most UIKit apps drop in, as written — version 8 at a55dbfc9 (with IQKeyboardNotification
// and IQTextInputViewNotification, its event packages) and version 6.5.16 where it differed
// (issue 27's library specification, §1, checked against the source).
// Retold in kbsim's words, in rows: the 10 pt `keyboardDistance` is `views.rows(points: 10)`.
//
// The model. IQ's "root controller view" is the app's root view (`AppViews.rootViewFrame`): IQ
// moves its frame's origin, inside the keyboard's own animation (the latest notification's
// duration and curve). Its window is the screen, the root view at its begin origin. Its nearest
// scroll view is the form's. Its layout guides (the navigation bar's maxY, and the root view's
// `directionalLayoutMargins`) are read from `views.safeAreaInsets` — a UIKit root view's margins
// include its safe area (M) — and stay as laid out when the view moves (kbsim keeps the safe area
// of the root view as laid out; UIKit would shrink it once the view leaves the home indicator).
// A kbsim text view is a scroll-enabled UITextView (UIKit's default).
//
// Pitfalls kept (the library's own arithmetic, as written): the gap under the field is
// keyboardDistance + the root view's bottom safe area + its bottom layout margin, not
// keyboardDistance (#2011); the scroll view's bottom inset counts keyboardDistance and the safe
// area too, leaving a band under the content's end (#441); the offset is never restored and its
// clamp on hide ignores the insets. The guard IQKeyboardNotification added later (1.0.6, for
// #2124: a hide reports height 0 whatever iOS 26 puts in its frame) is dropped with `setPitfalls(true)`.

/// IQKeyboardManager 8: de-duplicated keyboard events move the nearest scroll view's offset, then
/// the root view's frame origin, so the field ends keyboardDistance above the keyboard's top.
package struct IQKeyboardManagerStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `iqkeyboardmanager`.
    package static let id = StrategyID.iqKeyboardManager
    /// One line for `kbsim strategies`.
    package static let summary = "IQKeyboardManager 8: scrolls the nearest scroll view, then moves the root view's frame origin, "
        + "leaving keyboardDistance (10 pt) plus the bottom safe area and margin above the keyboard; restores the origin on hide"
    /// `keyboardDistance`'s default, in points.
    package static let keyboardDistancePoints = 10

    /// The library's generation: what it observes and how it measures.
    enum Version: Hashable, Sendable {
        /// 8 (a55dbfc9): all six notifications, de-duplicated; the floating-keyboard test; trunc.
        case v8
        /// 6.5.16: WillShow and WillHide only; the raw frame ∩ the window; no trunc.
        case v6
    }

    /// The IQActiveConfiguration event a change of keyboard height or field becomes.
    enum Event: Hashable, Sendable { case hide, show, change }

    /// What IQRootControllerConfiguration captured when it was made.
    struct RootConfiguration: Hashable, Sendable {
        /// `beginOrigin`: the root view's origin before any move.
        var beginOrigin: Point
        /// `beginSafeAreaInsets.bottom`, counted into the keyboard's size (§1.4 B).
        var beginSafeAreaBottom: Int
        /// `beginOrientation`.
        var beginOrientation: Orientation

        /// What IQRootControllerConfiguration's init reads from the root view now.
        init(capturing views: AppViews) {
            beginOrigin = views.rootViewFrame.origin
            beginSafeAreaBottom = views.safeAreaInsets.bottom
            beginOrientation = views.interfaceOrientation
        }
    }

    /// What IQScrollViewConfiguration recorded when the scroll view was adopted.
    struct ScrollConfiguration: Hashable, Sendable {
        var contentOffset: Point
        var contentInset: EdgeInsets
        var indicatorInsets: EdgeInsets
    }

    /// The field being edited (IQTextInputViewNotification's `textInputView`), from begin-editing
    /// until end-editing.
    struct TextInput: Hashable, Sendable {
        var frame: Rect
        var isTextView: Bool
    }

    /// The keyboard as IQKeyboardInfo holds it: the normalized end frame and the animation.
    struct KeyboardInfo: Hashable, Sendable {
        var name: KeyboardNotification.Name
        var endFrame: Rect
        var duration: Double
        var curve: Int
        var isVisible: Bool { endFrame.height > 0 }
    }

    private let version: Version
    let name: StrategyID
    /// Whether the guard of IQKeyboardNotification 1.0.6 (hides report height 0) is dropped.
    private var pitfallsOn = false
    private var textInput: TextInput?
    /// The last notification IQKeyboardNotification kept, and the one before (`oldKeyboardInfo`).
    private var keyboardInfo: KeyboardInfo?
    private var lastEvent = Event.hide
    private var rootConfiguration: RootConfiguration?
    private var scrollConfiguration: ScrollConfiguration?
    /// v6: `keyboardShowing`, and the end frame its WillShow compares with.
    private var keyboardShowing = false

    /// Creates the strategy: version 8.
    package init() { self.init(version: .v8, name: Self.id) }

    /// The strategy as `version` of the library, logging under `name`.
    init(version: Version, name: StrategyID) {
        self.version = version
        self.name = name
    }

    /// Drops IQKeyboardNotification's iOS 26 guard (a hide is height 0) with `on`, as before 1.0.6.
    package mutating func setPitfalls(_ on: Bool) { pitfallsOn = on }

    /// Keyboard notifications and begin-editing calls; everything else is ignored.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        switch (message, version) {
        case (.delegate(let call), _):
            // End-editing only forgets the field (IQTextInputViewNotification); nothing reacts to it.
            if call.method.endsEditing { textInput = nil }
            guard call.method.beginsEditing else { return .nothing }
            textInput = TextInput(frame: call.rect, isTextView: call.method == .textViewDidBeginEditing)
            return version == .v8 ? beginEditing8(views: &views) : beginEditing6(views: &views)
        case (.notification(let notification), .v8):
            return keyboard8(notification, views: &views)
        case (.notification(let notification), .v6):
            return keyboard6(notification, views: &views)
        case (.scrollView, _):
            return .nothing
        }
    }

    // MARK: Version 8's events (IQActiveConfiguration)

    /// updateRootController, then sendEvent.
    private mutating func beginEditing8(views: inout AppViews) -> StrategyOutcome {
        updateRootController(views: views)
        return outcome(sendEvent(views: &views))
    }

    /// IQKeyboardNotification keeps a notification only if its (event, end frame) is new;
    /// IQActiveConfiguration acts only if its height differs from the previous one's.
    private mutating func keyboard8(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        let info = normalized(notification, views: views)
        let old = keyboardInfo
        guard old?.name != info.name || old?.endFrame != info.endFrame else { return .nothing }
        keyboardInfo = info
        guard (old?.endFrame.height ?? 0) != info.endFrame.height else { return .nothing }
        if textInput != nil, info.isVisible {
            // A new configuration when there is none, or when the phone turned between portrait
            // and landscape: it captures the origin as it is now, displaced or not (§1.12).
            updateRootController(views: views)
        }
        var actions = sendEvent(views: &views)
        if !info.isVisible { actions += dropRootConfiguration(views: &views) }
        return outcome(actions)
    }

    /// IQKeyboardInfo's frame: screen coordinates; a keyboard narrower than the screen that does
    /// not reach its bottom floats (height 0), any other covers from its top to the screen's bottom.
    private func normalized(_ notification: KeyboardNotification, views: AppViews) -> KeyboardInfo {
        let screen = Rect(origin: .zero, size: views.rootViewFrame.size)
        let raw = notification.userInfo.frameEnd ?? Rect(x: 0, y: screen.height, width: screen.width, height: 0)
        var height = raw.width < screen.width && raw.maxY < screen.height ? 0 : max(screen.height - raw.minY, 0)
        // IQKeyboardNotification 1.0.6 (#2124): iOS 26 reports an accessory's height in a hide.
        // Earlier iOS put the hide's frame below the screen, where the height is 0 anyway.
        let hides = notification.name == .keyboardWillHide || notification.name == .keyboardDidHide
        if hides && !pitfallsOn { height = 0 }
        let duration = notification.userInfo.duration == 0 ? 0.25 : notification.userInfo.duration
        return KeyboardInfo(name: notification.name, endFrame: Rect(x: raw.x, y: screen.height - height, width: raw.width, height: height),
                            duration: duration, curve: notification.userInfo.curve)
    }

    /// A root configuration for the field's controller; one for the same window and orientation
    /// is kept as it is, with its origin (§1.3.3).
    private mutating func updateRootController(views: AppViews) {
        if let current = rootConfiguration, current.beginOrientation == views.interfaceOrientation { return }
        rootConfiguration = RootConfiguration(capturing: views)
    }

    /// The configuration dropped, its origin put back first if the view was moved; logged when
    /// it moved, or `always` (a hide in another orientation, which restores nothing else).
    private mutating func dropRootConfiguration(views: inout AppViews, always: Bool = false) -> [StrategyAction] {
        defer { rootConfiguration = nil }
        guard let configuration = rootConfiguration else { return [] }
        let moved = views.rootViewFrame.origin != configuration.beginOrigin
        guard moved || always else { return [] }
        views.rootViewFrame.origin = configuration.beginOrigin
        return [StrategyAction(strategy: name, action: .restoreOrigin, details: [
            .init("origin", .int(configuration.beginOrigin.y)), .init("moved", .bool(moved)),
            .init("inset", .int(views.scrollView.contentInset.bottom)),
        ])]
    }

    /// `.show` after a hide, `.change` otherwise, while the keyboard has a height; `.hide` when
    /// it has none — unless the phone turned since the configuration was made: then only the origin goes back.
    private mutating func sendEvent(views: inout AppViews) -> [StrategyAction] {
        guard let configuration = rootConfiguration, let info = keyboardInfo else { return [] }
        if info.isVisible {
            lastEvent = lastEvent == .hide ? .show : .change
            if textInput != nil { return [adjustPosition(views: &views, info: info, event: lastEvent)] }
            // adjustPosition returns at once without a field; logged, since a hide that
            // reports a height ends up here (#2124).
            return [StrategyAction(strategy: name, action: .changeWithoutField, details: [
                .init("keyboard", .int(info.endFrame.height)),
                .init("hide", .bool(info.name == .keyboardWillHide || info.name == .keyboardDidHide)),
                .init("inset", .int(views.scrollView.contentInset.bottom)),
            ])]
        }
        guard lastEvent != .hide else { return [] }
        if configuration.beginOrientation == views.interfaceOrientation {
            lastEvent = .hide
            defer { rootConfiguration = nil }
            return [restorePosition(views: &views)]
        }
        return dropRootConfiguration(views: &views, always: true)
    }

    // MARK: Version 6's events

    /// textFieldViewDidBeginEditing: captures the root view's origin if nothing has yet, and
    /// adjusts only when the keyboard is already showing.
    private mutating func beginEditing6(views: inout AppViews) -> StrategyOutcome {
        captureRootIfNeeded6(views: views)
        guard keyboardShowing, let info = keyboardInfo else { return .nothing }
        return outcome([adjustPosition(views: &views, info: info, event: .change)])
    }

    /// keyboardWillShow adjusts when its end frame is new; keyboardWillHide restores; the others
    /// are not observed.
    private mutating func keyboard6(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        let raw = notification.userInfo.frameEnd ?? .zero
        let info = KeyboardInfo(name: notification.name, endFrame: raw, duration: notification.userInfo.duration,
                                curve: AnimationCurve.easeInOut.rawValue)
        switch notification.name {
        case .keyboardWillShow:
            let isNew = keyboardInfo?.endFrame != raw
            keyboardShowing = true
            keyboardInfo = info
            guard isNew, textInput != nil else { return .nothing }
            captureRootIfNeeded6(views: views)
            return outcome([adjustPosition(views: &views, info: info, event: .show)])
        case .keyboardWillHide:
            keyboardShowing = false
            keyboardInfo = nil
            guard rootConfiguration != nil else { return .nothing }
            let action = restorePosition(views: &views)
            rootConfiguration = nil
            return StrategyOutcome(action, animationDuration: notification.userInfo.duration)
        default:
            return .nothing
        }
    }

    private mutating func captureRootIfNeeded6(views: AppViews) {
        guard rootConfiguration == nil else { return }
        rootConfiguration = RootConfiguration(capturing: views)
    }

    // MARK: The geometry (IQKeyboardManager+Position)

    /// adjustPosition: the keyboard's size grown by keyboardDistance and the begin safe area, how
    /// far the field must go up, the scroll view's offset and inset, then the root view's origin.
    private mutating func adjustPosition(views: inout AppViews, info: KeyboardInfo, event: Event) -> StrategyAction {
        let configuration = rootConfiguration!
        let field = textInput!
        let window = Rect(origin: .zero, size: views.rootViewFrame.size)
        let distance = views.rows(points: Self.keyboardDistancePoints)
        // v8's frame is already normalized; v6 takes the raw frame ∩ the window.
        let keyboard = version == .v8 ? info.endFrame : info.endFrame.intersection(window)
        let originalHeight = keyboard.isEmpty ? 0 : keyboard.height
        let raised = Rect(x: keyboard.x, y: keyboard.y - distance - configuration.beginSafeAreaBottom, width: keyboard.width,
                          height: keyboard.height + distance + configuration.beginSafeAreaBottom)
        let covered = raised.intersection(window)
        let kbSize = covered.isEmpty ? 0 : covered.height
        let visibleHeight = window.height - kbSize
        let guideTop = views.safeAreaInsets.top
        let guideBottom = field.isTextView ? 0 : views.safeAreaInsets.bottom
        let fieldInWindow = views.convert(field.frame, from: .scrollView)
        let topMovement = fieldInWindow.minY - guideTop
        let bottomMovement = fieldInWindow.maxY - visibleHeight + guideBottom
        var moveUp = min(topMovement, bottomMovement)
        let wanted = moveUp

        // setupActiveScrollViewConfiguration: the form's scroll view, recorded when adopted.
        if scrollConfiguration == nil {
            scrollConfiguration = ScrollConfiguration(contentOffset: views.scrollView.contentOffset, contentInset: views.scrollView.contentInset,
                                                      indicatorInsets: views.scrollView.scrollIndicatorInsets)
        }
        moveUp = adjustScrollViewContentOffset(views: &views, moveUp: moveUp, field: field, fieldInWindow: fieldInWindow, guideTop: guideTop)
        let inset = adjustScrollViewContentInset(views: &views, kbSize: kbSize, distance: distance, rootSafeBottom: configuration.beginSafeAreaBottom)
        let origin = adjustRootController(views: &views, moveUp: moveUp, originalHeight: originalHeight, beginOrigin: configuration.beginOrigin)
        return StrategyAction(strategy: name, action: .adjustPosition, details: [
            .init("show", .bool(event == .show)), .init("keyboard", .int(originalHeight)), .init("distance", .int(distance)),
            .init("safeAreaBottom", .int(configuration.beginSafeAreaBottom)), .init("kbSize", .int(kbSize)),
            .init("guideBottom", .int(guideBottom)), .init("moveUp", .int(wanted)),
            .init("offset", .int(views.scrollView.contentOffset.y)), .init("inset", .int(inset)), .init("origin", .int(origin)),
            .init("gap", .int(keyboard.minY - views.convert(field.frame, from: .scrollView).maxY)),
        ])
    }

    /// adjustScrollViewContentOffsets for the one scroll view: it absorbs what it can (never
    /// clamped to its largest offset) and hands the rest back for the root view.
    private func adjustScrollViewContentOffset(views: inout AppViews, moveUp: Int, field: TextInput, fieldInWindow: Rect,
                                                guideTop: Int) -> Int {
        var moveUp = moveUp
        let offset = views.scrollView.contentOffset.y
        if moveUp > 0 {
            guard moveUp > -offset - views.scrollView.contentInset.top else { return 0 }
        } else {
            // Moving down: only to bring a field hidden under the navigation bar back.
            guard fieldInWindow.minY < guideTop else { return 0 }
            moveUp = min(0, fieldInWindow.minY - guideTop)
        }
        var suggested = offset - min(offset, -moveUp)
        suggested = min(suggested, field.frame.minY)
        if field.isTextView && suggested >= 0 {
            // A scrollable text view's top stays at the guide, and the root view does not move.
            suggested = min(suggested, offset + (fieldInWindow.minY - guideTop))
            moveUp = 0
        } else {
            moveUp -= suggested - offset
        }
        views.scrollView.contentOffset.y = suggested
        return moveUp
    }

    /// adjustScrollViewContentInset: the bottom inset reaches the grown keyboard's top —
    /// keyboardDistance and the root view's safe area included — less the scroll view's own safe bottom.
    private func adjustScrollViewContentInset(views: inout AppViews, kbSize: Int, distance: Int, rootSafeBottom: Int) -> Int {
        let start = scrollConfiguration!
        let scrollViewInWindow = views.convert(Rect(origin: .zero, size: views.scrollView.frame.size), from: .view)
            .offsetBy(dx: views.scrollView.frame.x, dy: views.scrollView.frame.y)
        let gapBelow = views.rootViewFrame.height - scrollViewInWindow.maxY
        let bottomInset = kbSize - gapBelow
        let indicatorBottom = bottomInset - (distance + rootSafeBottom)
        let safeBottom = views.scrollView.safeAreaBottomAdjustment
        let inset = max(start.contentInset.bottom, bottomInset) - safeBottom
        views.scrollView.contentInset.bottom = inset
        views.scrollView.scrollIndicatorInsets.bottom = max(start.indicatorInsets.bottom, indicatorBottom) - safeBottom
        return inset
    }

    /// adjustRootController: up by what is left, never more than the keyboard's height; down
    /// only while moved up, never past the begin origin.
    private func adjustRootController(views: inout AppViews, moveUp: Int, originalHeight: Int, beginOrigin: Point) -> Int {
        var y = views.rootViewFrame.y
        if moveUp >= 0 {
            y = max(y - moveUp, min(0, -originalHeight))
        } else if y - beginOrigin.y <= 0 {
            y -= max(moveUp, y - beginOrigin.y)
        }
        views.rootViewFrame.origin.y = y
        return y
    }

    /// restorePosition: the origin back to where it began; the scroll view's insets back (not
    /// its offset: `restoreContentOffset` is off), then its offset clamped as if it had no insets.
    private mutating func restorePosition(views: inout AppViews) -> StrategyAction {
        if let configuration = rootConfiguration { views.rootViewFrame.origin = configuration.beginOrigin }
        var clamped = false
        if let start = scrollConfiguration {
            views.scrollView.contentInset = start.contentInset
            views.scrollView.scrollIndicatorInsets = start.indicatorInsets
            let limit = max(views.scrollView.contentSize.height, views.scrollView.frame.height) - views.scrollView.frame.height
            if views.scrollView.contentOffset.y > limit {
                views.scrollView.contentOffset.y = limit
                clamped = true
            }
        }
        scrollConfiguration = nil
        return StrategyAction(strategy: name, action: .restorePosition, details: [
            .init("origin", .int(views.rootViewFrame.y)), .init("inset", .int(views.scrollView.contentInset.bottom)),
            .init("offset", .int(views.scrollView.contentOffset.y)), .init("clamped", .bool(clamped)),
        ])
    }

    /// The actions, moving with the keyboard's latest animation (v6: UIView's ease-in-out, the
    /// curve not shifted into the options' bits).
    private func outcome(_ actions: [StrategyAction]) -> StrategyOutcome {
        guard !actions.isEmpty else { return .nothing }
        let info = keyboardInfo
        return StrategyOutcome(actions: actions, animationDuration: info?.duration ?? 0.25,
                               animationCurve: version == .v8 ? AnimationCurve(rawValue: info?.curve ?? AnimationCurve.easeOut.rawValue) : .easeInOut)
    }
}

extension StrategyID {
    /// IQKeyboardManager 8 (`IQKeyboardManagerStrategy`).
    package static let iqKeyboardManager = StrategyID(rawValue: "iqkeyboardmanager")
    /// IQKeyboardManager 6.5.16 (`IQKeyboardManager6Strategy`).
    package static let iqKeyboardManager6 = StrategyID(rawValue: "iqkeyboardmanager-6")
}

extension StrategyAction.Name {
    /// IQKeyboardManager's adjustPosition: offset, inset, root origin.
    package static let adjustPosition = Self(rawValue: "adjustPosition")
    /// IQKeyboardManager's restorePosition on `.hide`.
    package static let restorePosition = Self(rawValue: "restorePosition")
    /// IQKeyboardManager's root configuration dropped, its origin put back, with no `.hide`.
    package static let restoreOrigin = Self(rawValue: "restoreOrigin")
    /// IQKeyboardManager's `.show`/`.change` with no field being edited: nothing adjusted.
    package static let changeWithoutField = Self(rawValue: "changeWithoutField")
}
