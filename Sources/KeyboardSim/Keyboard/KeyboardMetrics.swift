/// The keyboard's size on a given screen: the only place that knows it.
/// Apps never read this; they learn the height from notifications.
public enum KeyboardMetrics {
    /// The height in rows of a keyboard on a screen of `screen` cells held in `orientation`, the
    /// same for every keyboard type (the pads share it, as on the phones of the sources): about
    /// 45 % of a portrait screen (216 of 480 points), with four key rows two cells apart at
    /// least; about 51 % of a landscape one (162 of 320), rows one cell apart.
    public static func height(screen: Size, orientation: Orientation = .portrait) -> Int {
        switch orientation {
        case .portrait: max(10, (screen.height * 45 + 50) / 100)
        case .landscape: max(6, (screen.height * 51 + 50) / 100)
        }
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
