/// A picker input view's height on a real iPhone (docs/explanation/ios-keyboard.md, "Pickers").
extension DeviceModel {
    /// The wheels' height in points held in `orientation`: 216 upright, 162 in compact height.
    package static func pickerWheelsHeight(_ orientation: Orientation) -> Int {
        orientation == .portrait ? 216 : 162
    }

    /// The frame a picker input view reports, in points held in `orientation`: the wheels, and on
    /// a home-indicator phone the bottom safe area the system adds below them.
    package func pickerHeight(_ orientation: Orientation) -> Int {
        Self.pickerWheelsHeight(orientation) + (hasHomeIndicator ? safeArea(orientation).bottom : 0)
    }
}
