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
        guard let index = simulator.focusedIndex else {
            self.init(field: nil, fieldFrame: nil, keyboardFrame: simulator.keyboardFrame, isVisible: true, coveredRows: 0, hiddenRows: 0,
                      screenHeight: simulator.screenSize.height)
            return
        }
        let frame = simulator.fieldScreenFrame(index)
        let keyboard = simulator.keyboardFrame
        let seen = simulator.contentWindow
        var covered = 0
        var hidden = 0
        for row in frame.minY..<max(frame.minY, frame.maxY) {
            let underKeyboard = keyboard.map { row >= $0.minY && row < $0.maxY } ?? false
            if underKeyboard { covered += 1 }
            if underKeyboard || row < seen.minY || row >= seen.maxY { hidden += 1 }
        }
        self.init(field: simulator.form.fields[index].name, fieldFrame: frame, keyboardFrame: keyboard,
                  isVisible: simulator.isFieldVisible(index), coveredRows: covered, hiddenRows: hidden,
                  screenHeight: simulator.screenSize.height)
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
