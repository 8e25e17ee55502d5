import KeyboardSim

/// The simulated screen: the app's view, the status bar and the bars over it, and the keyboard over all.
///
/// The simulator speaks in screen coordinates, so the parts draw on a canvas of the screen's
/// own, which then lands in the area given; that canvas also clips them to the screen.
struct PhoneScreen: Widget {
    let simulator: Simulator
    /// Whether secure text stays bullets throughout: no last character shown, no key drawn
    /// pressed while a secure field is edited (screenshots, casts and played tapes).
    let concealsSecrets: Bool

    func draw(in area: Rect, on canvas: inout Canvas) {
        let screen = drawn()
        canvas.paste(screen, at: area.origin)
        if let cursor = screen.cursor {
            canvas.cursor = cursor.offsetBy(dx: area.x, dy: area.y)
        }
    }

    /// The screen on a canvas of its own size.
    func drawn() -> Canvas {
        var screen = Canvas(size: simulator.screenSize)
        let bounds = Rect(origin: .zero, size: screen.size)
        let parts: [any Widget] = [
            AppView(simulator: simulator, concealsSecrets: concealsSecrets),
            StatusBar(simulator: simulator),
            ChromeView(simulator: simulator),
            KeyboardView(simulator: simulator, concealsSecrets: concealsSecrets),
        ]
        for part in parts { part.draw(in: bounds, on: &screen) }
        return screen
    }
}
