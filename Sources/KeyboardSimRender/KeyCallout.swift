import KeyboardSim

/// The callout iOS shows over a pressed letter key: the key grown upwards, its letter on top,
/// for as long as the key is lit.
///
/// It stands on the key's cap, a column wider on each side and a cap and a gap taller, so it
/// covers the row above and, from the top row, rises over the form, as on iOS. It needs caps of
/// two rows: over a one-row cap it would hide the labels of the row above for a shape that says
/// nothing more than the reversed cap (which is also all a typed character costs in bytes at
/// 80x24). Where it would cross the screen's top edge it is left out.
enum KeyCallout {
    /// The callout's cells over a pressed key's cap `key` on `screen`, or nil where it has no room.
    static func frame(over key: Rect, on screen: Rect) -> Rect? {
        guard key.height >= 2 else { return nil }
        let rise = key.height + 1
        let left = max(screen.minX, key.minX - 1)
        let right = min(screen.maxX, key.maxX + 1)
        let frame = Rect(x: left, y: key.minY - rise, width: right - left, height: rise)
        return frame.minY >= screen.minY ? frame : nil
    }

    /// The row of the callout's letter: its middle, a little high.
    static func labelRow(of frame: Rect) -> Int { frame.minY + (frame.height - 1) / 2 }
}
