import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The rating control to a reader: "3 of 5 stars", stepped by a star, the stars as children.
@Suite struct RatingAccessibilityTests {
    @Test func anIncrementSaysFourOfFiveStarsAndFlaresAsAKeyDoes() {
        let t = TestHost()
        let log = t.recordAccessibility()
        let rating = RatingControl()
        rating.value = 3
        t.host.rootView.addSubview(rating)
        #expect(rating.accessibilityRole == .adjustable)
        #expect(rating.accessibilityValue == "3 of 5 stars")
        #expect(rating.performAccessibilityAction(.increment))
        #expect(rating.value == 4)
        #expect(rating.accessibilityValue == "4 of 5 stars")
        #expect(log.lines == ["valueChanged Rating = 4 of 5 stars"])
        #expect(t.log == ["valueChanged"])
        t.wait(0.05)
        #expect(rating.flareFrames[3] != .rest)  // star 4 flares, as after a key
        #expect(rating.performAccessibilityAction(.decrement))
        #expect(rating.performAccessibilityAction(.decrement))
        #expect(rating.accessibilityValue == "2 of 5 stars")
        rating.value = 5
        #expect(rating.performAccessibilityAction(.increment))  // at the end: nothing moves
        #expect(rating.value == 5 && t.log.count == 3)
    }

    @Test func theStarsAreChildrenLitUpToTheValue() {
        let t = TestHost()
        let rating = RatingControl(starCount: 4)
        rating.value = 2
        rating.frame = Rect(origin: Point(x: 10, y: 10), size: rating.bounds.size)
        t.host.rootView.addSubview(rating)
        let stars = rating.accessibilityNodeChildren
        #expect(stars.map { $0.accessibilityLabel ?? "" } == ["1 star", "2 stars", "3 stars", "4 stars"])
        #expect(stars.map { $0.accessibilityStates.contains(.selected) } == [true, true, false, false])
        #expect(stars[0].accessibilityFrameInWindow == rating.starFrame(1).offsetBy(dx: 10, dy: 10))
        #expect(stars[3].performAccessibilityAction(.activate))
        #expect(rating.value == 4 && t.log == ["valueChanged"])
        rating.isRightToLeft = true
        #expect(rating.accessibilityNodeChildren[0].accessibilityFrameInWindow.minX > 100)  // star 1 at the right
        #expect(RatingControl(starCount: 1).accessibilityValue == "1 of 1 star")
    }
}
