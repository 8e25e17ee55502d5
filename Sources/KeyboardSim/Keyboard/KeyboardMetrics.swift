/// The keyboard's size on a given screen: the only place that knows it.
/// Apps never read this; they learn the height from notifications.
package enum KeyboardMetrics {
    /// The height in rows of a keyboard on a screen of `screen` cells held in `orientation`, the
    /// same for every keyboard type (the pads share it, as on the phones of the sources), bars
    /// not counted: about 40 % of a portrait screen (an iPhone X's keyboard takes 291 of 812
    /// points, 36 %; 40 % gives the tallest screen three-row caps), never below the 10 rows of four
    /// one-row caps one row apart; about 51 % of a landscape one (162 of 320), never below 6.
    package static func height(screen: Size, orientation: Orientation = .portrait) -> Int {
        switch orientation {
        case .portrait: max(fewestRows(.portrait), (screen.height * 40 + 50) / 100)
        case .landscape: max(fewestRows(.landscape), (screen.height * 51 + 50) / 100)
        }
    }

    /// The fewest rows the keys need held in `orientation`, bars not counted: four one-row caps one
    /// row apart below the top edge portrait, stacked landscape.
    package static func fewestRows(_ orientation: Orientation) -> Int {
        orientation == .portrait ? 10 : 6
    }

    /// The frame of a keyboard of `height` rows resting at the bottom of the screen.
    package static func shownFrame(height: Int, screen: Size) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The frame of a keyboard of `height` rows just below the screen's bottom edge.
    package static func hiddenFrame(height: Int, screen: Size) -> Rect {
        Rect(x: 0, y: screen.height, width: screen.width, height: height)
    }
}
