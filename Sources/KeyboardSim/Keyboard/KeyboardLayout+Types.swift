/// The layouts a phone draws for each keyboard type, plane and input method.
extension KeyboardLayout {
    /// What decides the keys on screen: the field's keyboard type, the plane on display, the
    /// input method, the Return key's label, and whether the globe key is there.
    public struct Request: Hashable, Sendable {
        public var type: KeyboardType
        public var plane: KeyboardPlane
        public var inputMethod: InputMethod
        public var returnLabel: String
        public var showsGlobe: Bool

        /// Creates a request; the defaults are an English default keyboard's letters.
        public init(type: KeyboardType = .default, plane: KeyboardPlane = .letters, inputMethod: InputMethod = .english,
                    returnLabel: String = "return", showsGlobe: Bool = false) {
            self.type = type
            self.plane = plane
            self.inputMethod = inputMethod
            self.returnLabel = returnLabel
            self.showsGlobe = showsGlobe
        }
    }

    /// The keys for `request`, with no bars.
    public static func keys(for request: Request) -> KeyboardLayout {
        switch request.type {
        case .numberPad, .asciiCapableNumberPad: KeyboardLayout(rows: numberPad(bottomLeft: nil))
        case .decimalPad: KeyboardLayout(rows: numberPad(bottomLeft: .character(".", width: 0)))
        case .phonePad: KeyboardLayout(rows: request.plane == .symbols ? phoneSymbols : phoneDigits(switcher: .symbols))
        case .namePhonePad where request.plane != .letters: KeyboardLayout(rows: phoneDigits(switcher: .letters))
        default: KeyboardLayout(rows: characterRows(for: request) + [bottomRow(for: request)])
        }
    }

    /// The planes a keyboard type can show, the first being the one it opens on.
    public static func planes(of type: KeyboardType) -> [KeyboardPlane] {
        switch type {
        case .numberPad, .asciiCapableNumberPad, .decimalPad: [.numbers]
        case .phonePad: [.numbers, .symbols]
        case .namePhonePad: [.letters, .numbers]
        case .numbersAndPunctuation: [.numbers, .symbols, .letters]
        default: [.letters, .numbers, .symbols]
        }
    }

    /// The letters of each input method's letter plane, top row first.
    static func letterRows(for inputMethod: InputMethod) -> [String] {
        switch inputMethod {
        case .english, .japanese: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        case .russian: RussianLayout.rows
        }
    }

    private static func characterRows(for request: Request) -> [[Key]] {
        let characters: [String]
        let modifier: Key
        switch request.plane {
        case .letters:
            characters = letterRows(for: request.inputMethod)
            modifier = Key(name: "shift", action: .shift, width: 4)
        case .numbers:
            characters = ["1234567890", "-/:;()$&@\"", ".,?!'"]
            modifier = Key(name: "#+=", action: .plane(.symbols), width: 4)
        case .symbols:
            characters = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]
            modifier = Key(name: "123", action: .plane(.numbers), width: 4)
        }
        let rows = characters.map { $0.map { Key.character(String($0)) } }
        return [rows[0], rows[1], [modifier] + rows[2] + [Key(name: "delete", action: .deleteBackward, width: 4)]]
    }

    /// The bottom row: plane switch, globe, the type's own keys (space, `@`, `.com`...), Return.
    private static func bottomRow(for request: Request) -> [Key] {
        var row = [request.plane == .letters
            ? Key(name: "123", action: .plane(.numbers), width: 5)
            : Key(name: "ABC", action: .plane(.letters), width: 5)]
        if request.showsGlobe { row.append(Key(name: "globe", action: .nextInputMethod, width: 4)) }
        let space = Key(name: "space", action: .insert(" "), width: 0)
        switch request.type {
        case .emailAddress: row += [space, .character("@"), .character(".")]
        case .url: row += [.character("."), .character("/"), Key(name: ".com", action: .insert(".com"), width: 0)]
        case .twitter: row += [space, .character("@"), .character("#")]
        case .webSearch: row += [space, .character(".")]
        default: row.append(space)
        }
        row.append(Key(name: "return", action: .returnKey, width: max(8, CellWidth.of(request.returnLabel) + 2)))
        return row
    }

    /// 1–9 in a grid, then `bottomLeft` (a blank when nil), 0 and delete; every key shares the width.
    private static func numberPad(bottomLeft: Key?) -> [[Key]] {
        let digits = ["123", "456", "789"].map { $0.map { Key.character(String($0), width: 0) } }
        return digits + [[bottomLeft ?? Key(name: "", action: .none, width: 0), .character("0", width: 0), padDelete]]
    }

    /// A phone pad's digits with their letters; the bottom-left key switches to `switcher`'s plane.
    private static func phoneDigits(switcher: KeyboardPlane) -> [[Key]] {
        let captions = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        let digits = (0..<3).map { row in
            (1...3).map { column in
                let digit = row * 3 + column
                return Key(name: String(digit), action: .insert(String(digit)), width: 0, caption: captions[digit - 1])
            }
        }
        let switchKey = switcher == .letters
            ? Key(name: "ABC", action: .plane(.letters), width: 0)
            : Key(name: "+*#", action: .plane(.symbols), width: 0)
        return digits + [[switchKey, Key(name: "0", action: .insert("0"), width: 0, caption: "+"), padDelete]]
    }

    /// The phone pad's second plane: the symbols a dialler needs.
    private static let phoneSymbols: [[Key]] = [
        ["+", "*", "#"].map { Key.character($0, width: 0) },
        ["(", "/", ")"].map { Key.character($0, width: 0) },
        [",", ";", "-"].map { Key.character($0, width: 0) },
        [Key(name: "123", action: .plane(.numbers), width: 0), .character(".", width: 0), padDelete],
    ]

    private static let padDelete = Key(name: "delete", action: .deleteBackward, width: 0)
}
