/// The iPhones kbsim simulates, smallest first (figures: docs/explanation/ios-keyboard.md, "Devices").
package enum DeviceCatalogue {
    /// iPhone SE (2nd and 3rd generation): a home button, no bottom safe area, no bottom strip
    /// under the keys; 260 / 216 points portrait with and without the QuickType bar.
    package static let iPhoneSE3 = DeviceModel(
        name: "iphone-se-3", displayName: "iPhone SE (3rd gen.)", points: Size(width: 375, height: 667), statusBar: 20,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        keyboard: KeyboardComposition(portrait: .init(predictionBar: 44, keys: 216, bottomStrip: 0),
                                      landscape: .init(predictionBar: 38, keys: 162, bottomStrip: 0)))

    /// iPhone 15 / 16 (6.1", Dynamic Island, the 14 Pro and 15 Pro share it): 336 / 291 points portrait.
    package static let iPhone15 = DeviceModel(
        name: "iphone-15", displayName: "iPhone 15 / 16", points: Size(width: 393, height: 852), statusBar: 54,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        keyboard: KeyboardComposition(portrait: .init(predictionBar: 45, keys: 216, bottomStrip: 75),
                                      landscape: .init(predictionBar: 38, keys: 160, bottomStrip: 21)))

    /// iPhone 16 Pro Max (6.9"): 346 / 301 points portrait, the wide phones' 226-point keys.
    package static let iPhone16ProMax = DeviceModel(
        name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", points: Size(width: 440, height: 956), statusBar: 54,
        portraitSafeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
        keyboard: KeyboardComposition(portrait: .init(predictionBar: 45, keys: 226, bottomStrip: 75),
                                      landscape: .init(predictionBar: 38, keys: 160, bottomStrip: 21)))

    /// Every device, smallest first.
    package static let all = [iPhoneSE3, iPhone15, iPhone16ProMax]

    /// The device called `name`, if there is one.
    package static func model(named name: String) -> DeviceModel? {
        all.first { $0.name == name }
    }
}
