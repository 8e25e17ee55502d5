/// UIKit gives the app's views the device's safe area.
extension AppState {
    /// Sets the root view's `safeAreaInsets` as `device` is held and, from iOS 11, tells the scroll
    /// view where the bottom safe area begins, so that scrolling keeps the home indicator's rows
    /// clear as `adjustedContentInset` does; before iOS 11 nothing adjusts the scroll view.
    mutating func fitSafeArea(of device: Device) {
        views.safeAreaInsets = device.safeAreaInsets
        let adjusts = device.era.rawValue >= Era.ios11.rawValue && device.safeAreaInsets.bottom > 0
        views.scrollView.safeAreaBottomEdge = adjusts ? views.safeAreaBottomEdge : nil
    }
}
