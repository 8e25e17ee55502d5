/// The simulated device: input events in, state changes and posted events out, on a virtual clock.
///
/// The simulator never reads a clock: every call says what time it is, so the same inputs at the
/// same times give the same state and the same events, interactively or from a tape.
public struct Simulator: Sendable {
    /// Rows above the scroll view: the status bar and the navigation bar with the form's title.
    public static let barsHeight = 2
    /// How long an on-screen key stays highlighted after it is pressed.
    public static let keyHighlightDuration = 0.15

    public let form: Form
    /// Which iOS generation the notifications follow; it can change while running.
    public private(set) var era: Era
    /// Virtual seconds since the simulation started.
    public private(set) var now: Double = 0
    /// The simulated screen size in cells.
    public private(set) var screenSize: Size
    /// Which way up the device is held.
    public private(set) var orientation: Orientation
    /// Where the fields sit in the content view.
    public private(set) var layout: FormLayout
    /// The text of each field, in form order.
    public private(set) var texts: [TextBuffer]
    /// The first responder, if a field is being edited.
    public private(set) var focusedIndex: Int?
    /// The views the app owns (and its strategy changes).
    public private(set) var views: AppViews
    public private(set) var keyboard = Keyboard()
    /// Everything posted so far (the most recent part).
    public private(set) var log = EventLog()
    /// The app's reaction to the keyboard.
    public private(set) var strategy: any AvoidanceStrategy
    /// The field that refused to end editing, and why (its text does not match `validate`).
    public private(set) var validationFailure: (field: Int, message: String)?
    private var highlightedKey: (name: String, until: Double)?
    private var outbox: [TimedEvent] = []

    /// Creates a device showing `form` on a screen of `screenSize` cells.
    public init(form: Form, strategy: StrategyKind = .none, era: Era = .ios11, screenSize: Size,
                orientation: Orientation = .portrait) {
        self.form = form
        self.era = era
        self.screenSize = screenSize
        self.orientation = orientation
        self.strategy = strategy.makeStrategy()
        layout = FormLayout(form: form, width: screenSize.width)
        texts = form.fields.map { TextBuffer($0.value) }
        views = AppViews(
            rootViewFrame: Rect(origin: .zero, size: screenSize),
            scrollView: ScrollView(frame: Self.scrollViewFrame(screen: screenSize), contentSize: layout.contentSize),
            contentViewFrame: Rect(origin: .zero, size: layout.contentSize)
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
    public var isAnimating: Bool { keyboard.animation != nil }

    /// The next virtual time at which the picture changes by itself, or nil when nothing will.
    public var nextChangeTime: Double? {
        [keyboard.animation?.end, highlightedKey?.until].compactMap { $0 }.filter { $0 > now }.min()
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

    /// The layout of the keyboard's current plane, its Return key labelled for the focused field.
    public var keyboardLayout: KeyboardLayout {
        KeyboardLayout.qwerty(plane: keyboard.plane, returnLabel: returnKeyLabel)
    }

    /// The label of the Return key for the focused field.
    public var returnKeyLabel: String {
        (focusedIndex.map { form.fields[$0].traits.returnKeyType } ?? .default).label
    }

    /// The on-screen key drawn pressed now, if any.
    public var highlightedKeyName: String? {
        guard let highlightedKey, now < highlightedKey.until else { return nil }
        return highlightedKey.name
    }

    /// The frame of field `index`'s input in screen coordinates, where the app has put it now.
    public func fieldScreenFrame(_ index: Int) -> Rect {
        let root = views.rootViewFrame.origin
        return views.scrollView.screenRect(fromContent: layout.entries[index].fieldFrame).offsetBy(dx: root.x, dy: root.y)
    }

    /// The frame of field `index`'s label in screen coordinates.
    public func labelScreenFrame(_ index: Int) -> Rect {
        let root = views.rootViewFrame.origin
        return views.scrollView.screenRect(fromContent: layout.entries[index].labelFrame).offsetBy(dx: root.x, dy: root.y)
    }

    /// The scroll view's frame in screen coordinates (it moves with the root view).
    public var scrollViewScreenFrame: Rect {
        views.scrollView.frame.offsetBy(dx: views.rootViewFrame.x, dy: views.rootViewFrame.y)
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
        }
    }

    private mutating func press(_ key: KeyPress) {
        let page = max(1, views.scrollView.unobscuredBounds.height - 1)
        if form.fields.isEmpty && (key == .tab || key == .backTab) { return }
        switch key {
        case .tab: focus(focusedIndex.map { ($0 + 1) % form.fields.count } ?? 0)
        case .backTab: focus(focusedIndex.map { ($0 + form.fields.count - 1) % form.fields.count } ?? form.fields.count - 1)
        case .escape: focus(nil)
        case .pageUp: views.scrollView.scroll(by: -page)
        case .pageDown: views.scrollView.scroll(by: page)
        default: edit(with: key)
        }
    }

    /// Keys that change the focused field's text or cursor; without a first responder they scroll.
    private mutating func edit(with key: KeyPress) {
        guard let index = focusedIndex else {
            if key == .up { views.scrollView.scroll(by: -1) }
            if key == .down { views.scrollView.scroll(by: 1) }
            return
        }
        let isTextView = form.fields[index].kind == .textView
        let width = layout.entries[index].fieldFrame.width
        switch key {
        case .character(let character):
            if let key = keyboardLayout.key(producing: character) { highlight(key.name) }
            if character == " " { highlight("space") }
            insert(String(character))
        case .returnKey: pressReturn()
        case .backspace:
            highlight("delete")
            texts[index].deleteBackward()
        case .deleteForward: texts[index].deleteForward()
        case .left: texts[index].moveLeft()
        case .right: texts[index].moveRight()
        case .home: isTextView ? texts[index].moveToLineStart(width: width) : texts[index].moveToStart()
        case .end: isTextView ? texts[index].moveToLineEnd(width: width) : texts[index].moveToEnd()
        case .up: isTextView ? texts[index].moveUp(width: width) : texts[index].moveToStart()
        case .down: isTextView ? texts[index].moveDown(width: width) : texts[index].moveToEnd()
        case .control("a"): texts[index].moveToStart()
        case .control("e"): texts[index].moveToEnd()
        default: break
        }
    }

    private mutating func insert(_ text: String) {
        guard let index = focusedIndex else { return }
        validationFailure = nil
        texts[index].insert(text, limit: form.fields[index].maxLength)
    }

    /// What a tap at `point` (screen cells) would hit now.
    public func tapTarget(at point: Point) -> TapTarget {
        if let frame = keyboardFrame, frame.contains(point) {
            return placedKeys.first { $0.frame.contains(point) }.map { .key($0.key.name) } ?? .keyboardGap
        }
        let scrollFrame = scrollViewScreenFrame
        if scrollFrame.contains(point) {
            let offset = views.scrollView.contentOffset
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

    private mutating func tapKey(named name: String) {
        guard keyboard.isUp else { return }
        let keys = keyboardLayout.rows.joined()
        let returnLabel = returnKeyLabel
        if let key = keys.first(where: { $0.name == name || ($0.action == .returnKey && name == returnLabel) }) {
            pressKey(key)
        }
    }

    /// A tap on an on-screen key: types exactly as the key would on a phone.
    private mutating func pressKey(_ key: Key) {
        guard focusedIndex != nil else { return }
        highlight(key.name)
        switch key.action {
        case .insert(let text):
            insert(keyboard.shifted ? text.uppercased() : text)
            keyboard.shifted = false
        case .shift: keyboard.shifted.toggle()
        case .deleteBackward: if let index = focusedIndex { texts[index].deleteBackward() }
        case .returnKey: pressReturn()
        case .plane(let plane): keyboard.plane = plane
        }
    }

    private mutating func highlight(_ name: String) {
        highlightedKey = (name, now + Self.keyHighlightDuration)
    }

    /// Return: a newline in a text view with the default key; otherwise Next moves on and
    /// anything else resigns (the tutorial's Did End On Exit).
    private mutating func pressReturn() {
        guard let index = focusedIndex else { return }
        let field = form.fields[index]
        highlight("return")
        if field.kind == .textView && field.traits.returnKeyType == .default {
            insert("\n")
            return
        }
        if field.kind == .textField {
            post(.delegate(DelegateCall(method: .textFieldShouldReturn, field: field.name, rect: layout.entries[index].fieldFrame)))
        }
        if field.traits.returnKeyType == .next, index + 1 < form.fields.count {
            focus(index + 1)
        } else {
            focus(nil)
        }
    }

    // MARK: - First responder and keyboard

    /// textFieldShouldBeginEditing: every field may become first responder.
    public func shouldBeginEditing(_ index: Int) -> Bool { true }

    /// textFieldShouldEndEditing: a field with `validate` refuses to end editing while its text
    /// is not empty and does not match (an empty field may always be left, so optional stays optional).
    public func shouldEndEditing(_ index: Int) -> Bool {
        let text = texts[index].text
        guard let pattern = form.fields[index].validate, !text.isEmpty,
              let regex = try? Regex(pattern) else { return true }
        return (try? regex.firstMatch(in: text)) != nil
    }

    /// Makes field `index` the first responder, or resigns it with nil.
    private mutating func focus(_ index: Int?) {
        guard index != focusedIndex else { return }
        if let old = focusedIndex, !shouldEndEditing(old) {
            validationFailure = (old, "does not match \(form.fields[old].validate ?? "")")
            return
        }
        if let index, !shouldBeginEditing(index) { return }
        validationFailure = nil
        let switching = focusedIndex != nil && index != nil
        if let old = focusedIndex {
            let field = form.fields[old]
            post(.delegate(DelegateCall(method: field.kind == .textField ? .textFieldDidEndEditing : .textViewDidEndEditing,
                                        field: field.name, rect: layout.entries[old].fieldFrame)))
        }
        focusedIndex = index
        keyboard.shifted = false
        keyboard.plane = .letters
        guard let index else {
            hideKeyboard()
            return
        }
        // Before iOS 11 the old owner's keyboard announces that it will hide although it stays:
        // WillHide without DidHide (the reason for the guide's keyboardShown flag).
        if switching && era != .ios11 { announceHideThatNeverHappens() }
        let field = form.fields[index]
        let begin = DelegateCall(method: field.kind == .textField ? .textFieldDidBeginEditing : .textViewDidBeginEditing,
                                 field: field.name, rect: layout.entries[index].fieldFrame)
        // A text field's delegate hears of the edit before the keyboard moves; a text view's after (notes: M).
        if field.kind == .textField { post(.delegate(begin)) }
        showKeyboard(height: keyboardHeight(for: field), evenWhenUnchanged: switching && era != .ios11)
        if field.kind == .textView { post(.delegate(begin)) }
        // UIKit scrolls a new first responder into the scroll view's unobscured area by itself.
        views.scrollView.scrollRectToVisible(layout.entries[index].fieldFrame)
    }

    /// Brings the keyboard up at `height` rows. Era 11 posts nothing when it is already there;
    /// eras 3 and 7 show it again on every change of owner (`evenWhenUnchanged`).
    private mutating func showKeyboard(height: Int, duration: Double = KeyboardAnimation.standardDuration,
                                       evenWhenUnchanged: Bool = false) {
        let target = KeyboardMetrics.shownFrame(height: height, screen: screenSize)
        if keyboard.isUp && keyboard.restingFrame == target && !evenWhenUnchanged { return }
        let begin = keyboard.slide(to: target, from: KeyboardMetrics.hiddenFrame(height: height, screen: screenSize),
                                   motion: .showing, at: now, duration: duration)
        postKeyboard(begin == target ? [.keyboardWillShow] : [.keyboardWillChangeFrame, .keyboardWillShow],
                     begin: begin, end: target, duration: duration)
    }

    private mutating func hideKeyboard(duration: Double = KeyboardAnimation.standardDuration) {
        guard keyboard.isUp, let resting = keyboard.restingFrame else { return }
        let target = KeyboardMetrics.hiddenFrame(height: resting.height, screen: screenSize)
        let begin = keyboard.slide(to: target, from: target, motion: .hiding, at: now, duration: duration)
        postKeyboard([.keyboardWillChangeFrame, .keyboardWillHide], begin: begin, end: target, duration: duration)
    }

    /// The height the keyboard of `field` has on this screen in this orientation.
    private func keyboardHeight(for field: Field) -> Int {
        KeyboardMetrics.height(for: field.traits.keyboardType, screen: screenSize, orientation: orientation)
    }

    /// Rotation: each orientation has its own keyboard, so the shown one hides at once (Will and
    /// Did), the screen is laid out anew, and the other slides in; the first responder stays.
    private mutating func rotate(to newOrientation: Orientation, screen: Size) {
        guard newOrientation != orientation || screen != screenSize else { return }
        let wasUp = keyboard.isUp
        if wasUp {
            hideKeyboard(duration: 0)
            settle(until: now)
        }
        orientation = newOrientation
        relayout(screen: screen)
        if wasUp, let index = focusedIndex {
            keyboard.plane = .letters
            showKeyboard(height: keyboardHeight(for: form.fields[index]))
            views.scrollView.scrollRectToVisible(layout.entries[index].fieldFrame)
        }
    }

    /// keyboardWillHide for a keyboard that stays up (a change of owner before iOS 11): from where
    /// it is to where hiding would take it; nothing moves and no DidHide follows.
    private mutating func announceHideThatNeverHappens() {
        guard let current = keyboard.frame(at: now) else { return }
        postKeyboard([.keyboardWillHide], begin: current,
                     end: KeyboardMetrics.hiddenFrame(height: current.height, screen: screenSize),
                     duration: KeyboardAnimation.standardDuration)
    }

    private mutating func postKeyboard(_ names: [KeyboardNotification.Name], begin: Rect, end: Rect, duration: Double) {
        for name in names where era.postsFrameChanges || (name != .keyboardWillChangeFrame && name != .keyboardDidChangeFrame) {
            let info = KeyboardUserInfo(frameBegin: begin, frameEnd: end, duration: duration,
                                        hasFrameKeys: era.hasFrameKeys)
            post(.notification(KeyboardNotification(name: name, userInfo: info)))
        }
    }

    private mutating func resize(to size: Size) {
        guard size != screenSize else { return }
        relayout(screen: size)
        if keyboard.isUp, let index = focusedIndex {
            // The screen changed under a shown keyboard: it moves without animation (duration 0).
            showKeyboard(height: keyboardHeight(for: form.fields[index]), duration: 0)
        }
    }

    /// Lays the app's views out on a screen of `size` cells.
    private mutating func relayout(screen size: Size) {
        screenSize = size
        layout = FormLayout(form: form, width: size.width)
        views.rootViewFrame.size = size
        views.scrollView.frame = Self.scrollViewFrame(screen: size)
        views.scrollView.contentSize = layout.contentSize
        views.contentViewFrame.size = layout.contentSize
        views.scrollView.clampOffset()
    }

    // MARK: - Posting

    /// Posts an event: the log and the transcript see it, and the app's strategy reacts.
    private mutating func post(_ event: SimEvent) {
        record(event)
        let message: AppMessage
        switch event {
        case .notification(let notification): message = .notification(notification)
        case .delegate(let call): message = .delegate(call)
        case .strategy: return
        }
        for action in strategy.receive(message, views: &views) { record(.strategy(action)) }
    }

    private mutating func record(_ event: SimEvent) {
        let timed = TimedEvent(time: now, event: event)
        outbox.append(timed)
        log.record([timed])
    }

    /// Runs the clock to `time`, posting each animation's Did notifications at the moment it ends.
    private mutating func settle(until time: Double) {
        while let animation = keyboard.animation, animation.end <= max(time, now) {
            now = max(now, animation.end)
            guard let (finished, motion) = keyboard.finishSlide(by: now) else { break }
            let didNames: [KeyboardNotification.Name] = motion == .hiding ? [.keyboardDidChangeFrame, .keyboardDidHide]
                : finished.from == finished.to ? [.keyboardDidShow] : [.keyboardDidChangeFrame, .keyboardDidShow]
            postKeyboard(didNames, begin: finished.from, end: finished.to, duration: finished.duration)
        }
        now = max(now, time)
    }

    private mutating func takeOutbox() -> [TimedEvent] {
        defer { outbox.removeAll() }
        return outbox
    }

    private static func scrollViewFrame(screen: Size) -> Rect {
        Rect(x: 0, y: barsHeight, width: screen.width, height: max(0, screen.height - barsHeight))
    }
}
