import KeyboardSim
import Yams

/// Yams' errors in the words of the file's language (YAML or JSON), at the place they name.
extension FormReader {
    func formError(from error: YamlError) -> FormError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
            return syntaxError(problem, context: context, at: mark)
        case let .composer(context, problem, mark, _):
            if problem == "but found another document" {
                return FormError(
                    path: path, line: mark.line, column: mark.column,
                    message: "a form file holds one document, but another one starts here"
                )
            }
            return syntaxError(problem, context: context, at: mark)
        case let .reader(problem, offset, _, _):
            let position = SourceScalars(source).position(ofCharacterOffset: offset ?? 0, in: source)
            return FormError(
                path: path, line: position.line, column: position.column,
                message: "\(syntaxName) syntax error: \(problem)"
            )
        case let .duplicatedKeysInMapping(duplicates, context):
            return duplicateKeyError(key: duplicates.first ?? "", first: (context.mark.line, context.mark.column))
        default:
            return FormError(path: path, line: 1, column: 1, message: "could not read the form: \(error)")
        }
    }

    private func syntaxError(_ problem: String, context: YamlError.Context?, at mark: Mark) -> FormError {
        var message = "\(syntaxName) syntax error: \(problem)"
        if let context {
            message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        return FormError(path: path, line: mark.line, column: mark.column, message: message)
    }

    private func duplicateKeyError(key: String, first: SourcePosition) -> FormError {
        if let second = SourceScalars(source).secondOccurrence(ofKey: key, firstAt: first) {
            return FormError(
                path: path, line: second.line, column: second.column,
                message: "duplicate key '\(Diagnostics.excerpt(key))' (first used at \(first.line):\(first.column))"
            )
        }
        return FormError(
            path: path, line: first.line, column: first.column,
            message: "duplicate key '\(Diagnostics.excerpt(key))' — it appears again later in this mapping"
        )
    }
}
