import KeyboardSim

/// Where a terminal's size comes from, in the order ncurses and less ask: the terminal itself
/// (the kernel's `TIOCGWINSZ`), then the `LINES` and `COLUMNS` environment variables, then the
/// terminfo entry's `lines` and `cols`, then 80x24.
///
/// The entries of the Linux console, PuTTY and Cygwin have no size (their windows have any), so
/// terminfo comes last; the environment serves a serial line, whose kernel size is 0x0 until
/// `stty rows N cols M`. Each dimension is taken from the first source that gives it.
package enum TerminalSize {
    /// The size a terminal has when no source gives one, as ncurses assumes.
    package static let fallback = Size(width: 80, height: 24)

    /// The size from the first source that knows each dimension: `reported` (the kernel's, nil
    /// when the descriptor is no terminal or it says 0), the environment's `LINES` and `COLUMNS`
    /// (positive whole numbers only), terminfo's `lines` and `cols` (-1 where the entry has none).
    package static func resolve(reported: Size?, lines: String?, columns: String?,
                               terminfoLines: Int, terminfoColumns: Int) -> Size {
        Size(width: first(reported?.width, number(columns), terminfoColumns) ?? fallback.width,
             height: first(reported?.height, number(lines), terminfoLines) ?? fallback.height)
    }

    /// The first of `candidates` that is a size, i.e. positive.
    private static func first(_ candidates: Int?...) -> Int? {
        candidates.lazy.compactMap { $0 }.first { $0 > 0 }
    }

    /// `text` as a positive whole number of cells, or nil (unset, empty, `abc`, `0`, `-5`).
    private static func number(_ text: String?) -> Int? {
        guard let text, let value = Int(text), value > 0, value <= Int(Int16.max) else { return nil }
        return value
    }
}
