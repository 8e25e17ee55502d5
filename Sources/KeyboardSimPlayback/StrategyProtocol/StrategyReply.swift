import KeyboardSim

/// One line a handler replies: `{"state", "views", "scrollRectToVisible", "setContentOffset", "animation", "log", "allow",
/// "defer", "endEditing", "becomeFirstResponder", "scrollToRow"}`,
/// every key optional, read strictly — a key the protocol lacks or a value of the wrong shape is
/// refused, saying which and why, rather than half applied.
package struct StrategyReply: Hashable, Sendable {
    /// The state to send back with the next message: nil keeps the one sent, `.some(nil)` (JSON null) forgets it.
    package var state: String??
    /// The root view's new frame, if it changed.
    package var rootViewFrame: Rect?
    /// The scroll view's changed properties.
    package var scrollView = ScrollViewChange()
    /// The content view's new frame, if it changed.
    package var contentViewFrame: Rect?
    /// The footer button's new frame (root view coordinates), if it moved.
    package var footerFrame: Rect?
    /// The input bar's new frame (root view coordinates), if it moved.
    package var inputBarFrame: Rect?
    /// `scrollRectToVisible(_:animated:)` with this rect, in content coordinates, after the views change.
    package var scrollRectToVisible: Rect?
    /// `setContentOffset(_:animated:)`: the offset, after the views change, and whether it animates.
    package var setContentOffset: ContentOffsetChange?
    /// `tableView.scrollToRow(at:at:animated:)`, after `setContentOffset`.
    package var scrollToRow: RowScroll?
    /// `view.endEditing(true)` and `field.becomeFirstResponder()`, in that order, after the message.
    package var responderRequests: [ResponderRequest] = []
    /// `UIView.animate(withDuration:)` of the change: seconds and UIKit's curve number.
    package var animation: Animation?
    /// What the handler says it did, in order.
    package var log: [LogEntry] = []
    /// Its answer to a `…ShouldBeginEditing` (`false` refuses the field), nil when it gave none.
    package var allow: Bool?
    /// Work it asks the main queue to hand back later, as `DispatchQueue.main.asyncAfter` does.
    package var deferred: [DeferredWork] = []

    /// The animation a reply asks for.
    package struct Animation: Hashable, Sendable {
        /// Seconds the change takes (0 to 60).
        package var duration: Double
        /// How its speed changes along the way (UIKit's curve number).
        package var curve: AnimationCurve
    }

    /// The offset a reply's `setContentOffset` sets, and whether it animates there.
    package struct ContentOffsetChange: Hashable, Sendable {
        /// The new `contentOffset`.
        package var offset: Point
        /// Whether it moves over UIKit's scroll animation (or the reply's own `animation`).
        package var animated: Bool
    }

    /// The row a reply's `scrollToRow` brings into view, where, and whether it animates there.
    package struct RowScroll: Hashable, Sendable {
        /// The row's index path.
        package var indexPath: TableIndexPath
        /// Where it comes to stand (`none` unless given).
        package var position: TableScrollPosition
        /// Whether it moves over UIKit's scroll animation (or the reply's own `animation`).
        package var animated: Bool
    }

    /// One entry of a reply's log: an action of the strategy, with its numbers.
    package struct LogEntry: Hashable, Sendable {
        /// The action's name, as the handler gives it.
        package var action: String
        /// Its numbers: whole numbers, booleans or rects.
        package var details: [StrategyAction.Detail]
    }

    /// The scroll view's properties a reply may set, each nil when left as it is.
    package struct ScrollViewChange: Hashable, Sendable {
        /// The scroll view's new frame, in the root view's coordinates.
        package var frame: Rect?
        /// The new `contentSize`.
        package var contentSize: Size?
        /// The new `contentOffset`.
        package var contentOffset: Point?
        /// The new `contentInset`, all four edges.
        package var contentInset: EdgeInsets?
        /// The new `scrollIndicatorInsets`, all four edges.
        package var scrollIndicatorInsets: EdgeInsets?
    }

    /// `{}`: the handler did nothing.
    package init() {}

    /// The reply `line` holds; throws a `StrategyReplyError` saying what is wrong with it.
    package init(line: String) throws {
        try self.init(line: line, readBy: nil)
    }

    /// The reply `line` holds, read by `deadline` (nil: no limit); throws a `StrategyReplyError`
    /// saying what is wrong with it, or `StrategyReplyOverdue` when reading it took past `deadline`.
    package init(line: String, readBy deadline: ContinuousClock.Instant?) throws {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line, readBy: deadline)
        } catch where error.isOverdue {
            throw StrategyReplyOverdue()
        } catch {
            throw StrategyReplyError("the reply is \(error)")
        }
        try self.init(value: value)
        if let deadline, ContinuousClock.now > deadline { throw StrategyReplyOverdue() }
    }

    /// The reply `value` holds, checked key by key.
    private init(value: JSONValue) throws {
        let reply = try Members(value, at: "the reply", keys: StrategyProtocol.replyKeys)
        if let state = reply["state"] { self.state = .some(state == .null ? nil : state.text) }
        if let views = reply["views"] {
            try Self.refuseReadOnly(views, at: "views", sent: StrategyProtocol.viewKeys, writable: StrategyProtocol.writableViewKeys,
                                    why: "UIKit's, as on a phone")
            let members = try Members(views, at: "views", keys: StrategyProtocol.writableViewKeys)
            rootViewFrame = try members["rootViewFrame"].map { try Shape.rect($0, at: "views.rootViewFrame") }
            contentViewFrame = try members["contentViewFrame"].map { try Shape.rect($0, at: "views.contentViewFrame") }
            footerFrame = try members["footerFrame"].map { try Shape.rect($0, at: "views.footerFrame") }
            inputBarFrame = try members["inputBarFrame"].map { try Shape.rect($0, at: "views.inputBarFrame") }
            if let scroll = members["scrollView"] {
                let path = "views.scrollView"
                try Self.refuseReadOnly(scroll, at: path, sent: StrategyProtocol.scrollViewKeys,
                                        writable: StrategyProtocol.writableScrollViewKeys, why: "UIKit works it out")
                let scrollMembers = try Members(scroll, at: path, keys: StrategyProtocol.writableScrollViewKeys)
                scrollView.frame = try scrollMembers["frame"].map { try Shape.rect($0, at: path + ".frame") }
                scrollView.contentSize = try scrollMembers["contentSize"].map { try Shape.size($0, at: path + ".contentSize") }
                scrollView.contentOffset = try scrollMembers["contentOffset"].map { try Shape.point($0, at: path + ".contentOffset") }
                scrollView.contentInset = try scrollMembers["contentInset"].map { try Shape.insets($0, at: path + ".contentInset") }
                scrollView.scrollIndicatorInsets = try scrollMembers["scrollIndicatorInsets"].map {
                    try Shape.insets($0, at: path + ".scrollIndicatorInsets")
                }
            }
        }
        scrollRectToVisible = try reply["scrollRectToVisible"].map { try Shape.rect($0, at: "scrollRectToVisible") }
        if let offset = reply["setContentOffset"] {
            let members = try Members(offset, at: "setContentOffset", keys: StrategyProtocol.setContentOffsetKeys)
            let point = try Shape.point(.object(members.members.filter { $0.key != "animated" }), at: "setContentOffset")
            var animated = false
            if let flag = members["animated"] {
                guard case .bool(let value) = flag else { throw StrategyReplyError("setContentOffset.animated is \(flag.kind): it must be true or false") }
                animated = value
            }
            setContentOffset = ContentOffsetChange(offset: point, animated: animated)
        }
        if let row = reply["scrollToRow"] {
            let members = try Members(row, at: "scrollToRow", keys: StrategyProtocol.scrollToRowKeys)
            guard let section = members["section"], let index = members["row"] else {
                throw StrategyReplyError("scrollToRow needs section and row (its index path)")
            }
            var position = TableScrollPosition.none
            if let written = members["position"] {
                guard case .string(let name) = written, let named = TableScrollPosition(rawValue: name) else {
                    throw StrategyReplyError("scrollToRow.position is \(written.kind): it must be one of "
                                             + TableScrollPosition.allCases.map(\.rawValue).joined(separator: ", "))
                }
                position = named
            }
            var animated = false
            if let flag = members["animated"] {
                guard case .bool(let value) = flag else { throw StrategyReplyError("scrollToRow.animated is \(flag.kind): it must be true or false") }
                animated = value
            }
            scrollToRow = RowScroll(indexPath: TableIndexPath(row: try Shape.whole(index, at: "scrollToRow.row", unit: "rows"),
                                                              section: try Shape.whole(section, at: "scrollToRow.section", unit: "sections")),
                                    position: position, animated: animated)
        }
        if let end = reply["endEditing"] {
            guard case .bool(let ends) = end else { throw StrategyReplyError("endEditing is \(end.kind): it must be true or false") }
            if ends { responderRequests.append(.endEditing) }
        }
        if let become = reply["becomeFirstResponder"] {
            guard case .string(let name) = become, !name.isEmpty else {
                throw StrategyReplyError("becomeFirstResponder is \(become.kind): it must be a field's name")
            }
            responderRequests.append(.becomeFirstResponder(name))
        }
        if let allow = reply["allow"] {
            guard case .bool(let answer) = allow else { throw StrategyReplyError("allow is \(allow.kind): it must be true or false") }
            self.allow = answer
        }
        if let work = reply["defer"] {
            guard case .array(let entries) = work else { throw StrategyReplyError("defer is \(work.kind): it must be an array of {after, token}") }
            for (index, entry) in entries.enumerated() {
                let path = "defer[\(index)]"
                let members = try Members(entry, at: path, keys: StrategyProtocol.deferKeys)
                guard case .string(let token)? = members["token"] else { throw StrategyReplyError("\(path).token must be a string") }
                let after = try members["after"].map { try Shape.seconds($0, at: path + ".after") } ?? 0
                deferred.append(DeferredWork(after: after, token: token))
            }
        }
        if let animation = reply["animation"] {
            let members = try Members(animation, at: "animation", keys: StrategyProtocol.animationKeys)
            guard let duration = members["duration"] else { throw StrategyReplyError("animation needs a duration (seconds)") }
            let seconds = try Shape.seconds(duration, at: "animation.duration")
            let curve = try members["curve"].map { try Shape.whole($0, at: "animation.curve", unit: "UIKit's curve numbers") } ?? 0
            self.animation = Animation(duration: seconds, curve: AnimationCurve(rawValue: curve))
        }
        if let log = reply["log"] {
            guard case .array(let entries) = log else { throw StrategyReplyError("log is \(log.kind): it must be an array of entries") }
            for (index, entry) in entries.enumerated() {
                let path = "log[\(index)]"
                let members = try Members(entry, at: path, keys: StrategyProtocol.logEntryKeys)
                guard case .string(let action)? = members["action"], !action.isEmpty else {
                    throw StrategyReplyError("\(path).action must be a name (a non-empty string)")
                }
                let details = try members["details"].map { try Shape.details($0, at: path + ".details") } ?? []
                self.log.append(LogEntry(action: action, details: details))
            }
        }
    }

    /// Throws when `object` (at `path`) sets a key kbsim sends but a reply may not change, saying `why`.
    private static func refuseReadOnly(_ object: JSONValue, at path: String, sent: [String], writable: [String], why: String) throws {
        if let key = sent.first(where: { !writable.contains($0) && object[$0] != nil }) {
            throw StrategyReplyError("\(path).\(key) is read-only (\(why)): a reply may change " + writable.joined(separator: ", "))
        }
    }

    /// Changes `views` as the reply says, then scrolls the rect it names into view; returns the
    /// outcome with the log's entries as actions of `strategy`, animated as the reply asks, with its answer.
    package func apply(to views: inout AppViews, strategy: StrategyID) -> StrategyOutcome {
        if let rootViewFrame { views.rootViewFrame = rootViewFrame }
        if let contentViewFrame { views.contentViewFrame = contentViewFrame }
        if let footerFrame { views.footerFrame = footerFrame }
        if let inputBarFrame { views.inputBarFrame = inputBarFrame }
        if let frame = scrollView.frame { views.scrollView.frame = frame }
        if let size = scrollView.contentSize { views.scrollView.contentSize = size }
        if let offset = scrollView.contentOffset { views.scrollView.contentOffset = offset }
        if let inset = scrollView.contentInset { views.scrollView.contentInset = inset }
        if let insets = scrollView.scrollIndicatorInsets { views.scrollView.scrollIndicatorInsets = insets }
        if let scrollRectToVisible { _ = views.scrollView.scrollRectToVisible(scrollRectToVisible) }
        if let setContentOffset { views.scrollView.setContentOffset(setContentOffset.offset) }
        if let scrollToRow {
            guard views.tableView?.rectForRow(at: scrollToRow.indexPath) != nil else {
                let rows = views.tableView.map { table in table.sections.map { "\($0.rowFrames.count)" }.joined(separator: ", ") }
                return .failed(StrategyFailure(strategy: strategy, message: "replied scrollToRow \(scrollToRow.indexPath), "
                    + (rows.map { "which the table lacks (rows per section: \($0))" } ?? "but the form is no table (layout: table)")))
            }
            views.scrollToRow(at: scrollToRow.indexPath, at: scrollToRow.position)
        }
        let actions = log.map { StrategyAction(strategy: strategy, action: .init(rawValue: $0.action), details: $0.details) }
        // An animated scroll with no animation asked for moves as UIKit's own scroll does.
        let animatesScroll = setContentOffset?.animated == true || scrollToRow?.animated == true
        let duration = animation?.duration ?? (animatesScroll ? StrategyProtocol.scrollAnimationDuration : nil)
        var outcome = StrategyOutcome(actions: actions, animationDuration: duration, animationCurve: animation?.curve ?? .easeInOut,
                                      deferred: deferred)
        outcome.allowsEditing = allow ?? true
        outcome.responderRequests = responderRequests
        return outcome
    }
}

/// A reply kbsim could not read before the handler's timeout ran out: it counts as no reply in time.
package struct StrategyReplyOverdue: Error, Hashable, Sendable {}

/// What is wrong with a handler's reply, in words that name the key.
package struct StrategyReplyError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String
    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}

/// The members of a reply's object, refused when it is not an object or holds a key not in `keys`.
private struct Members {
    let members: [JSONValue.Member]

    init(_ value: JSONValue, at path: String, keys: [String]) throws {
        guard case .object(let members) = value else { throw StrategyReplyError("\(path) is \(value.kind): it must be an object") }
        if let unknown = members.first(where: { !keys.contains($0.key) }) {
            let place = path == "the reply" ? "" : " in \(path)"
            throw StrategyReplyError("unknown key \"\(unknown.key)\"\(place) — valid: \(keys.joined(separator: ", "))")
        }
        self.members = members
    }

    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }
}

/// The shapes of a reply's values: rects, sizes, points and insets of whole cells, seconds, details.
private enum Shape {
    static func whole(_ value: JSONValue, at path: String, unit: String = "cells") throws -> Int {
        guard case .number(let written) = value, let number = Double(written) else {
            throw StrategyReplyError("\(path) is \(value.kind): it must be a whole number")
        }
        guard number.rounded() == number, let whole = Int(exactly: number), abs(whole) <= 1_000_000 else {
            throw StrategyReplyError("\(path) is \(written): \(unit) are whole numbers")
        }
        return whole
    }

    static func seconds(_ value: JSONValue, at path: String) throws -> Double {
        guard case .number(let written) = value, let seconds = Double(written), seconds >= 0, seconds <= 60 else {
            throw StrategyReplyError("\(path) is \(value.kind): it must be seconds, from 0 to 60")
        }
        return seconds
    }

    static func numbers(_ value: JSONValue, at path: String, keys: [String]) throws -> [Int] {
        let members = try Members(value, at: path, keys: keys)
        var numbers: [Int] = []
        for key in keys {
            guard let member = members[key] else {
                throw StrategyReplyError("\(path) needs \(keys.joined(separator: ", ")); \(key) is missing")
            }
            numbers.append(try whole(member, at: "\(path).\(key)"))
        }
        return numbers
    }

    static func rect(_ value: JSONValue, at path: String) throws -> Rect {
        let n = try numbers(value, at: path, keys: StrategyProtocol.rectKeys)
        guard n[2] >= 0, n[3] >= 0 else { throw StrategyReplyError("\(path) has a negative width or height") }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    static func size(_ value: JSONValue, at path: String) throws -> Size {
        let n = try numbers(value, at: path, keys: StrategyProtocol.sizeKeys)
        guard n[0] >= 0, n[1] >= 0 else { throw StrategyReplyError("\(path) has a negative width or height") }
        return Size(width: n[0], height: n[1])
    }

    static func point(_ value: JSONValue, at path: String) throws -> Point {
        let n = try numbers(value, at: path, keys: StrategyProtocol.pointKeys)
        return Point(x: n[0], y: n[1])
    }

    static func insets(_ value: JSONValue, at path: String) throws -> EdgeInsets {
        let n = try numbers(value, at: path, keys: StrategyProtocol.insetKeys)
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// A log entry's details: whole numbers, booleans and rects, as kbsim's own strategies log.
    static func details(_ value: JSONValue, at path: String) throws -> [StrategyAction.Detail] {
        guard case .object(let members) = value else { throw StrategyReplyError("\(path) is \(value.kind): it must be an object") }
        var details: [StrategyAction.Detail] = []
        for member in members {
            let place = "\(path).\(member.key)"
            switch member.value {
            case .bool(let flag): details.append(.init(member.key, .bool(flag)))
            case .number: details.append(.init(member.key, .int(try whole(member.value, at: place, unit: "details"))))
            case .object: details.append(.init(member.key, .rect(try rect(member.value, at: place))))
            default: throw StrategyReplyError("\(place) is \(member.value.kind): a detail is a whole number, true/false or a rect")
            }
        }
        return details
    }
}
