import KeyboardSim
/// Reads a YAML or JSON form file's tokens the way libyaml's scanner reads them, before Yams
/// composes the document, and refuses what could make composing it explode.
///
/// Yams builds the whole tree before kbsim sees any of it, and some small files build enormous
/// ones or take for ever: an alias repeats a whole subtree (eight levels of nine aliases each are
/// 43 million nodes from 400 bytes), and a list or mapping used as a key is hashed in full by
/// every enclosing mapping that checks its keys for duplicates, so keys nested in keys cost
/// depth × size. A form needs none of these, so the file is refused at the first
///
/// - anchor (`&name`) or alias (`*name`),
/// - complex key: `? ` (in a flow collection: any `?`), or a list or mapping in a key's place,
/// - list or mapping nested more than `FormLimits.maxDepth` deep (libyaml's own limit is
///   1000, and Yams composes recursively).
///
/// Nothing else is judged here: syntax errors are left to libyaml, which reports them better.
///
/// The scan follows libyaml 0.2.5's scanner (`yaml_parser_fetch_next_token` and the functions it
/// calls) for everything that decides where a token starts: indentation, flow levels, simple
/// keys, quoted, plain and block scalars, comments, tags and directives. Where libyaml would stop
/// with an error, the scan carries on: libyaml composes nothing after its error, so going on can
/// only find more, never miss what libyaml would build. It stops at the first character
/// libyaml's reader refuses, since libyaml reads — and so builds — nothing beyond it.
struct YAMLPreflight {
    /// Checks `text` (a byte-order mark already removed); `path` names the file in the error.
    static func check(_ text: String, path: String) throws(FormError) {
        var scanner = YAMLPreflight(text)
        if let (problem, mark) = scanner.firstProblem() {
            throw FormError(path: path, line: mark.line + 1, column: mark.column + 1, message: problem.message)
        }
    }

    /// What the scan refuses.
    enum Problem {
        case anchor, alias, explicitKey, collectionKey, tooDeep

        var message: String {
            switch self {
            case .anchor:
                "YAML anchors ('&name') are not allowed in form files — write each value out "
                    + "(to start text with &, quote it)"
            case .alias:
                "YAML aliases ('*name') are not allowed in form files — write the value out "
                    + "(to start text with *, quote it)"
            case .explicitKey:
                "complex keys ('? ') are not allowed in form files — a key is a word, such as 'title'"
            case .collectionKey:
                "a list or a mapping cannot be a key in a form file — a key is a word, such as 'title'"
            case .tooDeep:
                "lists and mappings nest more than \(FormLimits.maxDepth) deep here — a form needs three levels"
            }
        }
    }

    /// A 0-based line and column, as libyaml marks them.
    struct Mark {
        var line: Int
        var column: Int
    }

    /// A place where a simple key (one written without `?`) may start, as libyaml keeps them:
    /// it becomes a key only if a `:` follows on the same line, within 1024 characters.
    private struct SimpleKey {
        var possible = false
        var index = 0
        var mark = Mark(line: 0, column: 0)
        /// Whether the key's node is a flow collection (`[a]: b`, `!tag {a: b}: c`).
        var isCollection = false
    }

    /// What is known of one open flow collection.
    struct FlowCollection {
        var isMapping: Bool
        /// In a flow mapping, whether the next node is an entry's key: libyaml's parser takes any
        /// node there as the key, `:` or not, so `{[a]}` has a list for a key.
        var expectingKey: Bool
    }

    let scalars: [Unicode.Scalar]
    /// Where libyaml's reader stops: the first character it refuses, or the end.
    let end: Int
    var index = 0
    var mark = Mark(line: 0, column: 0)
    /// The current block indentation and the enclosing ones, as libyaml's scanner stacks them.
    var indent = -1
    private var indents: [Int] = []
    /// One simple key per flow level, the block context's first.
    private var simpleKeys = [SimpleKey()]
    var flowCollections: [FlowCollection] = []
    var simpleKeyAllowed = true

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        end = scalars.firstIndex { !Self.readerAccepts($0) } ?? scalars.count
    }

    var flowLevel: Int { flowCollections.count }

    // MARK: Tokens

    /// The first problem in document order, with where it starts; nil when the file has none.
    private mutating func firstProblem() -> (Problem, Mark)? {
        while true {
            skipToNextToken()
            staleSimpleKeys()
            unrollIndent(to: mark.column)
            guard let character = peek() else { return nil }
            if mark.column == 0, character == "%" {
                directive()
                continue
            }
            if isDocumentIndicator {
                unrollIndent(to: -1)
                removeSimpleKey()
                simpleKeyAllowed = false
                skip(3)
                continue
            }
            let problem: (Problem, Mark)?
            switch character {
            case "[", "{": problem = flowCollectionStart(isMapping: character == "{")
            case "]", "}": problem = flowCollectionEnd()
            case ",": problem = flowEntry()
            case "-" where isBlankOrEnd(at: 1): problem = blockEntry()
            case "?" where flowLevel > 0 || isBlankOrEnd(at: 1): problem = (.explicitKey, mark)
            case ":" where flowLevel > 0 || isBlankOrEnd(at: 1): problem = value()
            case "*": problem = (.alias, mark)
            case "&": problem = (.anchor, mark)
            case "!": problem = tag()
            case "|" where flowLevel == 0, ">" where flowLevel == 0: problem = blockScalar()
            case "'", "\"": problem = quotedScalar(single: character == "'")
            default:
                if startsPlainScalar(character) {
                    problem = plainScalar()
                } else {
                    // libyaml stops here ("cannot start any token"); reading on is harmless.
                    skip()
                    simpleKeyAllowed = false
                    problem = nil
                }
            }
            if let problem { return problem }
        }
    }

    /// Spaces, tabs where libyaml allows them, comments and line breaks.
    private mutating func skipToNextToken() {
        while true {
            // libyaml skips a byte-order mark at the start of any line; the file's leading one is gone already.
            if mark.column == 0, peek() == ByteOrderMark.scalar { skip() }
            while peek() == " " || ((flowLevel > 0 || !simpleKeyAllowed) && peek() == "\t") { skip() }
            if peek() == "#" {
                while let character = peek(), !Self.isBreak(character) { skip() }
            }
            guard let character = peek(), Self.isBreak(character) else { return }
            skipLineBreak()
            if flowLevel == 0 { simpleKeyAllowed = true }
        }
    }

    private mutating func directive() {
        unrollIndent(to: -1)
        removeSimpleKey()
        simpleKeyAllowed = false
        while let character = peek(), !Self.isBreak(character) { skip() }
        if peek() != nil { skipLineBreak() }
    }

    private mutating func flowCollectionStart(isMapping: Bool) -> (Problem, Mark)? {
        if flowCollections.last?.expectingKey == true { return (.collectionKey, mark) }
        // A tag or an anchor before the bracket may have saved the key: its node is this collection.
        if simpleKeys[simpleKeys.count - 1].possible { simpleKeys[simpleKeys.count - 1].isCollection = true }
        saveSimpleKey(isCollection: true)
        let start = mark
        simpleKeys.append(SimpleKey())
        flowCollections.append(FlowCollection(isMapping: isMapping, expectingKey: isMapping))
        simpleKeyAllowed = true
        skip()
        return isTooDeep ? (.tooDeep, start) : nil
    }

    private mutating func flowCollectionEnd() -> (Problem, Mark)? {
        removeSimpleKey()
        if !flowCollections.isEmpty {
            flowCollections.removeLast()
            simpleKeys.removeLast()
        }
        simpleKeyAllowed = false
        skip()
        return nil
    }

    private mutating func flowEntry() -> (Problem, Mark)? {
        removeSimpleKey()
        simpleKeyAllowed = true
        if let last = flowCollections.indices.last, flowCollections[last].isMapping {
            flowCollections[last].expectingKey = true
        }
        skip()
        return nil
    }

    private mutating func blockEntry() -> (Problem, Mark)? {
        let problem = flowLevel == 0 ? rollIndent(to: mark.column, at: mark) : nil
        removeSimpleKey()
        simpleKeyAllowed = true
        skip()
        return problem
    }

    /// `:` — a simple key before it becomes a key, which must not be a collection.
    private mutating func value() -> (Problem, Mark)? {
        var problem: (Problem, Mark)?
        let key = simpleKeys[simpleKeys.count - 1]
        if key.possible {
            if key.isCollection { return (.collectionKey, key.mark) }
            problem = rollIndent(to: key.mark.column, at: key.mark)
            simpleKeys[simpleKeys.count - 1].possible = false
            simpleKeyAllowed = false
        } else {
            if flowLevel == 0 { problem = rollIndent(to: mark.column, at: mark) }
            simpleKeyAllowed = flowLevel == 0
        }
        if let last = flowCollections.indices.last { flowCollections[last].expectingKey = false }
        skip()
        return problem
    }

    /// A tag is a node's property: the node after it still stands where the tag does.
    private mutating func tag() -> (Problem, Mark)? {
        saveSimpleKey(isCollection: false)
        simpleKeyAllowed = false
        skip()
        if peek() == "<" {
            skip()
            while let character = peek(), Self.isURICharacter(character) || (character != "{" && character != "}" && Self.flowIndicators.contains(character)) {
                skip()
            }
            if peek() == ">" { skip() }
        } else {
            while let character = peek(), Self.isURICharacter(character) { skip() }
        }
        return nil
    }

    // MARK: Indentation and simple keys

    private var isTooDeep: Bool { indents.count + flowLevel > FormLimits.maxDepth }

    private mutating func rollIndent(to column: Int, at start: Mark) -> (Problem, Mark)? {
        guard flowLevel == 0, indent < column else { return nil }
        indents.append(indent)
        indent = column
        return isTooDeep ? (.tooDeep, start) : nil
    }

    private mutating func unrollIndent(to column: Int) {
        guard flowLevel == 0 else { return }
        while indent > column, let previous = indents.popLast() { indent = previous }
    }

    mutating func saveSimpleKey(isCollection: Bool) {
        guard simpleKeyAllowed else { return }
        simpleKeys[simpleKeys.count - 1] = SimpleKey(possible: true, index: index, mark: mark, isCollection: isCollection)
    }

    mutating func removeSimpleKey() {
        simpleKeys[simpleKeys.count - 1].possible = false
    }

    /// A simple key must fit on one line and in 1024 characters.
    private mutating func staleSimpleKeys() {
        for level in simpleKeys.indices where simpleKeys[level].possible {
            let key = simpleKeys[level]
            if key.mark.line < mark.line || key.index + 1024 < index { simpleKeys[level].possible = false }
        }
    }
}
