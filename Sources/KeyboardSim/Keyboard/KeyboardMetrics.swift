/// The keyboard's size on a given screen: the only place that knows it.
/// Apps never read this; they learn the height from notifications.
public enum KeyboardMetrics {
    /// The height in rows of the keyboard for `keyboardType` on a screen of `screen` cells:
    /// about 45 % of a portrait screen (216 of 480 points), at least four key rows two cells apart.
    public static func height(for keyboardType: KeyboardType, screen: Size) -> Int {
        max(10, (screen.height * 45 + 50) / 100)
    }

    /// The frame of a keyboard of `height` rows resting at the bottom of the screen.
    public static func shownFrame(height: Int, screen: Size) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The frame of a keyboard of `height` rows just below the screen's bottom edge.
    public static func hiddenFrame(height: Int, screen: Size) -> Rect {
        Rect(x: 0, y: screen.height, width: screen.width, height: height)
    }
}
