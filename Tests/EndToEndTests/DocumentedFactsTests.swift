import Foundation
import KeyboardSim
import Testing
import TestTiming

/// What the docs state that the code decides: the sample of writing-a-strategy.md is the example
/// package's test (which `make test-example` runs), and the counts and eras they give are kbsim's.
@Suite("The docs say what the code does", .timed)
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

    /// The first ```` ```swift ```` block of `page` after `marker`, without its fences.
    static func swiftBlock(of page: String, after marker: String) throws -> String {
        let text = try RepositoryFiles.text(of: page)
        let section = try #require(text.components(separatedBy: marker).dropFirst().first, "\(page) has no \(marker)")
        let start = try #require(section.range(of: "```swift\n"))
        let end = try #require(section.range(of: "```\n", range: start.upperBound..<section.endIndex))
        return String(section[start.upperBound..<end.lowerBound])
    }

    @Test("the DocC articles' samples are the how-to's strategy, the example's DocumentedSampleTests.swift and its signup.tape")
    func doccSamplesAreTheExamples() throws {
        let article = "Sources/KeyboardSim/KeyboardSim.docc/WriteYourOwnStrategy.md"
        // The simulation's folder imports nothing, its article neither: the how-to's sample without its import line.
        let strategy = try Self.swiftBlock(of: "docs/how-to/writing-a-strategy.md", after: "## The protocol: `AvoidanceStrategy`")
        #expect(try Self.swiftBlock(of: article, after: "### Conform to AvoidanceStrategy")
            == strategy.replacingOccurrences(of: "import KeyboardSim\n\n", with: ""))
        let testing = "Sources/KeyboardSimTesting/KeyboardSimTesting.docc/TestingAStrategy.md"
        #expect(try Self.swiftBlock(of: testing, after: "## Overview")
            == RepositoryFiles.text(of: "Examples/CustomStrategy/Tests/AcmeKeyboardTests/DocumentedSampleTests.swift"))
        let tape = try RepositoryFiles.text(of: "Examples/CustomStrategy/tapes/signup.tape")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        #expect(try RepositoryFiles.text(of: testing).contains("```\n" + tape + "```\n"), "the article shows signup.tape as it is, its comment left out")
        let count = Self.words[StrategyCatalogue.builtIns.ids.count]
        let eras = Era.allCases.map { "\($0.rawValue)" }.joined(separator: "|")
        let guide = try RepositoryFiles.text(of: article)
        #expect(guide.contains("kbsim has \(count)\nbuilt in") && guide.contains("`--era \(eras)`"))
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
