import Foundation
import KeyboardSim
import Testing

/// What the docs state that the code decides: the sample of writing-a-strategy.md is the example
/// package's test (which `make test-example` runs), and the counts and eras they give are kbsim's.
@Suite("The docs say what the code does")
struct DocumentedFactsTests {
    /// Numbers as the docs spell them.
    static let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"]

    @Test("writing-a-strategy.md's Swift test sample is, byte for byte, the example package's DocumentedSampleTests.swift")
    func sampleIsTheExamplesTest() throws {
        let page = try RepositoryFiles.text(of: "docs/how-to/writing-a-strategy.md")
        let section = try #require(page.components(separatedBy: "## Test it: `KeyboardSimTesting`").dropFirst().first)
        let start = try #require(section.range(of: "```swift\n"))
        let end = try #require(section.range(of: "```\n", range: start.upperBound..<section.endIndex))
        let sample = String(section[start.upperBound..<end.lowerBound])
        let test = try RepositoryFiles.text(of: "Examples/CustomStrategy/Tests/AcmeKeyboardTests/DocumentedSampleTests.swift")
        #expect(sample == test)
        #expect(sample.contains("@Test"))
    }

    @Test("the docs count the built-in strategies as the catalogue does and list every era")
    func countsAndEras() throws {
        let count = Self.words[StrategyCatalogue.builtIns.ids.count]
        let guide = try RepositoryFiles.text(of: "docs/how-to/writing-a-strategy.md")
        #expect(guide.contains("kbsim has \(count)\nbuilt in"), "writing-a-strategy.md says kbsim has \(count) built in")
        let eras = Era.allCases.map { "\($0.rawValue)" }.joined(separator: "|")
        #expect(guide.contains("`--era \(eras)`"), "writing-a-strategy.md lists the eras \(eras)")
        #expect(!guide.contains("`--era 3|7|11`"))
    }
}
