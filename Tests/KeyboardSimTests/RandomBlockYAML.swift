import KeyboardSim

/// Writes random documents in and around the block style: mappings and lists nested a few levels,
/// keys and values drawn from words that libyaml reads in different ways — with colons, hashes,
/// quotes, indicators, non-ASCII, trailing blanks — between blank and comment lines, with odd
/// indentation now and then. Most are in the style the block reader takes; the rest probe its
/// edges.
enum RandomBlockYAML {
    /// Keys: plain words, and ones libyaml reads specially.
    static let keys = [
        "title", "fields", "name", "label", "a", "k", "long key", "a:b", "a#b", "x-y", "_u", "é", "東京", "1", "yes",
        "~", "null", "<<", "=", "'q'", "'it''s'", "\"d\"", "\"a b\"", "-k", "?k", ":k", "a #b", "k ", "%k", "@k",
        "'x'y", "\"x\\y\"", "it's", "x\"y", "50%", "a::b", "k~", "(k)", "a,b", "\u{A0}k", "a\u{2028}b", "\u{FEFF}k",
    ]

    /// Values: text, numbers, booleans, nulls, quoted text and what ends or breaks a scalar.
    static let values = [
        "T", "Field 1", "a b  c", "C#", "x # comment", "x #", "x#y", "yes", "No", "true", "~", "null", "12",
        "-3", "1.5", "0x1F", "2001-12-14", "http://x.y/z", "a: b", "a:b", "a:", "'q'", "'it''s'", "'a # b'",
        "'a: b'", "''", "\"\"", "\"d q\"", "\"e\\n\"", "\"x\"y", "'x' # c", "'x'#c", "Ж 東京 😀", "e\u{301}",
        "& x", "*x", "!x", "|", ">", "[a]", "{a: b}", "%x", "@x", "`x", "-", "- x", "?", ": x", "T  ", "a\tb",
        "x,y", "x]y", "...", "---", "it's", "\"a\" b", "a 'b'", "(x)", "~x", "+1 555", "a|b", "a>b", "a, b",
        "x:# y", "x::", "\u{A0}", "a\u{85}b", "a\rb", "x\u{7F}", "'a\u{2029}'",
    ]

    /// A random document of up to three levels below the root.
    static func document(using random: inout SeededGenerator) -> String {
        var lines: [String] = []
        mapping(indent: 0, depth: 0, into: &lines, using: &random)
        if random.chance(0.1), !lines.isEmpty {
            // A line moved off its indentation, or a stray line.
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines[index] = random.pick([" ", "  ", ""]) + lines[index].drop { $0 == " " }
        }
        return lines.joined(separator: "\n") + (random.chance(0.9) ? "\n" : "")
    }

    /// A well-formed form: a title and up to eight fields of plain, quoted and commented values.
    static func form(using random: inout SeededGenerator) -> String {
        var lines = ["title: " + random.pick(["Sign up", "'Регистрация'", "\"T: 1\""]), "fields:"]
        for index in 0..<Int.random(in: 1...8, using: &random) {
            lines.append("  - name: f\(index)" + random.pick(["", "  # first", " #c"]))
            if random.chance(0.7) { lines.append("    label: " + random.pick(["Field \(index)", "'Поле \(index)'", "名前", "a#b"])) }
            if random.chance(0.5) { lines.append("    placeholder: " + random.pick(["'95014'", "you@example.com", "+1 555 0100", "\"x\""])) }
            if random.chance(0.3) { lines.append("    secure: " + random.pick(["true", "no", "On"])) }
            if random.chance(0.3) { lines.append("    maxLength: " + random.pick(["8", "64"])) }
            if random.chance(0.2) { lines.append("") }
            if random.chance(0.2) { lines.append(random.pick(["# note", "    # note", "  #"])) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mapping(indent: Int, depth: Int, into lines: inout [String], using random: inout SeededGenerator) {
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            filler(pad, into: &lines, using: &random)
            let key = random.chance(0.7) ? random.pick(Array(keys.prefix(11))) : random.pick(keys)
            if depth < 3, random.chance(0.3) {
                lines.append(pad + key + ":" + random.pick(["", "", " # c", "  "]))
                if random.chance(0.6) {
                    sequence(indent: random.chance(0.25) ? indent : indent + random.pick([1, 2, 4]), depth: depth + 1, into: &lines, using: &random)
                } else {
                    mapping(indent: indent + random.pick([1, 2, 4]), depth: depth + 1, into: &lines, using: &random)
                }
            } else {
                lines.append(pad + key + random.pick([": ", ": ", ": ", ":  ", ":"]) + value(using: &random))
            }
        }
    }

    private static func sequence(indent: Int, depth: Int, into lines: inout [String], using random: inout SeededGenerator) {
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            filler(pad, into: &lines, using: &random)
            let dash = random.pick(["- ", "- ", "-  ", "-"])
            if depth < 3, random.chance(0.6) {
                // A mapping that starts on the entry's line: its keys stand where the first one does.
                var entry: [String] = []
                mapping(indent: indent + dash.count, depth: depth + 1, into: &entry, using: &random)
                guard let first = entry.first else { continue }
                lines.append(pad + dash + first.dropFirst(indent + dash.count))
                lines.append(contentsOf: entry.dropFirst())
            } else {
                lines.append(pad + dash + value(using: &random))
            }
        }
    }

    private static func value(using random: inout SeededGenerator) -> String {
        let value = random.chance(0.6) ? random.pick(Array(values.prefix(8))) : random.pick(values)
        return value + random.pick(["", "", "", "  # c", " #", "  "])
    }

    /// Now and then a blank line, a comment, or whitespace alone.
    private static func filler(_ pad: String, into lines: inout [String], using random: inout SeededGenerator) {
        guard random.chance(0.15) else { return }
        lines.append(random.pick(["", pad + "# c", "#", "   ", pad + "  # deeper", "  "]))
    }
}
