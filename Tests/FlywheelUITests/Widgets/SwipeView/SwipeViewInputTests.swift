import FlywheelCore
import Testing

@testable import FlywheelUI

/// Keys and the wheel scroll as `scrollToItem` does; a touch on a scroll from code; the end
/// clamp of `scrollToItem(at:)`.
@Suite struct SwipeViewInputTests {
    /// The callbacks of a one-page move from code.
    static let onePageFromCode = ["didScroll", "currentItemIndexDidChange:1", "didScroll", "didEndScrollingAnimation"]

    static func key(_ rig: SwipeRig, _ key: Key) {
        rig.host.handle(.key(KeyEvent(key: key, isDown: true, timestamp: rig.clock.now)))
        rig.host.handle(.key(KeyEvent(key: key, isDown: false, timestamp: rig.clock.now)))  // a tap
    }

    /// The right arrow moves one page on the cubic ease in 0.3 s, reported as a move from code,
    /// the same at 30, 60 and 240 fps; a second press during the move adds a page.
    @Test(arguments: [30.0, 60, 240])
    func arrowKeysScrollAsScrollToItemDoes(fps: Double) {
        let rig = SwipeRig.paging()
        rig.host.setFocus(rig.swipe.container)
        rig.log.events.removeAll()
        Self.key(rig, .right)
        #expect(rig.swipe.isScrolling && !rig.swipe.isDecelerating)
        rig.wait(0.15, fps: fps)
        #expect(abs(rig.swipe.scrollOffset - 0.5) < 1e-9, "half way at half time on the ease")
        rig.wait(0.5, fps: fps)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(rig.log.collapsed == Self.onePageFromCode)
        Self.key(rig, .right)
        rig.wait(0.1, fps: fps)
        Self.key(rig, .right)
        rig.wait(1, fps: fps)
        #expect(rig.swipe.scrollOffset == 3)
        Self.key(rig, .end)
        rig.wait(1, fps: fps)
        #expect(rig.swipe.scrollOffset == 99)
        #expect(rig.log.events.last == "didEndScrollingAnimation")
        #expect(!rig.log.events.contains("willBeginDecelerating"))
    }

    @Test func aWheelNotchPagesAsScrollToItemDoes() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.host.handle(.wheel(WheelEvent(dy: -1, location: Point(x: 100, y: 100), timestamp: rig.clock.now)))
        #expect(rig.swipe.isScrolling)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(rig.log.collapsed == Self.onePageFromCode)
    }

    /// A touch on a scroll from code stops it, as a touch on a moving UIScrollView does: the
    /// animation ends unfinished (no didEndScrollingAnimation), shouldSelectItemAt is asked (at
    /// every touch-down, as the original asks), the touch is not a tap, and the lift settles on
    /// the nearest page short of the target as a deceleration. Early in a short move and half
    /// way through a long one.
    @Test(arguments: [(target: 5, duration: 0.3, touchAt: 0.12), (target: 10, duration: 1, touchAt: 0.5)])
    func aTouchStopsAScrollFromCodeAndIsNotATap(target: Int, duration: Double, touchAt: Double) {
        let rig = SwipeRig.paging()
        rig.swipe.scrollToItem(at: target, duration: duration)
        rig.wait(touchAt)
        rig.log.events.removeAll()
        rig.tap(100, 100)
        rig.wait(1)
        let events = rig.log.collapsed
        #expect(events.contains { $0.hasPrefix("shouldSelectItemAt:") })
        #expect(!events.contains { $0.hasPrefix("didSelect") })
        #expect(!events.contains("didEndScrollingAnimation"))
        #expect(events.contains("willBeginDecelerating") && events.last == "didEndDecelerating")
        #expect(rig.swipe.scrollOffset == rig.swipe.scrollOffset.rounded())
        #expect(rig.swipe.scrollOffset < Double(target))
        // At rest, the same tap selects.
        rig.tap(100, 100)
        #expect(rig.log.events.last == "didSelectItemAt:\(rig.swipe.currentItemIndex)")
    }

    /// `scrollToItem(at: 99)` with three 100-pt items in view stops at 97, the last place a finger
    /// can reach (the original clamps only to n−1 and shows 200 pt of nothing).
    @Test func scrollToItemStopsAtTheReachableEnd() {
        let rig = SwipeRig(count: 100, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100))
        rig.swipe.scrollToItem(at: 99, duration: 0.3)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 97 && rig.swipe.currentItemIndex == 97)
        #expect(rig.screenX(of: 99) == 200)
        #expect(rig.log.events.last == "didEndScrollingAnimation")
    }
}
