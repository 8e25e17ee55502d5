import KeyboardSim

/// How the panes share the area the phone leaves: stacked when the area is tall enough for
/// each pane's preferred rows, else side by side when it is wide enough for columns, else
/// stacked in equal shares (each pane then flows or wraps its lines to show them whole). When
/// that leaves a pane too small to show its lines, the last pane of the list gives way: the list
/// is in order of importance.
enum PaneArrangement {
    /// The narrowest column a pane gets when panes stand side by side.
    static let minimumColumnWidth = 30
    /// The fewest rows a pane that takes what is left may get when stacked.
    static let minimumFillRows = 4

    /// The rectangles of `kinds`, in order, inside `area`, one blank cell between neighbours.
    static func place(_ kinds: [PaneKind], in area: Rect) -> [PlacedPane] {
        let placed = arrange(kinds, in: area)
        let cramped = placed.contains { !$0.kind.fits(in: $0.frame.size) }
        return cramped && kinds.count > 1 ? place(Array(kinds.dropLast()), in: area) : placed
    }

    /// Below 100 columns: `kinds` one above the other, each but the last with its preferred rows
    /// as far as they leave the last `minimumFillRows`, the last — the pane the learner chose beside
    /// the phone — with the rest. None gives way: the last shows what it can (the why panel
    /// scrolls, the inspector says how many rows are missing) rather than leave the place empty.
    static func stackKeepingAll(_ kinds: [PaneKind], in area: Rect) -> [PlacedPane] {
        var left = area.height - minimumFillRows
        let rows = kinds.dropLast().map { kind in
            let height = max(0, min(kind.preferredRows ?? minimumFillRows, left - 1))
            left -= height + 1
            return height
        }
        return stack(kinds, in: area, rows: rows + [0])
    }

    private static func arrange(_ kinds: [PaneKind], in area: Rect) -> [PlacedPane] {
        guard kinds.count > 1 else { return kinds.map { PlacedPane(kind: $0, frame: area) } }
        let gaps = kinds.count - 1
        let fixed = kinds.compactMap(\.preferredRows).reduce(0, +)
        let fills = kinds.filter { $0.preferredRows == nil }.count
        if fixed + fills * minimumFillRows + gaps <= area.height {
            let share = fills == 0 ? 0 : (area.height - fixed - gaps) / fills
            return stack(kinds, in: area, rows: kinds.map { $0.preferredRows ?? share })
        }
        if area.width >= kinds.count * minimumColumnWidth + gaps {
            return columns(kinds, in: area)
        }
        return stack(kinds, in: area, rows: kinds.map { _ in (area.height - gaps) / kinds.count })
    }

    /// Panes one above the other with the given rows; the last takes any rows left over.
    private static func stack(_ kinds: [PaneKind], in area: Rect, rows: [Int]) -> [PlacedPane] {
        var y = area.y
        return kinds.indices.map { index in
            let height = index == kinds.count - 1 ? area.maxY - y : rows[index]
            defer { y += height + 1 }
            return PlacedPane(kind: kinds[index], frame: Rect(x: area.x, y: y, width: area.width, height: max(0, height)))
        }
    }

    /// Panes side by side in equal columns; the last takes any columns left over.
    private static func columns(_ kinds: [PaneKind], in area: Rect) -> [PlacedPane] {
        let width = (area.width - (kinds.count - 1)) / kinds.count
        return kinds.indices.map { index in
            let x = area.x + index * (width + 1)
            let columns = index == kinds.count - 1 ? area.maxX - x : width
            return PlacedPane(kind: kinds[index], frame: Rect(x: x, y: area.y, width: columns, height: area.height))
        }
    }
}
