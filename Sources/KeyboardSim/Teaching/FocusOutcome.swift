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
    /// The part of the screen the scroll view shows its content through (its frame on screen,
    /// cut to the screen).
    public var window: Rect

    /// Creates an outcome from its numbers.
    public init(field: String?, fieldFrame: Rect?, keyboardFrame: Rect?, isVisible: Bool, coveredRows: Int, hiddenRows: Int,
                screenHeight: Int, window: Rect) {
        self.field = field
        self.fieldFrame = fieldFrame
        self.keyboardFrame = keyboardFrame
        self.isVisible = isVisible
        self.coveredRows = coveredRows
        self.hiddenRows = hiddenRows
        self.screenHeight = screenHeight
        self.window = window
    }

    /// The focused field of `simulator` as it is on screen now.
    package init(_ simulator: Simulator) {
        self.init(field: simulator.focusedIndex.map { (simulator.form.fields[$0].name, simulator.fieldScreenFrame($0)) },
                  keyboardFrame: simulator.keyboardFrame,
                  seenThrough: simulator.focusedIndex.map(simulator.fieldWindow) ?? simulator.contentWindow,
                  screenHeight: simulator.screenSize.height)
    }

    /// The focused field as a log entry left it: where its views and the keyboard were heading
    /// then (what a "why" sentence about that entry should speak of, not the screen now).
    package init(_ geometry: GeometrySnapshot) {
        self.init(field: geometry.focusedField.flatMap { name in geometry.focusedFieldFrame.map { (name, $0) } },
                  keyboardFrame: geometry.keyboardFrame, seenThrough: geometry.focusedFieldWindow,
                  screenHeight: geometry.screenSize.height)
    }

    /// The outcome of a field named and framed as `field` (screen coordinates; nil when none is
    /// being edited) seen through `window`, with the keyboard at `keyboardFrame`.
    init(field: (name: String, frame: Rect)?, keyboardFrame keyboard: Rect?, seenThrough seen: Rect, screenHeight: Int) {
        guard let (name, frame) = field else {
            self.init(field: nil, fieldFrame: nil, keyboardFrame: keyboard, isVisible: true, coveredRows: 0, hiddenRows: 0,
                      screenHeight: screenHeight, window: seen)
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
                  coveredRows: covered, hiddenRows: hidden, screenHeight: screenHeight, window: seen)
    }

    /// The outcome's numbers for templates: `field`, `rows`, `covered`, `hidden`, `fieldTop`,
    /// `fieldBottom` (its last row), `keyboardTop` and `keyboardHeight` (the screen's bottom and 0 while
    /// the keyboard is down), `windowTop` and `windowBottom` (the first and last rows the scroll view
    /// shows); `hiddenPart` and `coveredPart`, the hidden or covered rows as the subject of a
    /// sentence ("notes", "all 3 rows of notes", "2 of the 3 rows of notes"), each with its verb
    /// (`hiddenPart.is`: "is" or "are"); the flags `keyboardUp`, `windowEmpty` (the scroll view
    /// shows no row) and `fitsAboveKeyboard` (the field is no taller than the rows between the
    /// scroll view's top and the keyboard).
    package var values: TemplateValues {
        var values = TemplateValues()
        let name = field ?? "no field"
        values.set("field", text: name)
        values.set("covered", .int(coveredRows))
        values.set("hidden", .int(hiddenRows))
        if let fieldFrame {
            values.set("rows", .int(fieldFrame.height))
            values.set("fieldTop", .int(fieldFrame.minY))
            values.set("fieldBottom", .int(fieldFrame.maxY - 1))
            values.set("fitsAboveKeyboard", .bool(fieldFrame.height <= (keyboardFrame?.minY ?? screenHeight) - window.minY))
            for (key, count) in [("hiddenPart", hiddenRows), ("coveredPart", coveredRows)] {
                let (part, verb) = Self.part(count, of: fieldFrame.height, field: name)
                values.set(key, text: part)
                values.set("\(key).is", text: verb)
            }
        }
        // A keyboard that is down sits just below the screen, with no height on it.
        values.set("keyboardTop", .int(keyboardFrame?.minY ?? screenHeight))
        values.set("keyboardHeight", .int(keyboardFrame?.height ?? 0))
        values.set("keyboardUp", .bool(keyboardFrame != nil))
        values.set("windowTop", .int(window.minY))
        values.set("windowBottom", .int(window.maxY - 1))
        values.set("windowEmpty", .bool(window.isEmpty))
        return values
    }

    /// `count` of a field's `rows` rows as the subject of a sentence, with the verb that agrees.
    static func part(_ count: Int, of rows: Int, field: String) -> (part: String, verb: String) {
        if count == rows { return rows == 1 ? (field, "is") : ("all \(rows) rows of \(field)", "are") }
        return ("\(count) of the \(rows) rows of \(field)", count == 1 ? "is" : "are")
    }
}
