/// Writing JSON by hand, so that key order and number formatting are exactly ours.
package enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    ///
    /// Every control character `VisibleText` spells out — C0, DEL, C1 and the bidirectional
    /// controls — is written as a `\u` escape, although JSON requires it only below U+0020: the
    /// text decodes the same, and JSON printed on a terminal can neither drive it nor be reordered.
    package static func quote(_ text: String) -> String {
        VisibleText.quote(text, escapingCarriageReturn: true) { hex in "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
    }
}

extension JSONText {
    /// A number as JSON, rounded to microseconds, always with a decimal point (`0.0`, `0.25`).
    package static func number(_ value: Double) -> String {
        // Whole microseconds must fit in an Int; JSON has no NaN or infinity, so those are null.
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e12 else { return "\(value)" }
        return DecimalText.fixed(Int((value * 1_000_000).rounded()), decimals: 6, trimmingZeros: true)
    }

    /// A rect as the JSON object `{"x":…,"y":…,"width":…,"height":…}`.
    package static func rect(_ rect: Rect) -> String {
        "{\"x\":\(rect.x),\"y\":\(rect.y),\"width\":\(rect.width),\"height\":\(rect.height)}"
    }

    /// A point as `{"x":…,"y":…}`.
    package static func point(_ point: Point) -> String {
        "{\"x\":\(point.x),\"y\":\(point.y)}"
    }

    /// A size as `{"width":…,"height":…}`.
    package static func size(_ size: Size) -> String {
        "{\"width\":\(size.width),\"height\":\(size.height)}"
    }

    /// Insets as `{"top":…,"left":…,"bottom":…,"right":…}`.
    package static func insets(_ insets: EdgeInsets) -> String {
        "{\"top\":\(insets.top),\"left\":\(insets.left),\"bottom\":\(insets.bottom),\"right\":\(insets.right)}"
    }

    /// An object from members already rendered as JSON, keys in the order given.
    package static func object(_ members: [(String, String)]) -> String {
        "{" + joined(members) + "}"
    }

    /// The members of an object without its braces, `"key":value` separated by commas.
    package static func joined(_ members: [(String, String)]) -> String {
        members.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",")
    }
}
