import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A rating row takes the window's layout direction; its old `isRightToLeft` switch still works
/// (forcing right to left, or going back to the inherited direction).
@Suite struct RatingRightToLeftTests {
    static func rig(_ direction: LayoutDirection) -> (TestHost, RatingControl) {
        let t = TestHost()
        t.host.layoutDirection = direction
        let r = RatingControl(starCount: 5)
        r.frame = Rect(origin: Point(x: 0, y: 100), size: r.frame.size)
        t.host.rootView.addSubview(r)
        return (t, r)
    }

    @Test func inARightToLeftWindowStarOneIsAtTheRight() {
        let (t, r) = Self.rig(.rightToLeft)
        #expect(r.isRightToLeft)
        #expect(r.starFrame(1).maxX == r.bounds.maxX - 8 && r.starFrame(5).minX == 8)
        // Mirrored input: the star at the leading end is star 1, and Left steps up.
        t.pointer(.down, r.bounds.width - 28, 120)
        t.pointer(.up, r.bounds.width - 28, 120)
        #expect(r.value == 1)
        t.key(.left)
        #expect(r.value == 2)
    }

    @Test func theOldSwitchForcesAndReleases() {
        let (t, r) = Self.rig(.leftToRight)
        #expect(!r.isRightToLeft && r.starFrame(1).minX == 8)
        r.isRightToLeft = true
        #expect(r.layoutDirection == .forceRightToLeft && r.starFrame(1).maxX == r.bounds.maxX - 8)
        r.isRightToLeft = false
        #expect(r.layoutDirection == .inherited && !r.isRightToLeft)
        t.host.layoutDirection = .rightToLeft
        #expect(r.isRightToLeft)  // inherited again
        r.layoutDirection = .forceLeftToRight
        #expect(!r.isRightToLeft && r.starFrame(1).minX == 8)
    }
}
