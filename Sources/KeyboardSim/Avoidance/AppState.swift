/// The app on the simulated phone: the form laid out in its content view, the views its view
/// controller owns, the animation showing a change to them, and its keyboard strategy.
package struct AppState: Sendable {
    /// Rows above the scroll view on kbsim's classic screen: the status bar and the form's title row.
    package static let barsHeight = 2

    /// The bars around the form and the scroll view's frame between them.
    package private(set) var chrome: ScreenChrome
    /// The scroll view's contentInsetAdjustmentBehavior, as the form sets it.
    package let contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// The scroll view's scrollIndicatorInsets the app set, in points (the form's `scrollIndicatorInsets:`).
    private let indicatorInsetPoints: EdgeInsets
    /// Where the fields sit in the content view.
    package internal(set) var layout: FormLayout {
        // A table's rows are where the layout puts its cells, whenever it lays them out again.
        didSet { views.tableView = layout.tableView }
    }
    /// The views the app owns (and its strategy changes): the model, as the app reads it.
    package internal(set) var views: AppViews
    /// A UIView animation from what was on screen to `views`, while it runs.
    package internal(set) var viewAnimation: ViewAnimation?
    /// The app's reaction to the keyboard.
    package private(set) var strategy: any AvoidanceStrategy
    /// The first message the strategy could not answer, if one: the front ends the run on it.
    package private(set) var strategyFailure: StrategyFailure?
    /// The work the strategy deferred, waiting for its time.
    private(set) var mainQueue = MainQueue()
    /// The changes of first responder the strategy asked for and the simulator has still to make.
    private var responderRequests: [ResponderRequest] = []
    /// A chat screen's messages: the form's, then those received since (`Receive`).
    package private(set) var messages: [ChatMessage]
    /// How far each text view has scrolled inside itself.
    package internal(set) var textViewScroll = TextViewScroll()
    /// The system the app runs on, which adjusts the scroll view's insets by itself.
    let platform: any Platform

    /// The app showing `form` with `texts` in `chrome`'s scroll view, on a screen of `screenSize`
    /// cells held `orientation`; the scroll view's insets adjusted as `platform` does in `era`.
    init(form: Form, texts: [TextBuffer], chrome: ScreenChrome, screenSize: Size, orientation: Orientation, era: Era,
         platform: any Platform = UIKitPlatform(), strategy: any AvoidanceStrategy) {
        self.platform = platform
        messages = form.messages ?? []
        layout = FormLayout(form: form, width: screenSize.width, texts: texts, messages: form.messages)
        self.chrome = chrome
        contentInsetAdjustmentBehavior = form.contentInsetAdjustmentBehavior
        indicatorInsetPoints = form.scrollIndicatorInsetPoints
        views = AppViews(
            rootViewFrame: Rect(origin: .zero, size: screenSize),
            scrollView: ScrollView(frame: chrome.scrollViewFrame, contentSize: layout.contentSize),
            contentViewFrame: Rect(origin: .zero, size: layout.contentSize),
            interfaceOrientation: orientation
        )
        views.takeScreen(of: chrome)
        views.footerFrame = chrome.footer
        views.inputBarFrame = chrome.inputBar
        views.era = era
        views.contentAlignment = form.alignment
        views.ignoresSafeArea = form.ignoresSafeArea
        views.keyboardLayoutGuide = form.keyboardLayoutGuide
        views.tableView = layout.tableView
        platform.adjustInsets(of: &views, era: era, behavior: contentInsetAdjustmentBehavior)
        self.strategy = strategy
        fitInputBar()
        // UIKit first shows a scroll view at its top: the content below the bars; a chat app
        // scrolls its list to the last message as it appears.
        views.scrollView.contentOffset.y = form.messages == nil ? views.scrollView.minimumOffsetY : views.scrollView.maximumOffsetY
        views.scrollView.scrollIndicatorInsets = restingIndicatorInsets
        let laidOut = views
        self.strategy.layOut(&views)
        refuseValuesOutOfRange(keeping: laidOut)
    }

    /// Puts `before` back when the strategy has just set a view value out of range, and fails it
    /// (its first failure stands): the simulator's arithmetic never meets `Int.max`.
    private mutating func refuseValuesOutOfRange(keeping before: AppViews) {
        guard let wrong = views.valueOutOfRange else { return }
        views = before
        if strategyFailure == nil {
            strategyFailure = StrategyFailure(strategy: strategy.id, message: "set \(wrong): out of range (view values are within "
                                                  + "±\(AppViews.largestValue) cells)")
        }
    }

    /// Puts the bars of `chrome` around the views: the root view's safe area, the scroll view's
    /// frame (only when the bars move it: a strategy's frame stays otherwise) and which safe area
    /// its insets count under `era`. A scroll view at its top stays at its (new) top.
    mutating func place(_ chrome: ScreenChrome, era: Era, resettingFrame: Bool = false) {
        let wasAtTop = views.scrollView.contentOffset.y == views.scrollView.minimumOffsetY
        if resettingFrame || chrome.scrollViewFrame != self.chrome.scrollViewFrame { views.scrollView.frame = chrome.scrollViewFrame }
        if resettingFrame || chrome.footer != self.chrome.footer { views.footerFrame = chrome.footer }
        if resettingFrame || chrome.inputBar != self.chrome.inputBar {
            views.inputBarFrame = chrome.inputBar
            fitInputBar()
        }
        self.chrome = chrome
        views.takeScreen(of: chrome)
        views.era = era
        platform.adjustInsets(of: &views, era: era, behavior: contentInsetAdjustmentBehavior)
        let laidOut = views
        strategy.layOut(&views)
        refuseValuesOutOfRange(keeping: laidOut)
        if wasAtTop { views.scrollView.contentOffset.y = views.scrollView.minimumOffsetY }
        views.scrollView.clampOffset()
    }

    /// The scroll view's indicator insets the app set, in the rows of the phone of now.
    private var restingIndicatorInsets: EdgeInsets {
        EdgeInsets(top: views.rows(points: indicatorInsetPoints.top), bottom: views.rows(points: indicatorInsetPoints.bottom))
    }

    /// The views as they are on screen at `now`: the model, or part-way through an animation.
    func presentedViews(at now: Double) -> AppViews {
        viewAnimation?.views(at: now, toward: views) ?? views
    }

    /// Ends the view animation once it has arrived.
    mutating func finishAnimation(by now: Double) {
        if let animation = viewAnimation, animation.end <= now { viewAnimation = nil }
    }

    /// Delivers a notification or delegate call to the strategy; when it asks for an animation,
    /// the screen moves from where it is now to the new model. Returns what the strategy did, and
    /// its answer to a `…ShouldBeginEditing` (a strategy that failed answers yes, as a delegate
    /// that does not implement the method).
    mutating func deliver(_ message: AppMessage, at now: Double) -> (actions: [StrategyAction], allowsEditing: Bool) {
        let onScreen = presentedViews(at: now)
        let before = views
        let outcome = strategy.receive(message, views: &views, at: now)
        return (take(outcome, before: before, onScreen: onScreen, at: now), outcome.allowsEditing || outcome.failure != nil)
    }

    /// The first change of first responder the strategy asked for and nobody made yet, taken off the list.
    mutating func takeResponderRequest() -> ResponderRequest? {
        responderRequests.isEmpty ? nil : responderRequests.removeFirst()
    }

    /// Fails the strategy with `message` (its first failure stands) and drops what it still asked for.
    mutating func fail(_ message: String) {
        if strategyFailure == nil { strategyFailure = StrategyFailure(strategy: strategy.id, message: message) }
        responderRequests.removeAll()
    }

    /// When the strategy's deferred work is next due, nil when none waits.
    var nextDeferredTime: Double? { mainQueue.nextTime }

    /// Hands the strategy the first work it deferred if it is due by `now`; nil when none is.
    mutating func runDeferredWork(dueBy now: Double) -> [StrategyAction]? {
        guard let work = mainQueue.takeDue(by: now) else { return nil }
        let onScreen = presentedViews(at: now)
        let before = views
        return take(strategy.receive(work, views: &views, at: now), before: before, onScreen: onScreen, at: now)
    }

    /// Starts the animation `outcome` asks for and queues the work it defers; returns its actions.
    private mutating func take(_ outcome: StrategyOutcome, before: AppViews, onScreen: AppViews, at now: Double) -> [StrategyAction] {
        if strategyFailure == nil { strategyFailure = outcome.failure }
        if views.valueOutOfRange != nil {
            refuseValuesOutOfRange(keeping: before)
            return []
        }
        if let duration = outcome.animationDuration, duration > 0 {
            viewAnimation = ViewAnimation(from: onScreen, start: now, duration: duration, curve: outcome.animationCurve)
        }
        for work in outcome.deferred { mainQueue.enqueue(work, at: now) }
        responderRequests += outcome.responderRequests
        return outcome.actions
    }

    /// Tells the strategy to drop its source's guards (`on`) or put them back (`AvoidanceStrategy.setPitfalls`).
    mutating func setPitfalls(_ on: Bool) {
        strategy.setPitfalls(on)
    }

    /// Replaces the strategy: the old one's changes are undone first (the views go back to the
    /// plain layout, the scroll position kept, animated), and the new one starts knowing
    /// nothing, as a view controller that registers for notifications now would.

    mutating func replaceStrategy(with new: any AvoidanceStrategy, screenSize: Size, at now: Double) -> [StrategyAction] {
        let onScreen = presentedViews(at: now)
        let old = strategy.id
        views.rootViewFrame = Rect(origin: .zero, size: screenSize)
        views.scrollView.frame = chrome.scrollViewFrame
        views.scrollView.contentSize = layout.contentSize
        views.scrollView.contentInset = .zero
        views.scrollView.scrollIndicatorInsets = restingIndicatorInsets
        views.contentViewFrame = Rect(origin: .zero, size: layout.contentSize)
        views.footerFrame = chrome.footer
        views.inputBarFrame = chrome.inputBar
        fitInputBar()
        strategy = new
        let laidOut = views
        strategy.layOut(&views)
        refuseValuesOutOfRange(keeping: laidOut)
        views.scrollView.clampOffset()
        viewAnimation = ViewAnimation(from: onScreen, start: now, duration: KeyboardAnimation.standardDuration)
        mainQueue.removeAll()
        responderRequests.removeAll()
        return [StrategyAction(strategy: old, action: .removed, details: []),
                StrategyAction(strategy: new.id, action: .installed, details: [])]
    }

    /// Lays the views out on a screen of `size` cells inside `chrome`'s bars, as `era` does.
    mutating func relayout(_ form: Form, texts: [TextBuffer], chrome: ScreenChrome, era: Era, screen size: Size,
                           orientation: Orientation) {
        layout = FormLayout(form: form, width: size.width, texts: texts, notice: layout.notice, messages: messages)
        views.interfaceOrientation = orientation
        views.rootViewFrame.size = size
        views.scrollView.contentSize = layout.contentSize
        views.contentViewFrame.size = layout.contentSize
        place(chrome, era: era, resettingFrame: true)
    }

    /// A text view grew or shrank, or a validation notice came or went: the form is laid out
    /// again and only the growth is added to the content, so a strategy that enlarged the
    /// content keeps its extra rows.
    mutating func contentChanged(_ form: Form, texts: [TextBuffer], width: Int, notice: Responder.ValidationFailure?, messagesChanged: Bool = false) {
        // Most keys leave every height as it was: nothing to lay out again.
        guard messagesChanged || !layout.fits(form, width: width, texts: texts, notice: notice) else { return }
        let grown = FormLayout(form: form, width: width, texts: texts, notice: notice, messages: messages)
        guard grown != layout else { return }
        let delta = grown.contentSize.height - layout.contentSize.height
        layout = grown
        views.scrollView.contentSize.height += delta
        views.contentViewFrame.size.height += delta
        fitInputBar()
    }

    /// A message arrives in the chat's list: the list grows by it, and a list that showed its
    /// last message scrolls on to show the new one, as a chat app keeps it.
    mutating func receive(_ message: ChatMessage, form: Form, texts: [TextBuffer], width: Int) {
        let wasAtEnd = views.scrollView.contentOffset.y >= views.scrollView.maximumOffsetY
        messages.append(message)
        contentChanged(form, texts: texts, width: width, notice: layout.notice, messagesChanged: true)
        if wasAtEnd { views.scrollView.contentOffset.y = views.scrollView.maximumOffsetY }
    }

    /// The input bar as tall as its text makes it, growing upward from where its bottom is; a
    /// scroll view that ended on its top ends on its new top.
    private mutating func fitInputBar() {
        guard var bar = views.inputBarFrame, let index = layout.entries.indices.last, layout.contentEntryCount < layout.entries.count else { return }
        let delta = layout.entries[index].cellFrame.height - bar.height
        guard delta != 0 else { return }
        if views.scrollView.frame.maxY == bar.minY { views.scrollView.frame.size.height = max(0, views.scrollView.frame.height - delta) }
        bar.origin.y -= delta
        bar.size.height += delta
        views.inputBarFrame = bar
    }

    /// UIKit's own scroll of the first responder into the scroll view's unobscured area: the
    /// whole field, or — for a text view taller than that area — the caret's row.
    mutating func scrollToVisible(field index: Int) {
        let field = layout.entries[index].fieldFrame
        if field.height > views.scrollView.unobscuredBounds.height, let caret = views.textViewCaret, field.contains(caret.origin) {
            views.scrollView.scrollRectToVisible(caret)
        } else {
            views.scrollView.scrollRectToVisible(field)
        }
    }

    /// The mouse wheel, PageUp/PageDown and arrows without a first responder scroll the content.
    mutating func scroll(by rows: Int) {
        views.scrollView.scroll(by: rows)
    }

    /// The scroll view's frame in screen coordinates at `now` (it moves with the root view).
    func scrollViewScreenFrame(at now: Double) -> Rect {
        let shown = presentedViews(at: now)
        return shown.scrollView.frame.offsetBy(dx: shown.rootViewFrame.x, dy: shown.rootViewFrame.y)
    }

    /// A rect of the content view (or of `space`) in screen coordinates, as presented at `now`.
    func screenRect(fromContent rect: Rect, in space: AppViews.Space = .scrollView, at now: Double) -> Rect {
        presentedViews(at: now).convert(rect, from: space)
    }
}

extension AppViews {
    /// What UIKit tells the views of the screen `chrome` lays out: the safe area, the phone, its scale and bounds.
    fileprivate mutating func takeScreen(of chrome: ScreenChrome) {
        safeAreaInsets = chrome.safeAreaInsets
        pointScale = chrome.pointScale
        device = chrome.deviceName
        screenBounds = chrome.screenBounds
    }
}
