/// Watches what one step of the simulation posted and says which pitfalls bit in it. It is an
/// observer: it reads the events and the simulator after the step, and changes nothing. The
/// simulator runs it on every step, so a step that posted nothing costs next to nothing.
///
/// It judges the geometry the views and the keyboard are heading for (the model, not the frame
/// part-way through an animation), so a pitfall is caught in the step that causes it, not when
/// the animation ends.
public enum PitfallDetector {
    /// The pitfalls that bit in the step that posted `events` and left the simulator as `after`.
    public static func detect(events: [TimedEvent], after: Simulator) -> [PitfallNotice] {
        guard mayBite(in: events) else { return [] }
        let settled = Settled(after)
        var notices: [PitfallNotice] = []
        for (position, timed) in events.enumerated() {
            guard case .strategy(let action) = timed.event else { continue }
            let trigger = events[..<position].last { if case .notification = $0.event { true } else { false } }
            notices += actionPitfalls(action, trigger: trigger, after: after, settled: settled)
        }
        notices += slidePitfalls(events: events, after: after, settled: settled)
        if let notice = hideThatNeverHappens(events: events, after: after, settled: settled) { notices.append(notice) }
        return notices
    }

    /// Whether a pitfall can bite in a step that posted `events`: every pitfall shows in a
    /// notification, a strategy's action or the start of editing (an idle frame, or a key that
    /// posts only textViewDidChange, has nothing to judge).
    public static func mayBite(in events: some Collection<TimedEvent>) -> Bool {
        events.contains {
            switch $0.event {
            case .notification, .strategy: true
            case .delegate(let call): call.method == .textFieldDidBeginEditing || call.method == .textViewDidBeginEditing
            }
        }
    }

    /// Pitfalls that show in what a strategy's action did.
    private static func actionPitfalls(_ action: StrategyAction, trigger: TimedEvent?, after: Simulator,
                                       settled: Settled) -> [PitfallNotice] {
        guard action.action == .keyboardWasShown else { return [] }
        let values = TemplateValues(action.details)
        func number(_ key: String) -> Int? { values.text[key].flatMap { Int($0) } }
        func notice(_ pitfall: Pitfall, _ details: [StrategyAction.Detail]) -> PitfallNotice {
            PitfallNotice(pitfall: pitfall, strategy: action.strategy, field: settled.field, details: details)
        }
        var notices: [PitfallNotice] = []
        switch action.strategy {
        case .inset, .extend:
            let used = number(action.strategy == .inset ? "inset" : "height") ?? 0
            if case .notification(let didShow)? = trigger?.event, used < didShow.userInfo.endFrame.height {
                let real = didShow.userInfo.endFrame.height
                notices.append(notice(.heightFromFrameBegin, [
                    .init("used", .int(used)), .init("real", .int(real)), .init("short", .int(real - used)),
                    .init("frameKeys", .bool(didShow.userInfo.hasFrameKeys)),
                ]))
            }
            if action.strategy == .inset, values.flags["scrolled"] == false, let field = settled.fieldFrame,
               let keyboard = settled.keyboardFrame, field.minY < keyboard.minY, settled.coveredRows > 0 {
                notices.append(notice(.originOnlyTest, [.init("coveredRows", .int(settled.coveredRows))]))
            }
            if action.strategy == .extend, let offset = number("offset") {
                let scrollView = after.views.scrollView
                if settled.coveredRows > 0 {
                    notices.append(notice(.offsetUnderKeyboard, [.init("offset", .int(offset))]))
                }
                if offset < scrollView.minimumOffsetY || offset > scrollView.maximumOffsetY {
                    notices.append(notice(.offsetPastContent, [
                        .init("offset", .int(offset)), .init("minimum", .int(scrollView.minimumOffsetY)),
                        .init("maximum", .int(scrollView.maximumOffsetY)), .init("belowRange", .bool(offset < scrollView.minimumOffsetY)),
                    ]))
                }
            }
        case .resize:
            let full = AppState.scrollViewFrame(screen: after.screenSize).height
            if let height = number("height"), let shrunk = number("frame.height"), shrunk + height < full {
                notices.append(notice(.shrinksTwice, [
                    .init("height", .int(height)), .init("before", .int(shrunk + height)), .init("full", .int(full)),
                    .init("after", .int(shrunk)),
                ]))
            }
        case .none, .slide, .auto:
            break
        }
        return notices
    }

    /// Slide's pitfalls bite when the keyboard has arrived over the field being edited: at its
    /// DidShow, or at a change of field when the keyboard is already still.
    private static func slidePitfalls(events: [TimedEvent], after: Simulator, settled: Settled) -> [PitfallNotice] {
        guard after.strategy.kind == .slide, let index = after.focusedIndex, settled.coveredRows > 0 else { return [] }
        let didShow = events.contains { $0.event.name == KeyboardNotification.Name.keyboardDidShow.rawValue }
        let began = events.contains {
            guard case .delegate(let call) = $0.event else { return false }
            return call.method == .textFieldDidBeginEditing || call.method == .textViewDidBeginEditing
        }
        guard didShow || (began && after.keyboard.animation == nil) else { return [] }
        let field = after.form.fields[index]
        if field.kind == .textView {
            return [PitfallNotice(pitfall: .textViewNeverSlides, strategy: .slide, field: field.name,
                                  details: [.init("coveredRows", .int(settled.coveredRows))])]
        }
        let assumed = after.views.interfaceOrientation == .portrait ? SlideStrategy.portraitKeyboardHeight : SlideStrategy.landscapeKeyboardHeight
        guard let real = settled.keyboardFrame?.height, real != assumed else { return [] }
        return [PitfallNotice(pitfall: .hardCodedKeyboardHeight, strategy: .slide, field: field.name, details: [
            .init("assumed", .int(assumed)), .init("real", .int(real)), .init("difference", .int(abs(real - assumed))),
        ])]
    }

    /// A keyboardWillHide with no keyboardDidHide after it, the keyboard still up: a change of
    /// field before iOS 11, which bites the listings that act on hide notifications.
    private static func hideThatNeverHappens(events: [TimedEvent], after: Simulator, settled: Settled) -> PitfallNotice? {
        let kind = after.strategy.kind
        guard kind == .inset || kind == .resize, after.keyboard.isUp, after.focusedIndex != nil,
              let willHide = events.lastIndex(where: { $0.event.name == KeyboardNotification.Name.keyboardWillHide.rawValue }),
              !events[willHide...].contains(where: { $0.event.name == KeyboardNotification.Name.keyboardDidHide.rawValue })
        else { return nil }
        return PitfallNotice(pitfall: .willHideWithoutDidHide, strategy: kind, field: settled.field, details: [
            .init("era", .int(after.era.rawValue)), .init("listensToWillHide", .bool(kind == .inset)),
        ])
    }

    /// The focused field where the views and the keyboard are heading.
    private struct Settled {
        var field: String?
        var fieldFrame: Rect?
        var keyboardFrame: Rect?
        var coveredRows = 0

        init(_ simulator: Simulator) {
            let keyboard = simulator.keyboard.isUp ? simulator.keyboard.restingFrame : nil
            keyboardFrame = keyboard
            guard let index = simulator.focusedIndex else { return }
            let views = simulator.views
            let frame = views.scrollView.screenRect(fromContent: simulator.layout.entries[index].fieldFrame)
                .offsetBy(dx: views.rootViewFrame.x, dy: views.rootViewFrame.y)
            field = simulator.form.fields[index].name
            fieldFrame = frame
            if let keyboard {
                let covered = frame.intersection(keyboard)
                coveredRows = covered.isEmpty ? 0 : covered.height
            }
        }
    }
}
