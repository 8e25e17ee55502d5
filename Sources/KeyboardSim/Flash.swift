/// Something shown for a moment: a refused key's message, the name of a key drawn pressed.
struct Flash: Hashable, Sendable {
    /// What is shown.
    var text: String
    /// The virtual time it stops being shown.
    var until: Double

    /// The text while it is shown at `now`, else nil.
    func text(at now: Double) -> String? {
        now < until ? text : nil
    }
}
