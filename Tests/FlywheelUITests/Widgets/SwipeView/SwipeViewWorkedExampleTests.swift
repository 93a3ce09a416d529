import FlywheelCore
import Testing

@testable import FlywheelUI

/// The worked examples of the original's behaviour, number for number: viewport, content size,
/// page stops, loaded indexes, on-screen positions, taps, distances, targets and easing.
@Suite struct SwipeViewWorkedExampleTests {
    // MARK: 1. The Paging Example: 100 full-page items

    @Test func pagingExampleGeometryAndLoadedViews() {
        let rig = SwipeRig.paging()
        let swipe = rig.swipe
        #expect(swipe.itemSize == Size(width: 320, height: 480))
        #expect(swipe.container.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(swipe.container.contentSize.width == 32000)
        #expect(swipe.indexesForVisibleItems == [0])
        swipe.scrollOffset = 3.4
        #expect(swipe.indexesForVisibleItems == [3, 4])
        #expect(swipe.loadedItemViewCount == 2)
    }

    @Test func pagingExampleDefersLoadsOneBeforeAndTwoAfter() {
        let rig = SwipeRig.paging { $0.defersItemViewLoading = true }
        rig.swipe.currentItemIndex = 5
        #expect(rig.swipe.currentItemIndex == 5)
        #expect(rig.swipe.indexesForVisibleItems == [4, 5, 6, 7])
    }

    // MARK: 2. Content offsets: n 10, 100×100, centre, three per page, truncated

    static func contentOffsets(truncate: Bool) -> SwipeRig {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 320, height: 100)) {
            $0.alignment = .center
            $0.itemsPerPage = 3
            $0.truncateFinalPage = truncate
        }
        return rig
    }

    @Test func contentOffsetsGeometry() {
        let rig = Self.contentOffsets(truncate: true)
        let swipe = rig.swipe
        #expect(swipe.container.frame.minX == 10)
        #expect(swipe.container.frame.width == 300)
        #expect(swipe.container.contentSize.width == 1000)
        #expect(swipe.container.maximumOffset == 700)
        #expect(swipe.numberOfPages == 4)
        #expect(swipe.indexesForVisibleItems == [0, 1, 2, 3])
        swipe.scrollOffset = 3
        #expect(swipe.indexesForVisibleItems == [2, 3, 4, 5, 6])
    }

    @Test func contentOffsetsPageStopsByFling() {
        let rig = Self.contentOffsets(truncate: true)
        var stops: [Double] = []
        for _ in 0..<4 {
            rig.drag(from: 250, to: 150, steps: 5)
            rig.wait(2)
            stops.append(rig.swipe.scrollOffset)
        }
        #expect(stops.map { ($0 * 1000).rounded() / 1000 } == [3, 6, 7, 7])
        #expect(rig.swipe.currentItemIndex == 7)
        #expect(rig.swipe.currentPage == 3)
        rig.drag(from: 150, to: 250, steps: 5)
        rig.wait(2)
        #expect(abs(rig.swipe.scrollOffset - 6) < 1e-9)
    }

    @Test func contentOffsetsCurrentPageAndScrollToPage() {
        let rig = Self.contentOffsets(truncate: true)
        rig.swipe.currentItemIndex = 7
        #expect(rig.swipe.currentPage == 3)
        rig.swipe.scrollOffset = 0
        rig.swipe.scrollToPage(3, duration: 0)
        #expect(rig.swipe.currentItemIndex == 7)
    }

    @Test func contentOffsetsWithoutTruncateRoundToWholePages() {
        let rig = Self.contentOffsets(truncate: false)
        #expect(rig.swipe.container.contentSize.width == 1200)
        rig.swipe.scrollToPage(3, duration: 0)
        #expect(rig.swipe.scrollOffset == 9)
    }

    // MARK: 3. Edge, 200-wide items in a 320 view

    @Test func edgeContentSizeWithAndWithoutPaging() {
        func rig(paging: Bool, truncate: Bool) -> SwipeRig {
            SwipeRig(count: 5, item: Size(width: 200, height: 100), view: Size(width: 320, height: 100)) {
                $0.isPagingEnabled = paging
                $0.truncateFinalPage = truncate
            }
        }
        #expect(rig(paging: false, truncate: false).swipe.container.contentSize.width == 5 * 200 - 120)
        let whole = rig(paging: true, truncate: false)
        #expect(whole.swipe.container.contentSize.width == 1000)
        whole.swipe.scrollToItem(at: 99, duration: 0)
        #expect(whole.swipe.scrollOffset == 4)
        let truncated = rig(paging: true, truncate: true)
        #expect(truncated.swipe.container.contentSize.width == 880)
        truncated.swipe.scrollToItem(at: 4, duration: 0)
        #expect(abs(truncated.swipe.scrollOffset - 3.4) < 1e-9)
        // The last item then ends flush with the right edge.
        #expect(abs((truncated.screenX(of: 4) ?? 0) - 120) < 1e-9)
    }

    // MARK: 4. Wrap, centre, 5 items of 100 in 320

    static func wrapCentre() -> SwipeRig {
        SwipeRig(count: 5, item: Size(width: 100, height: 100), view: Size(width: 320, height: 100)) {
            $0.isWrapEnabled = true
            $0.alignment = .center
        }
    }

    @Test func wrapCentrePlacement() throws {
        let rig = Self.wrapCentre()
        let swipe = rig.swipe
        #expect(swipe.container.frame.minX == 110)
        #expect(swipe.container.contentSize.width == 1500)
        #expect(swipe.container.axisOffset == 500)
        #expect(swipe.indexesForVisibleItems == [0, 1, 2, 3, 4])
        let xs = try [3, 4, 0, 1, 2].map { try #require(rig.screenX(of: $0)) }
        #expect(xs == [-90, 10, 110, 210, 310])
    }

    @Test func wrapCentreOffsetStaysInTheMiddleThird() {
        let rig = Self.wrapCentre()
        for k in 0..<12 {
            rig.drag(from: 250, to: 150, steps: 5)
            rig.wait(1)
            let co = rig.swipe.container.axisOffset
            #expect(co >= 500 && co < 1000)
            #expect(rig.swipe.currentItemIndex == (k + 1) % 5)
        }
    }

    @Test func wrapCentreTapsByGeometry() {
        let rig = Self.wrapCentre()
        rig.tap(260, 50)
        rig.tap(60, 50)
        #expect(rig.log.events.filter { $0.hasPrefix("didSelect") } == ["didSelectItemAt:1", "didSelectItemAt:4"])
    }

    // MARK: 5. Shortest distances

    @Test func minScrollDistanceGoesTheShortWayRound() {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 100, height: 100)) {
            $0.isWrapEnabled = true
        }
        #expect(rig.swipe.minScrollDistance(from: 1, to: 9) == -2)
        #expect(rig.swipe.minScrollDistance(from: 9, to: 1) == 2)
        #expect(rig.swipe.minScrollDistance(from: 0, to: 5) == 5)
    }

    // MARK: 6. scroll(byNumberOfItems:) targets

    @Test func scrollByNumberOfItemsTargets() {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
        }
        func target(from start: Double, by k: Int) -> Double {
            rig.swipe.scrollOffset = start
            rig.swipe.scroll(byNumberOfItems: k, duration: 1.4)
            rig.wait(1.5)
            return rig.swipe.scrollOffset
        }
        #expect(abs(target(from: 2.3, by: 3) - 5) < 1e-9)
        #expect(abs(target(from: 2.3, by: -3) - 0) < 1e-9)
        #expect(abs(target(from: 1.0, by: -3) - 0) < 1e-9)
        #expect(abs(target(from: 2.3, by: 0) - 2) < 1e-9)
    }

    // MARK: 7. Easing

    @Test func layoutSnapEasesWithTheCubic() {
        let rig = SwipeRig.paging()
        rig.swipe.scrollOffset = 0.4
        rig.swipe.setNeedsLayout()
        rig.host.advance(to: rig.clock.now)
        #expect(rig.swipe.isScrolling)
        rig.clock.advance(by: 0.0625)
        rig.host.advance(to: rig.clock.now)
        #expect(abs(rig.swipe.scrollOffset - 0.375) < 1e-9)
        #expect(EasedMove.ease(0.25) == 0.0625 && EasedMove.ease(0.5) == 0.5 && EasedMove.ease(0.75) == 0.9375)
        rig.wait(0.3)
        #expect(rig.swipe.scrollOffset == 0 && !rig.swipe.isScrolling)
    }
}
