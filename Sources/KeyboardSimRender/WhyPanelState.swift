import KeyboardSim

/// What the learner chose for the why panel: the steps or the code, and how far it is scrolled.
/// The scroll belongs to what the panel explains (its subject): a new subject starts at the top.
package struct WhyPanelState: Hashable, Sendable {
    /// What the panel shows of an explanation.
    package enum Content: Hashable, Sendable {
        /// The steps in kbsim's words, with the live numbers, and why the field ended where it did.
        case steps
        /// The strategy's listing as pseudo-code, the line that just ran marked.
        case code
    }

    /// Steps or code.
    package private(set) var content: Content = .steps
    /// The rows scrolled past at the top, for `subject`.
    package private(set) var offset = 0
    /// What was explained when the panel was last scrolled or followed.
    private(set) var subject: WhyPanel.Subject?

    /// The panel at the top, showing the steps.
    package init() {}

    /// The rows scrolled past when the panel explains `subject`: none for another subject.
    func offset(for subject: WhyPanel.Subject?) -> Int {
        subject == self.subject ? offset : 0
    }

    /// Follows what the panel explains now: back to the top when that is something else.
    package mutating func follow(_ subject: WhyPanel.Subject?) {
        guard subject != self.subject else { return }
        self.subject = subject
        offset = 0
    }

    /// Scrolls `panel`, drawn in `area`, by `rows` (negative: up), within its rows.
    package mutating func scroll(by rows: Int, _ panel: WhyPanel, in area: Rect) {
        follow(panel.subject)
        offset = max(0, min(offset + rows, panel.largestOffset(in: area)))
    }

    /// Shows the code instead of the steps, or the steps instead of the code, from the top.
    package mutating func toggleContent() {
        content = content == .steps ? .code : .steps
        offset = 0
    }
}
