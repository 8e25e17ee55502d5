/// The simulated phone itself: which iOS it runs, how it is held, and its screen.
package struct Device: Hashable, Sendable {
    /// Which iOS generation the notifications follow; it can change while running.
    package var era: Era
    /// Which way up the device is held.
    package var orientation: Orientation
    /// The simulated screen size in cells.
    package var screenSize: Size
    /// kbsim's proportional phone or a real iPhone's figures.
    package var choice: DeviceChoice

    /// How the iPhone's points map onto the screen's cells as held now; nil on kbsim's own phone.
    package var pointScale: PointScale? {
        choice.model.map { PointScale(points: $0.points(orientation), cells: screenSize) }
    }

    /// The safe-area insets in cells as held now: zero on kbsim's own phone.
    package var safeAreaInsets: EdgeInsets {
        guard let model = choice.model, let scale = pointScale else { return .zero }
        return scale.insets(model.safeArea(orientation))
    }
}
