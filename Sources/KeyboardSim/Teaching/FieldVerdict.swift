/// Whether a field can be seen on the simulated screen now, and if not, how much of it is hidden
/// and by what: the one answer the inspector, `Expect visible`/`Expect covered` and the
/// screenshot's `visible` flag share.
///
/// Rows count because fields span the scroll view's width: what hides a field hides whole rows of it.
package enum FieldVerdict: Hashable, Sendable, CustomStringConvertible {
    /// Every row of the field is inside the scroll view and the screen, and none is under the keyboard.
    case visible
    /// Nothing of the field can be seen and the keyboard is what hides it on screen: all its
    /// `rows` rows are hidden, and its bottom edge lies `tooLow` rows below the keyboard's top
    /// edge — the scroll it would take to show it whole.
    case covered(rows: Int, tooLow: Int)
    /// `rows` of the field's `of` rows cannot be seen (at least one of them under the keyboard),
    /// the others can.
    case partlyCovered(rows: Int, of: Int)
    /// `rows` of the field's `of` rows lie outside the scroll view or the screen (all of them:
    /// scrolled away), and none of those on screen is under the keyboard.
    case offScreen(rows: Int, of: Int)

    /// The verdict for field `index` of `simulator`, where everything is on screen now
    /// (part-way through a slide, the keyboard and the views where they are drawn).
    package init(field index: Int, in simulator: Simulator) {
        self.init(field: simulator.fieldScreenFrame(index),
                  seenThrough: simulator.fieldWindow(index),
                  keyboard: simulator.keyboardFrame)
    }

    /// The verdict for a field at `field` (screen coordinates) seen through `window` (the scroll
    /// view's frame within the screen), with the keyboard at `keyboard` when it is up.
    package init(field: Rect, seenThrough window: Rect, keyboard: Rect?) {
        let rows = field.height
        let inside = field.intersection(window)
        let under = keyboard.map { inside.intersection($0).height } ?? 0
        if inside == field, under == 0 {
            self = .visible
        } else if inside.isEmpty {
            self = .offScreen(rows: rows, of: rows)
        } else if under == 0 {
            // Inside by rows but clipped sideways still hides a part: at least one row counts.
            self = .offScreen(rows: max(1, rows - inside.height), of: rows)
        } else if under == inside.height, let keyboard {
            self = .covered(rows: rows, tooLow: field.maxY - keyboard.minY)
        } else {
            self = .partlyCovered(rows: rows - (inside.height - under), of: rows)
        }
    }

    /// Whether the whole field can be seen.
    package var isVisible: Bool { self == .visible }

    /// How bad it is, for a front's colour: seen, half hidden, or not seen at all.
    package var severity: Severity {
        switch self {
        case .visible: return .seen
        case .partlyCovered: return .partlyHidden
        case .offScreen(let rows, let total): return rows < total ? .partlyHidden : .hidden
        case .covered: return .hidden
        }
    }

    /// Three degrees of hidden, so that fronts can colour a verdict without spelling out its cases.
    package enum Severity: Hashable, Sendable {
        /// The whole field can be seen.
        case seen
        /// Part of it can be seen.
        case partlyHidden
        /// None of it can be seen.
        case hidden
    }

    /// The verdict in words, as the inspector, the why panel's counts, the compared phones' labels
    /// and the transcripts read it: `visible`, `covered (1 row, 9 too low)`, `partly covered
    /// (2 of 3 rows)`, `off screen`, `partly off screen (1 of 3 rows)` — the first number always
    /// counts the field's hidden rows (the glossary's "covered").
    package var description: String {
        switch self {
        case .visible:
            return "visible"
        case .covered(let rows, let tooLow):
            return "covered (\(Self.rows(rows)), \(tooLow) too low)"
        case .partlyCovered(let rows, let total):
            return "partly covered (\(rows) of \(Self.rows(total)))"
        case .offScreen(let rows, let total):
            return rows < total ? "partly off screen (\(rows) of \(Self.rows(total)))" : "off screen"
        }
    }

    private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
}
