import FlywheelCore
import Testing

@testable import FlywheelUI

/// One test per regression the original's release notes fixed, and one per quirk decision.
@Suite struct SwipeViewRegressionTests {
    static let item = Size(width: 100, height: 100)

    // MARK: Release notes

    @Test func scaledAndRotatedViewsLayOutByBounds() {
        let plain = SwipeRig.paging()
        let scaled = SwipeRig.paging {
            $0.transform = Transform(scaleX: 0.5, y: 0.5).concatenating(Transform(rotation: 0.3))
        }
        #expect(scaled.swipe.container.frame == plain.swipe.container.frame)
        #expect(scaled.swipe.container.contentSize == plain.swipe.container.contentSize)
        scaled.swipe.scrollOffset = 2.5
        #expect(scaled.swipe.indexesForVisibleItems == [2, 3])
    }

    @Test func reloadDataKeepsTheScrollPosition() {
        let rig = SwipeRig.paging()
        rig.swipe.scrollOffset = 7
        rig.swipe.reloadData()
        rig.host.advance(to: rig.clock.now)
        #expect(rig.swipe.currentItemIndex == 7 && rig.swipe.indexesForVisibleItems == [7])
    }

    @Test func togglingWrapKeepsThePosition() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 300, height: 100)) { $0.alignment = .center }
        rig.swipe.scrollOffset = 6
        rig.swipe.isWrapEnabled = true
        #expect(rig.swipe.scrollOffset == 6 && rig.swipe.container.axisOffset == 1600)
        rig.swipe.isWrapEnabled = false
        #expect(rig.swipe.scrollOffset == 6 && rig.swipe.container.axisOffset == 600)
    }

    @Test func crossAxisOffsetStaysZero() {
        let rig = SwipeRig.paging()
        rig.pointer(.down, 300, 100)
        for k in 1...5 { rig.pointer(.move, 300 - 20 * Double(k), 100 + 30 * Double(k)) }
        rig.pointer(.up, 200, 250)
        rig.wait(1.5)
        #expect(rig.swipe.container.contentOffset.y == 0)
    }

    @Test func autoscrollRunsWhileAFingerIsDownElsewhere() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isWrapEnabled = true
            $0.isPagingEnabled = false
        }
        let button = Button(title: "x", frame: Rect(x: 0, y: 125, width: 30, height: 14))
        rig.host.rootView.addSubview(button)
        rig.swipe.autoscroll = -2
        rig.pointer(.down, 10, 130)
        rig.wait(1)
        #expect(button.isTracking)
        #expect(abs(rig.swipe.scrollOffset - 2) < 0.05)
        rig.pointer(.up, 10, 130)
    }

    @Test func zeroSizedViewDoesNotCrash() {
        let rig = SwipeRig(count: 10, item: Self.item, view: .zero)
        #expect(rig.swipe.itemSize.width >= 1)
        rig.swipe.scrollOffset = 3
        #expect(rig.swipe.currentItemIndex <= 9)
    }

    @Test func wrapEdgeLeavesNoGaps() {
        let rig = SwipeRig(count: 6, item: Self.item, view: Size(width: 320, height: 100)) {
            $0.isWrapEnabled = true
            $0.isPagingEnabled = false
        }
        for k in 0..<60 {
            rig.swipe.scrollOffset = Double(k) * 0.1
            let spans = rig.swipe.indexesForVisibleItems.compactMap { rig.screenX(of: $0) }
            for x in stride(from: 0.0, to: 320, by: 10) {
                let covered = spans.contains { x >= $0 - 1e-6 && x < $0 + 100 - 1e-6 }
                #expect(covered, "gap at \(x), offset \(rig.swipe.scrollOffset)")
            }
        }
    }

    @Test func noItemViewsBeforeTheFirstLayoutPass() {
        let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let items = SwipeItems(count: 100, size: Size(width: 320, height: 480))
        swipe.dataSource = items
        #expect(swipe.container.subviews.isEmpty && swipe.loadedItemViewCount == 0)
        swipe.layoutIfNeeded()
        #expect(swipe.indexesForVisibleItems == [0])
    }

    @Test func defersReallyDefersAndLeavesNoBlankPage() {
        let rig = SwipeRig.paging { $0.defersItemViewLoading = true }
        var scrolls = 0
        rig.pointer(.down, 310, 100)
        for x in stride(from: 290.0, through: -300, by: -10) {
            rig.pointer(.move, x, 100)
            scrolls += 1
            let s = rig.swipe.scrollOffset
            for index in Set([Int(s.rounded(.down)), Int(s.rounded(.up))]) {
                #expect(rig.swipe.itemView(at: index) != nil, "item \(index) missing at offset \(s)")
            }
        }
        rig.pointer(.up, -300, 100)
        #expect(rig.log.events.filter { $0 == "didScroll" }.count >= scrolls)
    }

    @Test func defersUsesTheShortestDistanceRoundTheRing() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isWrapEnabled = true
            $0.isPagingEnabled = false
            $0.defersItemViewLoading = true
        }
        rig.swipe.scrollOffset = 9.6
        #expect(rig.swipe.currentItemIndex == 0)
        rig.log.events.removeAll()
        rig.pointer(.down, 50, 50)
        rig.pointer(.move, 20, 50)
        rig.pointer(.move, 0, 50)
        // 0.2 items past the last update point (0 = 10): no index update.
        #expect(!rig.log.events.contains { $0.hasPrefix("currentItemIndexDidChange") })
        rig.pointer(.up, 0, 50)
    }

    @Test func currentItemIndexRightAfterCreationStillDragsBack() {
        let swipe = SwipeView(frame: Rect(x: 20, y: 20, width: 320, height: 480))
        let items = SwipeItems(count: 20, size: Size(width: 320, height: 480))
        swipe.dataSource = items
        swipe.currentItemIndex = 5
        let rig = SwipeRig.paging()
        rig.swipe.removeFromSuperview()
        rig.host.rootView.addSubview(swipe)
        rig.host.advance(to: rig.clock.now)
        #expect(swipe.currentItemIndex == 5)
        rig.pointer(.down, 100, 100)
        for k in 1...5 { rig.pointer(.move, 100 + 20 * Double(k), 100) }
        rig.pointer(.up, 200, 100)
        rig.wait(1.5)
        #expect(swipe.currentItemIndex == 4)
    }

    @Test func scrollToItemHasNoOffByOne() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 320, height: 100))
        rig.swipe.scrollToItem(at: 3, duration: 0)
        #expect(rig.swipe.scrollOffset == 3 && rig.screenX(of: 3) == 0)
    }

    @Test func fewerItemsThanSlots() {
        let rig = SwipeRig(count: 2, item: Self.item, view: Size(width: 320, height: 100)) {
            $0.isPagingEnabled = false
        }
        #expect(rig.swipe.indexesForVisibleItems == [0, 1])
    }

    // MARK: Quirk decisions

    @Test func decelerationRateDefaultsToNormal() {
        #expect(SwipeView().decelerationRate == 0.998)
    }

    @Test func positiveAutoscrollDecreasesTheOffsetAndStartsWithoutAJump() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
        }
        rig.swipe.scrollOffset = 5
        rig.wait(3)  // the clock runs before autoscroll starts: no catch-up
        rig.swipe.autoscroll = 1
        rig.wait(1)
        #expect(abs(rig.swipe.scrollOffset - 4) < 0.05)
        rig.swipe.autoscroll = 0
        rig.wait(1)
        #expect(abs(rig.swipe.scrollOffset - 4) < 0.05)
    }

    @Test func outOfRangeOffsetsAreClamped() {
        let rig = SwipeRig.paging(count: 10)
        rig.swipe.currentItemIndex = 50
        #expect(rig.swipe.currentItemIndex == 9 && rig.swipe.scrollOffset == 9)
        rig.swipe.scrollOffset = -3
        #expect(rig.swipe.scrollOffset == 0)
        rig.swipe.scrollOffset = 8
        rig.items.count = 4
        rig.swipe.reloadData()
        #expect(rig.swipe.scrollOffset == 3)
    }

    @Test func layoutPassAtRestFiresNothing() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.swipe.setNeedsLayout()
        rig.wait(0.5)
        #expect(rig.log.events.isEmpty && !rig.swipe.isScrolling)
    }

    @Test func defersRefreshesTheIndexWhenAnAnimationEnds() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
            $0.defersItemViewLoading = true
        }
        rig.swipe.scroll(byOffset: 0.7, duration: 0.3)
        rig.wait(0.5)
        #expect(rig.swipe.currentItemIndex == 1)
    }

    @Test func measuringInsertsNothingAndPoolsTheView() {
        let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let items = SwipeItems(count: 10, size: Size(width: 320, height: 480))
        swipe.dataSource = items
        #expect(swipe.itemSize == Size(width: 320, height: 480))
        #expect(swipe.container.subviews.isEmpty && swipe.reusePoolCount == 1)
        swipe.layoutIfNeeded()
        #expect(items.madeViews == 1)
    }

    @Test func wrapCentreUsesIntegerHalf() {
        let rig = SwipeRig(count: 5, item: Self.item, view: Size(width: 500, height: 100)) {
            $0.isWrapEnabled = true
            $0.alignment = .center
        }
        // n/2 = 2: item 2 (offset +2) stays right, item 3 (offset +3) moves left.
        #expect(rig.swipe.offsetForItem(at: 2) == 2 && rig.swipe.offsetForItem(at: 3) == -2)
    }

    @Test func tapsBesideThePageHitTheTopmostItem() {
        let rig = SwipeRig(count: 5, item: Self.item, view: Size(width: 320, height: 100)) { $0.alignment = .center }
        let top = View(frame: Rect(x: -100, y: 0, width: 100, height: 100))
        rig.swipe.container.addSubview(top)
        #expect(rig.swipe.hitTest(Point(x: 60, y: 50)) === rig.swipe.container)
        rig.swipe.delaysContentTouches = false
        #expect(rig.swipe.hitTest(Point(x: 60, y: 50)) === top)
        #expect(rig.swipe.hitTest(Point(x: 5, y: 50)) === rig.swipe.container)
    }

    @Test func autoscrollResumesAfterReparenting() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isWrapEnabled = true
            $0.isPagingEnabled = false
        }
        rig.swipe.autoscroll = -1
        rig.wait(1)
        rig.swipe.removeFromSuperview()
        rig.wait(1)
        rig.host.rootView.addSubview(rig.swipe)
        rig.wait(1)
        #expect(abs(rig.swipe.scrollOffset - 2) < 0.05)
    }

    @Test func numberOfItemsIsACache() {
        let rig = SwipeRig.paging(count: 10)
        rig.items.count = 20
        #expect(rig.swipe.numberOfItems == 10)
        rig.swipe.scrollOffset = 1
        #expect(rig.swipe.numberOfItems == 20)
    }
}
