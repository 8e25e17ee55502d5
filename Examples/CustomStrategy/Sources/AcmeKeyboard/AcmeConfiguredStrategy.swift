import KeyboardSim

/// A setting Acme's app chooses for its handler: how many rows of room it keeps below the field
/// being edited (IQKeyboardManager calls it `keyboardDistance`). A setting is a type, not a value,
/// because kbsim makes a strategy afresh (`init()`) whenever it rebuilds the past, and names it by type.
public protocol AcmeSetting: Sendable {
    /// The strategy's name with this setting (`--strategy acme-roomy`).
    static var name: String { get }
    /// Rows kept free between the field's bottom and the keyboard's top.
    static var roomRows: Int { get }
}

/// Acme's handler with `Setting`'s room below the field: one type serves every configuration,
/// each registered under its own name.
public struct AcmeConfiguredStrategy<Setting: AcmeSetting>: AvoidanceStrategy {
    /// The setting's name.
    public static var id: StrategyID { StrategyID(rawValue: Setting.name) }
    /// What `acme-kbsim strategies` says it does.
    public static var summary: String { "Acme's handler, keeping \(Setting.roomRows) rows free below the field" }
    /// The handler it configures.
    private var acme = AcmeStrategy()

    /// A handler that has just registered for the notifications.
    public init() {}

    /// Acme's handler, then the first responder scrolled into view with the room below it.
    public mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        var outcome = acme.receive(message, views: &views)
        if case .notification(let note) = message, note.name == UIResponder.keyboardWillChangeFrameNotification,
           let field = views.firstResponder?.contentFrame {
            let withRoom = Rect(x: field.x, y: field.y, width: field.width, height: field.height + Setting.roomRows)
            views.scrollView.scrollRectToVisible(withRoom, animated: false)
        }
        outcome.actions = outcome.actions.map { StrategyAction(strategy: Self.id, action: $0.action, details: $0.details) }
        return outcome
    }
}

/// Acme's handler as it ships: the field right on the keyboard.
public enum AcmeSnug: AcmeSetting {
    /// `--strategy acme-snug`.
    public static let name = "acme-snug"
    /// No room.
    public static let roomRows = 0
}

/// Two rows of room below the field.
public enum AcmeRoomy: AcmeSetting {
    /// `--strategy acme-roomy`.
    public static let name = "acme-roomy"
    /// Two rows.
    public static let roomRows = 2
}
