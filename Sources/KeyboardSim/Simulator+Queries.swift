/// What there is to see: the parts' state as fronts, tests and tapes read it, and the screen
/// geometry that follows from it now.
extension Simulator {
    /// The form on the simulated screen.
    package var form: Form { configuration.form }
    /// Which iOS generation the notifications follow now.
    package var era: Era { device.era }
    /// The simulated screen size in cells.
    package var screenSize: Size { device.screenSize }
    /// Which way up the device is held now.
    package var orientation: Orientation { device.orientation }
    /// The first responder, if a field is being edited.
    package var focusedIndex: Int? { responder.focusedIndex }
    /// The field that refused to end editing, and why.
    package var validationFailure: Responder.ValidationFailure? { responder.validationFailure }
    /// The text of each field, in form order.
    package var texts: [TextBuffer] { entry.texts }
    /// Marked text being composed in the focused field, nil when there is none.
    package var composition: Composition? { entry.composition }
    /// The input methods the globe key cycles through.
    package var inputMethods: [InputMethod] { entry.inputMethods }
    /// The input method in use.
    package var inputMethod: InputMethod { entry.inputMethod }
    /// The views the app owns: the model, as the app reads it.
    package var views: AppViews { app.views }
    /// Where the fields sit in the content view.
    package var layout: FormLayout { app.layout }
    /// The app's reaction to the keyboard.
    package var strategy: any AvoidanceStrategy { app.strategy }
    /// The first message the app's strategy could not answer (a handler that timed out, replied
    /// what is not the protocol, or exited): a front ends the run on it; nil while all is well.
    package var strategyFailure: StrategyFailure? { app.strategyFailure }

    /// The text of every field in form order.
    package var fieldValues: FieldValues {
        FieldValues(pairs: zip(form.fields, entry.texts).map { ($0.name, $1.text) })
    }

    /// The refusal message while it flashes.
    package var refusalMessage: String? { entry.refusalMessage(at: now) }
    /// The last key refused and how many have been since the session began (see `TextEntry.lastRefusal`).
    package var lastRefusal: (key: RefusedKey, count: Int)? { entry.lastRefusal }

    /// The field whose last character is readable now, if any.
    package var revealedSecureField: Int? { entry.revealedSecureField(focused: focusedIndex, at: now) }

    /// The correction a phone offers for the word just before the cursor of the focused field, if any.
    package var pendingCorrection: (word: String, replacement: String)? {
        guard let index = focusedIndex else { return nil }
        return entry.pendingCorrection(in: index, traits: form.fields[index].traits)
    }

    // MARK: - Screen geometry

    /// The app's views as they are on screen now: the model, or part-way through an animation.
    package var presentedViews: AppViews { app.presentedViews(at: now) }

    /// The frame of field `index`'s input in screen coordinates, where it is on screen now.
    package func fieldScreenFrame(_ index: Int) -> Rect {
        app.screenRect(fromContent: layout.entries[index].fieldFrame, in: fieldSpace(index), at: now)
    }

    /// The space field `index`'s frames are in: the content's, or the input bar's for its text view.
    package func fieldSpace(_ index: Int) -> AppViews.Space {
        index == form.inputBarIndex ? .inputBar : .scrollView
    }

    /// The input bar in screen coordinates, where it is drawn now; nil without one.
    package var inputBarScreenFrame: Rect? {
        let shown = presentedViews
        return shown.inputBarFrame?.offsetBy(dx: shown.rootViewFrame.x, dy: shown.rootViewFrame.y)
    }

    /// What `Expect visible` calls a chat screen's last message.
    package static let lastMessageName = "lastMessage"

    /// The chat's messages where they are on screen now (frames in screen coordinates), with their rows of text.
    package var messageScreenFrames: [FormLayout.Message] {
        // One conversion for the list: every bubble moves as the content does.
        let origin = app.screenRect(fromContent: .zero, at: now).origin
        return layout.messages.map { message in
            var shown = message
            shown.frame = message.frame.offsetBy(dx: origin.x, dy: origin.y)
            return shown
        }
    }

    /// Where field `index` can be seen through: the scroll view's window, or the whole screen for
    /// the input bar's text view, which is no part of the scroll view (as the footer is not).
    package func fieldWindow(_ index: Int) -> Rect {
        index == form.inputBarIndex ? Rect(origin: .zero, size: screenSize) : contentWindow
    }

    /// The fields whose label or input may show in `screenArea` (screen coordinates) now, in form
    /// order: all a frame needs to draw, however long the form.
    package func fieldIndices(within screenArea: Rect) -> Range<Int> {
        let origin = app.screenRect(fromContent: .zero, at: now).origin
        return layout.entries(overlappingRows: (screenArea.minY - origin.y)..<(screenArea.maxY - origin.y))
    }

    /// The frame of field `index`'s label in screen coordinates.
    package func labelScreenFrame(_ index: Int) -> Rect {
        app.screenRect(fromContent: layout.entries[index].labelFrame, in: fieldSpace(index), at: now)
    }

    /// The sections' headers with their frames in screen coordinates, where they are on screen now.
    package var sectionHeaders: [(text: String, frame: Rect)] {
        layout.sections.compactMap { section in
            section.headerFrame.map { (section.header, app.screenRect(fromContent: $0, at: now)) }
        }
    }

    /// The scroll view's frame in screen coordinates (it moves with the root view).
    package var scrollViewScreenFrame: Rect { app.scrollViewScreenFrame(at: now) }

    /// Where the content can be seen: the scroll view's frame, cut to the screen and to the rows
    /// between the bars (which hide what scrolls under them).
    package var contentWindow: Rect {
        scrollViewScreenFrame.intersection(Rect(origin: .zero, size: screenSize))
            .intersection(app.chrome.contentBand(screen: screenSize, rootOrigin: presentedViews.rootViewFrame.origin,
                                                 footer: presentedViews.footerFrame ?? presentedViews.inputBarFrame))
    }

    /// Whether all of field `index` can be seen: inside the scroll view and the screen, under no keyboard.
    package func isFieldVisible(_ index: Int) -> Bool {
        fieldVerdict(index).isVisible
    }

    /// How much of field `index` can be seen now, and what hides the rest.
    package func fieldVerdict(_ index: Int) -> FieldVerdict {
        FieldVerdict(field: index, in: self)
    }

    /// What a tap at `point` (screen cells) would hit now.
    package func tapTarget(at point: Point) -> TapTarget {
        if let frame = keyboardFrame, frame.contains(point) {
            return placedKeys.first { $0.frame.contains(point) }.map { .key($0.key.name) }
                ?? pickerLayout?.rows.first { $0.frame.contains(point) }.map { .key($0.label) } ?? .keyboardGap
        }
        if let footer = form.footer, footerScreenFrame?.contains(point) == true { return .footer(footer.name) }
        if let bar = form.inputBar, inputBarScreenFrame?.contains(point) == true { return .field(bar.name) }
        if contentWindow.contains(point) {
            let origin = app.screenRect(fromContent: .zero, at: now).origin
            let contentPoint = Point(x: point.x - origin.x, y: point.y - origin.y)
            if let index = layout.fieldIndex(at: contentPoint) { return .field(form.fields[index].name) }
        }
        return .background
    }
}
