/// The live numbers an explanation's templates are filled with, by name: a strategy action's
/// details, a pitfall's numbers, and the focused field's outcome.
public struct TemplateValues: Hashable, Sendable {
    /// Text for each name; later values of the same name win.
    public private(set) var text: [String: String] = [:]
    /// Flags for the steps that read differently when something did or did not happen.
    public private(set) var flags: [String: Bool] = [:]

    /// No values.
    public init() {}

    /// The values of `details`; a number also gives `name.rows` ("1 row", "3 rows") and the flags
    /// `name.zero` (for the sentences that cannot say "by 0 rows") and `name.positive` (missing, so
    /// false, when a strategy leaves out a value it has none of), a rect also
    /// gives `name.x`, `name.y`, `name.width`, `name.height` and `name.maxY` (each with its `.rows`).
    public init(_ details: [StrategyAction.Detail]) {
        for detail in details { set(detail.key, detail.value) }
    }

    /// Sets one value.
    public mutating func set(_ key: String, _ value: StrategyAction.Value) {
        switch value {
        case .int(let number):
            text[key] = "\(number)"
            // Counted in rows, with the noun agreeing: "1 row", "3 rows".
            text["\(key).rows"] = number == 1 ? "1 row" : "\(number) rows"
            flags["\(key).zero"] = number == 0
            flags["\(key).positive"] = number > 0
        case .bool(let flag):
            flags[key] = flag
            text[key] = flag ? "yes" : "no"
        case .rect(let rect):
            text[key] = "\(rect)"
            for (part, number) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height), ("maxY", rect.maxY)] {
                set("\(key).\(part)", .int(number))
            }
        }
    }

    /// Sets one value given as text (a field's name).
    public mutating func set(_ key: String, text value: String) {
        text[key] = value
    }

    /// These values with `other`'s added (`other` wins on a clash).
    public func merging(_ other: TemplateValues) -> TemplateValues {
        var merged = self
        merged.text.merge(other.text) { _, new in new }
        merged.flags.merge(other.flags) { _, new in new }
        return merged
    }

    /// `template` with every `{name}` that has a value replaced by it; unknown names stay as
    /// written, so a test can find them.
    ///
    /// Braces are found by their bytes (a why panel fills a few templates every frame): in every
    /// template a brace is a character of its own, which a test holds them to.
    public func fill(_ template: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            result += rest[..<open]
            guard let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = String(rest[rest.utf8.index(after: open)..<close])
            result += text[name] ?? "{\(name)}"
            rest = rest[rest.utf8.index(after: close)...]
        }
        return result + rest
    }

    /// `template` filled, or nil when one of its placeholders has no value (a filled value may
    /// itself hold braces: a rect reads `{0,11,39,10}`).
    public func fillingEvery(_ template: String) -> String? {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            guard text[String(rest[rest.index(after: open)..<close])] != nil else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        return fill(template)
    }
}
