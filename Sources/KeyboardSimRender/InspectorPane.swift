import KeyboardSim

/// The inspector: the focused field's verdict (in colour and in words) first, then the field, the
/// session's settings, and every number that decides it — the keyboard's frame, the scroll view's frame,
/// content size, offset and its maximum, insets, and the root view's origin that `slide` moves —
/// with a legend saying how to read them. Lines wrap or flow into columns; none is cut.
struct InspectorPane: Widget {
    /// The rows the inspector takes when nothing wraps.
    static let preferredRows = 15
    /// The columns at which it takes `preferredRows` rows (only the legend wraps).
    static let preferredWidth = 54

    let simulator: Simulator

    func draw(in area: Rect, on canvas: inout Canvas) {
        PaneText(lines).draw(in: area, on: &canvas)
    }

    /// The inspector's lines, unwrapped.
    var lines: [PaneText.Line] {
        let shown = simulator.presentedViews
        let scroll = shown.scrollView
        let maximum = scroll.maximumOffsetY
        // The verdict right under the title: what a learner looks for first, and what a short pane
        // (80x24, under a lesson's narration) must not push below its last row.
        return [
            PaneText.Line("Inspector", Style(.title, bold: true)),
            verdictLine,
            focusLine,
            PaneText.Line("strategy \(simulator.strategy.id.displayName) · era \(simulator.era.systemName) · \(simulator.orientation.rawValue)"
                          + SidePane.pitfallsMark(simulator)),
        ] + deviceLines + [
            PaneText.Line("keyboard \(SidePane.keyboardState(simulator))"),
            PaneText.Line("scroll view", Style(.label, bold: true)),
            PaneText.Line("  frame           \(simulator.scrollViewScreenFrame)"),
            PaneText.Line("  contentSize     \(scroll.contentSize)"),
            PaneText.Line("  contentOffset   \(scroll.contentOffset)  max y \(maximum)"),
            PaneText.Line("  contentInset    \(scroll.contentInset)  {top,left,bottom,right}"),
            PaneText.Line("  indicatorInsets \(scroll.scrollIndicatorInsets)"),
        ] + adjustedInsetLines(shown) + [
            PaneText.Line("view origin \(shown.rootViewFrame.origin)" + (shown.rootViewFrame.origin == .zero ? "" : "  (slid)")),
            PaneText.Line("{x,y,w,h} = cells, screen coordinates, origin top-left of the phone screen", Style(.log)),
        ]
    }

    /// On a real iPhone, its figures in points beside the cells they became; none on kbsim's own phone.
    private var deviceLines: [PaneText.Line] {
        guard let model = simulator.device.choice.model else { return [] }
        let points = model.points(simulator.orientation)
        let keyboard = simulator.keyboardHeightInPoints.map { " · keyboard \($0) pt" } ?? ""
        return [
            PaneText.Line("device   \(model.displayName) · \(points.width)×\(points.height) pt\(keyboard)"),
            PaneText.Line("  safeAreaInsets  \(simulator.presentedViews.safeAreaInsets)  (\(model.safeArea(simulator.orientation)) pt"
                          + (simulator.chrome.hasBars ? " and the bars)" : ")")),
        ]
    }

    /// The scroll view's `adjustedContentInset` on a real iPhone or where it differs from
    /// `contentInset` (bars on kbsim's own phone); then the footer's verdict, when there is one.
    private func adjustedInsetLines(_ shown: AppViews) -> [PaneText.Line] {
        let adjusted = shown.scrollView.adjustedContentInset
        var lines: [PaneText.Line] = []
        if simulator.device.choice.model != nil || adjusted != shown.scrollView.contentInset {
            lines.append(PaneText.Line("  adjustedInset   \(adjusted)  (contentInset + safe area)"))
        }
        if let footer = simulator.form.footer, let verdict = simulator.footerVerdict {
            lines.append(PaneText.Line("footer   \(footer.name) ") + PaneText.Line(verdict.description, Self.style(of: verdict.severity)))
        }
        return lines
    }

    private var focusLine: PaneText.Line {
        guard let index = simulator.focusedIndex else { return PaneText.Line("focus    none") }
        let field = simulator.form.fields[index]
        return PaneText.Line("focus    \(field.name) (\(field.kind == .textView ? "text view" : "text field")) "
                             + "\(simulator.fieldScreenFrame(index))")
    }

    private var verdictLine: PaneText.Line {
        guard let index = simulator.focusedIndex else { return PaneText.Line("verdict  — (no field is being edited)") }
        let verdict = simulator.fieldVerdict(index)
        return PaneText.Line("verdict  ") + PaneText.Line(verdict.description, Self.style(of: verdict.severity))
    }

    /// Green when seen, amber when half hidden, red when not seen at all.
    static func style(of severity: FieldVerdict.Severity) -> Style {
        switch severity {
        case .seen: Style(.verdictSeen, bold: true)
        case .partlyHidden: Style(.verdictPartlyHidden, bold: true)
        case .hidden: Style(.verdictHidden, bold: true)
        }
    }
}
