import KeyboardSim
import Testing
import TestTiming

/// The simulator asks its platform what the system does by itself: a platform given in the
/// configuration, not UIKit's code in the core, decides whether a new first responder is scrolled
/// into view, which notifications a keyboard move posts, and which safe area the insets count.
@Suite("The platform seam: what the system does by itself is the configuration's platform", .timed)
struct PlatformSeamTests {
    /// A system unlike UIKit: it never scrolls a first responder into view, never posts the frame
    /// changes, and gives no scroll view a safe area (as a platform that only resizes the window would).
    struct StillPlatform: Platform {
        var name: String { "still" }

        func posting(in era: Era) -> NotificationPosting {
            var posting = NotificationPosting(era)
            posting.postsFrameChanges = false
            return posting
        }

        func scrollIntoView(field index: Int, of app: inout AppState) {}

        func adjustInsets(of views: inout AppViews, era: Era, behavior: ContentInsetAdjustmentBehavior) {
            views.scrollView.safeArea = nil
        }
    }

    static func simulator(_ platform: PlatformChoice, form: Form = TestForms.tall) -> Simulator {
        var configuration = SessionConfiguration(form: form, strategy: .none)
        configuration.platform = platform
        return Simulator(configuration, screenSize: TestForms.screen)
    }

    static func scrolledIntoView(_ simulator: Simulator) -> Bool {
        simulator.log.entries.contains { if case .uikit(.scrollsIntoView) = $0.kind { true } else { false } }
    }

    @Test("UIKit scrolls a field below the fold into view when it is tapped; a platform that does not leaves the offset and logs nothing")
    func scrollIntoViewIsThePlatforms() {
        var uikit = Self.simulator(.uikit)
        _ = uikit.settle(after: .tapField("f11"))
        #expect(uikit.views.scrollView.contentOffset.y > 0)
        #expect(Self.scrolledIntoView(uikit))

        var still = Self.simulator(PlatformChoice(StillPlatform()))
        _ = still.settle(after: .tapField("f11"))
        #expect(still.views.scrollView.contentOffset.y == 0)
        #expect(!Self.scrolledIntoView(still))
    }

    @Test("the notifications a show posts are the platform's: UIKit's era 11 posts the frame changes, the still platform only the show pair")
    func postingIsThePlatforms() {
        func names(_ platform: PlatformChoice) -> [KeyboardNotification.Name] {
            var simulator = Self.simulator(platform)
            return simulator.settle(after: .tapField("f1")).compactMap { timed in
                if case .notification(let notification) = timed.event { notification.name } else { nil }
            }
        }
        #expect(names(.uikit) == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        #expect(names(PlatformChoice(StillPlatform())) == [.keyboardWillShow, .keyboardDidShow])
    }

    @Test("the scroll view's safe area is the platform's: UIKit gives it the root view's from iOS 11, the still platform none")
    func insetsAreThePlatforms() {
        #expect(Self.simulator(.uikit).views.scrollView.safeArea != nil)
        #expect(Self.simulator(PlatformChoice(StillPlatform())).views.scrollView.safeArea == nil)
    }

    @Test("configurations with different platforms differ; the same platform's are equal")
    func configurationsTellPlatformsApart() {
        var still = SessionConfiguration(form: TestForms.tall)
        still.platform = PlatformChoice(StillPlatform())
        #expect(still != SessionConfiguration(form: TestForms.tall))
        #expect(SessionConfiguration(form: TestForms.tall).platform == .uikit)
    }
}
