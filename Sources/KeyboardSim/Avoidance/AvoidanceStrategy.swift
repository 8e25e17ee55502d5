/// How an app reacts to the keyboard: it sees only what an iOS view controller sees —
/// notifications with their userInfo, delegate calls, and the views it owns.
public protocol AvoidanceStrategy: Sendable {
    /// Which strategy this is (`--strategy`, `Set Strategy`, transcripts).
    static var id: StrategyID { get }
    /// Which strategy this one is: its type's `id`, unless the strategy is one of a family
    /// (`exec:COMMAND`), whose name is its own.
    var id: StrategyID { get }
    /// What the why panel says of each action it logs, and its listing; default: no explanations.
    static var explanations: any StrategyExplanationCatalogue { get }
    /// One line on what it does, as `kbsim strategies` prints it; default: that it was registered.
    static var summary: String { get }
    /// Where it comes from, as `kbsim strategies` groups it; default: a library's when it is in
    /// `StrategyCatalogue.builtIns` (kbsim's own say `.builtIn`), else registered.
    static var origin: StrategyOrigin { get }
    /// A fresh strategy that knows nothing yet, as a view controller that has just registered.
    init()
    /// Reacts to a posted notification or delegate call by changing the app's views; returns
    /// what it did, with its numbers, for the log, and the animation it wants for the change.
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome
    /// The same, told when the message was posted (virtual seconds): a handler outside kbsim
    /// receives the message as its transcript line, time included (default: the time is not needed).
    mutating func receive(_ message: AppMessage, views: inout AppViews, at time: Double) -> StrategyOutcome
    /// Runs work it deferred in an earlier outcome, now that its time has come on the virtual
    /// clock (default: nothing, for a strategy that defers none).
    mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome
    /// The same, told when it runs (virtual seconds): a handler outside kbsim hears the work as a
    /// message with its time (default: the time is not needed).
    mutating func receive(_ work: DeferredWork, views: inout AppViews, at time: Double) -> StrategyOutcome
    /// Drops the guards its source added (`on`), or puts them back, keeping what it has learned so far.
    mutating func setPitfalls(_ on: Bool)
    /// The pitfalls of this strategy that bit in `step`, judged after it (default: none).
    func pitfalls(in step: PitfallStep) -> [PitfallNotice]
    /// Lays out what the app's own constraints tie to the keyboard (a layout guide, SwiftUI's
    /// keyboard safe area) after kbsim has laid the views out: at the start, when installed, and
    /// after a rotation, a new device or era (default: nothing — the views stay as laid out).
    mutating func layOut(_ views: inout AppViews)
}

extension AvoidanceStrategy {
    /// Which strategy this is: its type's `id`.
    public var id: StrategyID { Self.id }

    /// A strategy that does not need the time receives the message alone.
    public mutating func receive(_ message: AppMessage, views: inout AppViews, at time: Double) -> StrategyOutcome {
        receive(message, views: &views)
    }

    /// A strategy that explains nothing has only the generic install and removal entries.
    public static var explanations: any StrategyExplanationCatalogue { UnexplainedStrategy(strategy: id) }

    /// A strategy that does not describe itself says where it comes from.
    public static var summary: String {
        (origin == .registered ? "registered by this executable" : "kbsim's") + " (its type gives no summary)"
    }

    /// In kbsim's own catalogue without saying it is kbsim's: a library's; elsewhere: registered.
    public static var origin: StrategyOrigin {
        StrategyCatalogue.builtIns.types.contains { ObjectIdentifier($0) == ObjectIdentifier(Self.self) } ? .library : .registered
    }

    /// A strategy that names no pitfall of its own has none to report.
    public func pitfalls(in step: PitfallStep) -> [PitfallNotice] { [] }

    /// A strategy that defers no work has none to run.
    public mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome { .nothing }

    /// A strategy that does not need the time runs its work without it.
    public mutating func receive(_ work: DeferredWork, views: inout AppViews, at time: Double) -> StrategyOutcome {
        receive(work, views: &views)
    }

    /// A strategy whose source added no guard has none to drop.
    public mutating func setPitfalls(_ on: Bool) {}

    /// A strategy whose views are tied to nothing keeps them as kbsim laid them out.
    public mutating func layOut(_ views: inout AppViews) {}
}

extension AppViews {
    /// The rows `points` vertical points take on this phone (a non-zero figure is at least a row).
    public func rows(points: Int) -> Int {
        (pointScale ?? PointScale(points: DeviceCatalogue.iPhone15.points(interfaceOrientation), cells: rootViewFrame.size)).rows(points)
    }
}

/// What the notification centre and the text and scroll view delegates deliver to the app.
public enum AppMessage: Hashable, Sendable {
    case notification(KeyboardNotification)
    case delegate(DelegateCall)
    /// The scroll view's delegate, as the user scrolls (`ScrollViewCall`).
    case scrollView(ScrollViewCall)

    /// The message's name as transcripts write it (`keyboardWillShow`, `textFieldDidBeginEditing`).
    public var name: String { SimEvent(self).name }

    /// Whether it asks the app's permission (`…ShouldBeginEditing`), so that its answer counts.
    public var asksToBegin: Bool {
        if case .delegate(let call) = self { call.method.asksToBegin } else { false }
    }
}

/// The views an app's view controller owns and may change.
public struct AppViews: Hashable, Sendable {
    /// `self.view.frame`, in screen (window) coordinates; a slide moves its origin.
    public var rootViewFrame: Rect
    /// The scroll view holding the form.
    public var scrollView: ScrollView
    /// The frame of the content view inside the scroll view (the fields' superview).
    public var contentViewFrame: Rect
    /// `view.safeAreaInsets`: the edges of the root view that bars, the notch or the home indicator
    /// keep; zero on kbsim's default phone, which has none.
    public var safeAreaInsets: EdgeInsets = .zero
    /// `[UIApplication sharedApplication].statusBarOrientation`.
    public var interfaceOrientation: Orientation
    /// The text input being edited, nil when none is: its name, kind and frames (see `FirstResponder`).
    /// kbsim sets it before every message; what a strategy writes here is not read back.
    public var firstResponder: FirstResponder?
    /// The first responder text view's caret (`caretRectForPosition:` of its selection, in content
    /// coordinates), nil while no text view is being edited: what keeps a text view taller than
    /// the room above the keyboard in sight where the typing is.
    public var textViewCaret: Rect?
    /// How the phone's points become the screen's cells, for a strategy whose source counts in
    /// points (IQKeyboardManager's 10 pt `keyboardDistance`); nil for views made without a screen,
    /// where `rows(points:)` measures as an iPhone 15 spread over the root view.
    public var pointScale: PointScale?
    /// The footer button's frame (root view coordinates), nil without one: on the safe area's
    /// bottom as the screen lays it out, unless the app ties it to the keyboard (`layoutguide`, `swiftui`).
    public var footerFrame: Rect?
    /// A chat screen's input bar (root view coordinates), nil without one: on the safe area's bottom
    /// as the screen lays it out, as tall as its text makes it, until a strategy puts it on the
    /// keyboard (`layoutguide`, `swiftui`, `auto`) — the frame a chat handler moves.
    public var inputBarFrame: Rect?
    /// The iOS the app runs on, as its `#available` checks read it: the keyboard layout guide
    /// exists from iOS 15, SwiftUI's keyboard safe area from iOS 14 (era 11).
    public var era = Era.ios11
    /// The phone the app runs on, as `--device` names it (`iphone-15`; `default` for kbsim's own
    /// phone), for a source that branches on the model.
    public var device = DeviceChoice.proportionalName
    /// `UIScreen.main.bounds`: the whole screen in screen coordinates (origin 0), as it is held;
    /// the root view's own size for views made without a screen.
    public var screenBounds: Rect
    /// The table the scroll view is, for a form laid out as one (`layout: table`), nil for a form:
    /// its sections' headers and rows (`rectForRow(at:)`), which `scrollToRow(at:at:)` brings into view.
    public var tableView: TableView?
    /// The safe-area region the app's SwiftUI container ignores (`ignoresSafeArea:`).
    public var ignoresSafeArea = SafeAreaRegion.none
    /// What the app sets on its keyboard layout guide (`keyboardLayoutGuide:`).
    public var keyboardLayoutGuide = KeyboardLayoutGuide()

    /// Creates the app's views.
    public init(rootViewFrame: Rect, scrollView: ScrollView, contentViewFrame: Rect,
                interfaceOrientation: Orientation = .portrait) {
        self.rootViewFrame = rootViewFrame
        screenBounds = Rect(origin: .zero, size: rootViewFrame.size)
        self.scrollView = scrollView
        self.contentViewFrame = contentViewFrame
        self.interfaceOrientation = interfaceOrientation
    }
}
