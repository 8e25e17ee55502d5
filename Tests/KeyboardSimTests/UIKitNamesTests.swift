import KeyboardSim
import Testing
import TestTiming

/// A handler ported from an app keeps UIKit's words: the userInfo keys and notification names by
/// `UIResponder`'s names, and the scroll view's `verticalScrollIndicatorInsets` and
/// `scrollRectToVisible(_:animated:)`, each the same as kbsim's own member.
@Suite("UIKit's names for the keyboard's userInfo and the scroll view", .timed)
struct UIKitNamesTests {
    let userInfo = KeyboardUserInfo(frameBegin: Rect(x: 0, y: 21, width: 39, height: 10),
                                    frameEnd: Rect(x: 0, y: 11, width: 39, height: 10), duration: 0.25, curve: 7, isLocal: false)

    @Test("userInfo[UIResponder.…UserInfoKey] reads the frames, the duration, the curve and isLocal")
    func userInfoKeys() {
        #expect(userInfo[UIResponder.keyboardFrameEndUserInfoKey] == Rect(x: 0, y: 11, width: 39, height: 10))
        #expect(userInfo[UIResponder.keyboardFrameBeginUserInfoKey] == Rect(x: 0, y: 21, width: 39, height: 10))
        #expect(userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == 0.25)
        #expect(userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .keyboard)
        #expect(userInfo[UIResponder.keyboardIsLocalUserInfoKey] == false)
    }

    @Test("the frame keys read nil where the era has none (iPhone OS 3), as objectForKey: does")
    func frameKeysAbsentInEra3() {
        var era3 = userInfo
        era3.hasFrameKeys = false
        #expect(era3[UIResponder.keyboardFrameEndUserInfoKey] == nil)
        #expect(era3[UIResponder.keyboardFrameBeginUserInfoKey] == nil)
        #expect(era3[UIResponder.keyboardAnimationDurationUserInfoKey] == 0.25)
    }

    @Test("UIResponder's notification names are the six notifications' names")
    func notificationNames() {
        let names: [KeyboardNotification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        #expect(names == [.keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide,
                          .keyboardWillChangeFrame, .keyboardDidChangeFrame])
    }

    @Test("verticalScrollIndicatorInsets reads and sets the scroll view's indicator insets")
    func verticalIndicatorInsets() {
        var scrollView = ScrollView(frame: Rect(x: 0, y: 3, width: 39, height: 18), contentSize: Size(width: 39, height: 40))
        scrollView.verticalScrollIndicatorInsets.bottom = 10
        #expect(scrollView.scrollIndicatorInsets == EdgeInsets(bottom: 10))
        #expect(scrollView.verticalScrollIndicatorInsets == scrollView.scrollIndicatorInsets)
    }

    @Test("scrollRectToVisible(_:animated:) scrolls as scrollRectToVisible(_:) does, animated or not")
    func scrollRectToVisibleAnimated() {
        var scrollView = ScrollView(frame: Rect(x: 0, y: 3, width: 39, height: 18), contentSize: Size(width: 39, height: 40))
        scrollView.contentInset.bottom = 10
        var plain = scrollView
        let field = Rect(x: 1, y: 30, width: 37, height: 1)
        plain.scrollRectToVisible(field)
        for animated in [true, false] {
            var ported = scrollView
            let moved = ported.scrollRectToVisible(field, animated: animated)
            #expect(moved)
            #expect(ported.contentOffset == plain.contentOffset)
        }
        #expect(plain.contentOffset.y == 23)
    }
}
