/// The simulated phone itself: which iOS it runs, how it is held, and its screen.
public struct Device: Hashable, Sendable {
    /// Which iOS generation the notifications follow; it can change while running.
    public var era: Era
    /// Which way up the device is held.
    public var orientation: Orientation
    /// The simulated screen size in cells.
    public var screenSize: Size

    /// Creates a device.
    public init(era: Era, orientation: Orientation, screenSize: Size) {
        self.era = era
        self.orientation = orientation
        self.screenSize = screenSize
    }
}
