/// The UITextInputTraits of a field: which keyboard it asks for and how typing behaves.
package struct TextInputTraits: Hashable, Sendable {
    /// UIKeyboardType: which keyboard the field asks for.
    package var keyboardType: KeyboardType
    /// UIReturnKeyType: the Return key's label.
    package var returnKeyType: ReturnKeyType
    /// UITextAutocapitalizationType.
    package var autocapitalization: AutocapitalizationType
    /// UITextAutocorrectionType.
    package var autocorrection: AutocorrectionType
    /// isSecureTextEntry: the text is shown as bullets.
    package var secureTextEntry: Bool
    /// Whether Return is disabled while the field is empty.
    package var enablesReturnKeyAutomatically: Bool
    /// UIKeyboardAppearance: light or dark keys.
    package var keyboardAppearance: KeyboardAppearance

    /// Creates traits; the defaults are UIKit's.
    package init(
        keyboardType: KeyboardType = .default,
        returnKeyType: ReturnKeyType = .default,
        autocapitalization: AutocapitalizationType = .sentences,
        autocorrection: AutocorrectionType = .default,
        secureTextEntry: Bool = false,
        enablesReturnKeyAutomatically: Bool = false,
        keyboardAppearance: KeyboardAppearance = .default
    ) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.secureTextEntry = secureTextEntry
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.keyboardAppearance = keyboardAppearance
    }
}

/// UIKeyboardType, named in lowerCamelCase as in form files.
package enum KeyboardType: String, CaseIterable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// Whether the keyboard has a Return key (the four pads do not).
    package var hasReturnKey: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
        default: true
        }
    }

    /// Whether the keyboard refuses `text`, which none of its keys types: pads type only their
    /// keys, ASCII-capable keyboards only ASCII; other keyboards take anything (long presses and
    /// hardware keyboards reach accents, other scripts and emoji).
    func refuses(_ text: String) -> Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: true
        case .asciiCapable: !text.unicodeScalars.allSatisfy(\.isASCII)
        default: false
        }
    }

    /// Whether the keyboard shows the input method's letters; the others are always English
    /// (ASCII-only, URL and email keyboards, pads), as on a phone.
    var followsInputMethod: Bool {
        switch self {
        case .default, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch: true
        default: false
        }
    }

    /// Whether the keyboard is for words a dictionary knows (so `default` autocorrection corrects them).
    var isForProse: Bool {
        switch self {
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch: true
        default: false
        }
    }
}

/// UIReturnKeyType, named in lowerCamelCase as in form files.
package enum ReturnKeyType: String, CaseIterable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// The label a phone draws on the key.
    package var label: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}

/// UITextAutocapitalizationType.
package enum AutocapitalizationType: String, CaseIterable, Sendable {
    case none, words, sentences, allCharacters
}

/// UITextAutocorrectionType.
package enum AutocorrectionType: String, CaseIterable, Sendable {
    case `default`, no, yes
}

/// UIKeyboardAppearance.
package enum KeyboardAppearance: String, CaseIterable, Sendable {
    case `default`, light, dark
}
