import FlywheelCore
import Testing

@testable import FlywheelUI

/// Bad input: every case ends with a usable swipe view, a clear message where it says so, and
/// no NaN in layout.
@Suite struct SwipeViewBadInputTests {
    static let item = Size(width: 100, height: 100)

    @Test func zeroItemsLoadNothingAndEveryCallIsSafe() {
        let rig = SwipeRig(count: 0, item: Self.item, view: Size(width: 300, height: 100))
        let swipe = rig.swipe
        #expect(swipe.numberOfItems == 0 && swipe.numberOfPages == 0 && swipe.indexesForVisibleItems.isEmpty)
        swipe.scrollToItem(at: 5, duration: 0.3)
        swipe.scroll(byNumberOfItems: 3, duration: 0)
        swipe.currentPage = 2
        rig.drag(from: 250, to: 100)
        rig.wait(1)
        #expect(swipe.currentItemIndex == 0 && swipe.scrollOffset == 0 && swipe.clampedIndex(-7) == 0)
        #expect(swipe.clampedOffset(3.5) == 0)
    }

    @Test func oneItemWithAndWithoutWrap() {
        for wrap in [false, true] {
            let rig = SwipeRig(count: 1, item: Self.item, view: Size(width: 100, height: 100)) {
                $0.isWrapEnabled = wrap
            }
            #expect(rig.swipe.indexesForVisibleItems == [0])
            #expect(rig.swipe.container.contentSize.width == 100)
            rig.drag(from: 80, to: 10)
            rig.wait(1)
            #expect(rig.swipe.currentItemIndex == 0)
            #expect(rig.swipe.scrollOffset == 0)
        }
    }

    @Test func negativeCountIsZeroWithOneMessageNamingTheDataSource() {
        let rig = SwipeRig(count: -3, item: Self.item, view: Size(width: 300, height: 100))
        rig.swipe.reloadData()
        rig.swipe.setNeedsLayout()
        rig.host.advance(to: rig.clock.now)
        #expect(rig.swipe.numberOfItems == 0)
        #expect(rig.messages.count == 1)
        #expect(rig.messages.first?.contains("SwipeItems") == true && rig.messages.first?.contains("-3") == true)
    }

    @Test func zeroAndNaNItemSizesBecomeOnePoint() {
        for size in [Size.zero, Size(width: .nan, height: 100), Size(width: 100, height: -.infinity)] {
            let rig = SwipeRig(count: 10, item: size, view: Size(width: 300, height: 100))
            rig.log.itemSize = size
            rig.swipe.reloadData()
            rig.host.advance(to: rig.clock.now)
            let s = rig.swipe.itemSize
            #expect(s.width.isFinite && s.width >= 1 && s.height.isFinite && s.height >= 1)
            #expect(rig.swipe.container.frame.width.isFinite && rig.swipe.container.contentSize.width.isFinite)
            for v in rig.swipe.visibleItemViews { #expect(v.center.x.isFinite && v.center.y.isFinite) }
            rig.drag(from: 250, to: 100)
            rig.wait(1)
            #expect(rig.swipe.scrollOffset.isFinite)
        }
    }

    @Test func itemsPerPageBelowOneIsRefused() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 300, height: 100))
        rig.swipe.itemsPerPage = 0
        rig.swipe.itemsPerPage = -4
        #expect(rig.swipe.itemsPerPage == 1)
        #expect(rig.messages.count == 2 && rig.messages[0].contains("itemsPerPage 0"))
        rig.swipe.itemsPerPage = 3
        rig.swipe.itemsPerPage = 0
        #expect(rig.swipe.itemsPerPage == 3)
    }

    @Test func decelerationRateOutsideItsRangeIsRefusedWithAMessage() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 300, height: 100))
        rig.swipe.decelerationRate = 0.990
        for bad in [0.5, 1.0, 1.5, -0.998, .nan, .infinity] { rig.swipe.decelerationRate = bad }
        #expect(rig.swipe.decelerationRate == 0.990)
        #expect(rig.messages.count == 6)
        #expect(rig.messages.first?.contains("decelerationRate 0.5 refused") == true)
        #expect(rig.messages.allSatisfy { $0.contains("keeping 0.99") })
        rig.swipe.decelerationRate = 0.998
        #expect(rig.swipe.decelerationRate == 0.998 && rig.messages.count == 6)
    }

    @Test func aViewInUseElsewhereIsDetachedAndReused() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 300, height: 100)) {
            $0.isPagingEnabled = false
        }
        let elsewhere = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        rig.host.rootView.addSubview(elsewhere)
        rig.items.forcedView = elsewhere
        rig.swipe.scrollOffset = 4
        #expect(elsewhere.superview === rig.swipe.container)
        #expect(rig.swipe.visibleItemViews.filter { $0 === elsewhere }.count == 1)
        // The swipe view itself (an ancestor) becomes an empty view, with a message.
        rig.items.forcedView = rig.swipe
        rig.swipe.scrollOffset = 7
        #expect(rig.messages.contains { $0.contains("ancestor") })
        #expect(rig.swipe.superview === rig.host.rootView)
    }

    @Test func farOutOfRangeIndexesAndNonFiniteOffsets() {
        let rig = SwipeRig.paging(count: 10)
        rig.swipe.scrollToItem(at: .max, duration: 0)
        #expect(rig.swipe.currentItemIndex == 9)
        rig.swipe.scrollToItem(at: .min, duration: 0.2)
        rig.wait(0.5)
        #expect(rig.swipe.currentItemIndex == 0)
        rig.swipe.scrollOffset = .nan
        rig.swipe.scroll(byOffset: .infinity, duration: 0.3)
        rig.swipe.scroll(toOffset: -.infinity, duration: 0)
        rig.swipe.scroll(byNumberOfItems: .max, duration: 0)
        #expect(rig.swipe.currentItemIndex == 9)
        rig.swipe.currentPage = .min
        #expect(rig.swipe.currentItemIndex == 0)
        #expect(rig.messages.count == 3)
        let wrap = SwipeRig.paging(count: 10) { $0.isWrapEnabled = true }
        wrap.swipe.scrollToItem(at: .max, duration: 0)
        #expect(wrap.swipe.currentItemIndex == Int.max % 10)
        wrap.swipe.scrollToItem(at: -13, duration: 0)
        #expect(wrap.swipe.currentItemIndex == 7)
    }

    @Test func countChangingWithoutReloadIsPickedUpSafely() {
        let rig = SwipeRig.paging(count: 100)
        rig.swipe.scrollOffset = 50
        rig.items.count = 3
        #expect(rig.swipe.numberOfItems == 100)  // cached until refreshed
        rig.drag(from: 300, to: 200, steps: 5)
        rig.wait(1)
        rig.swipe.setNeedsLayout()
        rig.wait(1)
        #expect(rig.swipe.numberOfItems == 3)
        #expect(rig.swipe.currentItemIndex <= 2)
        #expect(rig.swipe.indexesForVisibleItems.allSatisfy { $0 < 3 })
    }
}
