import KeyboardSim

/// The row above a compared phone: what it differs in (a strategy, an era) and the verdict of its
/// focused field, in the inspector's words and colours.
struct PhoneLabel: Widget {
    /// The variant's name: `inset`, `era 7`.
    let name: String
    /// The focused field's verdict; nil when no field is being edited.
    let verdict: FieldVerdict?

    func draw(in area: Rect, on canvas: inout Canvas) {
        var x = canvas.put(name, at: area.origin, style: Style(.title, bold: true), limit: area.width)
        guard let verdict else {
            canvas.put(" · no field being edited", at: Point(x: x, y: area.y), style: Style(.log), limit: area.maxX - x)
            return
        }
        x = canvas.put(" · ", at: Point(x: x, y: area.y), limit: area.maxX - x)
        canvas.put(verdict.description, at: Point(x: x, y: area.y), style: InspectorPane.style(of: verdict.severity), limit: area.maxX - x)
    }
}
