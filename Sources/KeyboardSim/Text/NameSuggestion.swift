/// "Did you mean …?": finds the valid name a user most likely meant when they typed an unknown one.
package enum NameSuggestion {
    /// The valid word the user most likely meant: one within a few typos (a swap counts as one), or
    /// the only word whose beginning is, so that `emial` finds `emailAddress`.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        func tolerance(_ length: Int) -> Int { max(1, length / 3) }
        // A word longer than every candidate by more than its tolerance is no typo of any, and
        // cannot begin one: saying so at once spares a table of its length (a hostile file's
        // "word" can be a megabyte long).
        let longest = candidates.map { $0.lowercased().count }.max() ?? 0
        guard typed.count <= longest + tolerance(longest) else { return nil }

        let scored = candidates.map { ($0, editDistance(typed, Array($0.lowercased()))) }
        if let best = scored.min(by: { $0.1 < $1.1 }),
           best.1 <= tolerance(min(typed.count, best.0.count)) {
            return best.0
        }
        guard typed.count >= 3 else { return nil }
        let byBeginning = candidates.filter { candidate in
            let letters = Array(candidate.lowercased())
            return letters.count > typed.count
                && editDistance(typed, Array(letters.prefix(typed.count))) <= tolerance(typed.count)
        }
        return byBeginning.count == 1 ? byBeginning[0] : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
