/// Which way up the simulated phone is held.
public enum Orientation: String, CaseIterable, Sendable {
    case portrait, landscape
}
