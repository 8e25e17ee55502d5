import KeyboardSim
/// A field's `validate` pattern read as a backtracking matcher will run it, to find what makes
/// matching take exponential time before any text is typed.
///
/// Swift's `Regex` backtracks. A repetition whose body can itself repeat — `(a+)+`, `(\d*)*`,
/// `(x{2,})+` — gives it exponentially many ways to split a text that almost matches: with
/// `^A(a+)+$`, 24 letters and a wrong last one never finish. Such a pattern is refused when
/// the form loads; one without this nesting matches in polynomial time.
package enum ValidationPattern {
    /// The scalar offset of the first quantifier that repeats a group which repeats inside, or nil.
    package static func nestedRepetition(in pattern: String) -> Int? {
        let scalars = Array(pattern.unicodeScalars)
        // For each open group: whether something inside it repeats.
        var groups: [Bool] = []
        var index = 0
        /// Whether a quantifier starts at `position`, and where it ends, if it lets its atom repeat.
        func repeatingQuantifier(at position: Int) -> (repeats: Bool, end: Int)? {
            guard position < scalars.count else { return nil }
            switch scalars[position] {
            case "*", "+": return (true, position + 1)
            case "?": return (false, position + 1)
            case "{":
                guard let close = scalars[position...].firstIndex(of: "}") else { return nil }
                let bounds = String(String.UnicodeScalarView(scalars[(position + 1)..<close])).split(separator: ",", omittingEmptySubsequences: false)
                guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0.allSatisfy(\.isNumber) }), !bounds[0].isEmpty else { return nil }
                // {n} repeats a fixed number of times; {n,} and {n,m} with m > 1 let it vary.
                let repeats = bounds.count == 2 && (bounds[1].isEmpty || (Int(bounds[1]) ?? 0) > 1)
                return (repeats, close + 1)
            default: return nil
            }
        }
        func noteRepetitionInside() {
            if !groups.isEmpty { groups[groups.count - 1] = true }
        }
        while index < scalars.count {
            switch scalars[index] {
            case "\\":
                index += 2
            case "[":
                // A class is one atom: skip to its closing bracket (a `]` first in it is literal).
                var end = index + 1
                if end < scalars.count, scalars[end] == "^" { end += 1 }
                if end < scalars.count, scalars[end] == "]" { end += 1 }
                while end < scalars.count, scalars[end] != "]" { end += scalars[end] == "\\" ? 2 : 1 }
                index = end + 1
            case "(":
                groups.append(false)
                index += 1
            case ")":
                let repeatsInside = groups.popLast() ?? false
                index += 1
                if let quantifier = repeatingQuantifier(at: index) {
                    if quantifier.repeats && repeatsInside { return index }
                    if quantifier.repeats || repeatsInside { noteRepetitionInside() }
                    index = quantifier.end
                } else if repeatsInside {
                    noteRepetitionInside()
                }
            default:
                if let quantifier = repeatingQuantifier(at: index) {
                    if quantifier.repeats { noteRepetitionInside() }
                    index = quantifier.end
                } else {
                    index += 1
                }
            }
        }
        return nil
    }
}
