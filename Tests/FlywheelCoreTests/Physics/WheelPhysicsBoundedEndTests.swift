import Testing

@testable import FlywheelCore

/// `WheelRules.boundedEnd`: a bounded wheel whose last resting place is short of the last
/// detent (a scroller's partial final page).
@Suite struct WheelPhysicsBoundedEndTests {
    static func wheel(paging: Bool) -> WheelPhysics {
        var w = WheelPhysics(itemCount: 4, wraps: false)
        w.rules.boundedEnd = 7.0 / 3
        w.rules.paging = paging
        w.setItems(count: 4, at: 0)
        return w
    }

    @Test func rangeClampAndNearestRestEndAtTheBoundedEnd() {
        var w = Self.wheel(paging: false)
        w.setPosition(9, at: 0)
        #expect(w.restPosition == 7.0 / 3)
        #expect(w.nearestRestingPosition(to: 2.2) == 7.0 / 3)
        #expect(w.nearestRestingPosition(to: 2.1) == 2)
        #expect(w.nearestRestingPosition(to: 1.6) == 2)
    }

    @Test func pagingFromThePartialEndGoesBackOneWholeDetent() {
        var w = Self.wheel(paging: true)
        w.setPosition(7.0 / 3, at: 0)
        w.beginDrag(.items(0), at: 0)
        w.drag(.items(-0.1), at: 0.02)
        w.drag(.items(-0.2), at: 0.04)
        let landing = w.endDrag(at: 0.05, pointsPerItem: 300)
        #expect(landing?.position == 2)
    }

    @Test func stepsReachTheEndAndComeBackToTheLastWholeDetent() {
        var w = Self.wheel(paging: true)
        w.setPosition(2, at: 0)
        #expect(w.step(by: 1, at: 0)?.position == 7.0 / 3)
        w.setPosition(7.0 / 3, at: 1)
        #expect(w.step(by: -1, at: 1)?.position == 2)
    }

    @Test func withoutBoundedEndNothingChanges() {
        var w = WheelPhysics(itemCount: 4, wraps: false)
        w.setPosition(9, at: 0)
        #expect(w.restPosition == 3)
        #expect(w.nearestRestingPosition(to: 2.6) == 3)
    }
}
