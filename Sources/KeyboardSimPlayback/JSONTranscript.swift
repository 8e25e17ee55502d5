import KeyboardSim

/// The machine transcript (`--json`): JSON Lines in the schema of docs/explanation/design.md, keys in a fixed order.
package enum JSONTranscript {
    /// One JSON object per entry, each on its own line.
    package static func render(_ entries: [TranscriptEntry]) -> String {
        var transcript = ""
        // A text view posts textViewDidChange at every key: the members after the time are spelt
        // out once for a run of the same event, and only the time again for each line.
        var previous: (event: SimEvent, members: String)?
        var previousTime: (time: Double, text: String)?
        for entry in entries {
            guard case .event(let timed) = entry else {
                transcript.append(line(for: entry))
                transcript.append("\n")
                continue
            }
            if previous?.event != timed.event {
                previous = (timed.event, JSONText.joined(members(of: timed.event)))
            }
            if previousTime?.time != timed.time { previousTime = (timed.time, JSONText.number(timed.time)) }
            transcript.append("{\"t\":")
            transcript.append(previousTime!.text)
            transcript.append(",")
            transcript.append(previous!.members)
            transcript.append("}\n")
        }
        return transcript
    }

    /// The JSON object of one entry.
    package static func line(for entry: TranscriptEntry) -> String {
        let time = ("t", JSONText.number(entry.time))
        switch entry {
        case .event(let timed):
            return JSONText.object([time] + members(of: timed.event))
        case .screenshot(_, let screenshot):
            return JSONText.object([time, ("event", JSONText.quote("screenshot"))] + members(of: screenshot))
        case .expectation(_, let result):
            return JSONText.object([
                time, ("event", JSONText.quote("expect")), ("line", "\(result.command.line)"),
                ("command", JSONText.quote(result.command.source)), ("passed", "\(result.passed)"),
                ("expected", JSONText.quote(result.expected)), ("found", JSONText.quote(result.found)),
            ])
        case .say(_, let text):
            return JSONText.object([time, ("event", JSONText.quote("say")), ("text", JSONText.quote(text))])
        case .refused(let refusal):
            return JSONText.object([
                time, ("event", JSONText.quote("refused")), ("what", JSONText.quote(refusal.key.key)),
                ("why", JSONText.quote(refusal.key.reason)), ("line", "\(refusal.command.line)"),
            ])
        case .pitfall(_, let notice):
            return JSONText.object([
                time, ("event", JSONText.quote("pitfall")), ("pitfall", JSONText.quote(notice.pitfall.rawValue)),
                ("strategy", JSONText.quote(notice.strategy.displayName)), ("field", notice.field.map(JSONText.quote) ?? "null"),
            ] + detailMembers(notice.details.map { ($0.key, value($0.value)) }, besides: lineKeys + ["pitfall", "strategy", "field"]))
        }
    }

    private static func members(of event: SimEvent) -> [(String, String)] {
        let name = ("event", JSONText.quote(event.name))
        switch event {
        case .notification(let notification):
            let info = notification.userInfo
            let frames = info.hasFrameKeys
                ? [("frameBegin", JSONText.rect(info.beginFrame)), ("frameEnd", JSONText.rect(info.endFrame))] : []
            // Only eras 15 and later have an object (the screen): older eras' lines stay as they were.
            let object = notification.object.map { [("object", JSONText.quote($0.rawValue))] } ?? []
            return [name] + object + frames + [
                ("duration", JSONText.number(info.duration)), ("curve", "\(info.curve)"), ("isLocal", "\(info.isLocal)"),
                ("bounds", JSONText.rect(info.bounds)), ("centerBegin", center(info.centerBegin)), ("centerEnd", center(info.centerEnd)),
            ]
        case .delegate(let call):
            return [name, ("field", JSONText.quote(call.field)), ("rect", JSONText.rect(call.rect))]
        case .scrollView(let call):
            let pan = call.method == .scrollViewPanChanged
                ? [("location", call.location.map(JSONText.point) ?? "null"), ("keyboardFrame", call.keyboardFrame.map(JSONText.rect) ?? "null")] : []
            return [name, ("contentOffset", JSONText.point(call.contentOffset))] + pan
                + (call.method == .scrollViewDidEndDragging ? [("willDecelerate", "false")] : [])
        case .strategy(let action):
            return [name, ("strategy", JSONText.quote(action.strategy.displayName)), ("action", JSONText.quote(action.action.rawValue))]
                + detailMembers(action.details.map { ($0.key, value($0.value)) }, besides: lineKeys + ["strategy", "action"])
        }
    }

    /// The keys every line may have before its own: the time, the event, and in compare mode the variant.
    static let lineKeys = ["variant", "t", "event"]

    /// The prefix a detail's name takes when the line already has a member of that name.
    package static let detailPrefix = "detail."

    /// A strategy's details as members of a line whose own keys are `keys`: a detail named as one
    /// of them, or as an earlier detail, is written `detail.NAME` (`detail.detail.NAME`, and so
    /// on, until the name is free), so that no line repeats a key or hides the transcript's own.
    static func detailMembers(_ details: [(String, String)], besides keys: [String]) -> [(String, String)] {
        var taken = Set(keys)
        return details.map { name, value in
            var written = name
            while !taken.insert(written).inserted { written = detailPrefix + written }
            return (written, value)
        }
    }

    private static func center(_ point: CenterPoint) -> String {
        "{\"x\":\(JSONText.number(point.x)),\"y\":\(JSONText.number(point.y))}"
    }

    private static func value(_ value: StrategyAction.Value) -> String {
        switch value {
        case .int(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .rect(let rect): JSONText.rect(rect)
        }
    }

    private static func members(of screenshot: Screenshot) -> [(String, String)] {
        let scroll = screenshot.scrollView
        return [
            ("name", screenshot.name.map(JSONText.quote) ?? "null"),
            ("screen", "[" + screenshot.screen.map(JSONText.quote).joined(separator: ",") + "]"),
            ("keyboardFrame", screenshot.keyboardFrame.map(JSONText.rect) ?? "null"),
            ("focus", screenshot.focus.map(JSONText.quote) ?? "null"),
            ("scroll", JSONText.object([
                ("frame", JSONText.rect(scroll.frame)), ("contentSize", JSONText.size(scroll.contentSize)),
                ("contentOffset", JSONText.point(scroll.contentOffset)), ("contentInset", JSONText.insets(scroll.contentInset)),
                ("indicatorInsets", JSONText.insets(scroll.scrollIndicatorInsets)),
            ] + (screenshot.adjustedContentInset.map { [("adjustedContentInset", JSONText.insets($0))] } ?? []))),
            ("viewOrigin", JSONText.point(screenshot.viewOrigin)),
        ] + (screenshot.safeAreaInsets.map { [("safeAreaInsets", JSONText.insets($0))] } ?? []) + [
            ("fields", "[" + screenshot.fields.map {
                JSONText.object([("name", JSONText.quote($0.name)), ("frame", JSONText.rect($0.frame)), ("visible", "\($0.visible)")])
            }.joined(separator: ",") + "]"),
        ]
    }
}
