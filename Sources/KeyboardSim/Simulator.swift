/// The simulated device: input events in, state changes and posted events out, on a virtual clock.
///
/// The simulator never reads a clock: every call says what time it is, so the same inputs at the
/// same times give the same state and the same events, interactively or from a tape. Its state
/// lives in parts that each own their fields — the responder, text entry, the keyboard, the app —
/// and the simulator routes input between them and collects what they post.
package struct Simulator: Sendable {
    /// How the session started (what a rebuild from the start replays onto).
    package let configuration: SessionConfiguration
    /// Virtual seconds since the simulation started.
    package private(set) var now: Double = 0
    /// The phone: era, orientation, screen.
    package internal(set) var device: Device
    /// Which field is being edited.
    package internal(set) var responder = Responder()
    /// The fields' text, marked text and input methods.
    package internal(set) var entry: TextEntry
    /// The on-screen keyboard.
    package internal(set) var keyboard = Keyboard()
    /// Today's eras' keyboard: notifications on their way from its process, a show after a rotation.
    var keyboardProcess: KeyboardProcess
    /// The finger dragging on the screen, from `dragBegan` until `dragEnded`.
    package internal(set) var drag: DragGesture?
    /// The app: its views, their animation and its strategy.
    package internal(set) var app: AppState
    /// Whether strategies drop the guards their sources added: the configuration's, until `setPitfalls`.
    package private(set) var pitfalls: Bool
    /// The session's teaching log: what was posted, what UIKit did by itself, the pitfalls that bit.
    package private(set) var log: EventLog
    /// Which key types what on the keyboard typed on last, built again when its type or input
    /// method changes: a typed character costs a lookup.
    var keyProducers: KeyProducerTable?
    /// What was posted since the last `handle` or `advance` returned.
    private var outbox: [TimedEvent] = []
    /// How many events of the outbox the pitfall detector has seen.
    private var judgedCount = 0

    /// Creates a device set up as `configuration`, whose front gave it a screen of `screenSize` cells.
    package init(_ configuration: SessionConfiguration, screenSize: Size) {
        self.configuration = configuration
        pitfalls = configuration.pitfalls
        device = Device(era: configuration.era, orientation: configuration.orientation, screenSize: screenSize,
                        choice: configuration.effectiveDevice)
        keyboardProcess = KeyboardProcess(seed: configuration.seed)
        entry = TextEntry(form: configuration.form, inputMethods: configuration.effectiveInputMethods)
        app = AppState(form: configuration.form, texts: entry.texts, chrome: ScreenChrome(form: configuration.form, device: device),
                       screenSize: screenSize, orientation: configuration.orientation, era: configuration.era,
                       platform: configuration.platform.platform, strategy: Self.strategy(configuration.strategy, in: configuration.strategies, pitfalls: configuration.pitfalls))
        log = EventLog(initialGeometry: GeometrySnapshot(screenSize: screenSize, keyboard: Keyboard(), views: app.views, focused: nil,
                                                                 chrome: app.chrome))
        wrapTextViews()
    }

    // MARK: - Time and input

    /// Moves the clock to `time` (never backwards), then applies `event`; returns what was posted.
    package mutating func handle(_ event: InputEvent, at time: Double) -> [TimedEvent] {
        settle(until: time)
        apply(event)
        performResponderRequests()
        settle(until: now)
        return takeOutbox()
    }

    /// Moves the clock to `time`, finishing animations that end by then; returns what was posted.
    package mutating func advance(to time: Double) -> [TimedEvent] {
        settle(until: time)
        return takeOutbox()
    }

    /// Whether something moves by itself now (the keyboard slides): an interactive front
    /// redraws at frame rate while this is true.
    package var isAnimating: Bool { keyboard.animation != nil || app.viewAnimation != nil }

    /// The next virtual time at which the picture changes by itself, or nil when nothing will.
    package var nextChangeTime: Double? {
        earliest(after: now, earliest(after: now, keyboard.nextChangeTime(after: now), app.viewAnimation?.end,
                                      entry.nextChangeTime(after: now), app.nextDeferredTime), keyboardProcess.nextDue)
    }

    private mutating func apply(_ event: InputEvent) {
        switch event {
        case .key(let key): press(key)
        case .paste(let text): paste(text)
        case .receive(let text):
            // A list that shows no messages has nowhere to put one: the line does nothing there.
            if form.messages != nil { app.receive(ChatMessage(text, outgoing: false), form: form, texts: entry.texts, width: screenSize.width) }
        case .tap(let point): tap(at: point)
        case .tapField(let name):
            if let index = form.index(of: name) { focus(index) } else if name == form.footer?.name { focus(nil) }
        case .tapKey(let name): tapKey(named: name)
        case .tapBackground: focus(nil)
        case .dragBegan(let point): beginDrag(at: point)
        case .dragMoved(let point): moveDrag(to: point)
        case .dragEnded(let point): endDrag(at: point)
        case .scroll(let rows): scrollContent(by: rows)
        case .resize(let size): resize(to: size)
        case .rotate(let orientation, let screen): rotate(to: orientation, screen: screen)
        case .setEra(let newEra):
            device.era = newEra
            // From iOS 11 the scroll view reaches under the bars and counts the safe area.
            app.place(ScreenChrome(form: form, device: device), era: newEra)
        case .setDevice(let choice): switchDevice(to: choice)
        case .setStrategy(let kind): switchStrategy(to: kind)
        case .setPitfalls(let on):
            pitfalls = on
            app.setPitfalls(on)
        case .nextInputMethod: switchInputMethod()
        }
        // Typing may have opened or closed the candidate bar: the keyboard follows.
        refreshKeyboardHeight()
        // A refusal to end editing shows its message, which may need rows of its own.
        layOutNotice()
    }

    private mutating func tap(at point: Point) {
        switch tapTarget(at: point) {
        case .key(let name): tapKey(named: name)
        case .keyboardGap: break
        case .field(let name):
            guard let index = form.index(of: name) else { return }
            // A click into the field being edited moves its caret; into another, focuses it.
            if index == focusedIndex { placeCaret(in: index, at: point) } else { focus(index) }
        case .background, .footer: focus(nil)
        }
    }

    /// Replaces the app's strategy (see `AppState.replaceStrategy`), logging the swap.
    private mutating func switchStrategy(to id: StrategyID) {
        guard id != app.strategy.id else { return }
        let actions = app.replaceStrategy(with: Self.strategy(id, in: configuration.strategies, pitfalls: pitfalls),
                                          screenSize: device.screenSize, at: now)
        for action in actions { record(.strategy(action)) }
    }

    /// A fresh strategy `id` from `catalogue`: every front reads names through the catalogue, so
    /// one it lacks is a bug of the front, not an input to refuse here.
    private static func strategy(_ id: StrategyID, in catalogue: StrategyCatalogue, pitfalls: Bool) -> any AvoidanceStrategy {
        guard let strategy = catalogue.make(id, pitfalls: pitfalls) else {
            preconditionFailure("strategy \(id) is not in the session's catalogue: \(catalogue.ids)")
        }
        return strategy
    }

    // MARK: - Posting

    /// Posts an event: the log and the transcript see it, and the app's strategy reacts; returns
    /// its answer to a `…ShouldBeginEditing` (true for anything else).
    @discardableResult
    mutating func post(_ event: SimEvent) -> Bool {
        record(event)
        let message: AppMessage
        switch event {
        case .notification(let notification): message = .notification(notification)
        case .delegate(let call): message = .delegate(call)
        case .scrollView(let call): message = .scrollView(call)
        case .strategy: return true
        }
        app.views.firstResponder = firstResponder(hearing: message)
        let delivery = app.deliver(message, at: now)
        for action in delivery.actions { record(.strategy(action)) }
        return delivery.allowsEditing
    }

    /// The first responder as the app finds it while `message` is delivered (nil: deferred work):
    /// the focused field, except during its `…DidEndEditing` and the text view's notification that
    /// follows, when it has already resigned (while another field is asked whether it may begin,
    /// the one being edited still is first responder).
    func firstResponder(hearing message: AppMessage?) -> FirstResponder? {
        if case .delegate(let call) = message, call.method.endsEditing || call.method == .textViewTextDidEndEditing { return nil }
        guard let index = focusedIndex else { return nil }
        let field = form.fields[index]
        let contentFrame = layout.entries[index].fieldFrame
        return FirstResponder(name: field.name, kind: field.isInputBar ? .inputBar : field.kind == .textField ? .textField : .textView,
                              frame: app.views.convert(contentFrame, from: fieldSpace(index)), contentFrame: contentFrame)
    }

    private mutating func record(_ event: SimEvent) {
        outbox.append(TimedEvent(time: now, event: event))
        note(.event(event))
    }

    /// Adds an entry to the log only (transcripts show what the app observes, and it does not
    /// observe UIKit's own actions or kbsim's pitfall notices).
    mutating func note(_ kind: LogEntry.Kind) {
        // Built from the parts, not from `self`: passing the simulator would copy it, at every key
        // a text view posts textViewDidChange.
        let focused = focusedIndex.map { (name: form.fields[$0].name, contentFrame: layout.entries[$0].fieldFrame, space: fieldSpace($0)) }
        log.record(kind, at: now, geometry: GeometrySnapshot(screenSize: screenSize, keyboard: keyboard, views: app.views,
                                                                       focused: focused, chrome: app.chrome))
    }

    /// Runs the clock to `time`, posting each animation's Did notifications at the moment it ends.
    /// Runs the strategy's deferred work as it falls due, in time order with the slides' ends (the
    /// work first at one instant: it was asked for before the slide ended).
    mutating func settle(until time: Double) {
        let target = max(time, now)
        while true {
            // What the last message or deferred work asked of the first responder, made before time moves on.
            performResponderRequests()
            let slideEnd = keyboard.animation?.end
            let mailDue = keyboardProcess.nextDue
            if let due = app.nextDeferredTime, due <= target, due <= slideEnd ?? due, due <= mailDue ?? due {
                if due > now { judgeInstant() }
                now = max(now, due)
                app.views.firstResponder = firstResponder(hearing: nil)
                for action in app.runDeferredWork(dueBy: now) ?? [] { record(.strategy(action)) }
            } else if let due = mailDue, due <= target, due <= slideEnd ?? due {
                if due > now { judgeInstant() }
                now = max(now, due)
                receiveFromKeyboardProcess()
            } else if let end = slideEnd, end <= target {
                if end > now { judgeInstant() }
                now = max(now, end)
                guard let (finished, motion) = keyboard.finishSlide(by: now) else { break }
                let didNames: [KeyboardNotification.Name] = motion == .hiding ? [.keyboardDidChangeFrame, .keyboardDidHide]
                    : finished.from == finished.to && !posting.postsFrameChangeOnReshow ? [.keyboardDidShow] : [.keyboardDidChangeFrame, .keyboardDidShow]
                postKeyboard(didNames, begin: finished.from, end: finished.to, duration: finished.duration)
            } else {
                break
            }
        }
        performResponderRequests()
        if time > now { judgeInstant() }
        now = max(now, time)
        app.finishAnimation(by: now)
    }

    /// Logs the pitfalls that what this instant posted let bite, before the clock leaves it: an
    /// instant is judged as a whole whichever steps brought it, so a session rebuilt from its
    /// history (a step back) logs the same notices at the same times.
    private mutating func judgeInstant() {
        guard judgedCount < outbox.count else { return }
        let events = outbox[judgedCount...]
        judgedCount = outbox.count
        // Most instants post only textViewDidChange (a key into a text view), which no pitfall
        // shows in: judged without copying the simulator for the detector.
        guard PitfallDetector.mayBite(in: events) else { return }
        for notice in PitfallDetector.detect(events: Array(events), after: self) { note(.pitfall(notice)) }
    }

    /// What this step posted, once the pitfalls it let bite are in the log.
    private mutating func takeOutbox() -> [TimedEvent] {
        judgeInstant()
        defer {
            outbox.removeAll()
            judgedCount = 0
        }
        return outbox
    }
}
