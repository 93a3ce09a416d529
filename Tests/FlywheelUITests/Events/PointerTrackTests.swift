import FlywheelCore
import Testing

@testable import FlywheelUI

/// The one record of a followed finger: a tap until it travels past its slop, then a drag.
@Suite struct PointerTrackTests {
    @Test func aPressBecomesADragOnceFartherThanItsSlop() {
        var track = PointerTrack(pointerID: 3, start: Point(x: 10, y: 10), startTime: 2)
        var crossings: [Bool] = []
        for x in [14.0, 16, 16.5, 40] {  // 16 is exactly 6 away: still a tap
            crossings.append(track.move(to: Point(x: x, y: 10), beyond: PointerSlop.tap))
        }
        #expect(crossings == [false, false, true, false])  // reported once, on the move past the slop
        #expect(track.isDrag)
    }

    @Test func theScrollersSlopIsReachedAtItsDistance() {
        var track = PointerTrack(pointerID: 0, start: .zero, startTime: 0)
        let short = track.move(to: Point(x: 6, y: 7.9), reaching: PointerSlop.scroll)
        let reached = track.move(to: Point(x: 6, y: 8), reaching: PointerSlop.scroll)
        #expect(!short && reached)
    }
}
