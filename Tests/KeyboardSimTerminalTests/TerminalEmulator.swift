#if canImport(Glibc)
import Glibc
#endif
import CNcursesw
import KeyboardSim

/// A small terminal for tests: replays the bytes kbsim writes (CUP, CUF, CUB, CUU, CUD, BS, SGR, clears, ECH, ICH
/// and DCH with bce, a scroll region with IND and RI, DECSC and DECRC, cursor visibility, UTF-8 text with the C library's
/// widths) onto a grid, so a test can read what a terminal would show. Sequences it does not
/// model (curses' mode switches) are skipped.
struct TerminalEmulator {
    /// What one cell shows.
    struct Cell: Equatable {
        var scalars: [UInt32] = [0x20]
        var foreground = -1
        var background = -1
        var bold = false, dim = false, underline = false, reverse = false
    }

    private(set) var cells: [[Cell]]
    private(set) var cursor = Point.zero
    private(set) var cursorVisible = true
    private var pen = Cell()
    /// What DECSC saved: the cursor's place and the rendition.
    private var saved: (cursor: Point, pen: Cell)?
    private let size: Size
    /// The scroll region's first and last rows (DECSTBM).
    private var region: ClosedRange<Int>

    init(size: Size) {
        self.size = size
        region = 0...(size.height - 1)
        cells = Array(repeating: Array(repeating: Cell(), count: size.width), count: size.height)
    }

    /// The rows as text, wide characters once.
    var rows: [String] {
        cells.map { row in
            var text = ""
            for cell in row where !cell.scalars.isEmpty {
                for value in cell.scalars { text.unicodeScalars.append(Unicode.Scalar(value)!) }
            }
            return text
        }
    }

    /// The colour filling each cell, a row at a time, wide characters once: the background, or
    /// the foreground where reversed (what `Canvas.fills` says a canvas's cells stand for).
    var fills: [[Int]] {
        cells.map { row in
            row.compactMap { cell in cell.scalars.isEmpty ? nil : (cell.reverse ? cell.foreground : cell.background) }
        }
    }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                index = escape(bytes, from: index + 1)
                continue
            }
            switch byte {
            case 0x0D: cursor.x = 0
            case 0x0A: lineFeed()
            case 0x08: cursor.x = max(0, min(cursor.x, size.width - 1) - 1)  // from a pending wrap, the last column's left
            case 0x00..<0x20: break
            default:
                var decoder = UTF8()
                var iterator = bytes[index...].makeIterator()
                var consumed = 0
                if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                    consumed = String(scalar).utf8.count
                    put(scalar)
                } else {
                    consumed = 1
                }
                index += consumed
                continue
            }
            index += 1
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
        if width == 0 {
            // A combining mark joins the cell to the left of the cursor.
            let x = cursor.x - 1
            if x >= 0 {
                var target = x
                if cells[cursor.y][target].scalars.isEmpty, target > 0 { target -= 1 }
                cells[cursor.y][target].scalars.append(scalar.value)
            }
            return
        }
        guard cursor.x < size.width else { return }
        // Writing over half of a wide character blanks its other half.
        clearWideCharacter(at: cursor.x)
        if width == 2, cursor.x + 1 < size.width { clearWideCharacter(at: cursor.x + 1) }
        var cell = pen
        cell.scalars = [scalar.value]
        cells[cursor.y][cursor.x] = cell
        if width == 2, cursor.x + 1 < size.width {
            var half = pen
            half.scalars = []
            cells[cursor.y][cursor.x + 1] = half
        }
        cursor.x = min(cursor.x + max(1, width), size.width)
    }

    private mutating func clearWideCharacter(at x: Int) {
        let y = cursor.y
        if cells[y][x].scalars.isEmpty, x > 0 {
            cells[y][x - 1].scalars = [0x20]
            cells[y][x].scalars = [0x20]
        } else if x + 1 < size.width, cells[y][x + 1].scalars.isEmpty {
            cells[y][x + 1].scalars = [0x20]
        }
    }

    /// Interprets the escape sequence after an ESC at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "["):
            var index = start + 1
            var parameters = ""
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) {
                parameters.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                index += 1
            }
            guard index < bytes.count else { return index }
            control(parameters, final: Character(Unicode.Scalar(bytes[index])))
            return index + 1
        case UInt8(ascii: "("), UInt8(ascii: ")"): return start + 2
        case UInt8(ascii: "D"): lineFeed(); return start + 1
        // DECSC and DECRC: the cursor's place and the rendition (a pending wrap is kept too).
        case UInt8(ascii: "7"): saved = (cursor, pen); return start + 1
        case UInt8(ascii: "8"):
            if let saved { (cursor, pen) = saved } else { (cursor, pen) = (.zero, Cell()) }
            return start + 1
        case UInt8(ascii: "M"):
            if cursor.y == region.lowerBound { scroll(by: -1) } else { cursor.y = max(0, cursor.y - 1) }
            return start + 1
        default: return start + 1
        }
    }

    private mutating func control(_ parameters: String, final: Character) {
        if parameters.hasPrefix("?") {
            if parameters == "?25" { cursorVisible = final == "h" }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int { index < numbers.count ? numbers[index] ?? fallback : fallback }
        switch final {
        case "H", "f": cursor = Point(x: min(number(1, 1), size.width) - 1, y: min(number(0, 1), size.height) - 1)
        case "d": cursor.y = min(number(0, 1), size.height) - 1
        case "G": cursor.x = min(number(0, 1), size.width) - 1
        case "C": cursor.x = min(cursor.x + max(1, number(0, 1)), size.width - 1)
        // CUB, CUU and CUD leave a pending wrap from the last column; up and down stop at the
        // scroll region's edge when the cursor is inside it, at the screen's otherwise.
        case "D": cursor.x = max(0, min(cursor.x, size.width - 1) - max(1, number(0, 1)))
        case "A":
            cursor.x = min(cursor.x, size.width - 1)
            cursor.y = max(cursor.y >= region.lowerBound ? region.lowerBound : 0, cursor.y - max(1, number(0, 1)))
        case "B":
            cursor.x = min(cursor.x, size.width - 1)
            cursor.y = min(cursor.y <= region.upperBound ? region.upperBound : size.height - 1, cursor.y + max(1, number(0, 1)))
        case "X":
            // bce: erased cells take the pen's background.
            var blank = Cell()
            blank.background = pen.background
            for x in cursor.x..<min(size.width, cursor.x + max(1, number(0, 1))) { cells[cursor.y][x] = blank }
        case "@", "P":
            // ICH opens blanks at the cursor, pushing the rest of the row off its end; DCH
            // closes cells there, pulling the rest in and blanks after it. Either stops at the
            // row's end, as xterm's do (ECMA-48: up to the right margin).
            var blank = Cell()
            blank.background = pen.background
            let count = min(max(1, number(0, 1)), size.width - cursor.x)
            var row = cells[cursor.y]
            if final == "@" {
                row.insert(contentsOf: repeatElement(blank, count: count), at: cursor.x)
                row.removeLast(count)
            } else {
                row.removeSubrange(cursor.x..<(cursor.x + count))
                row.append(contentsOf: repeatElement(blank, count: count))
            }
            cells[cursor.y] = row
        case "r":
            let top = number(0, 1) - 1, bottom = min(number(1, size.height), size.height) - 1
            if top < bottom { region = top...bottom }
            cursor = .zero
        case "J" where number(0, 0) == 2:
            cells = Array(repeating: Array(repeating: Cell(), count: size.width), count: size.height)
        case "m": sgr(numbers.map { $0 ?? 0 })
        default: break
        }
    }

    /// IND and LF: down a row, scrolling the region when at its bottom.
    private mutating func lineFeed() {
        if cursor.y == region.upperBound { scroll(by: 1) } else { cursor.y = min(cursor.y + 1, size.height - 1) }
    }

    /// Moves the region's rows up by `distance` (down when negative), blank rows coming in.
    private mutating func scroll(by distance: Int) {
        var blank = Cell()
        blank.background = pen.background
        let rows = Array(cells[region])
        for y in region {
            let source = y + distance - region.lowerBound
            cells[y] = rows.indices.contains(source) ? rows[source] : Array(repeating: blank, count: size.width)
        }
    }

    private mutating func sgr(_ codes: [Int]) {
        var index = 0
        let codes = codes.isEmpty ? [0] : codes
        while index < codes.count {
            switch codes[index] {
            case 0: pen = Cell()
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22: pen.bold = false; pen.dim = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = codes[index] - 30
            case 39: pen.foreground = -1
            case 40...47: pen.background = codes[index] - 40
            case 49: pen.background = -1
            case 38 where index + 2 < codes.count && codes[index + 1] == 5: pen.foreground = codes[index + 2]; index += 2
            case 48 where index + 2 < codes.count && codes[index + 1] == 5: pen.background = codes[index + 2]; index += 2
            default: break
            }
            index += 1
        }
    }
}
