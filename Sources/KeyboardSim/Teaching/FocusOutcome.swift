/// Where the focused field ended, in the numbers a "why" sentence needs: whether it can be
/// seen, and how many of its rows the keyboard or the edges hide.
public struct FocusOutcome: Hashable, Sendable {
    /// The focused field's name, nil when no field is being edited.
    public var field: String?
    /// The field's frame on screen.
    public var fieldFrame: Rect?
    /// The keyboard's frame on screen, nil when it is hidden.
    public var keyboardFrame: Rect?
    /// Whether all of the field can be seen (`Simulator.isFieldVisible`).
    public var isVisible: Bool
    /// The field's rows under the keyboard.
    public var coveredRows: Int
    /// The field's rows that cannot be seen for any reason: under the keyboard, outside the
    /// scroll view or off the screen.
    public var hiddenRows: Int
    /// The screen's height: where a keyboard that is down has its top.
    public var screenHeight: Int

    /// Creates an outcome from its numbers.
    public init(field: String?, fieldFrame: Rect?, keyboardFrame: Rect?, isVisible: Bool, coveredRows: Int, hiddenRows: Int,
                screenHeight: Int) {
        self.field = field
        self.fieldFrame = fieldFrame
        self.keyboardFrame = keyboardFrame
        self.isVisible = isVisible
        self.coveredRows = coveredRows
        self.hiddenRows = hiddenRows
        self.screenHeight = screenHeight
    }

    /// The focused field of `simulator` as it is on screen now.
    public init(_ simulator: Simulator) {
        self.init(field: simulator.focusedIndex.map { (simulator.form.fields[$0].name, simulator.fieldScreenFrame($0)) },
                  keyboardFrame: simulator.keyboardFrame, seenThrough: simulator.contentWindow, screenHeight: simulator.screenSize.height)
    }

    /// The focused field as a log entry left it: where its views and the keyboard were heading
    /// then (what a "why" sentence about that entry should speak of, not the screen now).
    public init(_ geometry: GeometrySnapshot) {
        self.init(field: geometry.focusedField.flatMap { name in geometry.focusedFieldFrame.map { (name, $0) } },
                  keyboardFrame: geometry.keyboardFrame, seenThrough: geometry.contentWindow,
                  screenHeight: geometry.screenSize.height)
    }

    /// The outcome of a field named and framed as `field` (screen coordinates; nil when none is
    /// being edited) seen through `window`, with the keyboard at `keyboardFrame`.
    init(field: (name: String, frame: Rect)?, keyboardFrame keyboard: Rect?, seenThrough seen: Rect, screenHeight: Int) {
        guard let (name, frame) = field else {
            self.init(field: nil, fieldFrame: nil, keyboardFrame: keyboard, isVisible: true, coveredRows: 0, hiddenRows: 0,
                      screenHeight: screenHeight)
            return
        }
        var covered = 0
        var hidden = 0
        for row in frame.minY..<max(frame.minY, frame.maxY) {
            let underKeyboard = keyboard.map { row >= $0.minY && row < $0.maxY } ?? false
            if underKeyboard { covered += 1 }
            if underKeyboard || row < seen.minY || row >= seen.maxY { hidden += 1 }
        }
        self.init(field: name, fieldFrame: frame, keyboardFrame: keyboard,
                  isVisible: FieldVerdict(field: frame, seenThrough: seen, keyboard: keyboard).isVisible,
                  coveredRows: covered, hiddenRows: hidden, screenHeight: screenHeight)
    }

    /// The outcome's numbers for templates: `field`, `rows`, `covered`, `hidden`, `fieldTop`,
    /// `fieldBottom` (its last row), `keyboardTop` and `keyboardHeight` (the screen's bottom and 0 while
    /// the keyboard is down).
    public var values: TemplateValues {
        var values = TemplateValues()
        values.set("field", text: field ?? "no field")
        values.set("covered", .int(coveredRows))
        values.set("hidden", .int(hiddenRows))
        if let fieldFrame {
            values.set("rows", .int(fieldFrame.height))
            values.set("fieldTop", .int(fieldFrame.minY))
            values.set("fieldBottom", .int(fieldFrame.maxY - 1))
        }
        // A keyboard that is down sits just below the screen, with no height on it.
        values.set("keyboardTop", .int(keyboardFrame?.minY ?? screenHeight))
        values.set("keyboardHeight", .int(keyboardFrame?.height ?? 0))
        return values
    }
}
