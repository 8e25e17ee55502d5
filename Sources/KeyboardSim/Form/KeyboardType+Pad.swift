extension KeyboardType {
    /// Whether the keyboard is one of the four pads (digits in a grid, no QuickType bar, lower than the letters).
    package var isPad: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
        default: false
        }
    }
}
