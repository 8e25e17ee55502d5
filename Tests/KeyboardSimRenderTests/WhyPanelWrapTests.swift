import Testing
import KeyboardSim
@testable import KeyboardSimRender
import TestTiming

/// Every explanation the why panel can show, read through the panel at the sizes it gets: no
/// sentence may lose a word, across the panel's width or below its last row.
@Suite("Why panel: no sentence cut (issue 24, point 3)", .timed)
struct WhyPanelWrapTests {
    /// The why panel's places: beside an 80×24 phone (the compact pane, alone and under a lesson's
    /// narration) and in the teaching layout from 100 columns, with and without narration.
    static let frames: [Rect] = {
        let compact = Size(width: 80, height: 24)
        let layouts = [TerminalLayout(terminal: compact, panes: [.why]), TerminalLayout(terminal: compact, panes: [.narration, .why])]
            + [24, 30, 40, 50].flatMap { height in
                [false, true].map { TerminalLayout(terminal: Size(width: TerminalLayout.teachingWidth, height: height), narrated: $0) }
            }
        return layouts.compactMap { $0.panes.first { $0.kind == .why }?.frame }
    }()

    /// Representative numbers for every placeholder: a rect for the names read by their parts, a
    /// count of rows otherwise, a field's name, and each flag as given.
    static func values(flag: Bool) -> TemplateValues {
        var values = TemplateValues()
        for name in ["frame"] { values.set(name, .rect(Rect(x: 0, y: 2, width: 39, height: 19))) }
        for name in ["inset", "height", "contentHeight", "offset", "midline", "fractionPercent", "distance", "overlap", "keyboardHeight",
                     "used", "real", "short", "before", "after", "full", "assumed", "difference", "minimum", "maximum", "fieldTop",
                     "era"] {
            values.set(name, .int(12))
        }
        for name in ["scrolled", "keyboardShown", "frameKeys", "belowRange", "listensToWillHide"] { values.set(name, .bool(flag)) }
        return values
    }

    /// The scroll view's frame on the 39×21 screen: below the status bar and the title.
    static let scrollView = Rect(x: 0, y: 2, width: 39, height: 19)

    /// The focused field's outcomes a "why" sentence speaks of: seen, covered, no field.
    static let outcomes = [
        FocusOutcome(field: "password", fieldFrame: Rect(x: 1, y: 8, width: 37, height: 1), keyboardFrame: Rect(x: 0, y: 11, width: 39, height: 10),
                     isVisible: true, coveredRows: 0, hiddenRows: 0, screenHeight: 21, window: Self.scrollView),
        FocusOutcome(field: "notes", fieldFrame: Rect(x: 1, y: 9, width: 37, height: 3), keyboardFrame: Rect(x: 0, y: 11, width: 39, height: 10),
                     isVisible: false, coveredRows: 1, hiddenRows: 1, screenHeight: 21, window: Self.scrollView),
        FocusOutcome(field: nil, fieldFrame: nil, keyboardFrame: nil, isVisible: true, coveredRows: 0, hiddenRows: 0, screenHeight: 21, window: Self.scrollView),
    ]

    /// Every panel there is: each strategy's actions and each pitfall under each strategy, with each
    /// flag and outcome, as steps; and each strategy's code with each of its actions' lines marked.
    static var panels: [(name: String, panel: WhyPanel, texts: [String])] {
        var panels: [(String, WhyPanel, [String])] = []
        for strategy in StrategyCatalogue.builtIns.ids {
            let listing = StrategyCatalogue.builtIns.explanations(of: strategy).listing
            var templates = StrategyCatalogue.builtIns.explanations(of: strategy).entries.map { ("\(strategy) \($0.key)", $0.value) }
            templates += StrategyCatalogue.builtIns.explanations(of: strategy).pitfallEntries.map { ("\(strategy) \($0.key)", $0.value) }
            for (name, template) in templates {
                for flag in [false, true] {
                    for outcome in outcomes {
                        let explanation = template.explanation(values: values(flag: flag), outcome: outcome)
                        let code = WhyPanel.Code(listing: listing, marked: 0, ran: Set(listing.lines.indices), values: values(flag: flag))
                        // The panel reads the title, the conclusion, the source, then the steps.
                        let read = [explanation.title, explanation.why, "— \(explanation.source)"] + explanation.lines.dropFirst().dropLast()
                        panels.append((name, WhyPanel(explanation: explanation, code: code), read))
                    }
                }
            }
            for name in StrategyCatalogue.builtIns.explanations(of: strategy).entries.keys {
                let values = values(flag: true)
                let ran = Set(listing.lines.indices.filter { listing.lines[$0].ran(by: name, values: values) })
                let code = WhyPanel.Code(listing: listing, marked: listing.lineThatRan(name, values: values), ran: ran, values: values)
                var state = WhyPanelState()
                state.toggleContent()
                let explanation = Explanation(source: listing.sources[0], title: "\(name)", steps: [], why: "")
                let texts = listing.lines.indices.map { index in
                    listing.lines[index].code + (ran.contains(index) ? listing.liveNumber(ofLine: index, values: values).map { " // \($0)" } ?? "" : "")
                } + listing.sources.map { "\($0): " + ($0.address.isEmpty ? "no address recorded" : $0.address) }
                panels.append(("\(strategy) code of \(name)", WhyPanel(explanation: explanation, code: code, state: state), texts))
            }
        }
        return panels
    }

    /// The text a person reads in `panel` drawn in `area`, scrolled a page at a time from the top to
    /// the bottom: every row but the one that says there is more.
    static func readThrough(_ panel: WhyPanel, in area: Rect) -> String {
        var state = panel.state
        var text = ""
        var offset = -1
        while state.offset != offset {
            offset = state.offset
            let shown = WhyPanel(explanation: panel.explanation, placeholder: panel.placeholder, code: panel.code, subject: panel.subject,
                                 state: state)
            var canvas = Canvas(size: Size(width: area.maxX, height: area.maxY))
            shown.draw(in: area, on: &canvas)
            var rows = canvas.lines.dropFirst(area.y).map { String($0.dropFirst(area.x)) }
            if let last = rows.last, last.hasPrefix("↓") || last.hasPrefix("↑") { rows.removeLast() }
            text += rows.joined()
            state.scroll(by: WhyPanel.pageRows(in: area), shown, in: area)
        }
        return text
    }

    @Test("the why panel has a place in every layout checked, the narrowest 36 columns")
    func framesAreKnown() {
        #expect(Self.frames.count >= 6)
        #expect(Self.frames.map(\.width).min() == 36)
        #expect(Self.panels.count > 200)  // each strategy's actions and its own pitfalls, each flag and outcome
    }

    @Test("the row that says there is more fits the narrowest pane whole, at the top, in the middle and at the end, with three-digit counts")
    func moreRowFits() {
        let narrowest = Self.frames.map(\.width).min() ?? 0
        for (above, below) in [(0, 999), (999, 999), (999, 0)] {
            #expect(CellWidth.of(WhyPanel.moreMark(above: above, below: below)) <= narrowest, "\(WhyPanel.moreMark(above: above, below: below))")
        }
    }

    @Test("every word of every explanation and listing is found, in order, reading the panel through at each size it gets")
    func noWordIsLost() {
        let panels = Self.panels
        for area in Self.frames {
            for (name, panel, texts) in panels {
                // Where the title and the conclusion do not share a page, the conclusion comes first.
                var texts = texts
                if let explanation = panel.explanation, panel.state.content == .steps, texts.count > 1, texts[1] == explanation.why,
                   panel.rows(width: area.width, height: area.height).first.map({ String($0.map(\.character)) }) != panel.rows(width: area.width).first.map({ String($0.map(\.character)) }) {
                    texts.swapAt(0, 1)
                }
                // Spaces are where rows break; a word broken across rows (an address) still reads whole.
                let read = Self.readThrough(panel, in: area).filter { $0 != " " }
                var rest = read[...]
                for word in texts.joined(separator: " ").split(separator: " ") {
                    guard let found = rest.range(of: word) else {
                        Issue.record("\(name) at \(area.width)x\(area.height): “\(word)” is missing from “\(rest.prefix(80))…”")
                        break
                    }
                    rest = rest[found.upperBound...]
                }
            }
        }
    }
}
