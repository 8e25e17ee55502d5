/// Another phone while running (`kbsim run`'s device key, a tape's `Set Device` after its first action).
extension Simulator {
    /// Simulates `choice` from now on. The screen keeps its cells (the terminal decides them,
    /// `PointScale`), so what changes is what the device's points give on it: the safe area, and
    /// the keyboard's height. No phone changes model in a hand, so kbsim treats the switch as the
    /// screen's geometry changing under the app, as a rotation or a resize does: the views are laid
    /// out anew, and a keyboard that is up stays up and moves to its new frame at once (duration
    /// 0), posting what the era posts for a change of frame (from era 7, WillChangeFrame with
    /// WillShow, then DidChangeFrame with DidShow; a frame of the same rows posts nothing).
    mutating func switchDevice(to choice: DeviceChoice) {
        guard choice != device.choice else { return }
        device.choice = choice
        relayoutUnderKeyboard(screen: screenSize)
    }
}
