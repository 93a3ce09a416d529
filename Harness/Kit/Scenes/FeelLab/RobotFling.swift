import FlywheelCore
import FlywheelUI
import Foundation

/// The lab's robot: one standard fling on the ring, the same every time, so two feels can be
/// compared on the same input. The finger goes down on the ring's left side at 72 % of its
/// radius and moves clockwise (up the left side) at a constant tangential speed, one move every
/// 1/120 s (a 120 Hz touch screen) for 0.1 s, then lifts where it is.
///
/// Timestamps are the gesture's own: the lab hands each event to the host when its time comes,
/// before the ring's motion is brought past that time, so the wheels see identical input at any
/// frame rate.
///
/// ```swift
/// let events = RobotFling.medium.events(center: ringCentre, ringRadius: 140, start: now, pointerID: 7)
/// ```
struct RobotFling: Sendable, Equatable {
    let name: String
    /// Tangential finger speed, points per second.
    let speed: Double

    static let gentle = RobotFling(name: "Gentle", speed: 600)
    static let medium = RobotFling(name: "Medium", speed: 1200)
    static let hard = RobotFling(name: "Hard", speed: 3000)
    static let all = [gentle, medium, hard]

    /// How many moves, 1/120 s apart: a 0.1 s drag at 120 Hz.
    static let moveCount = 12
    /// Where the finger runs, as a fraction of the ring's radius (clear of the centre button).
    static let radiusFraction = 0.72
    /// Window angle of the press: 9 o'clock.
    static let startAngle = Double.pi

    /// Seconds from the press to the lift.
    static var duration: Double { Double(moveCount) / 120 }

    /// The gesture's events around `center` on a ring of radius `ringRadius`, pressing at `start`.
    func events(center: Point, ringRadius: Double, start: Double, pointerID: Int) -> [PointerEvent] {
        let r = Self.radiusFraction * ringRadius
        let omega = r > 0 ? speed / r : 0
        func location(_ angle: Double) -> Point {
            Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        var events = [PointerEvent(phase: .down, id: pointerID, location: location(Self.startAngle), timestamp: start)]
        var last = location(Self.startAngle)
        for k in 1...Self.moveCount {
            let t = Double(k) / 120
            last = location(Self.startAngle + omega * t)
            events.append(PointerEvent(phase: .move, id: pointerID, location: last, timestamp: start + t))
        }
        events.append(PointerEvent(phase: .up, id: pointerID, location: last, timestamp: start + Self.duration))
        return events
    }
}

/// Feeds ring pointer events to a `WheelPhysics` exactly as `Spinner` does with its ring's input:
/// a press becomes a drag once the finger is more than `PointerSlop.drag` from where it went down (the
/// drag then starts at the press, by window angle around the ring's centre); the lift releases it
/// with `pointsPerItem` at the finger's radius. This is the lab's prediction of what the spinner
/// will do, and the source of its plots.
struct RingGestureReplay {
    private(set) var wheel: WheelPhysics
    let center: Point
    private var press: (location: Point, time: Double)?
    private var dragging = false
    /// Set at the lift.
    private(set) var landing: WheelLanding?
    private(set) var releaseTime: Double?

    init(wheel: WheelPhysics, center: Point) {
        self.wheel = wheel
        self.center = center
    }

    /// Applies one event; `crossed` hears each detent the drag passes, at the event's time.
    mutating func apply(_ e: PointerEvent, crossed: (DetentCrossing, Double) -> Void) {
        switch e.phase {
        case .down:
            press = (e.location, e.timestamp)
            dragging = false
        case .move:
            guard let press else { return }
            if !dragging {
                guard e.location.distance(to: press.location) > PointerSlop.drag else { return }
                dragging = true
                wheel.beginDrag(
                    .windowAngle(WheelGeometry.windowAngle(of: press.location, around: center)), at: press.time)
            }
            let before = wheel.position(at: e.timestamp)
            wheel.drag(.windowAngle(WheelGeometry.windowAngle(of: e.location, around: center)), at: e.timestamp)
            DetentCrossing.forEach(
                from: before, to: wheel.position(at: e.timestamp), itemCount: wheel.itemCount,
                wraps: wheel.wraps
            ) { crossed($0, e.timestamp) }
        case .up, .cancel:
            defer { press = nil; dragging = false }
            guard dragging else { return }
            if e.phase == .cancel {
                _ = wheel.cancelDrag(at: e.timestamp)
                return
            }
            let r = max(1, e.location.distance(to: center))
            landing = wheel.endDrag(
                at: e.timestamp, pointsPerItem: WheelGeometry.pointsPerItem(radius: r, itemCount: wheel.itemCount))
            releaseTime = e.timestamp
        }
    }
}
