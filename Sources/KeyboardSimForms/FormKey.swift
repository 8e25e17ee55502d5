/// The keys a form's top level may hold.
enum FormKey: String, CaseIterable {
    case title, fields, toolbar, inputMethods
    case device, keyboardDismissMode
    case navigationBar, tabBar, footer, contentInsetAdjustmentBehavior
    case keyboardLayoutGuide, alignment, ignoresSafeArea, scrollIndicatorInsets, layout
    case inputBar, content, messages
}

/// The keys a `scrollIndicatorInsets` mapping may hold: the edges kbsim draws the indicator between.
enum ScrollIndicatorInsetsKey: String, CaseIterable {
    case top, bottom
}

/// The keys a `keyboardLayoutGuide` mapping may hold: the guide's iOS 17 properties that change
/// what a phone shows (`followsUndockedKeyboard` does not: a phone's keyboard never undocks).
enum KeyboardLayoutGuideKey: String, CaseIterable {
    case usesBottomSafeArea, keyboardDismissPadding
}

/// The keys a `footer` mapping may hold.
enum FooterKey: String, CaseIterable {
    case name, label
}

/// The keys a field may hold, in the order the documentation introduces them.
enum FieldKey: String, CaseIterable {
    case name, label, placeholder, kind, rows, keyboard, returnKey, autocapitalization, autocorrection
    case secure, enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar
    case inputView, options, section
}
