/// What `kbsim devices` prints: every phone a session can simulate, with its figures in points.
package enum DeviceListing {
    /// The listing: kbsim's own phone first, then each iPhone's screen, status bar, safe areas,
    /// keyboard heights (portrait and landscape, with and without the QuickType bar), picker
    /// heights and bar heights.
    package static var text: String {
        var lines = [
            "\(DeviceChoice.proportionalName) (the default)",
            "  kbsim's own phone: the screen follows the terminal, no safe area;",
            "  every keyboard (the pads too) is about 40 % of a portrait screen,",
            "  51 % of a landscape one, with no QuickType bar.",
        ]
        for model in DeviceCatalogue.all {
            let portrait = model.portraitSafeArea
            let landscape = model.landscapeSafeArea
            lines += [
                "",
                "\(model.name)  \(model.displayName)",
                "  screen     \(model.points.width) × \(model.points.height) pt, status bar \(model.statusBar) pt",
                "  safe area  portrait top \(portrait.top), bottom \(portrait.bottom); "
                    + "landscape left \(landscape.left), right \(landscape.right), bottom \(landscape.bottom)",
                "  keyboard   portrait \(keyboard(model, .portrait))",
                "             landscape \(keyboard(model, .landscape))",
                "  picker     portrait \(model.pickerHeight(.portrait)) pt, landscape \(model.pickerHeight(.landscape))",
                "  bars       portrait navigation \(bars(model, .standard, .portrait)), large title \(bars(model, .large, .portrait)), "
                    + "tab bar \(BarMetrics.tabBarItemsHeight(.portrait)) pt",
                "             landscape navigation \(bars(model, .standard, .landscape)), "
                    + "tab bar \(BarMetrics.tabBarItemsHeight(.landscape)) pt",
            ]
        }
        lines += [
            "",
            "Without the QuickType bar: the pads, secure fields, autocorrection: no.",
            "A picker (inputView): its wheels, 216 pt upright and 162 sideways,",
            "and the home indicator's area. A tab bar: its items, the safe area",
            "below them not counted. Sideways there is no large title.",
            "Points map to cells per axis on the screen the terminal gives;",
            "every figure's source and confidence: the \"Devices\" table of",
            "docs/explanation/ios-keyboard.md.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The navigation bar's height in points for `style` on `model` held in `orientation`.
    private static func bars(_ model: DeviceModel, _ style: NavigationBarStyle, _ orientation: Orientation) -> Int {
        BarMetrics.navigationBarHeight(style, uprightWidth: model.points.width, orientation: orientation)
    }

    /// `336 with the QuickType bar, 291 without` for `model` held in `orientation`.
    private static func keyboard(_ model: DeviceModel, _ orientation: Orientation) -> String {
        "\(model.keyboardHeight(orientation, withPredictionBar: true)) pt with the QuickType bar, "
            + "\(model.keyboardHeight(orientation, withPredictionBar: false)) without"
    }
}
