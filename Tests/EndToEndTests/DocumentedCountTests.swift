import Foundation
import KeyboardSim
import Testing
import TestTiming

/// The counts the README and docs/ write in words ("ten lessons", "twelve built-ins") are the
/// catalogues' own: a lesson, strategy or era added without its prose fails here.
@Suite("Counts written in the docs are kbsim's", .timed)
struct DocumentedCountTests {
    /// Numbers as the docs spell them, from zero.
    static let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                        "nineteen", "twenty"]

    /// A count in prose: where it stands, the number and the noun it counts.
    struct Claim: Equatable {
        let place: String
        let number: Int
        let noun: String
    }

    /// Every "<number> <noun>" of the given nouns in the text, case-insensitively, in digits or in words.
    static func claims(in text: String, page: String, nouns: [String]) -> [Claim] {
        let numbers = words.enumerated().map { "\($0.element)" }.joined(separator: "|")
        let pattern = try! Regex("\\b(\(numbers)|[0-9]+) (\(nouns.joined(separator: "|")))\\b").ignoresCase()
        var claims: [Claim] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            for match in line.matches(of: pattern) {
                let spelt = String(match.output[1].substring ?? "").lowercased()
                let number = words.firstIndex(of: spelt) ?? Int(spelt) ?? -1
                claims.append(Claim(place: "\(page):\(index + 1)", number: number,
                                    noun: String(match.output[2].substring ?? "").lowercased()))
            }
        }
        return claims
    }

    /// What each counted noun counts: the lessons are Lessons/'s tapes (the bundle is made of them).
    static let counts: [String: Int] = [
        "lessons": ((try? RepositoryFiles.list().paths) ?? []).filter { $0.hasPrefix("Lessons/") && $0.hasSuffix(".tape") }.count,
        "built-ins": StrategyCatalogue.builtIns.ids.count,
        "built-in strategies": StrategyCatalogue.builtIns.ids.count,
        "eras": Era.allCases.count,
        "ios eras": Era.allCases.count,
    ]

    @Test("every count of lessons, built-in strategies and eras in README.md, CONTRIBUTING.md, docs/ and the DocC articles is the catalogue's, and the front page gives the lessons'")
    func countsAreTheCatalogues() throws {
        // The README, CONTRIBUTING.md, docs/ and the DocC articles; not CHANGELOG.md, whose counts are each version's.
        let pages = try ["README.md", "CONTRIBUTING.md"] + RepositoryFiles.list().paths.filter { path in
            path.hasSuffix(".md") && (path.hasPrefix("docs/") || path.hasPrefix("Sources/") && path.contains(".docc/"))
        }
        var all: [Claim] = []
        for page in pages {
            all += Self.claims(in: try RepositoryFiles.text(of: page), page: page, nouns: ["iOS eras", "built-in strategies"] + Array(Self.counts.keys))
        }
        let wrong = all.filter { Self.counts[$0.noun] != $0.number }
        #expect(wrong.isEmpty, "\(wrong.map { "\($0.place): \($0.number) \($0.noun), kbsim has \(Self.counts[$0.noun] ?? -1)" })")
        #expect(all.contains { $0.place.hasPrefix("README.md:") && $0.noun == "lessons" })
    }

    @Test("a wrong count is caught: 'nine lessons' and '3 eras' are claims, 'lesson 9' is not")
    func wrongCountIsCaught() {
        let claims = Self.claims(in: "Nine lessons.\nlesson 9 of 3 eras", page: "x.md", nouns: ["lessons", "eras"])
        #expect(claims == [Claim(place: "x.md:1", number: 9, noun: "lessons"), Claim(place: "x.md:2", number: 3, noun: "eras")])
    }
}
