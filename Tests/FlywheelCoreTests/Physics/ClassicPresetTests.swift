import Foundation
import Testing

@testable import FlywheelCore

/// `.classic` against a model of RVS_Spinner's own per-frame flywheel.
@Suite("Classic preset vs the original flywheel")
struct ClassicPresetTests {
    /// RVS_Spinner's flywheel, frame by frame: `v = sign·min(100, |lv|/600)`, starts only if
    /// `|v| > 0.8`; every frame `v *= 0.994`, `acc += 0.1·v`; when `Int(round(acc·10)/10)` is not 0
    /// the selection moves that many items, `acc = 0`, and the spin ends if `|v| < 0.8`.
    static func original(linearVelocity lv: Double) -> (items: Int, frames: Int) {
        var v = (lv < 0 ? -1.0 : 1.0) * min(100, abs(lv) / 600)
        guard abs(v) > 0.8 else { return (0, 0) }
        var accumulator = 0.0, items = 0, frames = 0
        while true {
            v *= 0.994
            accumulator += 0.1 * v
            frames += 1
            let steps = Int((accumulator * 10).rounded() / 10)
            if steps != 0 {
                accumulator = 0
                items += steps
                if abs(v) < 0.8 { break }
            }
        }
        return (items, frames)
    }

    @Test("the model reproduces the original's table of fling distances")
    func modelMatchesSpec() {
        #expect(Self.original(linearVelocity: 500) == (1, 12))
        #expect(Self.original(linearVelocity: 600) == (4, 46))
        #expect(Self.original(linearVelocity: 1200) == (20, 158))
        #expect(Self.original(linearVelocity: 3000) == (64, 310))
        #expect(Self.original(linearVelocity: 6000) == (126, 429))
        #expect(Self.original(linearVelocity: 60000) == (1454, 813))
    }

    /// Flicks a classic wheel with a finger moving tangentially at `lv` pt/s on a circle of
    /// `radius`, releases it at an integer position, runs a 60 Hz frame loop until it is idle,
    /// and returns the items travelled after release.
    static func classicTravel(linearVelocity lv: Double, itemCount: Int, radius: Double) throws -> Double {
        let omega = lv / radius
        let dragTime = 0.1
        let dragItems = WheelGeometry.itemDelta(forWindowAngleDelta: omega * dragTime, itemCount: itemCount)
        var wheel = try WheelPhysics(itemCount: itemCount, feel: .classic, position: -dragItems)
        wheel.beginDrag(.windowAngle(-0.4), at: 0)
        for i in 1...12 {
            let t = Double(i) * dragTime / 12
            wheel.drag(.windowAngle(-0.4 + omega * t), at: t)
        }
        let released = wheel.position(at: dragTime)
        #expect(abs(released) < 1e-9)
        let perItem = WheelGeometry.pointsPerItem(radius: radius, itemCount: itemCount)
        wheel.endDrag(at: dragTime, pointsPerItem: perItem)
        var frame = 0
        var t = dragTime
        while wheel.sample(at: t).phase != .idle {
            frame += 1
            t = dragTime + Double(frame) / 60
            wheel.settle(at: t)
        }
        return wheel.position(at: t) - released
    }

    @Test("classic travels within one item of the original at 60 Hz", arguments: [(500.0, 1), (1200, 20), (6000, 126)])
    func travel(lv: Double, expected: Int) throws {
        #expect(Self.original(linearVelocity: lv).items == expected)
        // Like the original, the fling ignores the wheel's size and item count.
        for (count, radius) in [(12, 150.0), (8, 100), (30, 220)] {
            let travelled = try Self.classicTravel(linearVelocity: lv, itemCount: count, radius: radius)
            #expect(abs(travelled - Double(expected)) <= 1, "\(lv) pt/s, \(count) items, r \(radius): \(travelled)")
        }
    }

    @Test("below 480 pt/s the original does not fling, and neither does classic")
    func belowThreshold() throws {
        #expect(Self.original(linearVelocity: 470).items == 0)
        #expect(try Self.classicTravel(linearVelocity: 470, itemCount: 12, radius: 150) == 0)
    }
}
