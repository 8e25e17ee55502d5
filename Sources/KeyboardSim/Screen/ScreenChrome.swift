/// What the simulated screen holds around the form, in cells: the status bar, the title row or the
/// navigation bar, the tab bar and the footer button, the root view's safe area they make, and the
/// scroll view's frame between them.
///
/// The rule, top to bottom:
/// - The status bar takes the safe area's top rows on an iPhone (at least one row: kbsim always
///   draws it), one row on kbsim's own phone. Whatever sits below it starts at the safe area's top.
/// - `navigationBar: none` puts the form's title in a row of the view controller's own view
///   (kbsim's classic screen): the scroll view starts below it, inside the safe area, so
///   `adjustedContentInset.top` is 0. A bar (`standard`, `large`) lies under the status bar and
///   extends the safe area's top to its bottom edge.
/// - A tab bar lies along the screen's bottom, its items above the bottom safe area it covers, and
///   extends the safe area's bottom to its top edge. The footer button sits on the safe area's
///   bottom (so above a tab bar); it is the app's own view and extends nothing.
/// - From iOS 11 the scroll view reaches under the bars, as a view controller's full-screen
///   scroll view does under UIKit's translucent bars, and `adjustedContentInset` keeps its content
///   clear of them; before iOS 11 it lies between them. It always ends at the footer's top.
///
/// Heights in points (`BarMetrics`) become rows by the device's `PointScale`; kbsim's own phone
/// measures them as an iPhone 15 whose screen had its cells (one documented rule for it). A bar
/// is at least one row, a large-title bar at least a row more than a standard one.
package struct ScreenChrome: Hashable, Sendable {
    /// The status bar's rows, screen coordinates.
    package let statusBar: Rect
    /// The form's title row when there is no navigation bar (root view coordinates: it moves with the view).
    package let titleRow: Rect?
    /// The navigation bar, under the status bar (screen coordinates).
    package let navigationBar: Rect?
    /// Which navigation bar shows: the form's, but a standard one for a large title held sideways.
    package let navigationBarStyle: NavigationBarStyle
    /// The tab bar along the screen's bottom, the home indicator's rows included (screen coordinates).
    package let tabBar: Rect?
    /// The rows of the tab bar that hold its items (above the bottom safe area).
    package let tabBarItems: Rect?
    /// The footer button where the screen lays it (root view coordinates: it moves with the view);
    /// where it is now is the app's `AppViews.footerFrame`, which an app tied to the keyboard moves.
    package let footer: Rect?
    /// The chat screen's input bar where the screen lays it at rest, one row of text tall (root view
    /// coordinates); where it is now, and how tall its text has made it, is `AppViews.inputBarFrame`.
    package let inputBar: Rect?
    /// The root view's `safeAreaInsets`, the bars included.
    package let safeAreaInsets: EdgeInsets
    /// The scroll view's frame as laid out (root view coordinates).
    package let scrollViewFrame: Rect
    /// How the device's points become cells: the device's own, or an iPhone 15's spread over kbsim's phone.
    package let pointScale: PointScale
    /// The device's name, as `--device` takes it (`default`: kbsim's own phone).
    package let deviceName: String
    /// `UIScreen.main.bounds`: the whole screen, in cells, as it is held.
    package let screenBounds: Rect

    /// The chrome of `form` on `device` (its screen, orientation, era and phone).
    package init(form: Form, device: Device) {
        let screen = device.screenSize
        let orientation = device.orientation
        let model = device.choice.model ?? DeviceCatalogue.iPhone15
        let scale = device.pointScale ?? PointScale(points: DeviceCatalogue.iPhone15.points(orientation), cells: screen)
        let deviceSafe = device.safeAreaInsets
        let width = screen.width
        pointScale = scale
        deviceName = device.choice.name
        screenBounds = Rect(origin: .zero, size: screen)

        let statusRows = max(1, deviceSafe.top)
        statusBar = Rect(x: 0, y: 0, width: width, height: statusRows)
        navigationBarStyle = form.navigationBar == .large && orientation == .landscape ? .standard : form.navigationBar
        let navigationPoints = BarMetrics.navigationBarHeight(form.navigationBar, uprightWidth: model.points.width, orientation: orientation)
        var navigationRows = navigationPoints > 0 ? scale.rows(navigationPoints) : 0
        if form.navigationBar == .large, orientation == .portrait {
            navigationRows = max(navigationRows, scale.rows(BarMetrics.navigationBar) + 1)
        }
        navigationBar = navigationRows > 0 ? Rect(x: 0, y: statusRows, width: width, height: navigationRows) : nil
        titleRow = navigationBar == nil ? Rect(x: 0, y: statusRows, width: width, height: 1) : nil

        if form.tabBar {
            let itemRows = scale.rows(BarMetrics.tabBarItemsHeight(orientation))
            let height = itemRows + deviceSafe.bottom
            tabBar = Rect(x: 0, y: screen.height - height, width: width, height: height)
            tabBarItems = Rect(x: 0, y: screen.height - height, width: width, height: itemRows)
        } else {
            tabBar = nil
            tabBarItems = nil
        }
        let safeTop = navigationBar?.maxY ?? deviceSafe.top
        let safeBottom = tabBar?.height ?? deviceSafe.bottom
        if form.footer != nil {
            let rows = scale.rows(BarMetrics.footerButton)
            footer = Rect(x: deviceSafe.left + 1, y: screen.height - safeBottom - rows,
                          width: max(1, width - deviceSafe.left - deviceSafe.right - 2), height: rows)
        } else {
            footer = nil
        }
        inputBar = form.inputBar.map { _ in
            let rows = InputBar.ruleRows + 1
            return Rect(x: deviceSafe.left, y: screen.height - safeBottom - rows, width: max(1, width - deviceSafe.left - deviceSafe.right), height: rows)
        }
        safeAreaInsets = EdgeInsets(top: safeTop, left: deviceSafe.left, bottom: safeBottom, right: deviceSafe.right)

        let underBars = device.era.hasSafeArea
        let top = titleRow?.maxY ?? (underBars ? 0 : safeTop)
        let bottom = footer?.minY ?? inputBar?.minY ?? (underBars || tabBar == nil ? screen.height : screen.height - safeBottom)
        scrollViewFrame = Rect(x: 0, y: top, width: width, height: max(0, bottom - top))
    }

    /// Whether anything here is more than kbsim's classic screen (a status bar and a title row).
    package var hasBars: Bool { navigationBar != nil || tabBar != nil || footer != nil || inputBar != nil }

    /// The rows where the content can be seen: between the navigation bar (or the top) and the
    /// footer or tab bar (or the bottom), for a root view at `rootOrigin`; screen coordinates.
    package func contentBand(screen: Size, rootOrigin: Point) -> Rect {
        contentBand(screen: screen, rootOrigin: rootOrigin, footer: footer ?? inputBar)
    }

    /// The same, with the footer (or the input bar) where the app's views put it (root view coordinates).
    package func contentBand(screen: Size, rootOrigin: Point, footer: Rect?) -> Rect {
        let top = navigationBar?.maxY ?? 0
        let bottom = min(footer.map { $0.minY + rootOrigin.y } ?? screen.height, tabBar?.minY ?? screen.height)
        return Rect(x: 0, y: top, width: screen.width, height: max(0, bottom - top))
    }
}
