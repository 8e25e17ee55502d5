/// The simulated device: input events in, state changes and posted events out, on a virtual clock.
///
/// The simulator never reads a clock: every call says what time it is, so the same inputs at the
/// same times give the same state and the same events, interactively or from a tape.
public struct Simulator: Sendable {
    /// Rows above the scroll view: the status bar and the navigation bar with the form's title.
    public static let barsHeight = 2
    /// How long an on-screen key stays highlighted after it is pressed.
    public static let keyHighlightDuration = 0.15

    /// How the session started (what a rebuild from the start replays onto).
    public let configuration: SessionConfiguration
    /// The form on the simulated screen.
    public var form: Form { configuration.form }
    /// Which iOS generation the notifications follow; it can change while running.
    public internal(set) var era: Era
    /// Virtual seconds since the simulation started.
    public internal(set) var now: Double = 0
    /// The simulated screen size in cells.
    public internal(set) var screenSize: Size
    /// Which way up the device is held.
    public internal(set) var orientation: Orientation
    /// Where the fields sit in the content view.
    public internal(set) var layout: FormLayout
    /// The text of each field, in form order.
    public internal(set) var texts: [TextBuffer]
    /// The first responder, if a field is being edited.
    public internal(set) var focusedIndex: Int?
    /// The views the app owns (and its strategy changes): the model, as the app reads it.
    public internal(set) var views: AppViews
    /// A UIView animation from what was on screen to `views`, while it runs.
    public internal(set) var viewAnimation: ViewAnimation?
    public internal(set) var keyboard = Keyboard()
    /// Everything posted so far (the most recent part).
    public internal(set) var log = EventLog()
    /// The app's reaction to the keyboard.
    public internal(set) var strategy: any AvoidanceStrategy
    /// Whether strategies drop the guards their sources added.
    public var pitfalls: Bool { configuration.pitfalls }
    /// The field that refused to end editing, and why (its text does not match `validate`).
    public internal(set) var validationFailure: (field: Int, message: String)?
    /// The input methods the globe key cycles through, and which one is in use.
    public internal(set) var inputMethods: [InputMethod]
    public internal(set) var inputMethodIndex = 0
    /// Marked text being composed in the focused field (Japanese), nil when there is none.
    public internal(set) var composition: Composition?
    /// A key the keyboard refused (a letter on a number pad), shown as a flash until `until`.
    public internal(set) var refusal: (message: String, until: Double)?
    /// A secure field whose last typed character stays readable until `until`, as on a phone.
    public internal(set) var secureReveal: (field: Int, until: Double)?
    /// When Shift was last tapped: a second tap soon after locks the capitals.
    var lastShiftTap: Double?
    var highlightedKey: (name: String, until: Double)?
    private var outbox: [TimedEvent] = []

    /// Creates a device set up as `configuration`, whose front gave it a screen of `screenSize` cells.
    public init(_ configuration: SessionConfiguration, screenSize: Size) {
        self.configuration = configuration
        let form = configuration.form
        inputMethods = configuration.effectiveInputMethods
        era = configuration.era
        self.screenSize = screenSize
        orientation = configuration.orientation
        strategy = configuration.strategy.makeStrategy(pitfalls: configuration.pitfalls)
        texts = form.fields.map { TextBuffer($0.value) }
        layout = FormLayout(form: form, width: screenSize.width, texts: texts)
        views = AppViews(
            rootViewFrame: Rect(origin: .zero, size: screenSize),
            scrollView: ScrollView(frame: Self.scrollViewFrame(screen: screenSize), contentSize: layout.contentSize),
            contentViewFrame: Rect(origin: .zero, size: layout.contentSize),
            interfaceOrientation: configuration.orientation
        )
    }

    // MARK: - Time and input

    /// Moves the clock to `time` (never backwards), then applies `event`; returns what was posted.
    public mutating func handle(_ event: InputEvent, at time: Double) -> [TimedEvent] {
        settle(until: time)
        apply(event)
        settle(until: now)
        return takeOutbox()
    }

    /// Moves the clock to `time`, finishing animations that end by then; returns what was posted.
    public mutating func advance(to time: Double) -> [TimedEvent] {
        settle(until: time)
        return takeOutbox()
    }

    /// Whether something moves by itself now (the keyboard slides): an interactive front
    /// redraws at frame rate while this is true.
    public var isAnimating: Bool { keyboard.animation != nil || viewAnimation != nil }

    /// The next virtual time at which the picture changes by itself, or nil when nothing will.
    public var nextChangeTime: Double? {
        [keyboard.animation?.end, viewAnimation?.end, highlightedKey?.until, refusal?.until, secureReveal?.until]
            .compactMap { $0 }.filter { $0 > now }.min()
    }

    // MARK: - What there is to see

    /// The text of every field in form order.
    public var fieldValues: FieldValues {
        FieldValues(pairs: zip(form.fields, texts).map { ($0.name, $1.text) })
    }

    /// The keyboard's frame now, in screen coordinates; nil when it is hidden.
    public var keyboardFrame: Rect? { keyboard.frame(at: now) }

    /// The keys of the keyboard now, in screen coordinates (empty while it is hidden).
    public var placedKeys: [KeyboardLayout.PlacedKey] {
        guard let frame = keyboardFrame else { return [] }
        return keyboardLayout.placedKeys(in: frame.size).map {
            KeyboardLayout.PlacedKey(key: $0.key, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y))
        }
    }

    /// The input method in use.
    public var inputMethod: InputMethod { inputMethods[inputMethodIndex] }

    /// The field whose keyboard is on screen (it stays drawn while the keyboard slides away).
    public var keyboardOwner: Field? { keyboard.owner.map { form.fields[$0] } }

    /// The keys on screen now: the owner's keyboard type on the current plane and input method,
    /// with its accessory toolbar and the candidate bar when there are any.
    public var keyboardLayout: KeyboardLayout {
        let owner = keyboardOwner
        let keys = KeyboardLayout.keys(for: KeyboardLayout.Request(
            type: owner?.traits.keyboardType ?? .default, plane: keyboard.plane, inputMethod: inputMethod,
            returnLabel: returnKeyLabel, showsGlobe: inputMethods.count > 1))
        let toolbar = owner?.toolbar == true ? Key.ToolbarButton.allCases.map {
            Key(name: $0.rawValue, action: .toolbar($0), width: CellWidth.of($0.rawValue) + 2)
        } : nil
        let candidates = composition.map { composition in
            composition.candidates.enumerated().map { Key(name: $1, action: .candidate($0), width: CellWidth.of($1) + 2) }
        }
        return KeyboardLayout(rows: keys.rows, toolbar: toolbar, candidates: candidates)
    }

    /// The label of the Return key: the owner's return key type, `Go` on a web-search keyboard,
    /// 確定 (confirm) while marked text waits to be committed.
    public var returnKeyLabel: String {
        if composition != nil { return "確定" }
        guard let traits = keyboardOwner?.traits else { return ReturnKeyType.default.label }
        if traits.returnKeyType == .default && traits.keyboardType == .webSearch { return ReturnKeyType.go.label }
        return traits.returnKeyType.label
    }

    /// Whether Return does anything now: `enablesReturnKeyAutomatically` greys it while the field is empty.
    public var isReturnKeyEnabled: Bool {
        guard let index = focusedIndex else { return false }
        return !(form.fields[index].traits.enablesReturnKeyAutomatically && texts[index].isEmpty && composition == nil)
    }

    /// The on-screen key drawn pressed now, if any.
    public var highlightedKeyName: String? {
        guard let highlightedKey, now < highlightedKey.until else { return nil }
        return highlightedKey.name
    }

    /// The app's views as they are on screen now: the model, or part-way through an animation.
    public var presentedViews: AppViews {
        viewAnimation?.views(at: now, toward: views) ?? views
    }

    /// The frame of field `index`'s input in screen coordinates, where it is on screen now.
    public func fieldScreenFrame(_ index: Int) -> Rect {
        screenRect(fromContent: layout.entries[index].fieldFrame)
    }

    /// The frame of field `index`'s label in screen coordinates.
    public func labelScreenFrame(_ index: Int) -> Rect {
        screenRect(fromContent: layout.entries[index].labelFrame)
    }

    /// The scroll view's frame in screen coordinates (it moves with the root view).
    public var scrollViewScreenFrame: Rect {
        let shown = presentedViews
        return shown.scrollView.frame.offsetBy(dx: shown.rootViewFrame.x, dy: shown.rootViewFrame.y)
    }

    /// A rect of the content view in screen coordinates, as presented now.
    private func screenRect(fromContent rect: Rect) -> Rect {
        let shown = presentedViews
        return shown.scrollView.screenRect(fromContent: rect).offsetBy(dx: shown.rootViewFrame.x, dy: shown.rootViewFrame.y)
    }

    /// Whether all of field `index` can be seen: inside the scroll view and the screen, under no keyboard.
    public func isFieldVisible(_ index: Int) -> Bool {
        let frame = fieldScreenFrame(index)
        let shown = frame.intersection(scrollViewScreenFrame).intersection(Rect(origin: .zero, size: screenSize))
        guard shown == frame else { return false }
        guard let keyboard = keyboardFrame else { return true }
        return frame.intersection(keyboard).isEmpty
    }

    // MARK: - Applying input

    private mutating func apply(_ event: InputEvent) {
        switch event {
        case .key(let key): press(key)
        case .tap(let point): tap(at: point)
        case .tapField(let name): if let index = form.index(of: name) { focus(index) }
        case .tapKey(let name): tapKey(named: name)
        case .tapBackground: focus(nil)
        case .scroll(let rows): views.scrollView.scroll(by: rows)
        case .resize(let size): resize(to: size)
        case .rotate(let orientation, let screen): rotate(to: orientation, screen: screen)
        case .setEra(let newEra): era = newEra
        case .setStrategy(let kind): switchStrategy(to: kind)
        case .nextInputMethod: switchInputMethod()
        }
        // Typing may have opened or closed the candidate bar: the keyboard follows.
        refreshKeyboardHeight()
    }

    /// What a tap at `point` (screen cells) would hit now.
    public func tapTarget(at point: Point) -> TapTarget {
        if let frame = keyboardFrame, frame.contains(point) {
            return placedKeys.first { $0.frame.contains(point) }.map { .key($0.key.name) } ?? .keyboardGap
        }
        let scrollFrame = scrollViewScreenFrame
        if scrollFrame.contains(point) {
            let offset = presentedViews.scrollView.contentOffset
            let contentPoint = Point(x: point.x - scrollFrame.x + offset.x, y: point.y - scrollFrame.y + offset.y)
            if let index = layout.fieldIndex(at: contentPoint) { return .field(form.fields[index].name) }
        }
        return .background
    }

    private mutating func tap(at point: Point) {
        switch tapTarget(at: point) {
        case .key(let name): tapKey(named: name)
        case .keyboardGap: break
        case .field(let name): if let index = form.index(of: name) { focus(index) }
        case .background: focus(nil)
        }
    }

    /// Replaces the app's strategy: the old one's changes are undone first (the views go back to
    /// the plain layout, the scroll position kept), and the new one starts knowing nothing, as a
    /// view controller that registers for notifications now would.
    private mutating func switchStrategy(to kind: StrategyKind) {
        guard kind.rawValue != strategy.name else { return }
        let onScreen = presentedViews
        let old = strategy.name
        views.rootViewFrame = Rect(origin: .zero, size: screenSize)
        views.scrollView.frame = Self.scrollViewFrame(screen: screenSize)
        views.scrollView.contentSize = layout.contentSize
        views.scrollView.contentInset = .zero
        views.scrollView.scrollIndicatorInsets = .zero
        views.contentViewFrame = Rect(origin: .zero, size: layout.contentSize)
        views.scrollView.clampOffset()
        viewAnimation = ViewAnimation(from: onScreen, start: now, duration: KeyboardAnimation.standardDuration)
        strategy = kind.makeStrategy(pitfalls: pitfalls)
        record(.strategy(StrategyAction(strategy: old, action: "removed", details: [])))
        record(.strategy(StrategyAction(strategy: kind.rawValue, action: "installed", details: [])))
    }

    // MARK: - Posting

    /// Posts an event: the log and the transcript see it, and the app's strategy reacts.
    mutating func post(_ event: SimEvent) {
        record(event)
        let onScreen = presentedViews
        let message: AppMessage
        switch event {
        case .notification(let notification): message = .notification(notification)
        case .delegate(let call): message = .delegate(call)
        case .strategy: return
        }
        for action in strategy.receive(message, views: &views) { record(.strategy(action)) }
        if views.animationDuration > 0 {
            // The strategy animated its change: the screen moves from where it is now to the model.
            viewAnimation = ViewAnimation(from: onScreen, start: now, duration: views.animationDuration)
            views.animationDuration = 0
        }
    }

    mutating func record(_ event: SimEvent) {
        let timed = TimedEvent(time: now, event: event)
        outbox.append(timed)
        log.record([timed])
    }

    /// Runs the clock to `time`, posting each animation's Did notifications at the moment it ends.
    mutating func settle(until time: Double) {
        while let animation = keyboard.animation, animation.end <= max(time, now) {
            now = max(now, animation.end)
            guard let (finished, motion) = keyboard.finishSlide(by: now) else { break }
            let didNames: [KeyboardNotification.Name] = motion == .hiding ? [.keyboardDidChangeFrame, .keyboardDidHide]
                : finished.from == finished.to ? [.keyboardDidShow] : [.keyboardDidChangeFrame, .keyboardDidShow]
            postKeyboard(didNames, begin: finished.from, end: finished.to, duration: finished.duration)
        }
        now = max(now, time)
        if let animation = viewAnimation, animation.end <= now { viewAnimation = nil }
    }

    private mutating func takeOutbox() -> [TimedEvent] {
        defer { outbox.removeAll() }
        return outbox
    }

    static func scrollViewFrame(screen: Size) -> Rect {
        Rect(x: 0, y: barsHeight, width: screen.width, height: max(0, screen.height - barsHeight))
    }
}
