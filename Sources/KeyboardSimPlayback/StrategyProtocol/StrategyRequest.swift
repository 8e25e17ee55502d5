import KeyboardSim

/// One line kbsim sends a handler: `{"message": M, "views": V, "state": S}`, where M is the
/// message's `--json` transcript line, V the app's views (in cells) and S the state the handler
/// returned last (null at first). The same message, views and state give the same line, byte for
/// byte: the line is what replies are remembered by.
package enum StrategyRequest {
    /// The request line (no newline) for `message` posted at `time`, to an app showing `views`.
    package static func line(for message: AppMessage, at time: Double, views: AppViews, state: String?) -> String {
        let transcriptLine = JSONTranscript.line(for: .event(TimedEvent(time: time, event: SimEvent(message))))
        return JSONText.object([("message", transcriptLine), ("views", Self.views(views)), ("state", state ?? "null")])
    }

    /// The request line that hands back `work`, now due at `time`: its M is
    /// `{"t", "event": "deferred", "after", "token"}` (no transcript line: the app's own queue posts nothing).
    package static func line(for work: DeferredWork, at time: Double, views: AppViews, state: String?) -> String {
        let message = JSONText.object([("t", JSONText.number(time)), ("event", JSONText.quote(StrategyProtocol.deferredEvent)),
                                       ("after", JSONText.number(work.delay)), ("token", JSONText.quote(work.token))])
        return JSONText.object([("message", message), ("views", Self.views(views)), ("state", state ?? "null")])
    }

    /// V: the views as the protocol sends them.
    package static func views(_ views: AppViews) -> String {
        let scroll = views.scrollView
        return JSONText.object([
            ("rootViewFrame", JSONText.rect(views.rootViewFrame)),
            ("safeAreaInsets", JSONText.insets(views.safeAreaInsets)),
            ("interfaceOrientation", JSONText.quote(views.interfaceOrientation.rawValue)),
            ("scrollView", JSONText.object([
                ("frame", JSONText.rect(scroll.frame)), ("contentSize", JSONText.size(scroll.contentSize)),
                ("contentOffset", JSONText.point(scroll.contentOffset)), ("contentInset", JSONText.insets(scroll.contentInset)),
                ("scrollIndicatorInsets", JSONText.insets(scroll.scrollIndicatorInsets)),
                ("adjustedContentInset", JSONText.insets(scroll.adjustedContentInset)),
                ("safeArea", scroll.safeArea.map(JSONText.rect) ?? "null"),
            ])),
            ("contentViewFrame", JSONText.rect(views.contentViewFrame)),
            ("textViewCaret", views.textViewCaret.map(JSONText.rect) ?? "null"),
            ("firstResponder", views.firstResponder.map(Self.firstResponder) ?? "null"),
            ("footerFrame", views.footerFrame.map(JSONText.rect) ?? "null"),
            ("inputBarFrame", views.inputBarFrame.map(JSONText.rect) ?? "null"),
            ("era", "\(views.era.rawValue)"),
            ("device", JSONText.quote(views.device)),
            ("pointScale", views.pointScale.map {
                JSONText.object([("points", JSONText.size($0.points)), ("cells", JSONText.size($0.cells))])
            } ?? "null"),
            ("screenBounds", JSONText.rect(views.screenBounds)),
            ("contentAlignment", JSONText.quote(views.contentAlignment.rawValue)),
            ("contentAlignmentOffset", "\(views.contentAlignmentOffset)"),
            ("ignoresSafeArea", JSONText.quote(views.ignoresSafeArea.rawValue)),
            ("keyboardLayoutGuide", JSONText.object([
                ("usesBottomSafeArea", "\(views.keyboardLayoutGuide.usesBottomSafeArea)"),
                ("keyboardDismissPadding", "\(views.keyboardLayoutGuide.keyboardDismissPadding)"),
            ])),
            ("tableView", views.tableView.map(Self.tableView) ?? "null"),
        ])
    }

    /// The table as the protocol sends it: `{"sections": [{"headerFrame": R|null, "rowFrames": [R, …]}, …]}`.
    static func tableView(_ table: TableView) -> String {
        let sections = table.sections.map { section in
            JSONText.object([("headerFrame", section.headerFrame.map(JSONText.rect) ?? "null"),
                             ("rowFrames", "[" + section.rowFrames.map(JSONText.rect).joined(separator: ",") + "]")])
        }
        return JSONText.object([("sections", "[" + sections.joined(separator: ",") + "]")])
    }

    /// The first responder as the protocol sends it: `{"name", "kind", "frame", "contentFrame"}`.
    static func firstResponder(_ responder: FirstResponder) -> String {
        JSONText.object([
            ("name", JSONText.quote(responder.name)), ("kind", JSONText.quote(responder.kind.rawValue)),
            ("frame", JSONText.rect(responder.frame)), ("contentFrame", JSONText.rect(responder.contentFrame)),
        ])
    }
}
