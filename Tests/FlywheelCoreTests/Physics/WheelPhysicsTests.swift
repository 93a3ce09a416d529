import Foundation
import Testing

@testable import FlywheelCore

@Suite("Wheel geometry and sign conventions")
struct WheelGeometryTests {
    @Test("a clockwise drag (y-down atan2 growing) increases the position, one item per 2π/n")
    func clockwiseIncreases() {
        let center = Point(x: 0, y: 0)
        let right = WheelGeometry.windowAngle(of: Point(x: 100, y: 0), around: center)
        let below = WheelGeometry.windowAngle(of: Point(x: 0, y: 100), around: center)
        #expect(below - right == .pi / 2)  // 3 o'clock to 6 o'clock is clockwise on screen
        #expect(close(WheelGeometry.itemDelta(forWindowAngleDelta: below - right, itemCount: 12), 3))

        var wheel = WheelPhysics(itemCount: 12)
        wheel.beginDrag(.windowAngle(right), at: 0)
        wheel.drag(.windowAngle(right + 2 * .pi / 12), at: 0.01)
        #expect(close(wheel.position(at: 0.01), 1))
    }

    @Test("drags are unwrapped across the ±π seam")
    func seam() {
        var wheel = WheelPhysics(itemCount: 12)
        wheel.beginDrag(.windowAngle(3.0), at: 0)
        wheel.drag(.windowAngle(-3.0), at: 0.01)  // +0.283 rad: clockwise through 9 o'clock
        let expected = (2 * .pi - 6.0) * 12 / (2 * .pi)
        #expect(close(wheel.position(at: 0.01), expected))
        wheel.drag(.windowAngle(3.1), at: 0.02)  // and back
        #expect(close(wheel.position(at: 0.02), 0.1 * 12 / (2 * .pi)))
        var around = 0.0
        for i in 1...48 {  // two full clockwise turns
            wheel.drag(
                .windowAngle(WheelGeometry.angleDelta(from: 0, to: 3.1 + Double(i) * .pi / 12)),
                at: 0.02 + Double(i) * 0.001)
            around = wheel.position(at: 1)
        }
        #expect(close(around, 0.1 * 12 / (2 * .pi) + 24, 1e-9))
    }

    @Test("items are drawn at (p − i)·2π/n clockwise from the top; indices increase counter-clockwise")
    func screenAngles() {
        #expect(close(WheelGeometry.screenAngle(ofItem: 3, position: 3, itemCount: 12), 0))
        #expect(close(WheelGeometry.screenAngle(ofItem: 4, position: 3, itemCount: 12), -.pi / 6))  // left
        #expect(close(WheelGeometry.screenAngle(ofItem: 2, position: 3, itemCount: 12), .pi / 6))  // right
        #expect(close(WheelGeometry.ringRotation(position: 6, itemCount: 12), .pi))
        #expect(close(WheelGeometry.pointsPerItem(radius: 60, itemCount: 12), 10 * .pi))
        #expect(WheelGeometry.item(atPosition: -0.6, itemCount: 12, wraps: true) == 11)
        #expect(WheelGeometry.item(atPosition: 25.4, itemCount: 12, wraps: true) == 1)
        #expect(WheelGeometry.item(atPosition: -3, itemCount: 12, wraps: false) == 0)
        #expect(WheelGeometry.item(atPosition: 3, itemCount: 0, wraps: true) == nil)
    }
}

@Suite("Wheel physics")
struct WheelPhysicsTests {
    @Test("drag, slow release: follows the finger, then snaps exactly onto the nearest item")
    func slowRelease() {
        var wheel = WheelPhysics(itemCount: 12, position: 2)
        wheel.beginDrag(.items(10), at: 0)
        wheel.drag(.items(10.3), at: 0.1)
        wheel.drag(.items(10.6), at: 0.2)
        #expect(wheel.sample(at: 0.2).phase == .dragging)
        #expect(close(wheel.position(at: 0.2), 2.6))
        let landing = wheel.endDrag(at: 0.5, pointsPerItem: 60)  // rested 300 ms: no fling
        #expect(landing?.item == 3)
        #expect(wheel.sample(at: 0.6).phase == .snapping)
        let end = wheel.sample(at: landing!.restTime)
        #expect(end.position == 3 && end.velocity == 0 && end.phase == .idle)
    }

    @Test("fling: coasts, lands exactly on the item predicted at release")
    func fling() throws {
        var wheel = try WheelPhysics(itemCount: 12, feel: .ios)
        let (landing, release) = flick(&wheel, speed: 20)
        let predicted = wheel.projectedRest(from: 2, velocity: 20)  // the drag moved it 2 items
        #expect(landing?.position == predicted.rounded())
        #expect(wheel.sample(at: release + 0.1).phase == .coasting)
        var last = wheel.position(at: release)
        var t = release
        while t < landing!.restTime {
            let s = wheel.sample(at: t)
            #expect(s.position.isFinite && s.velocity.isFinite)
            if s.phase == .coasting { #expect(s.position >= last) }
            last = s.position
            t += 1.0 / 60
        }
        let rest = wheel.sample(at: landing!.restTime)
        #expect(rest.position == landing!.position && rest.velocity == 0 && rest.phase == .idle)
        wheel.settle(at: landing!.restTime + 1)
        #expect(wheel.sample(at: 100).position == landing!.position)
    }

    @Test("grabbing a coasting wheel stops it where it is")
    func grab() {
        var wheel = WheelPhysics(itemCount: 12)
        flick(&wheel, speed: 30)
        let before = wheel.position(at: 0.6)
        wheel.beginDrag(.items(5), at: 0.6)
        #expect(wheel.position(at: 0.6) == before)
        #expect(wheel.position(at: 0.9) == before)
    }

    @Test("a tap while coasting stops smoothly at a detent, without a jump in speed")
    func tapStops() throws {
        var wheel = try WheelPhysics(itemCount: 20, feel: .classic)
        let landing = wheel.spin(velocity: 60, at: 0)!
        let before = wheel.sample(at: 1)
        let stop = wheel.tap(at: 1)!
        let after = wheel.sample(at: 1)
        #expect(before.position == after.position && before.velocity == after.velocity)
        #expect(stop.position < landing.position)
        #expect(stop.position >= before.position)
        #expect(stop.position == stop.position.rounded())
        #expect(stop.restTime - 1 < 1.5)
        #expect(wheel.sample(at: stop.restTime).position == stop.position)
        // Never runs past the detent by more than a hair (critically damped from the right place).
        var t = 1.0
        while t < stop.restTime {
            #expect(wheel.position(at: t) <= stop.position + 0.5)
            t += 0.004
        }
    }

    @Test("steps move one eligible item with a spring; quick steps add up")
    func steps() {
        var wheel = WheelPhysics(itemCount: 6, position: 2)
        wheel.setEnabled(false, item: 4)
        let first = wheel.step(by: 1, at: 0)
        #expect(first?.item == 3)
        let second = wheel.step(by: 1, at: 0.05)  // during the first: goes on from 3, skips 4
        #expect(second?.item == 5 && second?.position == 5)
        #expect(wheel.sample(at: 0.05).velocity > 0)
        let back = wheel.step(by: -3, at: 5)
        #expect(back?.item == 2)
        let wrap = wheel.step(by: -3, at: 10)
        #expect(wrap?.item == 5 && wrap?.position == -1)
    }

    @Test("non-wrapping wheels stop at their ends and rubber-band past them")
    func picker() {
        var wheel = WheelPhysics(itemCount: 10, wraps: false, position: 0)
        wheel.beginDrag(.items(0), at: 0)
        wheel.drag(.items(-2), at: 0.1)
        let banded = wheel.position(at: 0.1)
        #expect(banded < 0 && banded > -2)
        #expect(close(banded, -wheel.feel.rubberBand.offset(forOverscroll: 2)))
        let back = wheel.endDrag(at: 0.2, pointsPerItem: 40)
        #expect(back?.position == 0)
        #expect(wheel.sample(at: back!.restTime).position == 0)

        let end = wheel.spin(velocity: 500, at: 5)
        #expect(end?.item == 9 && end?.position == 9)
        #expect(wheel.sample(at: end!.restTime).position == 9)
        let stepPastEnd = wheel.step(by: 1, at: end!.restTime + 1)
        #expect(stepPastEnd == nil)
    }

    @Test("the wheel never rests on a disabled item unless allowed; all disabled: it stops where it is")
    func disabledItems() throws {
        var rng = SplitMix64(seed: 42)
        var wheel = WheelPhysics(itemCount: 9)
        for item in [0, 1, 2, 4, 5, 7] { wheel.setEnabled(false, item: item) }
        for i in 0..<200 {
            let landing = wheel.spin(velocity: rng.uniform(-80...80), at: Double(i) * 100)
            #expect(landing.map { wheel.isEnabled($0.item) } == true)
        }
        var allowed = FeelParameters.ios
        allowed.mayRestOnDisabledItems = true
        try wheel.setFeel(allowed)
        let landing = wheel.spin(velocity: 0, at: 1e5)
        #expect(landing != nil)

        var dead = WheelPhysics(itemCount: 5)
        for item in 0..<5 { dead.setEnabled(false, item: item) }
        dead.beginDrag(.items(0), at: 0)
        dead.drag(.items(0.3), at: 0.01)
        dead.drag(.items(0.6), at: 0.02)
        let none = dead.endDrag(at: 0.02, pointsPerItem: 50)
        #expect(none == nil)
        #expect(dead.sample(at: 5) == .init(position: 0.6, velocity: 0, phase: .idle))
        let noStep = dead.step(by: 1, at: 6)
        let noSpin = dead.spin(to: 2, at: 7)
        #expect(noStep == nil && noSpin == nil)
    }

    @Test("an empty wheel is a valid, inert state")
    func empty() {
        var wheel = WheelPhysics(itemCount: 0)
        let began = wheel.beginDrag(.items(1), at: 0)
        let moved = wheel.drag(.items(2), at: 0.1)
        let landing = wheel.endDrag(at: 0.2, pointsPerItem: 10)
        let spun = wheel.spin(velocity: 10, at: 1)
        let spunTo = wheel.spin(to: 0, at: 1)
        let stepped = wheel.step(by: 1, at: 2)
        let tapped = wheel.tap(at: 3)
        #expect(!began && !moved && landing == nil && spun == nil && spunTo == nil && stepped == nil && tapped == nil)
        #expect(wheel.sample(at: 10) == .init(position: 0, velocity: 0, phase: .idle))
        #expect(wheel.selectedItem(at: 10) == nil)
        #expect(wheel.forEachDetentCrossing(from: 0, to: 10) { _ in } == 0)
        wheel.setItems(count: 4, at: 11)
        let later = wheel.spin(velocity: 10, at: 12)
        #expect(later != nil)
    }

    @Test("non-finite inputs are refused before they reach the state")
    func nonFinite() {
        var wheel = WheelPhysics(itemCount: 8, position: 3)
        let results = [
            wheel.beginDrag(.items(.nan), at: 0), wheel.beginDrag(.items(0), at: .infinity),
            wheel.beginDrag(.windowAngle(.nan), at: 0),
        ]
        #expect(results == [false, false, false])
        let spins = [
            wheel.spin(velocity: .nan, at: 0), wheel.spin(velocity: .infinity, at: 0),
            wheel.spin(velocity: 3, at: .nan), wheel.spin(to: 2, minimumDuration: .nan, at: 0),
            wheel.spin(to: 2, minimumDuration: .infinity, at: 0), wheel.step(by: 1, at: -.infinity),
        ]
        #expect(spins.allSatisfy { $0 == nil })
        wheel.setPosition(.nan, at: 0)
        #expect(wheel.sample(at: 1) == .init(position: 3, velocity: 0, phase: .idle))

        wheel.beginDrag(.items(0), at: 1)
        let nanMove = wheel.drag(.items(.nan), at: 1.01)
        let nanAngle = wheel.drag(.windowAngle(.infinity), at: 1.01)
        #expect(!nanMove && !nanAngle)
        #expect(wheel.position(at: 1.02) == 3)
        wheel.drag(.items(0.2), at: 1.02)
        let landing = wheel.endDrag(at: .nan, pointsPerItem: .nan)  // ends the drag, no fling
        #expect(landing?.position == 3)
        #expect(wheel.sample(at: 100).position == 3)
    }

    @Test("spin(velocity:) flings from where the wheel is; spin(to:) lands after at least the minimum")
    func programmaticSpins() throws {
        for feel in [FeelParameters.classic, .ios, .snappy] {
            var wheel = try WheelPhysics(itemCount: 12, feel: feel, position: 4)
            for (item, minimum) in [(7, 3.0), (4, 0.0), (4, 2.0), (0, 8.0), (11, 0.5)] {
                let start = wheel.landing?.restTime ?? 0
                let spun = wheel.spin(to: item, minimumDuration: minimum, at: start)
                let landing = try #require(spun)
                #expect(landing.item == item)
                #expect(landing.restTime - start >= minimum - 1e-9)
                #expect(wheel.sample(at: landing.restTime).position == landing.position)
                #expect(wheel.sample(at: landing.restTime).velocity == 0)
            }
        }
    }

    @Test("spin(to:) on a turning wheel keeps its speed: no jump")
    func spinToContinuity() throws {
        var wheel = try WheelPhysics(itemCount: 12, feel: .ios)
        wheel.spin(velocity: 30, at: 0)
        let before = wheel.sample(at: 0.5)
        let spun = wheel.spin(to: 3, minimumDuration: 4, at: 0.5)
        let landing = try #require(spun)
        let after = wheel.sample(at: 0.5)
        #expect(before.velocity == after.velocity && before.position == after.position)
        #expect(landing.item == 3 && landing.restTime - 0.5 >= 4)
        // Decelerates all the way through the coast; the settle spring only nudges it home.
        var t = 0.5, speed = after.velocity
        while t < landing.restTime {
            let s = wheel.sample(at: t)
            if s.phase == .coasting { #expect(s.velocity <= speed + 1e-9) }
            if s.phase == .snapping { #expect(abs(s.position - landing.position) < 0.01) }
            speed = s.velocity
            t += 0.01
        }
    }

    @Test("spin(to:) a disabled item lands on the nearest eligible one; non-wrapping goes straight there")
    func spinToDisabled() {
        var wheel = WheelPhysics(itemCount: 12)
        wheel.setEnabled(false, item: 5)
        wheel.setEnabled(false, item: 6)
        let landing = wheel.spin(to: 5, minimumDuration: 1, at: 0)
        #expect(landing?.item == 4)
        var picker = WheelPhysics(itemCount: 30, wraps: false, position: 20)
        let down = picker.spin(to: 2, minimumDuration: 4, at: 0)  // the natural coast would take 2.5 s
        #expect(down?.position == 2)
        #expect(abs(picker.motion!.coastDuration - 4) < 1e-6)  // the log-mean fit coasts for the minimum
    }

    @Test("repeated flings add momentum when the feel says so")
    func momentum() throws {
        func secondFling(_ feel: FeelParameters) throws -> Double {
            var wheel = try WheelPhysics(itemCount: 40, feel: feel)
            flick(&wheel, speed: 20)
            let grabbed = wheel.velocity(at: 0.3)
            #expect(grabbed > 0)
            let landing = flick(&wheel, from: 0.3, speed: 20).landing!
            return wheel.motion!.sample(at: landing.startTime).velocity
        }
        var without = FeelParameters.ios
        without.addsMomentumFromRepeatedFlings = false
        let plain = try secondFling(without)
        let boosted = try secondFling(.ios)
        #expect(close(plain, 20, 1e-6))
        #expect(boosted > plain + 5)
    }

    @Test("detent crossings are reported at mid-item, exactly, however the time is split")
    func crossings() {
        var wheel = WheelPhysics(itemCount: 12, position: 0.2)
        let landing = wheel.spin(velocity: 25, at: 0)!
        var whole: [DetentCrossing] = []
        wheel.forEachDetentCrossing(from: 0, to: landing.restTime + 1) { whole.append($0) }
        #expect(whole.count == Int(landing.position))  // 0.2 → N crosses 0.5 … N − 0.5
        #expect(whole.first?.item == 1 && whole.first?.position == 0.5)
        #expect(whole.allSatisfy { $0.direction == 1 })
        #expect(whole.last?.item == landing.item)
        for fps in [30.0, 144, 1000] {
            var pieces: [DetentCrossing] = []
            var t = 0.0
            while t < landing.restTime + 1 {
                wheel.forEachDetentCrossing(from: t, to: t + 1 / fps) { pieces.append($0) }
                t += 1 / fps
            }
            #expect(pieces == whole)
        }
        var back: [DetentCrossing] = []
        DetentCrossing.forEach(from: 2.5, to: 0.5, itemCount: 12, wraps: true) { back.append($0) }
        #expect(back.map(\.item) == [1, 0])
        #expect(DetentCrossing.forEach(from: -0.9, to: 1.9, itemCount: 2, wraps: false) { _ in } == 1)
    }

    @Test("a walk asked for its last crossings skips the earlier ones, either way")
    func lastCrossingsOnly() {
        var up: [Double] = []
        let n = DetentCrossing.forEach(from: 0.2, to: 1_000_000.7, itemCount: 12, wraps: true, lastAtMost: 3) {
            up.append($0.position)
        }
        #expect(n == 3 && up == [999_998.5, 999_999.5, 1_000_000.5])
        var down: [DetentCrossing] = []
        DetentCrossing.forEach(from: 1_000_000.7, to: 0.5, itemCount: 12, wraps: true, lastAtMost: 2) {
            down.append($0)
        }
        #expect(down.map(\.position) == [1.5, 0.5] && down.map(\.item) == [1, 0])
        // Fewer crossings than the bound: all of them, as without it.
        var all: [Double] = []
        DetentCrossing.forEach(from: 0.2, to: 2.7, itemCount: 12, wraps: true, lastAtMost: 64) {
            all.append($0.position)
        }
        #expect(all == [0.5, 1.5, 2.5])
        #expect(DetentCrossing.forEach(from: 0.2, to: 2.7, itemCount: 12, wraps: true, lastAtMost: 0) { _ in } == 0)
    }

    @Test("a bouncy step that swings back across mid-item reports every crossing")
    func springCrossings() throws {
        var feel = FeelParameters.ios
        feel.stepSpringBounce = 0.9
        var wheel = try WheelPhysics(itemCount: 12, feel: feel, position: 0)
        let landing = wheel.step(by: 1, at: 0)!  // overshoots 1.5 and swings back
        var all: [DetentCrossing] = []
        wheel.forEachDetentCrossing(from: 0, to: landing.restTime) { all.append($0) }
        #expect(all.count >= 3)
        #expect(all.prefix(3).map(\.direction) == [1, 1, -1])
        #expect(all.prefix(3).map(\.item) == [1, 2, 1])
        #expect(all.reduce(0) { $0 + $1.direction } == 1)
        var split: [DetentCrossing] = []
        var t = 0.0
        while t < landing.restTime {
            wheel.forEachDetentCrossing(from: t, to: t + 0.037) { split.append($0) }; t += 0.037
        }
        #expect(split == all)
    }

    @Test("earlier timestamps count as the latest input time")
    func timeNeverRunsBackwards() {
        var wheel = WheelPhysics(itemCount: 12)
        wheel.spin(velocity: 10, at: 5)
        let landing = wheel.step(by: 1, at: 1)  // treated as t = 5
        #expect(landing?.startTime == 5)
    }
}
