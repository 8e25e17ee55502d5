/// The arrangement of keys of a keyboard plane, and where each key sits inside the keyboard.
public struct KeyboardLayout: Hashable, Sendable {
    /// The rows of keys, top to bottom; the last row's key called "space" stretches.
    public let rows: [[Key]]

    /// Columns between two keys.
    public static let gap = 1

    /// The QWERTY layout of the default keyboard, for one plane, with the Return key labelled.
    public static func qwerty(plane: KeyboardPlane, returnLabel: String) -> KeyboardLayout {
        let letters: [[String]] = plane == .letters
            ? ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }
            : ["1234567890", "-/:;()$&@", ".,?!'\"_"].map { $0.map(String.init) }
        let character: (String) -> Key = { Key(name: $0, action: .insert($0)) }
        let modifier = plane == .letters
            ? Key(name: "shift", action: .shift, width: 4)
            : Key(name: "#+=", action: .shift, width: 4)
        let switcher = plane == .letters
            ? Key(name: "123", action: .plane(.numbers), width: 5)
            : Key(name: "ABC", action: .plane(.letters), width: 5)
        return KeyboardLayout(rows: [
            letters[0].map(character),
            letters[1].map(character),
            [modifier] + letters[2].map(character) + [Key(name: "delete", action: .deleteBackward, width: 4)],
            [switcher, Key(name: "space", action: .insert(" "), width: 0),
             Key(name: "return", action: .returnKey, width: max(8, CellWidth.of(returnLabel) + 2))],
        ])
    }

    /// A key placed in the keyboard, in keyboard-local cells.
    public struct PlacedKey: Hashable, Sendable {
        public var key: Key
        public var frame: Rect
    }

    /// Places every key in a keyboard `size` cells large: rows evenly spaced below a one-row top
    /// edge (two cells apart where there is room, as in portrait), each row centred; the space bar
    /// takes what the bottom row leaves.
    public func placedKeys(in size: Size) -> [PlacedKey] {
        let pitch = max(1, (size.height - 1) / max(1, rows.count))
        let block = pitch * (rows.count - 1) + 1
        let top = 1 + max(0, size.height - 1 - block) / 2
        var placed: [PlacedKey] = []
        for (rowIndex, row) in rows.enumerated() {
            let fixed = row.reduce(0) { $0 + $1.width } + Self.gap * (row.count - 1)
            let stretch = max(3, size.width - 2 - fixed)
            let rowWidth = fixed + (row.contains { $0.width == 0 } ? stretch : 0)
            var x = max(0, (size.width - rowWidth) / 2)
            let y = top + rowIndex * pitch
            for key in row {
                let width = key.width == 0 ? stretch : key.width
                placed.append(PlacedKey(key: key, frame: Rect(x: x, y: y, width: width, height: 1)))
                x += width + Self.gap
            }
        }
        return placed
    }

    /// The key that produces `character` on this plane, if any (ignoring case).
    public func key(producing character: Character) -> Key? {
        let text = String(character).lowercased()
        return rows.joined().first { $0.action == .insert(text) }
    }
}
