/// The columns of a keyboard's rows: the width divided into letter-key slots, the way iOS
/// sizes its keys from the keyboard's width.
///
/// A slot is a letter key and the gap after it. The widest row of letters has as many slots as
/// the width holds (ten for QWERTY, eleven for ЙЦУКЕН, three for a pad), so its keys and gaps
/// span the whole width; a shorter row is centred on the same slots (the second row inset by half
/// a key). Cells are whole: each key starts at its slot's rounded edge and keys of a size are all
/// as wide (the whole columns of their slots, less the gap), so what rounding leaves goes to the
/// gaps, as the eye forgives, rather than to the caps, which it compares.
package struct KeySlotGrid: Hashable, Sendable {
    /// The keyboard's width in cells.
    package let width: Int
    /// How many slots span the width.
    package let slots: Double
    /// Columns between two keys: iOS leaves 6 of 375 points, one column on a phone-sized screen
    /// and two from 94 columns up.
    package let gap: Int

    /// The grid of a keyboard `width` columns wide whose widest row takes `slots` slots.
    package init(width: Int, slots: Double) {
        self.width = max(1, width)
        self.slots = max(1, slots)
        gap = max(1, (width * 16 + 500) / 1000)
    }

    /// Columns per slot: the pitch of letter keys.
    package var pitch: Double { Double(width + gap) / slots }

    /// The column where slot position `slot` begins.
    package func x(_ slot: Double) -> Int { Int((slot * pitch).rounded()) }

    /// The keys of `row` side by side on `y`, each `height` rows tall. A row of fixed keys is
    /// centred on the slots; a row with stretching keys spans the width, the stretching keys
    /// sharing what the others leave. Spacers take their room and are not placed.
    package func place(_ row: [Key], y: Int, height: Int) -> [KeyboardLayout.PlacedKey] {
        let spans = row.contains { $0.slots == 0 } ? stretchedSpans(of: row) : centredSpans(of: row)
        return zip(row, spans).compactMap { key, span in
            key.isSpacer ? nil : KeyboardLayout.PlacedKey(key: key, frame: Rect(x: span.x, y: y, width: span.width, height: height))
        }
    }

    /// Each key's columns in a row of fixed keys, centred on the slots.
    private func centredSpans(of row: [Key]) -> [(x: Int, width: Int)] {
        var slot = (slots - row.reduce(0) { $0 + $1.slots }) / 2
        return row.map { key in
            defer { slot += key.slots }
            let start = x(slot)
            return (start, max(key.minimumWidth, Int(key.slots * pitch) - gap))
        }
    }

    /// Each key's columns in a row that spans the width: fixed keys as wide as their slots (and
    /// their labels, with a column of padding each side when the row can spare it), stretching
    /// keys sharing the rest.
    private func stretchedSpans(of row: [Key]) -> [(x: Int, width: Int)] {
        let stretching = row.indices.filter { row[$0].slots == 0 }
        var widths = row.map { $0.slots == 0 ? 0 : max($0.minimumWidth + 2, Int(($0.slots * pitch).rounded()) - gap) }
        let stretchMinimum = stretching.reduce(0) { $0 + row[$1].minimumWidth }
        var spare = width - widths.reduce(0, +) - gap * (row.count - 1) - stretchMinimum
        // Too little left for the stretching keys' labels: the widest fixed keys give up their padding.
        while spare < 0, let widest = row.indices.filter({ row[$0].slots != 0 && widths[$0] > row[$0].minimumWidth })
            .max(by: { widths[$0] < widths[$1] }) {
            widths[widest] -= 1
            spare += 1
        }
        let shared = max(0, spare) + stretchMinimum
        for (order, index) in stretching.enumerated() {
            widths[index] = shared / stretching.count + (order < shared % stretching.count ? 1 : 0)
        }
        var x = 0
        return widths.map { width in
            defer { x += width + gap }
            return (x, width)
        }
    }
}
