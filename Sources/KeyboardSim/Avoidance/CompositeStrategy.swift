// Strategy `a+b`: several handlers in one app, as when IQKeyboardManager runs beside an app's own
// Listing 5-1, or beside SwiftUI's keyboard safe area (the double-avoidance reports need it). Each
// part registered for the same notifications and delegate calls, in the order the name gives; UIKit
// calls observers of one notification in the order they registered, so the left part hears every
// message first and the right part finds the views as the left one left them.
// One animation shows the change of all the parts: UIKit merges animations begun in one run of the
// main loop into the presentation of the last model, so kbsim animates from what was on screen to
// where the last part left the views, over the longest duration any part asked for, along that
// part's curve (the first such part's on a tie); a part that asked for none is carried along.

/// Several strategies at once, each hearing every message in turn: `iqkeyboardmanager+inset`.
package struct CompositeStrategy: AvoidanceStrategy {
    /// The family's own name; each composite is named by its parts, joined by `+` (`id`).
    package static let id = StrategyID(rawValue: "composite")
    /// What `kbsim strategies` says of composites.
    package static let summary = "Two or more names joined by + (iqkeyboardmanager+inset): each part hears every message in that order, "
        + "changes the views the one before left, and logs under its own name."

    /// What joins the parts' names: `iqkeyboardmanager+inset`.
    package static let separator: Character = "+"

    /// The parts' names joined by `+`.
    package let id: StrategyID
    /// The parts, in the order they hear each message.
    package private(set) var parts: [any AvoidanceStrategy]

    /// A composite of no parts, which does nothing: composites are made from their parts by a catalogue.
    package init() {
        id = Self.id
        parts = []
    }

    /// The strategy whose `parts` hear every message in turn, left to right.
    package init(parts: [any AvoidanceStrategy]) {
        id = StrategyID(rawValue: parts.map(\.id.rawValue).joined(separator: String(Self.separator)))
        self.parts = parts
    }

    /// Every part receives `message` in turn, told time 0 (the simulator calls the form with the time).
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        receive(message, views: &views, at: 0)
    }

    /// Every part receives `message` at `time` in turn, each changing the views as the one before
    /// left them; their outcomes combine (see the file's note).
    package mutating func receive(_ message: AppMessage, views: inout AppViews, at time: Double) -> StrategyOutcome {
        var combined = StrategyOutcome.nothing
        for index in parts.indices {
            combined.add(parts[index].receive(message, views: &views, at: time), fromPart: index)
        }
        return combined
    }

    /// Hands `work` back to the part that deferred it, told time 0 (the simulator calls the form with the time).
    package mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        receive(work, views: &views, at: 0)
    }

    /// Hands `work` back to the part that deferred it, at `time`.
    package mutating func receive(_ work: DeferredWork, views: inout AppViews, at time: Double) -> StrategyOutcome {
        guard let (index, token) = Self.part(of: work.token), parts.indices.contains(index) else { return .nothing }
        var combined = StrategyOutcome.nothing
        combined.add(parts[index].receive(DeferredWork(after: work.delay, token: token), views: &views, at: time), fromPart: index)
        return combined
    }

    /// Every part drops its source's guards (`on`), or puts them back.
    package mutating func setPitfalls(_ on: Bool) {
        for index in parts.indices { parts[index].setPitfalls(on) }
    }

    /// Every part lays out what its constraints tie to the keyboard, left to right.
    package mutating func layOut(_ views: inout AppViews) {
        for index in parts.indices { parts[index].layOut(&views) }
    }

    /// Two or more parts reacted to the same move of the keyboard: each avoids it, so the field
    /// is moved (or the content inset) once per part (IQKeyboardManager #1747 and #1956).
    package static let avoidedTwice = Pitfall(rawValue: "avoidedTwice")

    /// Every part's pitfalls that bit in `step`, the left part's first, then `avoidedTwice` when
    /// more than one part acted on a keyboard notification of the step.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        var notices = parts.flatMap { $0.pitfalls(in: step) }
        let acting = parts.map(\.id).filter { part in
            step.actions(of: part).contains { $0.trigger != nil && $0.action.action != .installed && $0.action.action != .removed }
        }
        if acting.count > 1, let field = step.fieldFrame, let keyboard = step.keyboardFrame {
            notices.append(step.notice(Self.avoidedTwice, id, [
                .init("gap", .int(keyboard.minY - field.maxY)),
            ]))
        }
        return notices
    }

    /// The token a part's deferred `token` travels under: the part's place, then its own token.
    static func token(_ token: String, ofPart index: Int) -> String { "\(index):\(token)" }

    /// The part and its own token that `token` carries, nil for one no composite made.
    static func part(of token: String) -> (index: Int, token: String)? {
        guard let colon = token.firstIndex(of: ":"), let index = Int(token[..<colon]) else { return nil }
        return (index, String(token[token.index(after: colon)...]))
    }
}

extension StrategyOutcome {
    /// Adds part `index`'s outcome after those of the parts before it: its actions, its deferred work
    /// (tagged so that it returns to that part), its changes of first responder, its failure if none came before, its animation
    /// when it lasts longer than any asked for so far, and its refusal to begin editing (any part's no is the app's).
    mutating func add(_ outcome: StrategyOutcome, fromPart index: Int) {
        actions += outcome.actions
        allowsEditing = allowsEditing && outcome.allowsEditing
        responderRequests += outcome.responderRequests
        deferred += outcome.deferred.map { DeferredWork(after: $0.delay, token: CompositeStrategy.token($0.token, ofPart: index)) }
        if failure == nil { failure = outcome.failure }
        if let duration = outcome.animationDuration, duration > (animationDuration ?? 0) {
            animationDuration = duration
            animationCurve = outcome.animationCurve
        }
    }
}
