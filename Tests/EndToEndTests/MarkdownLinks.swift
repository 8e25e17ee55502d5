/// The links and headings of a Markdown text, read as GitHub renders them: what is inside code
/// (fenced blocks, code spans) is text, not a link, and a heading's anchor is GitHub's slug of it.
struct MarkdownLinks {
    /// A link's destination and the line it is on (1-based).
    struct Link: Equatable {
        var target: String
        var line: Int
    }

    /// Where a link leads, split as a browser reads it.
    struct Destination: Equatable {
        /// The path before `#`, percent-decoded; empty for a link into the same page.
        var path: String
        /// What follows `#`, if anything.
        var anchor: String?
    }

    /// Every inline link, image and reference definition, in order.
    let links: [Link]
    /// The anchor of every heading, as GitHub makes them (a repeated heading gets `-1`, `-2`…).
    let anchors: Set<String>

    /// Reads `text`.
    init(_ text: String) {
        var links: [Link] = []
        var anchors: Set<String> = []
        var slugCounts: [String: Int] = [:]
        var fence: (character: Character, length: Int)?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let indented = line.prefix { $0 == " " }.count
            let marker = line.drop { $0 == " " }
            if let open = fence {
                let run = marker.prefix { $0 == open.character }.count
                if indented < 4, run >= open.length, marker.dropFirst(run).allSatisfy({ $0 == " " }) { fence = nil }
                continue
            }
            if indented < 4, let first = marker.first, first == "`" || first == "~" {
                let run = marker.prefix { $0 == first }.count
                if run >= 3 {
                    fence = (first, run)
                    continue
                }
            }
            let prose = Self.withoutCodeSpans(line)
            links += Self.targets(in: prose).map { Link(target: $0, line: index + 1) }
            if let heading = Self.heading(prose) {
                let slug = Self.slug(heading)
                let seen = slugCounts[slug, default: 0]
                slugCounts[slug] = seen + 1
                anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
            }
        }
        self.links = links
        self.anchors = anchors
    }

    /// Whether `target` leaves the repository's pages: a URL with a scheme (`https:`, `mailto:`).
    static func isExternal(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":"), let first = target.first, first.isLetter else { return false }
        return target[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }

    /// `target` split into its path and anchor, the path percent-decoded.
    static func destination(of target: String) -> Destination {
        var target = Substring(target)
        if target.hasPrefix("<") && target.hasSuffix(">") { target = target.dropFirst().dropLast() }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return Destination(path: percentDecoded(String(parts[0])), anchor: parts.count > 1 ? String(parts[1]) : nil)
    }

    /// GitHub's anchor for a heading: lower case, spaces become hyphens, and everything but
    /// letters, digits, hyphens and underscores is dropped.
    static func slug(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            }
        }
        return slug
    }

    /// The text of an ATX heading (`## Title ##`), nil for any other line.
    private static func heading(_ line: String) -> String? {
        let marker = line.drop { $0 == " " }
        guard line.count - marker.count < 4 else { return nil }
        let level = marker.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = marker.dropFirst(level)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingSpaces
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = text.dropLast(closing).trimmingSpaces
        }
        return String(text)
    }

    /// `line` with every code span blanked out, so that what it shows is not read as a link.
    private static func withoutCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = characters
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            var search = index + run
            var closer: Int?
            while search < characters.count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                let length = characters[search...].prefix { $0 == "`" }.count
                if length == run {
                    closer = search
                    break
                }
                search += length
            }
            guard let closer else {
                index += run
                continue
            }
            for blank in index..<(closer + run) { result[blank] = " " }
            index = closer + run
        }
        return String(result)
    }

    /// The destinations of `[text](target "title")`, `![alt](target)` and `[label]: target` in `line`.
    private static func targets(in line: String) -> [String] {
        let characters = Array(line)
        var targets: [String] = []
        var index = 0
        while index + 1 < characters.count {
            defer { index += 1 }
            guard characters[index] == "]" else { continue }
            if characters[index + 1] == "(" {
                var end = index + 2
                while end < characters.count, characters[end] == " " { end += 1 }
                let start = end
                if end < characters.count, characters[end] == "<" {
                    while end < characters.count, characters[end] != ">" { end += 1 }
                    end += 1
                } else {
                    while end < characters.count, characters[end] != " ", characters[end] != ")" { end += 1 }
                }
                if start < min(end, characters.count) { targets.append(String(characters[start..<min(end, characters.count)])) }
            } else if characters[index + 1] == ":", characters.prefix(while: { $0 == " " }).count < 4,
                      characters.drop(while: { $0 == " " }).first == "[" {
                let definition = characters[(index + 2)...].drop { $0 == " " }
                let target = definition.prefix { $0 != " " }
                if !target.isEmpty { targets.append(String(target)) }
            }
        }
        return targets
    }

    /// `text` with each `%XX` escape replaced by its byte, read as UTF-8.
    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
