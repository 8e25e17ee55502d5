import Foundation
import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Strategy listings: the code the why panel shows (issue 24, point 6)", .timed)
struct StrategyListingTests {
    /// The pitfalls that bite each strategy, as the detector names them.
    static let pitfalls: [StrategyID: [Pitfall]] = [
        .inset: [.heightFromFrameBegin, .originOnlyTest, .willHideWithoutDidHide],
        .resize: [.shrinksTwice, .willHideWithoutDidHide],
        .extend: [.heightFromFrameBegin, .offsetUnderKeyboard, .offsetPastContent],
        .slide: [.hardCodedKeyboardHeight, .textViewNeverSlides],
        .tpKeyboardAvoiding: [TPKeyboardAvoidingStrategy.safeAreaCountedTwice, TPKeyboardAvoidingStrategy.offsetNotRestored,
                              TPKeyboardAvoidingStrategy.notificationDropped, TPKeyboardAvoidingStrategy.staleKeyboardRect,
                              TPKeyboardAvoidingStrategy.indicatorInsetsLost],
    ]

    @Test("every strategy has a listing of 6 to 15 lines, none wider than the compact pane holds beside its ▶ mark",
          arguments: StrategyCatalogue.builtIns.ids)
    func shortAndNarrow(_ strategy: StrategyID) {
        let listing = StrategyCatalogue.builtIns.explanations(of: strategy).listing
        #expect((6...15).contains(listing.lines.count), "\(strategy): \(listing.lines.count) lines")
        for line in listing.lines {
            #expect(CellWidth.of(line.code) <= StrategyListing.widestLine, "\(strategy): \(line.code)")
        }
    }

    @Test("every action a strategy logs (but its removal) has a line that ran, with its live numbers filled in",
          arguments: StrategyCatalogue.builtIns.ids)
    func everyActionMarksALine(_ strategy: StrategyID) {
        let catalogue = StrategyCatalogue.builtIns.explanations(of: strategy)
        for name in catalogue.entries.keys where name != .removed {
            for flag in [false, true] {
                var values = TemplateValues()
                for key in ["scrolled", "keyboardShown", "resized"] { values.set(key, .bool(flag)) }
                for key in ["inset", "height", "contentHeight", "offset", "midline", "fractionPercent", "distance", "overlap",
                            "kbSize", "moveUp", "origin",
                            "guideTop", "scrollViewBottom", "bottom", "era", "adjustment", "constant", "gap", "keyboardTop"] {
                    values.set(key, .int(10))
                }
                values.set("frame", .rect(Rect(x: 0, y: 2, width: 39, height: 9)))
                values.set("keyboard", .rect(Rect(x: 0, y: 9, width: 39, height: 10)))
                let marked = catalogue.listing.lineThatRan(name, values: values)
                #expect(marked != nil, "\(strategy) \(name) marks no line")
                for index in catalogue.listing.lines.indices where catalogue.listing.lines[index].ran(by: name, values: values) {
                    if catalogue.listing.lines[index].live != nil {
                        #expect(catalogue.listing.liveNumber(ofLine: index, values: values) != nil, "\(strategy) \(name) line \(index)")
                    }
                }
            }
        }
    }

    @Test("inset marks the scrollRectToVisible line when it scrolled, and the corner test when it did not")
    func insetFollowsItsFlag() {
        let listing = StrategyCatalogue.builtIns.explanations(of: .inset).listing
        var scrolled = TemplateValues()
        scrolled.set("scrolled", .bool(true))
        var stayed = TemplateValues()
        stayed.set("scrolled", .bool(false))
        #expect(listing.lineThatRan(.keyboardWasShown, values: scrolled).map { listing.lines[$0].code } == "    scrollRectToVisible(field)")
        #expect(listing.lineThatRan(.keyboardWasShown, values: stayed).map { listing.lines[$0].code } == "  if !room.contains(corner) {")
    }

    @Test("every pitfall that bites a strategy points at the line of its listing where it goes wrong")
    func everyPitfallHasItsLine() {
        for (strategy, pitfalls) in Self.pitfalls {
            for pitfall in pitfalls {
                #expect(StrategyCatalogue.builtIns.explanations(of: strategy).listing.line(of: pitfall) != nil, "\(strategy) \(pitfall)")
            }
        }
    }

    @Test("every strategy's listing names its source, and all but the app with no handling say where to read one")
    func sourcesHaveAddresses() {
        for strategy in StrategyCatalogue.builtIns.ids where strategy != .none {
            let sources = StrategyCatalogue.builtIns.explanations(of: strategy).listing.sources
            #expect(!sources.isEmpty)
            #expect(sources.contains { !$0.address.isEmpty }, "\(strategy) gives no address")
        }
    }
}

@Suite("docs/explanation/strategies.md shows every strategy's code as the why panel does", .timed)
struct StrategyListingDocsTests {
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/explanation/strategies.md")

    @Test("each strategy's section of “The code, in kbsim's words” holds its listing, line for line, and the addresses of its sources",
          arguments: StrategyCatalogue.builtIns.ids)
    func docsHoldTheListing(_ strategy: StrategyID) throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let code = try #require(text.components(separatedBy: "\n## The code, in kbsim's words\n").dropFirst().first)
        let section = try #require(code.components(separatedBy: "\n### `\(strategy.rawValue)`\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let listing = StrategyCatalogue.builtIns.explanations(of: strategy).listing
        #expect(block.components(separatedBy: "\n") == listing.lines.map(\.code))
        let heading = section.components(separatedBy: "```swift").first ?? ""
        for source in listing.sources where !source.address.isEmpty {
            #expect(heading.contains(source.address), "\(strategy): \(source.address)")
        }
    }
}
