/// A screen of inputs as a form file describes it: a title and fields in order.
package struct Form: Hashable, Sendable {
    /// The title in the navigation bar.
    package var title: String
    /// The fields, top to bottom.
    package var fields: [Field]
    /// The input methods the globe key cycles through, the first one active when the form opens.
    package var inputMethods: [InputMethod]
    /// The phone the form is shown on (`device:`) unless the command line or a tape names another.
    package var device: DeviceChoice
    /// What a drag on the content does to the keyboard (the scroll view's keyboardDismissMode).
    package var keyboardDismissMode = KeyboardDismissMode.none
    /// The navigation bar over the form (`navigationBar:`).
    package var navigationBar = NavigationBarStyle.none
    /// Whether a tab bar lies along the screen's bottom (`tabBar:`).
    package var tabBar = false
    /// The button pinned to the bottom of the safe area (`footer:`), if one.
    package var footer: Footer?
    /// The scroll view's contentInsetAdjustmentBehavior (`contentInsetAdjustmentBehavior:`).
    package var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// What the app sets on its keyboard layout guide (`keyboardLayoutGuide:`).
    package var keyboardLayoutGuide = KeyboardLayoutGuide()
    /// The chat screen's input bar (`inputBar:`), whose text view is the last of `fields`; nil without one.
    package var inputBar: InputBar? {
        didSet {
            fields.removeAll { $0.isInputBar }
            if let inputBar { fields.append(inputBar.field) }
        }
    }
    /// The messages of a chat screen's list (`content: messages`), in the scroll view in place of
    /// the fields; nil for a form of fields.
    package var messages: [ChatMessage]?
    /// A form's labelled inputs or a table's cells (`layout:`).
    package var layout = ContentLayout.form
    /// Where the fields stand when they are shorter than the scroll view (`alignment:`).
    package var alignment = ContentAlignment.top
    /// The safe-area region the SwiftUI container ignores (`ignoresSafeArea:`).
    package var ignoresSafeArea = SafeAreaRegion.none
    /// The scroll view's scrollIndicatorInsets the app sets, in points (`scrollIndicatorInsets:`):
    /// they are the scroll view's at rest, turned into rows on the phone it is shown on.
    package var scrollIndicatorInsetPoints = EdgeInsets.zero

    /// Creates a form.
    package init(title: String, fields: [Field], inputMethods: [InputMethod] = [.english], device: DeviceChoice = .proportional) {
        self.title = title
        self.fields = fields
        self.inputMethods = inputMethods.isEmpty ? [.english] : inputMethods
        self.device = device
    }

    /// The index of the input bar's text view among the fields, nil without a bar.
    package var inputBarIndex: Int? { inputBar == nil ? nil : fields.indices.last }

    /// The index of the field called `name`, if there is one.
    package func index(of name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }
}
