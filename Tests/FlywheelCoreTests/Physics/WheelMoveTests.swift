import Testing

@testable import FlywheelCore

@Suite struct WheelMoveTests {
    @Test func movesTheShorterWayRoundAndLandsExactly() {
        var wheel = WheelPhysics(itemCount: 12, position: 1)
        let landing = wheel.move(to: 11, at: 0)
        #expect(landing?.position == -1)  // 1 → -1 (two items back), not 1 → 11
        #expect(wheel.sample(at: 5).position == -1 && wheel.sample(at: 5).phase == .idle)
    }

    @Test func goesToADisabledItemWhenAskedFromCode() {
        var wheel = WheelPhysics(itemCount: 5, position: 0)
        wheel.setEnabled(false, item: 3)
        #expect(wheel.move(to: 3, at: 0)?.item == 3)
    }

    @Test func refusesBadItemsAndStartsFromTheCurrentVelocity() {
        var wheel = WheelPhysics(itemCount: 5, position: 0)
        #expect(wheel.move(to: 7, at: 0) == nil)
        #expect(wheel.move(to: -1, at: 0) == nil)
        wheel.spin(velocity: 10, at: 0)
        let v = wheel.sample(at: 0.2).velocity
        wheel.move(to: 2, at: 0.2)
        #expect(abs(wheel.sample(at: 0.2).velocity - v) < 1e-9)  // no jump in speed
    }
}
