extension TapeAction {
    /// Whether the line gives the phone input — `Tap`, `Type`, `Paste`, `Receive`, a key, `Scroll`, `Drag`, `Rotate`, `Globe`,
    /// and a `Set Size`, `Era`, `Strategy`, `Pitfalls` or `Device` once the tape has started (`duringRun`) — and so opens
    /// the window of events `Expect event` looks at. `Sleep`, `Expect`, `Screenshot`, `Say`,
    /// `Pause` and the prelude's `Set` lines give none: the events a tap's slide posts during the
    /// `Sleep` after it are the tap's.
    func givesInput(duringRun: Bool) -> Bool {
        switch self {
        case .tapField, .tapBackground, .tapKey, .type, .paste, .key, .scroll, .drag, .rotate, .globe, .receive: true
        case .set(.size), .set(.era), .set(.strategy), .set(.pitfalls), .set(.device): duringRun
        case .set, .sleep, .screenshot, .expect, .say, .pause: false
        }
    }
}
