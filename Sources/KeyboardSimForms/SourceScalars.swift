import KeyboardSim
import Yams

/// A 1-based line and column as libyaml counts them; Yams' `Mark` cannot be created outside Yams.
typealias SourcePosition = (line: Int, column: Int)

/// The source as Unicode scalars, addressed the way libyaml addresses it: lines end at LF, CR,
/// CRLF, NEL, LS or PS, and columns count scalars.
struct SourceScalars {
    var scalars: [Unicode.Scalar]

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Yams reports reader errors as a distance in characters from the start of the text.
    func position(ofCharacterOffset offset: Int, in source: String) -> SourcePosition {
        let index = source.index(source.startIndex, offsetBy: offset, limitedBy: source.endIndex) ?? source.endIndex
        let scalarOffset = source.unicodeScalars.distance(from: source.unicodeScalars.startIndex, to: index)
        var line = 1
        var lineStart = 0
        var cursor = 0
        while cursor < min(scalarOffset, scalars.count) {
            if let width = lineBreakWidth(at: cursor) {
                cursor += width
                line += 1
                lineStart = cursor
            } else {
                cursor += 1
            }
        }
        return (line, max(1, scalarOffset - lineStart + 1))
    }

    /// Where the key that Yams reports as duplicated appears for the second time.
    ///
    /// Yams names only the first occurrence. Renaming each reported occurrence — one scalar
    /// swapped for a private-use one, so every position stays put — until the text composes lets
    /// the composed mapping show the next occurrence with its own mark. Each attempt composes the
    /// whole text again, so they stop at 64 or after `renamingBudget` scalars in all (nil then):
    /// a big file whose key is written many times is refused at once, at the first place.
    func secondOccurrence(ofKey key: String, firstAt first: SourcePosition) -> SourcePosition? {
        var text = self
        var renamed: [(position: SourcePosition, key: String)] = []
        var pending = (key: key, position: first)
        let attempts = min(64, Self.renamingBudget / max(1, scalars.count))
        for attempt in 0..<attempts {
            guard let target = text.keyScalarOffset(at: pending.position),
                  let marker = Unicode.Scalar(0xE000 + attempt) else { return nil }
            text.scalars[target] = marker
            renamed.append((pending.position, pending.key))
            do {
                let root = try Yams.compose(yaml: text.string, .default, .default, .utf8)
                return root.flatMap { nextKey(named: key, after: first, in: $0, renamed: renamed) }
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                pending = (duplicates.first ?? "", (context.mark.line, context.mark.column))
            } catch {
                return nil
            }
        }
        return nil
    }

    /// How many scalars, in all, the search for a duplicate key's second place may compose again:
    /// 64 attempts for any form up to 4 KiB (the examples are about 2), at most a quarter of a
    /// second's composing (release build) for any size.
    private static let renamingBudget = 1 << 18

    private var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The first scalar of a key's text; a quoted key's mark is its opening quote.
    private func keyScalarOffset(at position: SourcePosition) -> Int? {
        guard var offset = offset(of: position) else { return nil }
        if scalars[offset] == "\"" || scalars[offset] == "'" { offset += 1 }
        guard offset < scalars.count, lineBreakWidth(at: offset) == nil,
              scalars[offset] != "\"", scalars[offset] != "'", scalars[offset] != "\\" else { return nil }
        return offset
    }

    private func offset(of position: SourcePosition) -> Int? {
        var line = 1
        var cursor = 0
        while line < position.line {
            guard cursor < scalars.count else { return nil }
            if let width = lineBreakWidth(at: cursor) {
                cursor += width
                line += 1
            } else {
                cursor += 1
            }
        }
        let target = cursor + position.column - 1
        guard target < scalars.count, (cursor..<target).allSatisfy({ lineBreakWidth(at: $0) == nil }) else {
            return nil
        }
        return target
    }

    private func lineBreakWidth(at offset: Int) -> Int? {
        switch scalars[offset] {
        case "\r": offset + 1 < scalars.count && scalars[offset + 1] == "\n" ? 2 : 1
        case "\n", "\u{85}", "\u{2028}", "\u{2029}": 1
        default: nil
        }
    }
}

/// Finds the mapping whose key sits at `first` and returns the next key in it that was written
/// as `key`, looking through the renaming done to make the text compose.
func nextKey(
    named key: String, after first: SourcePosition, in node: Node,
    renamed: [(position: SourcePosition, key: String)]
) -> SourcePosition? {
    func position(of node: Node) -> SourcePosition? {
        node.mark.map { ($0.line, $0.column) }
    }
    switch node {
    case .mapping(let mapping):
        let keys = Array(mapping.keys)
        if let firstIndex = keys.firstIndex(where: { position(of: $0).map { $0 == first } ?? false }) {
            for candidate in keys[(firstIndex + 1)...] {
                guard let candidatePosition = position(of: candidate) else { continue }
                let written = renamed.first { $0.position == candidatePosition }?.key ?? candidate.scalar?.string
                if written == key { return candidatePosition }
            }
            return nil
        }
        for (childKey, childValue) in mapping {
            if let found = nextKey(named: key, after: first, in: childKey, renamed: renamed)
                ?? nextKey(named: key, after: first, in: childValue, renamed: renamed) {
                return found
            }
        }
        return nil
    case .sequence(let sequence):
        for child in sequence {
            if let found = nextKey(named: key, after: first, in: child, renamed: renamed) { return found }
        }
        return nil
    case .scalar, .alias:
        return nil
    }
}
