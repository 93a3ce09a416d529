import FlywheelCore
import Testing

@testable import FlywheelUI

/// A swipe view laid out right to left: item 0 at the right, the next page coming from the
/// left, a drag toward the leading side (the right) paging forward, Left going forward, item
/// content not mirrored; forced left to right it stays as drawn.
@Suite struct SwipeViewRightToLeftTests {
    /// Items 100 wide in a 300-wide view, edge-aligned, not paging: three show at once.
    static func strip(_ direction: LayoutDirection, configure: (SwipeView) -> Void = { _ in }) -> SwipeRig {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100)) {
            configure($0)
        }
        rig.host.layoutDirection = direction
        rig.host.advance(to: rig.clock.now)
        return rig
    }

    @Test func itemZeroIsAtTheRightAndTheRestRunLeft() {
        let rig = Self.strip(.rightToLeft)
        #expect(rig.screenX(of: 0) == 200)
        #expect(rig.screenX(of: 1) == 100)
        #expect(rig.screenX(of: 2) == 0)
        // Item views are not mirrored: their own x still runs left to right on the screen.
        let v = rig.swipe.itemView(at: 0)!
        #expect(v.convert(Point(x: 10, y: 0), to: rig.swipe).x == 210)
        let ltr = Self.strip(.leftToRight)
        #expect(ltr.screenX(of: 0) == 0 && ltr.screenX(of: 2) == 200)
    }

    @Test func aDragTowardTheLeadingSideMeansTheSameBothWays() {
        var offsets: [Double] = []
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let rig = Self.strip(direction)
            // 150 pt toward the leading side, slowly, then held: no fling.
            let (from, to) = direction == .rightToLeft ? (50.0, 200.0) : (250.0, 100.0)
            rig.drag(from: from, to: to, steps: 15, dt: 0.05, hold: 0.3)
            rig.wait(2)
            offsets.append(rig.swipe.scrollOffset)
        }
        #expect(offsets[0] == 1, "\(offsets)")  // 1.4 items dragged, then settled on item 1
        #expect(abs(offsets[0] - offsets[1]) < 1e-9, "\(offsets)")
    }

    @Test func pagingTheNextPageComesFromTheLeft() {
        let rig = SwipeRig.paging(count: 5)
        rig.host.layoutDirection = .rightToLeft
        rig.host.advance(to: rig.clock.now)
        rig.swipe.scrollToItem(at: 1, duration: 0.3)
        rig.wait(0.15)
        // Half way: item 1 is coming in from the left edge, item 0 leaving at the right.
        let x1 = rig.screenX(of: 1)!, x0 = rig.screenX(of: 0)!
        #expect(x1 < 0 && x0 > 0 && abs(x0 - x1 - 320) < 1e-6)
        rig.wait(1)
        #expect(rig.screenX(of: 1) == 0)
    }

    @Test func arrowKeysGoTheWayTheyPoint() {
        let rig = SwipeRig.paging(count: 5)
        rig.host.layoutDirection = .rightToLeft
        rig.host.advance(to: rig.clock.now)
        rig.host.setFocus(rig.swipe.container)
        SwipeViewInputTests.key(rig, .left)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 1)  // the page to the left: the next one
        SwipeViewInputTests.key(rig, .right)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 0)
    }

    @Test func aTapSelectsTheItemDrawnUnderIt() {
        let rig = Self.strip(.rightToLeft)
        rig.log.events.removeAll()
        rig.tap(250, 50)
        #expect(rig.log.events == ["shouldSelectItemAt:0", "didSelectItemAt:0"])
        rig.log.events.removeAll()
        rig.tap(50, 50)
        #expect(rig.log.events == ["shouldSelectItemAt:2", "didSelectItemAt:2"])
    }

    @Test func forcedLeftToRightStaysAsDrawn() {
        let rig = Self.strip(.rightToLeft) { $0.layoutDirection = .forceLeftToRight }
        #expect(rig.screenX(of: 0) == 0 && rig.screenX(of: 1) == 100)
        #expect(rig.swipe.container.transform.isIdentity)
    }

    @Test func switchingDirectionKeepsTheCurrentItem() {
        let rig = SwipeRig.paging(count: 5)
        rig.swipe.currentItemIndex = 2
        rig.host.advance(to: rig.clock.now)
        rig.host.layoutDirection = .rightToLeft
        rig.wait(1)
        #expect(rig.swipe.currentItemIndex == 2 && rig.screenX(of: 2) == 0)
    }
}
