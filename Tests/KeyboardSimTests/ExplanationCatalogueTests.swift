import Testing
@testable import KeyboardSim
import TestTiming

/// Runs sessions through every situation a strategy reacts to and keeps what they posted.
enum ExplanationTour {
    /// One step of a tour: what was posted, and the simulator after it.
    struct Step {
        var events: [TimedEvent]
        var after: Simulator
    }

    /// Show, switch (same and other keyboard, and the input bar), a finger taking the keyboard part
    /// way down, rotate, text-view growth, hide, a drag with no keyboard, and a swap of strategy
    /// there and back, on the tall form with a toolbar field and an input bar added.
    static let inputs: [InputEvent] = [
        .tapField("f1"), .tapField("f11"), .tapField("f3"), .tapField("bar"), .tapField("chat"), .key(.character("x")),
        .dragBegan(Point(x: 20, y: 3)), .dragMoved(Point(x: 20, y: 14)), .dragEnded(Point(x: 20, y: 14)),
        .rotate(.landscape, screen: Size(width: 78, height: 17)), .rotate(.portrait, screen: TestForms.screen),
        .tapField("notes"), .key(.character("a")), .key(.returnKey), .key(.character("b")), .key(.returnKey), .key(.character("c")),
        .key(.escape), .tapField("f9"), .tapBackground,
        .dragBegan(Point(x: 20, y: 3)), .dragMoved(Point(x: 20, y: 8)), .dragEnded(Point(x: 20, y: 8)),
    ]

    /// The tall form, with a text field whose keyboard carries a toolbar (a row taller), and a chat's input bar.
    static let form = {
        var form = Form(title: "Tour", fields: TestForms.tall.fields + [
            Field(name: "bar", traits: TextInputTraits(autocapitalization: .none, autocorrection: .no), toolbar: true),
        ])
        form.inputBar = InputBar(name: "chat")
        form.keyboardDismissMode = .interactive
        return form
    }()

    /// The steps of one tour of `strategy` in `era`.
    static func steps(_ strategy: StrategyID, era: Era, pitfalls: Bool) -> [Step] {
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy, era: era, pitfalls: pitfalls), screenSize: TestForms.screen)
        var steps: [Step] = []
        let other: StrategyID = strategy == .none ? .auto : .none
        for input in inputs + [.setStrategy(other), .setStrategy(strategy), .tapField("f2")] {
            let events = simulator.settle(after: input)
            steps.append(Step(events: events, after: simulator))
        }
        return steps
    }

    /// Every explanation of an action or pitfall met on the tours, with the strategy and the
    /// focused field's outcome it was filled in with.
    static var explanations: [(strategy: StrategyID, outcome: FocusOutcome, explanation: Explanation)] {
        all.flatMap { strategy, steps in
            steps.flatMap { step in
                let outcome = FocusOutcome(step.after)
                let explained = step.events.strategyActions.compactMap { $0.explanation(outcome: outcome) }
                    + PitfallDetector.detect(events: step.events, after: step.after).map { $0.explanation(outcome: outcome) }
                return explained.map { (strategy, outcome, $0) }
            }
        }
    }

    /// Every step of every strategy, era and pitfalls setting.
    static let all: [(strategy: StrategyID, steps: [Step])] = StrategyCatalogue.builtIns.ids.flatMap { strategy in
        Era.allCases.flatMap { era in [false, true].map { (strategy, steps(strategy, era: era, pitfalls: $0)) } }
    }
}

extension String {
    /// Whether a `{name}` placeholder is left in the text (a rect's `{0,2,…}` is not one).
    var hasUnfilledPlaceholder: Bool {
        zip(self, dropFirst()).contains { $0 == "{" && ($1.isLetter) }
    }
}

@Suite("Explanation catalogue (issue 12, point 5)", .timed)
struct ExplanationCatalogueTests {
    @Test("every action each strategy emits in show, switch, rotate, text-view growth, hide and swap has an explanation with a source and steps")
    func everyEmittedActionIsExplained() {
        var emitted: [StrategyID: Set<StrategyAction.Name>] = [:]
        for (_, steps) in ExplanationTour.all {
            for step in steps {
                for action in step.events.strategyActions { emitted[action.strategy, default: []].insert(action.action) }
            }
        }
        for strategy in StrategyCatalogue.builtIns.ids {
            let names = emitted[strategy, default: []]
            #expect(names.contains(.installed) && names.contains(.removed), "\(strategy)")
            // Nothing in a catalogue that the strategy never emits: a renamed action cannot hide.
            #expect(Set(StrategyCatalogue.builtIns.explanations(of: strategy).entries.keys) == names, "\(strategy)")
            for name in names {
                let entry = StrategyCatalogue.builtIns.explanations(of: strategy).entries[name]
                #expect(entry != nil, "\(strategy) has no explanation of \(name)")
                #expect(entry.map { !$0.steps.isEmpty && !$0.source.document.isEmpty && !$0.source.listing.isEmpty } ?? false,
                        "\(strategy).\(name)")
            }
        }
        // The tour reaches every action the strategies declare.
        #expect(emitted[.resize] == [.installed, .removed, .keyboardWasShown, .ignoredAlreadyShown, .keyboardWasHidden])
        #expect(emitted[.inset] == [.installed, .removed, .keyboardWasShown, .keyboardWillBeHidden])
        #expect(emitted[.extend] == [.installed, .removed, .keyboardWasShown])
        #expect(emitted[.slide] == [.installed, .removed, .textFieldDidBeginEditing, .textFieldDidEndEditing])
        #expect(emitted[.auto] == [.installed, .removed, .adjust, .restore, .followKeyboard])
        #expect(emitted[.none] == [.installed, .removed])
    }

    @Test("each catalogue explains its own strategy")
    func cataloguesMatchTheirStrategy() {
        for strategy in StrategyCatalogue.builtIns.ids {
            #expect(StrategyCatalogue.builtIns.explanations(of: strategy).strategy == strategy)
        }
    }

    @Test("in every template each brace is a character of its own, so placeholders are found by their bytes")
    func bracesStandAlone() {
        let templates = StrategyCatalogue.builtIns.ids.flatMap { strategy in
            StrategyCatalogue.builtIns.explanations(of: strategy).entries.values.flatMap(\.allTemplates)
                + StrategyCatalogue.builtIns.explanations(of: strategy).pitfallEntries.values.flatMap(\.allTemplates)
        }
        #expect(templates.count > 100)
        for template in templates {
            for brace in ["{", "}"] as [Character] {
                let scalars = template.unicodeScalars.filter { Character($0) == brace }.count
                #expect(template.filter { $0 == brace }.count == scalars, "\(template)")
            }
        }
        // Filled by bytes as by characters: the placeholder's name, not the brace's neighbour.
        var values = TemplateValues()
        values.set("field", text: "notes")
        #expect(values.fill("{field} is in view; {unknown} stays; {0,2,39,3} too") == "notes is in view; {unknown} stays; {0,2,39,3} too")
    }

    @Test("every pitfall a strategy names in its listing is explained by its catalogue, with a source and steps")
    func everyPitfallIsExplained() {
        #expect(Set(StrategyCatalogue.builtIns.pitfalls) == Set(Pitfall.classic).union([
            .keyboardDistancePlusSafeArea, .insetCountsKeyboardDistance, .hideReportsAccessoryHeight, .hideInAnotherOrientation,
            TPKeyboardAvoidingStrategy.safeAreaCountedTwice, TPKeyboardAvoidingStrategy.offsetNotRestored,
            TPKeyboardAvoidingStrategy.notificationDropped, TPKeyboardAvoidingStrategy.staleKeyboardRect,
            TPKeyboardAvoidingStrategy.indicatorInsetsLost, .movesUncoveredContent,
            CompositeStrategy.avoidedTwice, TableViewControllerStrategy.superViewWillAppearSkipped,
            InputBarAccessoryViewStrategy.barAboveKeyboard, InputBarAccessoryViewStrategy.barRaisedWithoutKeyboard,
        ]))
        for strategy in StrategyCatalogue.builtIns.ids {
            let catalogue = StrategyCatalogue.builtIns.explanations(of: strategy)
            for pitfall in Set(catalogue.listing.lines.flatMap(\.pitfalls)).union(catalogue.pitfallEntries.keys) {
                let template = catalogue.pitfallEntries[pitfall] ?? PitfallNotice.unexplained(pitfall)
                #expect(!template.steps.isEmpty, "\(pitfall)")
                #expect(!template.source.document.isEmpty && !template.source.listing.isEmpty, "\(pitfall)")
                #expect(template.whyVisible.templates.allSatisfy { !$0.isEmpty } && template.whyCovered.templates.allSatisfy { !$0.isEmpty },
                        "\(pitfall)")
            }
        }
    }

    @Test("explanations of every action and pitfall met on the tours have their live numbers filled in, no placeholder left")
    func noPlaceholderLeft() {
        let explanations = ExplanationTour.explanations
        for line in explanations.flatMap(\.explanation.lines) {
            #expect(!line.hasUnfilledPlaceholder, "\(line)")
        }
        #expect(explanations.count > 100)
    }

    @Test("inset's keyboardWasShown names Listing 5-1 and reads back the 10-row inset and the field's rows")
    func insetNumbers() throws {
        var simulator = Simulator.tall(strategy: .inset)
        let events = simulator.settle(after: .tapField("f11"))
        let action = try #require(events.strategyActions.first { $0.action == .keyboardWasShown })
        let explanation = try #require(action.explanation(outcome: FocusOutcome(simulator)))
        #expect(explanation.source == .guideIOS7Listing5_1)
        #expect(explanation.source.description == "Apple, “Managing the Keyboard”, iOS 7 edition, Listing 5-1")
        #expect(explanation.steps[0].hasSuffix("10 rows."))
        #expect(explanation.steps[3].contains("scrollRectToVisible"))
        #expect(explanation.why == "f11 can be seen: its last row, 10, is above the keyboard's top at row 11.")
    }

    @Test("without a strategy the why sentence counts the covered rows; with no field focused it says there is nothing to hide")
    func whySentences() throws {
        var simulator = Simulator.tall(strategy: .none)
        _ = simulator.settle(after: .tapField("f11"))
        let removed = StrategyAction(strategy: .none, action: .removed, details: [])
        let covered = try #require(removed.explanation(outcome: FocusOutcome(simulator)))
        #expect(covered.why == "f11 is under the keyboard: nothing adjusts the views any more.")
        _ = simulator.settle(after: .tapBackground)
        #expect(removed.explanation(outcome: FocusOutcome(simulator))?.why == ExplanationTemplate.whyNoField)
    }

    @Test("a rect detail is filled whole and by its parts; a flag chooses the step's wording")
    func templateValues() {
        let values = TemplateValues([.init("frame", .rect(Rect(x: 0, y: 2, width: 39, height: 9))), .init("scrolled", .bool(false))])
        #expect(values.fill("{frame} is {frame.height.rows}, to row {frame.maxY}; {missing}") == "{0,2,39,9} is 9 rows, to row 11; {missing}")
        #expect(TemplateValues([.init("covered", .int(1))]).fill("{covered.rows}") == "1 row")
        #expect(ExplanationStep.choice(flag: "scrolled", whenTrue: "moved", whenFalse: "stayed").filled(with: values) == "stayed")
    }

    @Test("every reference document is named by a source")
    func referenceSources() {
        let documents = Set(Source.references.map { "\($0.document), \($0.edition)" })
        #expect(documents.count == 5)
        #expect(Source.references.contains(.cocoaWithLove) && Source.references.contains(.scrollableViewControllerTutorial))
        #expect(Source.references.contains(.guideIOS7Russian) && Source.references.contains(.guideIPhoneOS3Listing))
    }
}
