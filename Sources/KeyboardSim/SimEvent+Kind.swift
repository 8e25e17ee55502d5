extension SimEvent {
    /// What kind of event was posted, without its details: what a tape's `Expect event` waits for.
    package enum Kind: Hashable, Sendable, CaseIterable {
        case notification(KeyboardNotification.Name)
        case delegate(DelegateCall.Method)
        /// Any action of the app's strategy (transcripts name them all `strategy`).
        case strategy
        case scrollView(ScrollViewCall.Method)

        /// Every kind, in the order messages list them: notifications, delegate calls, `strategy`,
        /// the scroll view's delegate calls.
        package static let allCases: [Kind] = KeyboardNotification.Name.allCases.map(Kind.notification)
            + DelegateCall.Method.allCases.map(Kind.delegate) + [.strategy] + ScrollViewCall.Method.allCases.map(Kind.scrollView)

        /// The kind's name as transcripts write it in `"event"`.
        package var name: String {
            switch self {
            case .notification(let name): name.rawValue
            case .delegate(let method): method.rawValue
            case .strategy: "strategy"
            case .scrollView(let method): method.rawValue
            }
        }

        /// The kind a transcript's `"event"` name stands for, or nil for a name kbsim never posts.
        package init?(name: String) {
            if let notification = KeyboardNotification.Name(rawValue: name) {
                self = .notification(notification)
            } else if let method = DelegateCall.Method(rawValue: name) {
                self = .delegate(method)
            } else if let method = ScrollViewCall.Method(rawValue: name) {
                self = .scrollView(method)
            } else if name == Kind.strategy.name {
                self = .strategy
            } else {
                return nil
            }
        }
    }

    /// The kind of this event.
    package var kind: Kind {
        switch self {
        case .notification(let notification): .notification(notification.name)
        case .delegate(let call): .delegate(call.method)
        case .strategy: .strategy
        case .scrollView(let call): .scrollView(call.method)
        }
    }
}
