import KeyboardSim

/// How the settings that tapes and the command line both take are spelt: a terminal size
/// (`80x24`) and a list of input methods (`en,ru,ja`). One reading for both, so that a value
/// `Set Size` accepts is one `--size` accepts.
package enum SettingText {
    /// The smallest terminal size, the one a phone can be drawn in.
    package static let smallestSize = SessionConfiguration.smallestTerminalSize
    /// The largest terminal size, bigger than any real terminal.
    package static let largestSize = SessionConfiguration.largestTerminalSize
    /// What separates columns from rows: `80x24`.
    package static let sizeSeparator: Character = "x"
    /// What separates the input methods of a list: `en,ru`.
    package static let listSeparator: Character = ","

    /// Why a size was refused.
    package enum SizeProblem: Error, Hashable, Sendable {
        /// Not two whole numbers around an `x`.
        case notColumnsByRows
        /// Fewer columns or rows than `smallestSize`, or more than `largestSize`.
        case outOfRange
    }

    /// The size `COLSxROWS` names, such as `80x24`.
    package static func size(_ text: String) -> Result<Size, SizeProblem> {
        let parts = text.split(separator: sizeSeparator, omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(isDigits) else { return .failure(.notColumnsByRows) }
        guard let columns = Int(parts[0]), let rows = Int(parts[1]),
              (smallestSize.width...largestSize.width).contains(columns), (smallestSize.height...largestSize.height).contains(rows)
        else {
            return .failure(.outOfRange)
        }
        return .success(Size(width: columns, height: rows))
    }

    /// Why a list of input methods was refused; `offset` counts the scalars before the item.
    package enum ListProblem: Error, Hashable, Sendable {
        case empty(offset: Int)
        case unknown(String, offset: Int)
        case repeated(String, offset: Int)
    }

    /// The input methods a comma-separated list names, in order, each once (spaces around an item
    /// are allowed, as a shell may keep them).
    package static func inputMethods(_ text: String) -> Result<[InputMethod], ListProblem> {
        var methods: [InputMethod] = []
        var offset = 0
        for item in text.split(separator: listSeparator, omittingEmptySubsequences: false) {
            defer { offset += item.unicodeScalars.count + 1 }
            let name = String(item.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            guard !name.isEmpty else { return .failure(.empty(offset: offset)) }
            guard let method = InputMethod(rawValue: name) else { return .failure(.unknown(name, offset: offset)) }
            guard !methods.contains(method) else { return .failure(.repeated(name, offset: offset)) }
            methods.append(method)
        }
        return .success(methods)
    }

    /// Why a size is out of range, in words that name the limits.
    package static var sizeLimits: String {
        "at least \(text(smallestSize)) and at most \(text(largestSize)) (columns x rows)"
    }

    /// `size` as `COLSxROWS`.
    package static func text(_ size: Size) -> String {
        "\(size.width)\(sizeSeparator)\(size.height)"
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
