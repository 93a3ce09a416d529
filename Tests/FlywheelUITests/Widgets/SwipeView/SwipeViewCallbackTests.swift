import FlywheelCore
import Testing

@testable import FlywheelUI

/// The callback order of drags, flings, settles, moves from code and immediate changes, and
/// frame-rate independence.
@Suite struct SwipeViewCallbackTests {
    /// The callbacks of a fling that turns one page, in UIScrollView's order.
    static let onePageFling = [
        "shouldSelectItemAt:0", "willBeginDragging", "didScroll", "didEndDragging:true",
        "willBeginDecelerating", "didScroll",
        "currentItemIndexDidChange:1", "didScroll", "didEndDecelerating",
    ]

    /// The container's callbacks reach SwipeView through an object of its own: SwipeView is no
    /// `ScrollContainerDelegate` (no `scrollContainer…` methods in its API), its callbacks still
    /// come, and the object does not keep a SwipeView alive.
    @Test func theContainersCallbacksAreNotSwipeViewsAPI() {
        let rig = SwipeRig.paging()
        #expect(!((rig.swipe as Any) is ScrollContainerDelegate))
        #expect(rig.swipe.container.delegate != nil)
        rig.log.events.removeAll()
        rig.drag(from: 300, to: 200, steps: 5)
        rig.wait(1.5)
        #expect(rig.log.collapsed == Self.onePageFling)

        weak var gone: SwipeView?
        do {
            let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            gone = swipe
            #expect(swipe.container.delegate != nil)
        }
        #expect(gone == nil)
    }

    @Test func firstLoadFiresNoIndexChange() {
        let rig = SwipeRig.paging()
        #expect(!rig.log.events.contains { $0.hasPrefix("currentItemIndexDidChange") })
        #expect(rig.swipe.currentItemIndex == 0)
    }

    @Test func immediateChangeIsOneDidScrollThenTheIndexChange() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.swipe.scrollOffset = 2
        #expect(rig.log.events == ["didScroll", "currentItemIndexDidChange:2"])
        rig.log.events.removeAll()
        rig.swipe.currentItemIndex = 2
        #expect(rig.log.events.isEmpty)
    }

    @Test func flingTurnsOnePageInUIScrollViewOrder() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.drag(from: 300, to: 200, steps: 5)
        #expect(rig.swipe.isDecelerating)
        rig.wait(1.5)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(rig.log.collapsed == Self.onePageFling)
        #expect(!rig.swipe.isDecelerating && !rig.swipe.isDragging)
    }

    @Test func indexChangesHalfWayThroughADrag() {
        let rig = SwipeRig.paging()
        rig.pointer(.down, 320, 100)
        for x in stride(from: 300.0, through: 120, by: -20) { rig.pointer(.move, x, 100, dt: 0.1) }
        #expect(rig.swipe.isDragging)
        #expect(rig.swipe.currentItemIndex == 1)
        #expect(rig.log.events.contains("currentItemIndexDidChange:1"))
        rig.pointer(.move, 120, 100, dt: 0.2)
        rig.pointer(.up, 120, 100)
        rig.wait(1)
        #expect(rig.swipe.currentItemIndex == 1 && rig.swipe.scrollOffset == 1)
    }

    @Test func slowThirtyPercentDragSpringsBack() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        // 10 pt to start the drag, then 96 pt (30 % of the page) over a second, then still.
        rig.drag(from: 300, to: 300 - 10 - 96, steps: 40, dt: 1.0 / 40, hold: 0.2)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 0)
        #expect(Array(rig.log.collapsed.prefix(2)) == ["shouldSelectItemAt:0", "willBeginDragging"])
        #expect(rig.log.collapsed.contains("didEndDecelerating"))
        #expect(!rig.log.events.contains { $0.hasPrefix("currentItemIndexDidChange") })
    }

    @Test func animationFromCodeEndsWithTwoDidScrollsAndTheEndCallback() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.swipe.scrollToItem(at: 3, duration: 0.3)
        #expect(rig.swipe.isScrolling)
        rig.wait(0.5)
        #expect(rig.swipe.scrollOffset == 3 && !rig.swipe.isScrolling)
        let tail = Array(rig.log.events.suffix(3))
        #expect(tail == ["didScroll", "didScroll", "didEndScrollingAnimation"])
        #expect(
            rig.log.collapsed == [
                "didScroll", "currentItemIndexDidChange:1", "didScroll", "currentItemIndexDidChange:2", "didScroll",
                "currentItemIndexDidChange:3", "didScroll", "didEndScrollingAnimation",
            ])
    }

    @Test func aDragCancelsAnAnimationWithoutItsEndCallback() {
        let rig = SwipeRig.paging()
        rig.swipe.scrollToItem(at: 5, duration: 1)
        rig.wait(0.3)
        rig.drag(from: 300, to: 250, steps: 5)
        rig.wait(2.5)
        #expect(!rig.log.events.contains("didEndScrollingAnimation"))
        #expect(rig.swipe.scrollOffset == rig.swipe.scrollOffset.rounded())
    }

    /// Events at the same times, frames at 30, 60, 144 and 240 fps: one page, same callbacks.
    @Test(arguments: [30.0, 60, 144, 240])
    func flingIsFrameRateIndependent(fps: Double) {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        let start = rig.clock.now
        var events: [(Double, PointerEvent.Phase, Double)] = [(0, .down, 300)]
        for k in 1...5 { events.append((Double(k) / 60, .move, 300 - 20 * Double(k))) }
        events.append((6.0 / 60, .up, 200))
        var frame = start
        for (time, phase, x) in events {
            let t = start + time
            while frame + 1 / fps < t {
                frame += 1 / fps
                rig.clock.advance(by: frame - rig.clock.now)
                rig.host.advance(to: frame)
            }
            rig.clock.advance(by: t - rig.clock.now)
            rig.host.handle(.pointer(PointerEvent(phase: phase, location: Point(x: 20 + x, y: 120), timestamp: t)))
        }
        rig.wait(1.5, fps: fps)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(rig.log.collapsed == Self.onePageFling)
    }

    @Test func wheelAndKeysPage() {
        let rig = SwipeRig.paging()
        rig.host.handle(.wheel(WheelEvent(dy: -1, location: Point(x: 100, y: 100), timestamp: rig.clock.now)))
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 1)
        rig.host.setFocus(rig.swipe.container)
        let keys: [(key: Key, offset: Double)] = [(.right, 2), (.end, 99), (.pageUp, 98), (.home, 0)]
        for (key, offset) in keys {
            rig.host.handle(.key(KeyEvent(key: key, isDown: true, timestamp: rig.clock.now)))
            rig.host.handle(.key(KeyEvent(key: key, isDown: false, timestamp: rig.clock.now)))  // a tap
            rig.wait(1)
            #expect(rig.swipe.scrollOffset == offset, "after \(key)")
        }
        // Each scrolls as scrollToItem does (SwipeViewInputTests has the details).
        #expect(rig.log.events.filter { $0 == "didEndScrollingAnimation" }.count == 5)
        #expect(!rig.log.events.contains("willBeginDecelerating"))
    }

    @Test func freeScrollingCoastsAndRestsBetweenItems() {
        let rig = SwipeRig(count: 50, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100)) {
            $0.isPagingEnabled = false
        }
        rig.drag(from: 250, to: 150, steps: 5)
        rig.wait(5)
        let normal = rig.swipe.scrollOffset
        #expect(normal > 3)
        let fast = SwipeRig(count: 50, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100)) {
            $0.isPagingEnabled = false
            $0.decelerationRate = ScrollContainer.DecelerationRate.fast
        }
        fast.drag(from: 250, to: 150, steps: 5)
        fast.wait(5)
        #expect(fast.swipe.scrollOffset < normal)
        #expect(fast.swipe.decelerationRate == 0.990 && rig.swipe.decelerationRate == 0.998)
    }

    @Test func bouncesStretchesPastTheStartAndSpringsBack() {
        let rig = SwipeRig.paging()
        rig.pointer(.down, 100, 100)
        for k in 1...10 { rig.pointer(.move, 100 + 10 * Double(k), 100) }
        #expect(rig.swipe.scrollOffset < 0)
        rig.pointer(.up, 200, 100)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 0)
        let stiff = SwipeRig.paging { $0.bounces = false }
        stiff.pointer(.down, 100, 100)
        for k in 1...10 { stiff.pointer(.move, 100 + 10 * Double(k), 100) }
        #expect(stiff.swipe.scrollOffset == 0)
        stiff.pointer(.up, 200, 100)
    }

    @Test func scrollDisabledBlocksDragsButNotCode() {
        let rig = SwipeRig.paging { $0.isScrollEnabled = false }
        rig.drag(from: 300, to: 100, steps: 5)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 0)
        rig.swipe.scrollToItem(at: 4, duration: 0.2)
        rig.wait(0.5)
        #expect(rig.swipe.scrollOffset == 4)
    }

    @Test func verticalSwapsTheAxes() {
        let rig = SwipeRig(count: 10, item: Size(width: 200, height: 100), view: Size(width: 200, height: 100)) {
            $0.isVertical = true
        }
        #expect(rig.swipe.container.contentSize.height == 1000)
        rig.pointer(.down, 100, 90)
        for k in 1...5 { rig.pointer(.move, 100, 90 - 10 * Double(k)) }
        rig.pointer(.up, 100, 40)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(rig.swipe.container.contentOffset == Point(x: 0, y: 100))
    }
}
