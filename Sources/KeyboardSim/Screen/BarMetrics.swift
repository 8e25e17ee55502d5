/// The heights, in points, of what iOS draws around a view controller's view (docs/explanation/ios-keyboard.md,
/// "The screen around the form", gives each figure's source and confidence).
package enum BarMetrics {
    /// A standard navigation bar held upright, and sideways on the Plus and Max phones (44 pt).
    package static let navigationBar = 44
    /// A navigation bar sideways on phones narrower than 414 points upright (32 pt, compact height).
    package static let compactNavigationBar = 32
    /// A navigation bar with a large title: the 44-point bar and the 52-point title below it.
    package static let largeTitleNavigationBar = 96
    /// A tab bar's items held upright; the bottom safe area lies below them (49 + 34 = 83 pt).
    package static let tabBar = 49
    /// A tab bar's items held sideways (32 pt), the 21-point bottom safe area below them.
    package static let compactTabBar = 32
    /// A footer button: a large filled button's height (50 pt; a common figure, not a UIKit constant).
    package static let footerButton = 50
    /// An input accessory toolbar (a UIToolbar as `inputAccessoryView`, Previous / Next / Done): 44 pt.
    package static let accessoryToolbar = 44
    /// Upright width from which a phone keeps its 44-point navigation bar sideways (the Plus and Max).
    package static let regularLandscapeWidth = 414

    /// The navigation bar's height in points for `style` on a phone `uprightWidth` points wide held
    /// in `orientation`; zero for no bar. Sideways a phone shows no large title.
    package static func navigationBarHeight(_ style: NavigationBarStyle, uprightWidth: Int, orientation: Orientation) -> Int {
        guard style != .none else { return 0 }
        if orientation == .landscape {
            return uprightWidth >= regularLandscapeWidth ? navigationBar : compactNavigationBar
        }
        return style == .large ? largeTitleNavigationBar : navigationBar
    }

    /// A tab bar's items' height in points held in `orientation` (its safe area below not counted).
    package static func tabBarItemsHeight(_ orientation: Orientation) -> Int {
        orientation == .portrait ? tabBar : compactTabBar
    }
}
