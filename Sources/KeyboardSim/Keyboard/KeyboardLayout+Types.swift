/// The layouts a phone draws for each keyboard type, plane and input method.
extension KeyboardLayout {
    /// What decides the keys on screen: the field's keyboard type, the plane on display, the
    /// input method, the Return key's label, and whether the globe key is there.
    package struct Request: Hashable, Sendable {
        /// The keyboard type the field asks for.
        package var type: KeyboardType
        /// The key plane on display (letters, numbers, symbols).
        package var plane: KeyboardPlane
        /// The input method the globe key chose.
        package var inputMethod: InputMethod
        /// The Return key's label, from the field's returnKeyType.
        package var returnLabel: String
        /// Whether the globe key is shown (more than one input method).
        package var showsGlobe: Bool

        /// Creates a request; the defaults are an English default keyboard's letters.
        package init(type: KeyboardType = .default, plane: KeyboardPlane = .letters, inputMethod: InputMethod = .english,
                    returnLabel: String = "return", showsGlobe: Bool = false) {
            self.type = type
            self.plane = plane
            self.inputMethod = inputMethod
            self.returnLabel = returnLabel
            self.showsGlobe = showsGlobe
        }
    }

    /// The keys for `request`, with no bars.
    package static func keys(for request: Request) -> KeyboardLayout {
        switch request.type {
        case .numberPad, .asciiCapableNumberPad: KeyboardLayout(rows: numberPad(bottomLeft: nil), isPad: true)
        case .decimalPad: KeyboardLayout(rows: numberPad(bottomLeft: .character(".")), isPad: true)
        case .phonePad:
            KeyboardLayout(rows: request.plane == .symbols ? phoneSymbols : phoneDigits(switcher: .symbols), isPad: true)
        case .namePhonePad where request.plane != .letters: KeyboardLayout(rows: phoneDigits(switcher: .letters), isPad: true)
        default: KeyboardLayout(rows: characterRows(for: request) + [bottomRow(for: request)])
        }
    }

    /// The planes a keyboard type can show, the first being the one it opens on.
    package static func planes(of type: KeyboardType) -> [KeyboardPlane] {
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

    /// The three rows above the bottom one. The third row has the plane's modifier (Shift, `#+=`,
    /// `123`) and Delete at its edges, a quarter of a slot apart from its keys, and its keys
    /// sharing what the second row's span leaves them: seven letters take seven slots, five
    /// punctuation keys take seven too (each wider, as on iOS), nine Russian letters eight.
    private static func characterRows(for request: Request) -> [[Key]] {
        let characters: [String]
        let modifier: Key
        switch request.plane {
        case .letters:
            characters = letterRows(for: request.inputMethod)
            modifier = Key(name: "shift", action: .shift, slots: modifierSlots)
        case .numbers:
            characters = ["1234567890", "-/:;()$&@\"", ".,?!'"]
            modifier = Key(name: "#+=", action: .plane(.symbols), slots: modifierSlots, minimumWidth: 3)
        case .symbols:
            characters = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]
            modifier = Key(name: "123", action: .plane(.numbers), slots: modifierSlots, minimumWidth: 3)
        }
        let rows = characters.map { $0.map { Key.character(String($0)) } }
        let span = Double(max(rows[0].count, rows[1].count)) - 2 * (modifierSlots + modifierApart)
        let third = rows[2].map { key in Key.character(key.name, slots: span / Double(rows[2].count)) }
        let delete = Key(name: "delete", action: .deleteBackward, slots: modifierSlots)
        return [rows[0], rows[1], [modifier, .spacer(slots: modifierApart)] + third + [.spacer(slots: modifierApart), delete]]
    }

    /// Shift's and Delete's share of the third row: iOS's are 42 points wide where a letter is 31.5.
    private static let modifierSlots = 1.25
    /// The room between Shift (or Delete) and the letters, wider than between two letters.
    private static let modifierApart = 0.25

    /// The bottom row, in iOS's proportions: the plane switch (1.25 slots), the globe (1.25), the
    /// type's own keys (space, `@`, `.com`...) and Return (2.5), the space bar taking the rest.
    private static func bottomRow(for request: Request) -> [Key] {
        var row = [request.plane == .letters
            ? Key(name: "123", action: .plane(.numbers), slots: 1.25, minimumWidth: 3)
            : Key(name: "ABC", action: .plane(.letters), slots: 1.25, minimumWidth: 3)]
        if request.showsGlobe { row.append(Key(name: "globe", action: .nextInputMethod, slots: 1.25, minimumWidth: 2)) }
        // The space bar's labels: "space", 空白, and 次候補 while candidates are offered.
        let space = Key(name: "space", action: .insert(" "), slots: 0, minimumWidth: 6)
        switch request.type {
        case .emailAddress: row += [space, .character("@"), .character(".")]
        case .url: row += [.character("."), .character("/"), Key(name: ".com", action: .insert(".com"), slots: 0, minimumWidth: 4)]
        case .twitter: row += [space, .character("@"), .character("#")]
        case .webSearch: row += [space, .character(".")]
        default: row.append(space)
        }
        row.append(Key(name: "return", action: .returnKey, slots: 2.5, minimumWidth: CellWidth.of(request.returnLabel)))
        return row
    }

    /// 1–9 in a grid with their letters, then `bottomLeft` (nothing when nil), 0 and delete.
    private static func numberPad(bottomLeft: Key?) -> [[Key]] {
        digitRows + [[bottomLeft ?? .spacer(), .character("0"), padDelete]]
    }

    /// A phone pad's digits with their letters; the bottom-left key switches to `switcher`'s plane.
    private static func phoneDigits(switcher: KeyboardPlane) -> [[Key]] {
        let switchKey = switcher == .letters
            ? Key(name: "ABC", action: .plane(.letters), minimumWidth: 3)
            : Key(name: "+*#", action: .plane(.symbols), minimumWidth: 3)
        return digitRows + [[switchKey, Key(name: "0", action: .insert("0"), caption: "+"), padDelete]]
    }

    /// 1–9 of the pads, three to a row, each with the letters iOS prints under it (none under 1).
    private static let digitRows: [[Key]] = {
        let captions = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        return (0..<3).map { row in
            (1...3).map { column in
                let digit = row * 3 + column
                return Key(name: String(digit), action: .insert(String(digit)), caption: captions[digit - 1])
            }
        }
    }()

    /// The phone pad's second plane: the symbols a dialler needs.
    private static let phoneSymbols: [[Key]] = [
        ["+", "*", "#"].map { Key.character($0) },
        ["(", "/", ")"].map { Key.character($0) },
        [",", ";", "-"].map { Key.character($0) },
        [Key(name: "123", action: .plane(.numbers), minimumWidth: 3), .character("."), padDelete],
    ]

    private static let padDelete = Key(name: "delete", action: .deleteBackward)
}
