/// Where an explanation comes from: a reference document, its edition, and the listing or
/// section of it that the simulated code follows.
public struct Source: Hashable, Sendable, CustomStringConvertible {
    /// The document's title (and author where the title alone is ambiguous).
    public var document: String
    /// Which edition or date of the document, empty when it had only one.
    public var edition: String
    /// The listing or section the steps walk through.
    public var listing: String
    /// Where the document can be read: a URL (for kbsim's own, a path in the repository); empty when none is recorded.
    public var address: String

    /// Creates a source.
    public init(document: String, edition: String, listing: String, address: String = "") {
        self.document = document
        self.edition = edition
        self.listing = listing
        self.address = address
    }

    /// One line naming all three, as the why panel prints it.
    public var description: String {
        [document, edition, listing].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

// One value per reference document (docs/explanation/strategies.md#sources), and per listing the strategies
// reproduce, so that a catalogue names its source by a constant rather than by retyping it.
extension Source {
    /// Where Apple's guide, iOS 7 edition, can still be read (Apple replaced the iPhone OS 3 edition with it).
    public static let guideIOS7Address = "https://developer.apple.com/library/archive/documentation/StringsTextFonts/Conceptual/"
        + "TextAndWebiPhoneOS/KeyboardManagement/KeyboardManagement.html"

    /// Apple's guide, iPhone OS 3 edition: the shrink-the-scroll-view listing (`resize`).
    public static let guideIPhoneOS3Listing = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iPhone OS 3 edition",
        listing: "listing “Handling the keyboard notifications”")
    /// The same edition's account of which notifications fire when (the era-3 facts).
    public static let guideIPhoneOS3Notifications = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iPhone OS 3 edition",
        listing: "section “Receiving Keyboard Notifications”")
    /// Apple's guide, iOS 7 edition, Listing 5-1: the bottom content inset (`inset`).
    public static let guideIOS7Listing5_1 = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iOS 7 edition", listing: "Listing 5-1",
        address: guideIOS7Address)
    /// Apple's guide, iOS 7 edition, Listing 5-2: keeping `activeField` from the delegate calls.
    public static let guideIOS7Listing5_2 = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iOS 7 edition", listing: "Listing 5-2",
        address: guideIOS7Address)
    /// Apple's guide, iOS 7 edition, Listing 5-3: the extended content view (`extend`).
    public static let guideIOS7Listing5_3 = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iOS 7 edition", listing: "Listing 5-3",
        address: guideIOS7Address)
    /// The Russian translation of the iOS 7 edition (the reason for the ЙЦУКЕН input method).
    public static let guideIOS7Russian = Source(
        document: "Apple, “Управление клавиатурой”", edition: "iOS 7 edition, Russian translation",
        listing: "Listing 5-1")
    /// Cocoa with Love's 2008 article (`slide`).
    public static let cocoaWithLove = Source(
        document: "Cocoa with Love, “Sliding UITextFields around to avoid the keyboard”", edition: "2008",
        listing: "textFieldDidBeginEditing: / textFieldDidEndEditing:",
        address: "http://www.cocoawithlove.com/2008/10/sliding-uitextfields-around-to-avoid.html")
    /// The tutorial whose ScrollableViewController repeats the iPhone OS 3 listing (`resize`).
    public static let scrollableViewControllerTutorial = Source(
        document: "Tutorial “UITextField Handling Keyboard Interactions”", edition: "",
        listing: "ScrollableViewController",
        address: "http://www.cinterviews.com/2010/07/iphone-tutorials-uitext-field-handling.html")
    /// kbsim's own strategy, after IQKeyboardManager, TPKeyboardAvoiding and the keyboard layout guide.
    public static let kbsimAuto = Source(
        document: "kbsim", edition: "", listing: "AutoStrategy (after IQKeyboardManager and TPKeyboardAvoiding)",
        address: "Sources/KeyboardSim/Avoidance/AutoStrategy.swift")
    /// An app with no keyboard handling: nothing to cite.
    public static let noHandling = Source(document: "kbsim", edition: "", listing: "no keyboard handling")

    /// Every reference document's sources, for the coverage tests and the panel's legend.
    public static let references: [Source] = [
        guideIPhoneOS3Listing, guideIPhoneOS3Notifications, guideIOS7Listing5_1, guideIOS7Listing5_2,
        guideIOS7Listing5_3, guideIOS7Russian, cocoaWithLove, scrollableViewControllerTutorial,
    ]
}
