/// The safe-area region a SwiftUI container ignores (`ignoresSafeArea:` in a form, SwiftUI's
/// `.ignoresSafeArea(_:)` on a container that fills the screen). Only the keyboard's is modelled:
/// `.container` and `.all` would lay the content under the bars, which kbsim's screens do not do.
public enum SafeAreaRegion: String, CaseIterable, Hashable, Sendable {
    /// Nothing ignored: the keyboard's region shrinks the layout (SwiftUI's default).
    case none
    /// `.ignoresSafeArea(.keyboard)`: the layout keeps its size and the keyboard covers what it covers.
    case keyboard
}
