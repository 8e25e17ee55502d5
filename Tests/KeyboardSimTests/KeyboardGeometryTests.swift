import Testing
@testable import KeyboardSim
import TestTiming

/// The keys of `request` placed in a keyboard `size` cells large, by name.
private func keys(_ request: KeyboardLayout.Request = .init(), in size: Size) -> [String: Rect] {
    Dictionary(KeyboardLayout.keys(for: request).placedKeys(in: size).map { ($0.key.name, $0.frame) }) { first, _ in first }
}

/// The frames of the keys named by the characters of `names`, in order.
private func frames(_ names: String, in placed: [String: Rect]) throws -> [Rect] {
    try names.map { try #require(placed[String($0)], "no key \($0)") }
}

/// Screens kbsim draws: portrait at 80x24, 120x40, 200x60 and 99x40 (compact, 61 wide), then
/// landscape at 41x20, 80x24, 120x40 and 200x60.
private let screens: [(Size, Orientation)] = [
    (Size(width: 39, height: 21), .portrait), (Size(width: 39, height: 37), .portrait), (Size(width: 40, height: 44), .portrait),
    (Size(width: 61, height: 37), .portrait), (Size(width: 39, height: 12), .landscape), (Size(width: 78, height: 17), .landscape),
    (Size(width: 91, height: 21), .landscape), (Size(width: 130, height: 30), .landscape),
]

/// The keyboard's size on `screen` held in `orientation`, bars not counted.
private func keyboardSize(_ screen: Size, _ orientation: Orientation) -> Size {
    Size(width: screen.width, height: KeyboardMetrics.height(screen: screen, orientation: orientation))
}

@Suite("Keyboard geometry: keys sized from the keyboard's frame, as on iOS", .timed)
struct KeyboardGeometryTests {
    @Test("the ten keys of the top row and their gaps span the keyboard's width, within a cell, all as wide within a cell",
          arguments: screens)
    func topRowSpansTheWidth(screen: Size, orientation: Orientation) throws {
        let size = keyboardSize(screen, orientation)
        let top = try frames("qwertyuiop", in: keys(in: size))
        #expect(top[0].minX <= 1 && top[9].maxX >= size.width - 1, "\(top.first!) … \(top.last!) in \(size)")
        let widths = top.map(\.width)
        #expect(widths.max()! - widths.min()! <= 1, "\(widths)")
        for (left, right) in zip(top, top.dropFirst()) {
            #expect(right.minX > left.maxX, "a gap between \(left) and \(right)")
        }
    }

    @Test("the second row is inset by half a key and spans the same slots", arguments: screens)
    func secondRowInsetByHalfAKey(screen: Size, orientation: Orientation) throws {
        let placed = keys(in: keyboardSize(screen, orientation))
        let top = try frames("qwertyuiop", in: placed)
        let second = try frames("asdfghjkl", in: placed)
        let pitch = Double(top[9].minX - top[0].minX) / 9
        #expect(abs(Double(second[0].minX - top[0].minX) - pitch / 2) <= 1, "a at \(second[0].minX), q at \(top[0].minX)")
        #expect(abs(Double(top[9].maxX - second[8].maxX) - pitch / 2) <= 1)
    }

    @Test("the third row has Shift and Delete at the edges, wider than a letter, English and Russian",
          arguments: [InputMethod.english, .russian])
    func shiftAndDeleteAtTheEdges(method: InputMethod) throws {
        let letters = KeyboardLayout.letterRows(for: method)
        for (screen, orientation) in screens {
            let size = keyboardSize(screen, orientation)
            let placed = keys(.init(inputMethod: method), in: size)
            let top = try frames(letters[0], in: placed)
            let third = try frames(letters[2], in: placed)
            let shift = try #require(placed["shift"])
            let delete = try #require(placed["delete"])
            #expect(shift.minX == top[0].minX && abs(delete.maxX - top.last!.maxX) <= 1, "\(shift) \(delete) at \(size)")
            let widest = third.map(\.width).max()!
            #expect(shift.width > widest && delete.width > widest, "\(shift.width) \(delete.width) vs \(widest) at \(size)")
            #expect(shift.maxX < third[0].minX && third.last!.maxX < delete.minX)
        }
    }

    @Test("ЙЦУКЕН's eleven keys of the first two rows span the width as QWERTY's ten do", arguments: screens)
    func russianRowsSpanTheWidth(screen: Size, orientation: Orientation) throws {
        let size = keyboardSize(screen, orientation)
        let placed = keys(.init(inputMethod: .russian), in: size)
        for row in RussianLayout.rows.prefix(2) {
            let frames = try frames(row, in: placed)
            #expect(frames[0].minX <= 1 && frames.last!.maxX >= size.width - 1, "\(row) at \(size)")
        }
    }

    @Test("the number and symbol planes' ten keys span the width; their five punctuation keys are wider than a digit")
    func symbolPlanes() throws {
        for (screen, orientation) in screens {
            let size = keyboardSize(screen, orientation)
            let numbers = keys(.init(plane: .numbers), in: size)
            let digits = try frames("1234567890", in: numbers)
            #expect(digits[0].minX <= 1 && digits[9].maxX >= size.width - 1)
            #expect(try frames(".,?!'", in: numbers).allSatisfy { $0.width > digits[0].width })
            let symbols = try frames("[]{}#%^*+=", in: keys(.init(plane: .symbols), in: size))
            #expect(symbols[0].minX <= 1 && symbols[9].maxX >= size.width - 1)
        }
    }

    @Test("the bottom row keeps iOS's proportions: 123 and the globe at the left, Return of 2.5 keys at the right, space the rest",
          arguments: screens)
    func bottomRow(screen: Size, orientation: Orientation) throws {
        let size = keyboardSize(screen, orientation)
        let placed = keys(.init(showsGlobe: true), in: size)
        let q = try #require(placed["q"])
        let numbers = try #require(placed["123"]), globe = try #require(placed["globe"])
        let space = try #require(placed["space"]), enter = try #require(placed["return"])
        #expect(numbers.minX <= 1 && numbers.maxX < globe.minX && globe.maxX < space.minX && space.maxX < enter.minX)
        #expect(enter.maxX >= size.width - 1)
        #expect(numbers.width > q.width && globe.width >= q.width)
        let pitch = Double(size.width) / 10
        #expect(abs(Double(enter.width) - 2.5 * pitch) <= 2.5, "return \(enter.width) for a pitch of \(pitch)")
        #expect(space.width > enter.width)
    }

    @Test("caps grow with the keyboard: one row at 80x24, two at 120x40, three at 200x60, one row apart", arguments: [
        (Size(width: 39, height: 21), 1), (Size(width: 39, height: 37), 2), (Size(width: 40, height: 44), 3),
    ])
    func capsGrowWithTheKeyboard(screen: Size, capHeight: Int) throws {
        let size = keyboardSize(screen, .portrait)
        let placed = keys(in: size)
        let rows = try ["q", "a", "z", "space"].map { try #require(placed[$0]) }
        #expect(rows.allSatisfy { $0.height == capHeight }, "\(rows) in \(size)")
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.minY == upper.maxY + 1, "one row between \(upper) and \(lower)")
        }
        #expect(rows[0].minY >= 2 && rows[3].maxY <= size.height, "below the top edge, inside the keyboard")
    }

    @Test("a portrait keyboard takes about an iPhone's share of the screen, 35–42 %, from the sizes where 10 rows are less")
    func portraitShare() {
        for rows in 25...44 {
            let height = KeyboardMetrics.height(screen: Size(width: 39, height: rows))
            #expect(height * 100 >= rows * 35 && height * 100 <= rows * 42, "\(height) of \(rows)")
        }
        #expect(KeyboardMetrics.height(screen: Size(width: 39, height: 21)) == 10)
    }

    @Test("the pads are 3x4 grids filling the width, the digits with iOS's letters, '.' and +*# at the bottom left",
          arguments: [KeyboardType.numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad])
    func pads(type: KeyboardType) throws {
        for (screen, orientation) in screens {
            let size = keyboardSize(screen, orientation)
            let layout = KeyboardLayout.keys(for: .init(type: type, plane: .numbers))
            let placed = layout.placedKeys(in: size)
            let byName = Dictionary(placed.map { ($0.key.name, $0.frame) }) { first, _ in first }
            let grid = try frames("123456789", in: byName)
            #expect(grid[0].minX <= 1 && grid[2].maxX >= size.width - 1, "\(grid[0]) … \(grid[2]) in \(size)")
            #expect(Set(grid.map(\.minX)).count == 3 && Set(grid.map(\.minY)).count == 3)
            let zero = try #require(byName["0"]), delete = try #require(byName["delete"])
            #expect(zero.minX == grid[1].minX && delete.minX == grid[2].minX && zero.minY >= grid[6].maxY)
            let captions = placed.filter { $0.key.name.count == 1 && $0.key.name.first!.isNumber }.map(\.key.caption)
            #expect(captions.contains("ABC") && captions.contains("WXYZ"))
            let bottomLeft = placed.first { $0.frame.minX == grid[0].minX && $0.frame.minY == zero.minY }?.key.name
            switch type {
            case .decimalPad: #expect(bottomLeft == ".")
            case .phonePad: #expect(bottomLeft == "+*#")
            default: #expect(bottomLeft == nil, "nothing left of 0 on a number pad")
            }
        }
    }
}
