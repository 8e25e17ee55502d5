/// A real iPhone's keyboard heights on the simulated screen: the QuickType bar where iOS shows it.
extension Simulator {
    /// Whether a field with `traits` gets the QuickType bar above its keys: on a real iPhone's
    /// letter keyboards with autocorrection not turned off and no secure entry; never on the pads,
    /// nor on kbsim's proportional phone (docs/explanation/ios-keyboard.md, "Keyboard heights").
    func showsPredictionBar(_ traits: TextInputTraits) -> Bool {
        device.choice.model != nil && !traits.keyboardType.isPad && traits.autocorrection != .no && !traits.secureTextEntry
    }

    /// On a real iPhone, the height in points of the keyboard on screen (its owner's kind as held
    /// now, the app's accessory not counted); nil on kbsim's own phone or with no keyboard.
    package var keyboardHeightInPoints: Int? {
        guard let model = device.choice.model, let owner = keyboardOwner else { return nil }
        if owner.inputView != nil { return model.pickerHeight(orientation) }
        let traits = owner.traits
        return model.keyboardHeight(orientation, withPredictionBar: showsPredictionBar(traits))
    }

    /// The keyboard's rows for a field with `traits` on this screen as held now, bars of the app
    /// and the input method not counted: on kbsim's phone one height for every type
    /// (`KeyboardMetrics.height`); on a real iPhone its height in points for the keyboard kind
    /// (`DeviceModel.keyboardHeight`) through the screen's `PointScale`, never fewer rows than
    /// the keys, a QuickType bar's row and the home indicator's rows below the keys need.
    func keyboardRows(for traits: TextInputTraits) -> Int {
        guard let model = device.choice.model, let scale = device.pointScale else {
            return KeyboardMetrics.height(screen: screenSize, orientation: orientation)
        }
        let bar = showsPredictionBar(traits)
        let points = model.keyboardHeight(orientation, withPredictionBar: bar)
        let fewest = KeyboardMetrics.fewestRows(orientation) + (bar ? 1 : 0) + device.safeAreaInsets.bottom
        return max(fewest, scale.rows(points))
    }
}
