/// Everything that can happen to the simulated device, from a terminal, a tape or a test.
package enum InputEvent: Hashable, Sendable {
    /// A key from the physical keyboard.
    case key(KeyPress)
    /// Text pasted into the focused field, inserted in one edit (a terminal's bracketed paste).
    case paste(String)
    /// A message arrives in a chat screen's list (`Receive "text"`).
    case receive(String)
    /// A click or tap at a point in simulated-screen cells.
    case tap(Point)
    /// A tap on the named field.
    case tapField(String)
    /// A tap on the on-screen key with this label ("q", "return", "space", "123").
    case tapKey(String)
    /// A tap on the background of the form (resigns the first responder).
    case tapBackground
    /// A finger goes down at a point in simulated-screen cells to drag (no tap: it will move).
    case dragBegan(Point)
    /// The dragging finger is now at this point.
    case dragMoved(Point)
    /// The dragging finger lifts at this point.
    case dragEnded(Point)
    /// Scrolls the form by a number of rows (positive = towards the end).
    case scroll(by: Int)
    /// Gives the simulated screen a new size in cells (the terminal was resized).
    case resize(Size)
    /// Turns the device to `orientation`; its screen then measures `screen` cells.
    case rotate(Orientation, screen: Size)
    /// The globe key (or its physical shortcut): the next input method.
    case nextInputMethod
    /// Switches the iOS generation the notifications follow from now on.
    case setEra(Era)
    /// Simulates another phone from now on (`kbsim run`'s device key, a tape's `Set Device` after
    /// its first action): the screen keeps its cells, the safe area and the keyboard follow.
    case setDevice(DeviceChoice)
    /// Replaces the app's keyboard strategy (the old one's changes undone first).
    case setStrategy(StrategyID)
    /// Drops the guards the strategies' sources added (true), or puts them back, from now on.
    case setPitfalls(Bool)
}
