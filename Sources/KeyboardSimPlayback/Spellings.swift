/// Words of the tape language and the values they stand for, in the order messages list them.
///
/// A value may have several spellings (`Shift+Tab` and `BackTab`); the first is the one written
/// when a tape is printed, so that reading a printed word gives back the value it was printed from.
struct Spellings<Value: Equatable>: Sendable where Value: Sendable {
    /// Every spelling, in the order messages list them.
    let pairs: [(word: String, value: Value)]

    init(_ pairs: [(word: String, value: Value)]) {
        self.pairs = pairs
    }

    /// Every word, in order.
    var words: [String] { pairs.map(\.word) }

    /// The value `word` spells, or nil for a word not in the table.
    func value(of word: String) -> Value? {
        pairs.first { $0.word == word }?.value
    }

    /// The word a printed tape uses for `value`: its first spelling.
    func word(for value: Value) -> String? {
        pairs.first { $0.value == value }?.word
    }
}
