import KeyboardSim

/// The screens of a compare run's phones at one `Screenshot`, side by side, each under its label
/// (the variant and its focused field's verdict, as the compared phones are labelled): one picture.
package enum ComparedScreens {
    /// Columns between two screens.
    package static let gap = 2

    /// One screen of the comparison: the variant's name, its focused field's verdict (nil when no
    /// field is being edited) and the screen.
    package struct Screen: Sendable {
        /// The variant's name (`inset`, `era 7`).
        package var name: String
        /// How much of the focused field can be seen, nil when none is focused.
        package var verdict: FieldVerdict?
        /// The variant's screen.
        package var canvas: Canvas

        /// Creates a screen.
        package init(name: String, verdict: FieldVerdict?, canvas: Canvas) {
            self.name = name
            self.verdict = verdict
            self.canvas = canvas
        }
    }

    /// The screens side by side under a row of labels, without a cursor (there are several carets).
    package static func canvas(_ screens: [Screen]) -> Canvas {
        let width = screens.map(\.canvas.size.width).reduce(0, +) + gap * max(0, screens.count - 1)
        let height = 1 + (screens.map(\.canvas.size.height).max() ?? 0)
        var canvas = Canvas(size: Size(width: width, height: height))
        var x = 0
        for screen in screens {
            PhoneLabel(name: screen.name, verdict: screen.verdict)
                .draw(in: Rect(x: x, y: 0, width: screen.canvas.size.width, height: 1), on: &canvas)
            canvas.paste(screen.canvas, at: Point(x: x, y: 1))
            x += screen.canvas.size.width + gap
        }
        canvas.cursor = nil
        return canvas
    }
}
