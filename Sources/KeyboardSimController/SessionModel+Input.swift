import KeyboardSim
import KeyboardSimRender

/// How the session takes the terminal's events: the help over the screen, the key map's
/// actions, the mouse on the phone, a rotation.
extension SessionModel {
    /// Takes one terminal event to the session; returns false when it ends the session.
    mutating func take(_ event: TerminalEvent) -> Bool {
        switch event {
        case .mouseMotion(let point):
            moveMouse(to: point)
            return true
        case .mouseRelease(let point):
            releaseMouse(at: point)
            return true
        default:
            // Anything else means the button is no longer held as far as kbsim can tell: a tap
            // that waited for the release happens now.
            releaseMouse(at: nil)
        }
        let action: SessionAction
        switch event {
        case .quit:
            // The decoder turns the map's quit keys into these events: F10 ends normally, Ctrl-C interrupts.
            return false
        case .interrupt:
            wasInterrupted = true
            return false
        case .suspend:
            // The shell suspends the process (it has the screen); nothing reaches the phone.
            return true
        case .resize(let terminalSize) where replaySizes != nil:
            // The tape's size rules; the real terminal has only to hold it.
            realTerminal = terminalSize
            return true
        case .resize(let terminalSize):
            layout = layout(terminal: terminalSize, orientation: simulator.orientation)
            let newScreenSize = layout.simulatedScreenSize
            // Not queued while paused: the picture must fit the terminal at once.
            if newScreenSize != simulator.screenSize { feedNew(.resize(newScreenSize)) }
            return true
        case _ where help != nil:
            return answerHelp(event)
        case .key(let press): action = keyMap.action(for: .key(press), fieldFocused: simulator.focusedIndex != nil)
        case .paste:
            // A paste is typing whatever it holds, never a key binding (a pasted `q` or `?` is
            // text); with no field to take it, as on a phone, it goes nowhere.
            guard simulator.focusedIndex != nil else { return true }
            action = keyMap.action(for: .anyCharacter, fieldFocused: true)
        case .click(let point) where point.y == layout.helpLine.y && !isTimelineShown && !logCursor.hasSelection:
            // The help line's entries are buttons: every command can be given with the mouse.
            guard let entry = keyMap.helpLineAction(atColumn: point.x, severalInputMethods: simulator.inputMethods.count > 1,
                                                    width: layout.terminal.width)
            else { return true }
            action = entry
        case .click: action = keyMap.action(for: .click)
        case .wheel(let rows, let point) where whyPanelPlacement()?.frame.contains(point) == true && !logCursor.hasSelection:
            // The wheel over the why panel scrolls the panel, not the form.
            scrollWhyPanel(by: rows)
            return true
        case .wheel: action = keyMap.action(for: .wheel)
        case .mouseMotion, .mouseRelease: return true
        }
        if isTooSmallForThePhone, action != .quit {
            // Only the size notice is on screen: a key must not change what cannot be seen
            // (a lesson's Space would pass a step unseen).
            return true
        }
        if logCursor.hasSelection, !Self.worksInTheLog(action) {
            // While the log has the selection no input reaches the phone: a key moves through the log.
            if case .key(let press) = event { logCursor.handle(press, in: simulator.log) }
            return true
        }
        return perform(action, for: event)
    }

    /// Whether `action` keeps its meaning while the log has the selection: leaving the log, the
    /// session's time and quitting do; everything meant for the phone does not.
    static func worksInTheLog(_ action: SessionAction) -> Bool {
        switch action {
        case .eventLog, .togglePause, .slowMotion, .stepForward, .stepBack, .help, .nextPane, .scrollWhyUp, .scrollWhyDown,
             .toggleWhyCode, .quit: true
        // A lesson's Space and Enter: Enter opens the selected entry's details.
        case .goOn, .phone, .nextInputMethod, .rotate, .nextEra, .nextDevice, .nextStrategy, .togglePitfalls, .ignore: false
        }
    }

    /// Whether the timeline has the help line's row (time control in use).
    var isTimelineShown: Bool { !clock.isIdle }

    /// Input while the help is open: keys scroll or close it, a click on a key's row does what
    /// the key does (the help closing first, so its effect is seen); returns false on quit.
    mutating func answerHelp(_ event: TerminalEvent) -> Bool {
        guard var overlay = help else { return true }
        let frame = HelpOverlay.frame(in: layout.terminal)
        let page = HelpOverlay.pageRows(in: frame)
        switch event {
        case .key(let press) where press == .escape || press == .character("q") || keyMap.action(for: .key(press)) == .help:
            // Esc and q close it, and so does every key that opens it.
            help = nil
            return true
        case .key(.tab), .key(.backTab): overlay.turnPage()
        case .key(.up): overlay.scroll(by: -1, in: frame)
        case .key(.down): overlay.scroll(by: 1, in: frame)
        case .key(.pageUp): overlay.scroll(by: -page, in: frame)
        case .key(.pageDown), .key(.character(" ")): overlay.scroll(by: page, in: frame)
        case .key(.home): overlay.scroll(by: -Int.max, in: frame)
        case .key(.end): overlay.scroll(by: Int.max, in: frame)
        case .wheel(let rows, _): overlay.scroll(by: rows, in: frame)
        case .click(let point):
            guard let action = overlay.action(at: point, in: frame) else { return true }
            help = nil
            return action == .help ? true : perform(action, for: event)
        default:
            return true
        }
        help = overlay
        return true
    }

    /// While replaying, the tape is the only input: the replay's key map says what a key does (a
    /// lesson's, on the learner's turn the phone's).
    package var keyMap: KeyMap {
        if let lesson, lesson.waits { return lesson.keyMap }
        return replay == nil ? .interactive : .replay
    }

    /// Does what the key map says `event` does; returns false when that ends the session.
    mutating func perform(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        if lesson?.waits == true { return performInLesson(action, for: event) }
        return performAnywhere(action, for: event)
    }

    /// Does what `action` does in any session, lesson or not; returns false when that ends the session.
    mutating func performAnywhere(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        switch action {
        case .quit:
            return false
        case .ignore:
            break
        case .togglePause, .goOn:
            run(to: sessionTime)
            clock.togglePause(atReal: realTime)
            if !clock.isPaused { flushQueue() }
        case .slowMotion:
            clock.cycleSlowMotion(atReal: realTime)
        case .stepForward:
            stepForward()
        case .stepBack:
            stepBack()
        case .help:
            help = HelpOverlay(keyMap: keyMap.cycling(configuration.strategies))
        case .nextPane:
            let panes = Self.compactPanes
            compactPane = panes[((panes.firstIndex(of: compactPane) ?? 0) + 1) % panes.count]
            layout = layout(terminal: layout.terminal, orientation: simulator.orientation)
        case .scrollWhyUp, .scrollWhyDown:
            guard let area = whyPanelPlacement()?.frame else { break }
            scrollWhyPanel(by: (action == .scrollWhyUp ? -1 : 1) * WhyPanel.pageRows(in: area))
        case .toggleWhyCode:
            whyPanel.toggleContent()
        case .eventLog:
            logCursor.toggle(in: simulator.log)
        case .phone, .rotate, .nextEra, .nextDevice, .nextStrategy, .togglePitfalls, .nextInputMethod:
            if clock.isPaused {
                queued.append((action, event))
            } else {
                give(action, for: event)
            }
        }
        return true
    }

    /// Hands an input the key map gives the phone or the session to the simulator.
    mutating func give(_ action: SessionAction, for event: TerminalEvent) {
        switch action {
        case .rotate:
            rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
        case .nextEra where variants.contains(where: \.isEra), .nextStrategy where variants.contains(where: \.isStrategy),
             .nextDevice where variants.contains(where: \.isDevice):
            // Each phone keeps the era, strategy or device it is compared in.
            break
        case .nextEra:
            let eras = Era.allCases
            feedNew(.setEra(eras[(eras.firstIndex(of: simulator.era)! + 1) % eras.count]))
        case .nextDevice:
            feedNew(.setDevice(simulator.device.choice.next))
        case .nextStrategy:
            feedNew(.setStrategy(simulator.configuration.strategies.id(after: simulator.strategy.id)))
        case .togglePitfalls:
            feedNew(.setPitfalls(!simulator.pitfalls))
        case .nextInputMethod:
            feedNew(.nextInputMethod)
        case .phone:
            switch event {
            case .key(let press):
                feedNew(.key(press))
            case .click(let terminalPoint):
                // A click outside the simulated screens (bezel, side pane) is not a tap.
                guard let (phone, point) = layout.phonePoint(fromTerminal: terminalPoint) else { break }
                if variants.isEmpty {
                    let onBackground = simulator.resolve(.tap(point)).event == .tapBackground
                    mousePress = MousePress(at: point, tapsOnRelease: onBackground)
                    if !onBackground { feedNew(.tap(point)) }
                } else {
                    // What the tap means on the phone clicked (a field, a key, the background) goes to every phone.
                    run(to: sessionTime)
                    if let meaning = timeline.simulators[phone].resolve(.tap(point)).event { feedNew(meaning) }
                }
            case .wheel(let rows, let terminalPoint):
                // Over a picker the wheel turns the picker's wheel under the pointer, a row a notch (a
                // notch scrolls the form several rows); elsewhere it scrolls the form.
                if variants.isEmpty, let (_, point) = layout.phonePoint(fromTerminal: terminalPoint),
                   let turn = simulator.pickerTurn(by: rows.signum(), at: point) {
                    for event in turn { feedNew(event) }
                } else {
                    feedNew(.scroll(by: rows))
                }
            case .paste(let text):
                feedNew(.paste(text))
            case .resize, .quit, .interrupt, .suspend, .mouseMotion, .mouseRelease:
                break
            }
        default:
            break
        }
    }

    /// Turns the phone: the terminal is laid out for the new orientation and the simulator told its new screen.
    mutating func rotate(to orientation: Orientation) {
        layout = layout(terminal: layout.terminal, orientation: orientation)
        feedNew(.rotate(orientation, screen: layout.simulatedScreenSize))
    }

    /// The pointer moved with the button held: the press becomes a drag of the phone's screen
    /// (one phone: a drag is not compared), followed while the pointer stays on the phone.
    mutating func moveMouse(to terminalPoint: Point) {
        guard var press = mousePress, let (_, point) = layout.phonePoint(fromTerminal: terminalPoint),
              point != press.pointer else { return }
        if !press.isDragging {
            press.isDragging = true
            press.tapsOnRelease = false
            feedNew(.dragBegan(press.start))
        }
        press.pointer = point
        mousePress = press
        feedNew(.dragMoved(point))
    }

    /// The button is up (at `terminalPoint`, or nil when another input showed it must be): a drag
    /// ends where the pointer was last on the phone; a press on the background taps now.
    mutating func releaseMouse(at terminalPoint: Point?) {
        guard let press = mousePress else { return }
        mousePress = nil
        if press.isDragging {
            let point = terminalPoint.flatMap { layout.phonePoint(fromTerminal: $0)?.point } ?? press.pointer
            feedNew(.dragEnded(point))
        } else if press.tapsOnRelease {
            feedNew(.tap(press.start))
        }
    }
}
