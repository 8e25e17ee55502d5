import KeyboardSim
import KeyboardSimForms

/// The comment block a museum tape opens with (Bugs/README.md): the report it reproduces, what was
/// seen, why, the correct outcome its Expect lines state, and the strategy under which it is fixed.
/// `kbsim bugs` lists its first line; `kbsim check` refuses a museum tape whose block is not whole.
package struct MuseumHeader: Hashable, Sendable {
    /// The strategy, and its pitfalls setting, under which a museum tape passes: the library's fixed version.
    package struct Fix: Hashable, Sendable {
        /// The strategy's name.
        package var strategy: StrategyID
        /// `--pitfalls` (true), `--no-pitfalls` (false), or neither (nil: the tape's own setting).
        package var pitfalls: Bool?
    }

    /// The fields in the order a block holds them; `Also:` lines may follow `Report:` (none, or several).
    package static let fields = ["Report", "Saw", "Mechanism", "Correct", "Fixed"]

    /// `LIBRARY-NUMBER`, as the file is named.
    package var name: String
    /// What goes wrong, in one line (`kbsim bugs` lists it).
    package var summary: String
    /// The report's address (the first word of `Report:`).
    package var report: String
    /// More addresses, from the `Also:` lines (the first word of each).
    package var also: [String]
    /// What the user saw.
    package var saw: String
    /// Why it happens.
    package var mechanism: String
    /// The correct outcome, which the Expect lines state.
    package var correct: String
    /// Where it is fixed; nil for `none`.
    package var fixed: Fix?

    /// The library: the name before its last `-` (`iqkeyboardmanager` of `iqkeyboardmanager-2011`).
    package var library: String {
        guard let dash = name.lastIndex(of: "-") else { return name }
        return String(name[..<dash])
    }

    /// The report's number: the name after its last `-`.
    package var number: String {
        guard let dash = name.lastIndex(of: "-") else { return "" }
        return String(name[name.index(after: dash)...])
    }

    /// The block at the top of `source`, read from `path`, whose file is named `name` (the tape's
    /// file name without `.tape`), with strategies read through `strategies`; every fault found, as
    /// file:line:column errors, when the block is not whole.
    package static func parse(_ source: String, path: String, name: String,
                             strategies: StrategyCatalogue) -> Result<MuseumHeader, InputFileErrors> {
        var errors: [InputFileError] = []
        func fault(_ line: Int, _ message: String, column: Int = 1) {
            errors.append(InputFileError(path: path, line: line, column: column, message: message))
        }
        // Each field with the line it starts on; continuation lines (`#   …`) join the one before.
        var entries: [(key: String, value: String, line: Int)] = []
        for (index, text) in ByteOrderMark.dropped(from: source).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard text.hasPrefix("#") else { break }
            if text.hasPrefix("#   "), !entries.isEmpty {
                entries[entries.count - 1].value += " " + text.dropFirst(4).trimmingSpaces
                continue
            }
            let body = Substring(text.dropFirst().trimmingSpaces)
            guard let colon = body.firstIndex(of: ":") else {
                fault(index + 1, "a museum tape's header line is `# Field: text` (or `#   ` and more of the line above), found '\(body)'")
                continue
            }
            entries.append((String(body[..<colon]), body[body.index(after: colon)...].trimmingSpaces, index + 1))
        }
        guard let first = entries.first else {
            fault(1, "a museum tape starts with `# \(name): one-line summary`, then \(fields.map { "# \($0):" }.joined(separator: ", "))")
            return .failure(InputFileErrors(errors[0], Array(errors.dropFirst())))
        }
        if first.key != name { fault(first.line, "the first line names the tape as its file does: `# \(name): one-line summary`, found '\(first.key)'", column: 3) }
        if first.value.isEmpty { fault(first.line, "the first line gives a one-line summary after `\(name):`") }
        var values: [String: (value: String, line: Int)] = [:]
        var also: [String] = []
        var expected = fields[...]
        for entry in entries.dropFirst() {
            if entry.key == "Also", values["Report"] != nil, values["Saw"] == nil {
                if !isAddress(entry.value) { fault(entry.line, "`Also:` starts with an https:// address, found '\(entry.value)'", column: 3) }
                also.append(address(in: entry.value))
                continue
            }
            guard let place = expected.firstIndex(of: entry.key) else {
                let known = fields.contains(entry.key) || entry.key == "Also"
                fault(entry.line, expected.isEmpty
                      ? "the header ends with `Fixed:`; found `\(entry.key):` after it (a comment after the block needs a blank line first)"
                      : "`\(entry.key):` \(known ? "is out of place" : "is no field of the header"): the fields, in order, are "
                        + "\(fields.joined(separator: ", ")), with any Also: after Report:", column: 3)
                continue
            }
            for missing in expected[..<place] { fault(entry.line, "the header lacks `# \(missing):` before `# \(entry.key):`") }
            expected = expected[(place + 1)...]
            if entry.value.isEmpty { fault(entry.line, "`\(entry.key):` is empty", column: 3) }
            values[entry.key] = (entry.value, entry.line)
        }
        let lastLine = entries.last?.line ?? 1
        for missing in expected { fault(lastLine + 1, "the header lacks `# \(missing):` (the fields, in order: \(fields.joined(separator: ", ")))") }
        if let report = values["Report"], !isAddress(report.value) {
            fault(report.line, "`Report:` starts with the report's https:// address, found '\(report.value)'", column: 3)
        }
        var fix: Fix?
        if let fixed = values["Fixed"], fixed.value != "none" {
            fix = readFix(fixed.value, strategies: strategies)
            if fix == nil {
                fault(fixed.line, "`Fixed:` is `none` or a strategy kbsim knows, then --pitfalls or --no-pitfalls if needed; found '\(fixed.value)'", column: 3)
            }
        }
        errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        if let error = errors.first { return .failure(InputFileErrors(error, Array(errors.dropFirst()))) }
        return .success(MuseumHeader(name: name, summary: first.value, report: address(in: values["Report"]!.value), also: also,
                                     saw: values["Saw"]!.value, mechanism: values["Mechanism"]!.value,
                                     correct: values["Correct"]!.value, fixed: fix))
    }

    /// Whether `text` starts with a web address a reader can open: https, up to the first space
    /// (words may follow it: "(the thread's last comment)").
    private static func isAddress(_ text: String) -> Bool {
        let address = address(in: text)
        return address.hasPrefix("https://") && address.count > "https://".count
    }

    /// The first word of `text`: the address of a `Report:` or `Also:` line.
    private static func address(in text: String) -> String {
        String(text.prefix { $0 != " " })
    }

    /// `NAME`, `NAME --pitfalls` or `NAME --no-pitfalls`, NAME known to `strategies`.
    private static func readFix(_ text: String, strategies: StrategyCatalogue) -> Fix? {
        var words = text.split(separator: " ").map(String.init)
        var pitfalls: Bool?
        if let last = words.last, words.count > 1, last == "--pitfalls" || last == "--no-pitfalls" {
            pitfalls = last == "--pitfalls"
            words.removeLast()
        }
        guard words.count == 1, let id = strategies.id(named: words[0]) else { return nil }
        return Fix(strategy: id, pitfalls: pitfalls)
    }
}

private extension Substring {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
