/// The platform a session's phone runs, as its configuration holds it: two are the same when
/// they have the same name (a configuration is compared and hashed whole).
package struct PlatformChoice: Hashable, Sendable {
    /// The platform.
    package let platform: any Platform

    /// The choice of `platform`.
    package init(_ platform: any Platform) { self.platform = platform }

    /// The iPhone's UIKit, every session's platform unless a test gives another.
    package static let uikit = PlatformChoice(UIKitPlatform())

    /// Whether both name the same platform.
    package static func == (lhs: PlatformChoice, rhs: PlatformChoice) -> Bool { lhs.platform.name == rhs.platform.name }

    /// Hashes the platform's name.
    package func hash(into hasher: inout Hasher) { hasher.combine(platform.name) }
}
