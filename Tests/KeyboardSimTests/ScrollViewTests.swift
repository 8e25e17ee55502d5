import Testing
@testable import KeyboardSim
import TestTiming

@Suite("ScrollView: scrollRectToVisible and clamping", .timed)
struct ScrollViewTests {
    /// A 10-row window on 40 rows of content.
    func scrollView(offset: Int = 0, bottomInset: Int = 0) -> ScrollView {
        var view = ScrollView(frame: Rect(x: 0, y: 2, width: 30, height: 10), contentSize: Size(width: 30, height: 40))
        view.contentInset.bottom = bottomInset
        view.contentOffset.y = offset
        return view
    }

    @Test("a rect already visible does not scroll")
    func visibleRectStays() {
        var view = scrollView(offset: 5)
        let moved = view.scrollRectToVisible(Rect(x: 1, y: 6, width: 5, height: 2))
        #expect(!moved)
        #expect(view.contentOffset.y == 5)
    }

    @Test("a rect below scrolls down just enough to show its bottom row")
    func rectBelowScrollsMinimally() {
        var view = scrollView()
        let moved = view.scrollRectToVisible(Rect(x: 1, y: 14, width: 5, height: 1))
        #expect(moved)
        #expect(view.contentOffset.y == 5)
    }

    @Test("a rect above scrolls up to its top row")
    func rectAboveScrollsToItsTop() {
        var view = scrollView(offset: 20)
        view.scrollRectToVisible(Rect(x: 1, y: 12, width: 5, height: 3))
        #expect(view.contentOffset.y == 12)
    }

    @Test("a rect taller than the window shows its top")
    func tallRectShowsTop() {
        var view = scrollView()
        view.scrollRectToVisible(Rect(x: 1, y: 20, width: 5, height: 15))
        #expect(view.contentOffset.y == 20)
    }

    @Test("scrolling never passes the end of the content")
    func clampsAtTheEnd() {
        var view = scrollView()
        view.scrollRectToVisible(Rect(x: 1, y: 39, width: 5, height: 1))
        #expect(view.contentOffset.y == 30)
        view.scroll(by: 100)
        #expect(view.contentOffset.y == 30)
        view.scroll(by: -100)
        #expect(view.contentOffset.y == 0)
    }

    @Test("a bottom inset hides rows from scrollRectToVisible and extends the scroll range")
    func bottomInsetCounts() {
        var view = scrollView(bottomInset: 6)
        #expect(view.unobscuredBounds.height == 4)
        view.scrollRectToVisible(Rect(x: 1, y: 39, width: 5, height: 1))
        #expect(view.contentOffset.y == 36)
        #expect(view.maximumOffsetY == 36)
    }

    @Test("content smaller than the window cannot scroll")
    func shortContent() {
        var view = ScrollView(frame: Rect(x: 0, y: 0, width: 30, height: 10), contentSize: Size(width: 30, height: 4))
        view.scroll(by: 3)
        #expect(view.contentOffset.y == 0)
        #expect(view.maximumOffsetY == 0)
    }

    @Test("content rects convert to screen rects through the frame and the offset")
    func contentToScreen() {
        let view = scrollView(offset: 7)
        #expect(view.screenRect(fromContent: Rect(x: 1, y: 10, width: 5, height: 1)) == Rect(x: 1, y: 5, width: 5, height: 1))
    }

    @Test("from iOS 11 the bottom safe area the frame reaches into counts with contentInset.bottom: the offset may go that much further, and scrolling keeps it clear")
    func safeAreaBottomCountsWithTheInset() {
        var view = scrollView(bottomInset: 4)
        #expect(view.maximumOffsetY == 34)
        view.safeArea = Rect(x: 0, y: 0, width: 30, height: 10)   // the frame runs from 2 to 12: its last 2 rows are the home indicator's
        #expect(view.safeAreaBottomAdjustment == 2 && view.maximumOffsetY == 36)
        view.scrollRectToVisible(Rect(x: 1, y: 39, width: 5, height: 1))
        #expect(view.contentOffset.y == 36, "the last row sits above the inset and the safe area: 36 + 10 - 4 - 2 = 40")
    }
}
