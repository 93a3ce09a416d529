import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// `ViewHost.animate`: progress by the clock at any frame rate, one completion per animation
/// (false when cancelled), and curves that start at 0 and end at 1.
@Suite struct AnimationTests {
    @Test func progressFollowsTheClockNotTheFrameCount() {
        for fps in [30.0, 60, 240] {
            let t = TestHost()
            var seen = 0.0
            t.host.animate(duration: 0.5, curve: .easeOut, update: { seen = $0 })
            t.wait(0.25, fps: fps)
            #expect(abs(seen - AnimationCurve.easeOut.value(at: 0.5)) < 1e-9)
        }
    }

    @Test func completionRunsOnceWithTrueAndCancelGivesFalse() {
        let t = TestHost()
        var results: [Bool] = []
        t.host.animate(duration: 0.1, update: { _ in }, completion: { results.append($0) })
        let token = t.host.animate(duration: 1, update: { _ in }, completion: { results.append($0) })
        t.wait(0.2)
        t.host.cancelAnimation(token)
        t.wait(1)
        #expect(results == [true, false])
    }

    @Test func curvesStartAtZeroAndEndAtOne() {
        let curves: [AnimationCurve] = [
            .linear, .easeIn, .easeOut, .easeInOut,
            .spring(dampingRatio: 0.8, initialVelocity: 7), .spring(dampingRatio: 1, initialVelocity: 0),
        ]
        for c in curves {
            #expect(abs(c.value(at: 0, duration: 0.25)) < 1e-9)
            #expect(c.value(at: 1, duration: 0.25) == 1)
            #expect(c.value(at: .nan) == 1)
        }
        // An underdamped spring with a push overshoots before it settles.
        let s = AnimationCurve.spring(dampingRatio: 0.5, initialVelocity: 10)
        #expect((1...99).map { s.value(at: Double($0) / 100, duration: 0.3) }.max()! > 1)
    }
}
