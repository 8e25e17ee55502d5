import KeyboardSim

/// Decides whether an `Expect` line holds, and says in words what was expected and found.
enum ExpectationCheck {
    /// Evaluates `expectation` against `simulator` now; `events` are those since the last input line.
    static func evaluate(_ expectation: Expectation, on simulator: Simulator,
                         events: inout EventWindow) -> (passed: Bool, expected: String, found: String) {
        switch expectation {
        case .focus(let name):
            let focus = simulator.focusedIndex.map { simulator.form.fields[$0].name }
            return (focus == name, describeFocus(name), describeFocus(focus))
        case .keyboard(let shown):
            let found = keyboardState(simulator)
            return (simulator.keyboard.isUp == shown, shown ? "keyboard shown" : "keyboard hidden", found)
        case .visible(let name):
            if let footer = footerPlace(name, in: simulator) { return (footer.verdict.isVisible, "\(name) fully visible", footer.found) }
            guard let index = simulator.form.index(of: name) else { return unknownField(name) }
            return (simulator.isFieldVisible(index), "\(name) fully visible", place(of: index, in: simulator))
        case .visibleAt(let name, let row):
            let expected = "\(name) fully visible at row \(row)"
            if let footer = footerPlace(name, in: simulator) { return (footer.verdict.isVisible && footer.frame.minY == row, expected, footer.found) }
            guard let index = simulator.form.index(of: name) else { return unknownField(name) }
            let atRow = simulator.fieldScreenFrame(index).minY == row
            return (simulator.isFieldVisible(index) && atRow, expected, place(of: index, in: simulator))
        case .covered(let name):
            if let footer = footerPlace(name, in: simulator) {
                let covered = simulator.keyboardFrame.map { !footer.frame.intersection($0).isEmpty } ?? false
                return (covered, "\(name) under the keyboard", footer.found)
            }
            guard let index = simulator.form.index(of: name) else { return unknownField(name) }
            let covered = simulator.keyboardFrame.map { !simulator.fieldScreenFrame(index).intersection($0).isEmpty } ?? false
            return (covered, "\(name) under the keyboard", place(of: index, in: simulator))
        case .value(let name, let text):
            guard let index = simulator.form.index(of: name) else { return unknownField(name) }
            let value = simulator.texts[index].text
            // A secure field's text is never printed, not even in a failure message.
            let secure = simulator.form.fields[index].traits.secureTextEntry
            func shown(_ text: String) -> String {
                JSONText.quote(secure ? String(repeating: "•", count: text.count) : text)
            }
            return (value == text, "\(name) = \(shown(text))", "\(name) = \(shown(value))")
        case .event(let kind):
            // Described before the search moves past what it finds: a failure shows what was looked at.
            let found = events.description(afterMatch: true)
            return (events.find(kind), "\(kind.name) posted", found)
        case .noEvent(let kind):
            return (!events.contains(kind), "no \(kind.name) posted", events.description(afterMatch: false))
        case .inset(let rows):
            let scrollView = simulator.presentedViews.scrollView
            return (scrollView.contentInset.bottom == rows, "contentInset.bottom \(rows)",
                    "contentInset.bottom \(scrollView.contentInset.bottom) (contentInset \(scrollView.contentInset))")
        case .indicatorInset(let rows):
            let insets = simulator.presentedViews.scrollView.scrollIndicatorInsets
            return (insets.bottom == rows, "scrollIndicatorInsets.bottom \(rows)",
                    "scrollIndicatorInsets.bottom \(insets.bottom) (scrollIndicatorInsets \(insets))")
        case .offset(let rows):
            let offset = simulator.presentedViews.scrollView.contentOffset
            return (offset.y == rows, "contentOffset.y \(rows)", "contentOffset.y \(offset.y) (contentOffset \(offset))")
        case .origin(let row):
            let origin = simulator.presentedViews.rootViewFrame.origin
            return (origin.y == row, "view origin y \(row)", "view origin y \(origin.y) (viewOrigin \(origin))")
        case .caretVisible(let name):
            return caretVisible(in: name, on: simulator)
        case .pitfall(let pitfall):
            return (events.contains(pitfall), "pitfall \(pitfall.rawValue)", events.pitfallDescription)
        case .noPitfall:
            return (events.pitfalls.isEmpty, "no pitfall", events.pitfallDescription)
        }
    }

    /// Whether the caret's row of text view `name`, being edited, is on screen above the keyboard's
    /// top and inside the rows the scroll view shows: a row, since the caret is one row tall.
    private static func caretVisible(in name: String, on simulator: Simulator) -> (Bool, String, String) {
        let expected = "the caret of \(name) visible"
        guard let index = simulator.form.index(of: name) else { return unknownField(name) }
        guard simulator.focusedIndex == index, let caret = simulator.textViewCaretScreenFrame else {
            let editing = simulator.focusedIndex.map { "\(simulator.form.fields[$0].name) being edited" } ?? "no field being edited"
            let kind = simulator.form.fields[index].kind == .textView ? "" : " (\(name) is not a text view)"
            return (false, expected, "no caret in \(name): \(editing)\(kind)")
        }
        let window = simulator.contentWindow
        let keyboardTop = simulator.keyboardFrame?.minY
        let inScrollView = caret.minY >= window.minY && caret.maxY <= window.maxY
        let aboveKeyboard = keyboardTop.map { caret.maxY <= $0 } ?? true
        let place = "caret row \(caret.minY)"
        let found: String
        if !aboveKeyboard, let keyboardTop {
            found = "\(place), under the keyboard whose top is row \(keyboardTop)"
        } else if !inScrollView {
            found = "\(place), outside the rows \(window.minY)..<\(window.maxY) the scroll view shows"
        } else {
            found = "\(place), visible"
        }
        return (inScrollView && aboveKeyboard, expected, found)
    }

    private static func describeFocus(_ name: String?) -> String {
        name.map { "focus on \($0)" } ?? "no focus"
    }

    private static func keyboardState(_ simulator: Simulator) -> String {
        guard let frame = simulator.keyboardFrame else { return "keyboard hidden" }
        if simulator.isAnimating { return simulator.keyboard.isUp ? "keyboard sliding up at \(frame)" : "keyboard sliding down at \(frame)" }
        return "keyboard shown at \(frame)"
    }

    private static func place(of index: Int, in simulator: Simulator) -> String {
        let name = simulator.form.fields[index].name
        let frame = simulator.fieldScreenFrame(index)
        if simulator.isFieldVisible(index) { return "\(name) visible at \(frame)" }
        if let keyboard = simulator.keyboardFrame, !frame.intersection(keyboard).isEmpty {
            return "\(name) at \(frame) under the keyboard at \(keyboard)"
        }
        // The visible part: the scroll view on the screen, below the bars over its top and above those under it.
        return "\(name) at \(frame), outside the visible part of the scroll view \(simulator.contentWindow)"
    }

    /// The footer button when it is called `name`: its frame, its verdict and how it reads in a failure.
    /// Where the footer is and how much of it shows, or — on a chat screen, as `lastMessage` — the list's last message.
    private static func footerPlace(_ name: String, in simulator: Simulator) -> (frame: Rect, verdict: FieldVerdict, found: String)? {
        let under = simulator.keyboardFrame.map { " under the keyboard at \($0)" } ?? ""
        if name == Simulator.lastMessageName, simulator.form.messages != nil, simulator.form.index(of: name) == nil {
            guard let last = simulator.messageScreenFrames.last else { return nil }
            let verdict = FieldVerdict(field: last.frame, seenThrough: simulator.contentWindow, keyboard: simulator.keyboardFrame)
            let bar = simulator.inputBarScreenFrame.map { ", the input bar at \($0)" } ?? ""
            return (last.frame, verdict, "the last message at \(last.frame): \(verdict)\(verdict.isVisible ? "" : under + bar)")
        }
        guard simulator.form.footer?.name == name, let frame = simulator.footerScreenFrame,
              let verdict = simulator.footerVerdict else { return nil }
        return (frame, verdict, "footer \(name) at \(frame): \(verdict)\(verdict.isVisible ? "" : under)")
    }

    private static func unknownField(_ name: String) -> (Bool, String, String) {
        (false, "a field called \(name)", "no such field")
    }
}
