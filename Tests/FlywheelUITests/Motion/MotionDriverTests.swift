import FlywheelCore
import Testing

@testable import FlywheelUI

/// The one motion driver: its clock, its crossing stream and the domains widgets build on.
@Suite struct MotionDriverTests {
    /// Runs frames at `fps` from `start` to `end` and returns every crossing reported.
    private func frames(_ driver: MotionDriver, from start: Double, to end: Double, fps: Double) {
        var t = start
        while t < end {
            t = min(end, t + 1 / fps)
            driver.advance(to: t)
        }
    }

    private func flung(fps: Double) -> (crossings: [MotionDriver.Crossing], rest: WheelLanding?) {
        let driver = MotionDriver(itemCount: 12, wraps: true)
        var crossings: [MotionDriver.Crossing] = []
        var rest: WheelLanding?
        driver.onCrossing = { crossings.append($0) }
        driver.onRest = { landing, _ in rest = landing }
        driver.beginDrag(.items(0), at: 0)
        for i in 1...6 { driver.drag(.items(Double(i) * 0.4), at: Double(i) * 0.01) }
        driver.endDrag(at: 0.06, pointsPerItem: 40)
        frames(driver, from: 0.06, to: 6, fps: fps)
        return (crossings, rest)
    }

    /// A detent of three items (a page) with `crossingSubdivisions = 3` reports every item: a
    /// move, a drag and a drift, the move's crossings at the same times at any frame rate.
    @Test func subdividedDetentsReportEveryItemPassed() throws {
        var seen: [[Double]] = []
        for fps in [24.0, 60, 240] {
            let driver = MotionDriver(itemCount: 4, wraps: false)
            driver.crossingSubdivisions = 3
            var crossings: [MotionDriver.Crossing] = []
            driver.onCrossing = { crossings.append($0) }
            driver.animate(to: 3, duration: 0.5, fromCode: true, at: 0)
            frames(driver, from: 0, to: 1, fps: fps)
            #expect(crossings.map(\.detent.item) == Array(1...9), "at \(fps) fps")
            #expect(crossings.map(\.detent.position) == (1...9).map { Double($0) - 0.5 })
            seen.append(crossings.map(\.time))
            crossings.removeAll()
            driver.beginDrag(.items(0), at: 2)
            driver.drag(.items(-1), at: 2.1)
            #expect(crossings.map(\.detent.item) == [8, 7, 6] && crossings.allSatisfy { $0.time == 2.1 })
        }
        for times in seen.dropFirst() {
            for (a, b) in zip(times, seen[0]) { #expect(abs(a - b) < 1e-9) }
        }
        let driver = MotionDriver(itemCount: 4, wraps: false)
        driver.crossingSubdivisions = 0  // ignored
        #expect(driver.crossingSubdivisions == 1)
    }

    /// A fling at the feel's fastest (100,000 items/s, barely slowing: `harness fuzz --seed 1`
    /// case 18909 froze the feel lab on it, each of millions of crossings reported) reports at
    /// most `maximumCrossingsPerAdvance` a frame, the last crossed item last; the wheel is where
    /// the closed form puts it.
    @Test func aFlingFasterThanAnyoneCanSeeReportsABoundedNumberOfCrossingsAFrame() throws {
        var feel = FeelParameters.ios
        feel.decelerationRatePerMillisecond = 0.99999
        feel.maximumFlingSpeedItemsPerSecond = 100_000
        feel.flingGain = 100
        let driver = MotionDriver(itemCount: 20, wraps: true)
        try driver.setFeel(feel)
        var perFrame: [Int] = [], crossings: [MotionDriver.Crossing] = []
        driver.onCrossing = { crossings.append($0) }
        driver.beginDrag(.items(0), at: 0)
        for i in 1...6 { driver.drag(.items(Double(i) * 10), at: Double(i) * 0.01) }
        driver.endDrag(at: 0.06, pointsPerItem: 1)
        #expect(driver.velocity > 10_000, "\(driver.velocity) items/s")
        var t = 0.06
        for _ in 0..<60 {
            crossings.removeAll()
            t += 1 / 30.0
            driver.advance(to: t)
            perFrame.append(crossings.count)
            let last = try #require(crossings.last)
            #expect(last.detent.item == driver.item, "the item at the top is the last one reported")
            #expect(
                zip(crossings, crossings.dropFirst()).allSatisfy {
                    $0.time <= $1.time && $0.detent.position < $1.detent.position
                })
        }
        #expect(perFrame.allSatisfy { $0 == MotionDriver.maximumCrossingsPerAdvance }, "\(perFrame)")
        #expect(driver.isActive)
    }

    @Test func theSameFlingGivesTheSameCrossingsAtTheSameTimesAtAnyFrameRate() throws {
        let reference = flung(fps: 60)
        #expect(reference.crossings.count > 5)
        for fps in [30.0, 144, 240] {
            let other = flung(fps: fps)
            #expect(other.crossings.map(\.detent) == reference.crossings.map(\.detent))
            for (a, b) in zip(other.crossings, reference.crossings) { #expect(abs(a.time - b.time) < 1e-6) }
            #expect(other.rest == reference.rest)
        }
        // In order, each later than the one before, every item once in turn.
        let times = reference.crossings.map(\.time)
        #expect(times == times.sorted())
        let items = reference.crossings.map(\.detent.item)
        for (a, b) in zip(items, items.dropFirst()) { #expect(b == (a + 1) % 12) }
    }

    @Test func theLandingIsKnownAtReleaseAndTheRestReportsIt() throws {
        let driver = MotionDriver(itemCount: 20, wraps: true)
        var rests: [(WheelLanding, Bool)] = []
        driver.onRest = { rests.append(($0, $1)) }
        driver.beginDrag(.items(0), at: 0)
        driver.drag(.items(1), at: 0.02)
        driver.drag(.items(2), at: 0.04)
        let landing = try #require(driver.endDrag(at: 0.05, pointsPerItem: 30))
        #expect(driver.landing == landing && driver.isMoving)
        driver.advance(to: landing.restTime + 0.01)
        #expect(rests.count == 1 && rests[0].0 == landing && rests[0].1 == false)
        #expect(driver.position == landing.position && !driver.isActive && driver.landing == nil)
    }

    @Test func aMoveFromCodeIsMarkedAndAJumpReportsNothing() {
        let driver = MotionDriver(itemCount: 10, wraps: false)
        var crossings: [MotionDriver.Crossing] = []
        var rests: [Bool] = []
        driver.onCrossing = { crossings.append($0) }
        driver.onRest = { _, fromCode in rests.append(fromCode) }
        driver.move(to: 4, fromCode: true, at: 0)
        frames(driver, from: 0, to: 2, fps: 60)
        #expect(crossings.map(\.detent.item) == [1, 2, 3, 4] && crossings.allSatisfy { !$0.isFromUser })
        #expect(rests == [true])
        crossings.removeAll()
        driver.jump(to: 9, at: 2)
        #expect(driver.position == 9 && crossings.isEmpty)
        driver.step(by: -2, at: 2.5)
        frames(driver, from: 2.5, to: 4, fps: 60)
        #expect(crossings.map(\.detent.item) == [8, 7] && crossings.allSatisfy(\.isFromUser))
        #expect(rests == [true, false])
    }

    @Test func dragsReportEveryDetentPassedAtTheEventsTime() {
        let driver = MotionDriver(itemCount: 12, wraps: true)
        var crossings: [MotionDriver.Crossing] = []
        driver.onCrossing = { crossings.append($0) }
        driver.beginDrag(.items(0), at: 1)
        driver.drag(.items(2.7), at: 1.2)
        #expect(crossings.map(\.detent.item) == [1, 2, 3] && crossings.allSatisfy { $0.time == 1.2 })
        driver.drag(.items(-0.7), at: 1.4)  // back through 3, 2, 1, 0 and past it
        #expect(crossings.dropFirst(3).map(\.detent.item) == [2, 1, 0, 11])
    }

    @Test func pagingLandsAtMostOnePageFromWhereTheDragBegan() throws {
        for velocity in [2.0, 20, 200] {
            let driver = MotionDriver(itemCount: 100, wraps: false, position: 10)
            driver.rules.paging = true
            driver.beginDrag(.items(0), at: 0)
            for i in 1...5 { driver.drag(.items(velocity * Double(i) * 0.01), at: Double(i) * 0.01) }
            let landing = try #require(driver.endDrag(at: 0.05, pointsPerItem: 300))
            #expect(landing.position == 11, "fling at \(velocity) pages/s")
        }
        // A slow drag of 30 % of a page springs back.
        let driver = MotionDriver(itemCount: 100, wraps: false, position: 10)
        driver.rules.paging = true
        driver.beginDrag(.items(0), at: 0)
        driver.drag(.items(0.15), at: 0.5)
        driver.drag(.items(0.3), at: 1.0)
        driver.drag(.items(0.3), at: 1.2)
        let back = try #require(driver.endDrag(at: 1.2, pointsPerItem: 300))
        #expect(back.position == 10)
    }

    @Test func freeScrollingRestsWhereTheCoastEnds() throws {
        let driver = MotionDriver(itemCount: 1000, wraps: false, position: 100)
        driver.rules.restsBetweenDetents = true
        driver.beginDrag(.items(0), at: 0)
        for i in 1...5 { driver.drag(.items(0.37 * Double(i)), at: Double(i) * 0.01) }
        let landing = try #require(driver.endDrag(at: 0.05, pointsPerItem: 50))
        #expect(landing.position > 102 && landing.position.rounded() != landing.position)
        driver.advance(to: landing.restTime)
        #expect(driver.position == landing.position)
    }

    @Test func withoutBouncesADragStopsHardAtTheEndsAndComesBackAtOnce() {
        let driver = MotionDriver(itemCount: 10, wraps: false, position: 1)
        driver.rules.bounces = false
        driver.beginDrag(.items(0), at: 0)
        driver.drag(.items(-5), at: 0.1)
        #expect(driver.position == 0)
        driver.drag(.items(-4.5), at: 0.2)  // half a detent back: the wheel follows at once
        #expect(abs(driver.position - 0.5) < 1e-12)
        let bouncing = MotionDriver(itemCount: 10, wraps: false, position: 1)
        bouncing.beginDrag(.items(0), at: 0)
        bouncing.drag(.items(-5), at: 0.1)
        #expect(bouncing.position < 0)  // the rubber band stretches
    }

    @Test func anEasedMoveTakesExactlyItsDurationOnTheCubicCurve() {
        let driver = MotionDriver(itemCount: 100, wraps: false, position: 2)
        driver.pitch = 50
        driver.animate(to: 6, duration: 0.3, fromCode: true, at: 1)
        driver.advance(to: 1.075)
        #expect(abs(driver.position - (2 + 4 * 0.0625)) < 1e-12)
        driver.advance(to: 1.15)
        #expect(abs(driver.position - 4) < 1e-12 && abs(driver.offset - 200) < 1e-9)
        driver.advance(to: 1.3)
        #expect(driver.position == 6 && !driver.isMoving)
    }

    @Test func nonFiniteAndBackwardTimesChangeNothing() {
        let driver = MotionDriver(itemCount: 12, wraps: true)
        driver.step(by: 3, at: 1)
        driver.advance(to: 1.1)
        let p = driver.position
        driver.advance(to: .nan)
        driver.advance(to: 0.5)
        driver.advance(to: -.infinity)
        #expect(driver.position == p && driver.time == 1.1)
        driver.pitch = .nan
        #expect(driver.pitch == 1)
    }
}

/// The drift (autoscroll): a straight line from where the wheel last came to rest.
@Suite struct MotionDriverDriftTests {
    private func drifted(fps: Double) -> (positions: [Double], crossings: [MotionDriver.Crossing]) {
        let driver = MotionDriver(itemCount: 12, wraps: true, position: 3.2)
        var crossings: [MotionDriver.Crossing] = []
        driver.onCrossing = { crossings.append($0) }
        driver.drift(velocity: 2.5, at: 1)
        var positions: [Double] = []
        var t = 1.0
        for second in 2...4 {
            while t < Double(second) - 1e-12 {
                t = min(Double(second), t + 1 / fps)
                driver.advance(to: t)
            }
            positions.append(driver.position)
        }
        return (positions, crossings)
    }

    @Test func theSameDriftGivesTheSamePositionsAndCrossingsAtAnyFrameRate() {
        let reference = drifted(fps: 60)
        #expect(reference.positions.map { ($0 * 1e9).rounded() / 1e9 } == [5.7, 8.2, 10.7])
        // Mid-item positions 3.5, 4.5, … 10.5 crossed at the times the line reaches them.
        #expect(reference.crossings.map(\.detent.item) == Array(4...11))
        for (k, crossing) in reference.crossings.enumerated() {
            #expect(abs(crossing.time - (1 + (3.5 + Double(k) - 3.2) / 2.5)) < 1e-9)
            #expect(!crossing.isFromUser)
        }
        for fps in [30.0, 144, 240] {
            let other = drifted(fps: fps)
            for (a, b) in zip(other.positions, reference.positions) { #expect(abs(a - b) < 1e-9) }
            #expect(other.crossings.map(\.detent) == reference.crossings.map(\.detent))
            for (a, b) in zip(other.crossings, reference.crossings) { #expect(abs(a.time - b.time) < 1e-9) }
        }
    }

    @Test func aDragPausesTheDriftAndItResumesWhereTheWheelComesToRest() {
        let driver = MotionDriver(itemCount: 12, wraps: false, position: 2)
        driver.drift(velocity: 1, at: 0)
        driver.advance(to: 1)
        #expect(abs(driver.position - 3) < 1e-12)
        driver.beginDrag(.items(0), at: 1)
        driver.advance(to: 2)
        #expect(abs(driver.position - 3) < 1e-12)
        let landing = driver.cancelDrag(at: 2)
        let rest = landing?.restTime ?? 2
        driver.advance(to: rest + 1)
        #expect(abs(driver.position - ((landing?.position ?? 3) + 1)) < 1e-9)
        driver.drift(velocity: 0, at: rest + 1)
        driver.advance(to: rest + 2)
        #expect(!driver.isDrifting && abs(driver.position - ((landing?.position ?? 3) + 1)) < 1e-9)
    }
}
