import FlywheelCore
import FlywheelUI

/// One robot fling on one feel, as a frame loop at `fps` would have seen it: the gesture's
/// events delivered in the first frame at or after their timestamps, then the wheel sampled at
/// every frame until it has rested for a moment. Times are seconds from the press, positions
/// items from where the wheel started.
///
/// Frame `n` is at `n / fps` exactly, so the loops at 30, 60, 120 and 240 fps meet at the same
/// times (every 1/30 s), where — the motion being closed-form in time — their samples are equal.
///
/// ```swift
/// let trace = try FlingTrace(fling: .medium, feel: .classic, itemCount: 12, ringRadius: 140, fps: 60)
/// trace.landing?.item            // known at release
/// trace.samples.last!.position   // travelled, in items
/// ```
struct FlingTrace {
    struct Sample: Sendable, Equatable {
        var time: Double
        var position: Double
        var velocity: Double
    }

    /// A detent passed (mid-item), and when.
    struct Crossing: Sendable, Equatable {
        var time: Double
        var item: Int
    }

    /// How long a trace may run (a feel with almost no friction would coast for minutes).
    static let maximumDuration = 20.0
    /// How long a trace goes on after the wheel comes to rest.
    static let restTail = 0.25
    /// The most detent crossings a trace times. The plots mark each one, and more marks than a
    /// plot has pixels show nothing more; past this a trace stops timing them
    /// (`crossingsAreCut`). Without the bound a feel at its range ends (gain 100, one point per
    /// item) sent a gentle fling 7,464,397 items, a crossing each, at each of four frame rates,
    /// and timing them all froze the feel lab for over a minute on one robot press.
    static let maximumCrossings = 1000

    let fling: RobotFling
    let fps: Double
    let startPosition: Double
    private(set) var samples: [Sample] = []
    /// Every detent crossing, at its exact time (found by bisection between frames).
    private(set) var crossings: [Crossing] = []
    /// The landing chosen at release (times from the press; position absolute, unwrapped).
    private(set) var landing: WheelLanding?
    private(set) var releaseTime = RobotFling.duration
    /// True when the wheel was still moving at `maximumDuration`.
    private(set) var isTruncated = false
    /// True when the motion crossed more detents than `maximumCrossings`: `crossings` holds
    /// those up to the frame where the next ones would have gone past it.
    private(set) var crossingsAreCut = false

    /// Runs the loop. Throws `FeelParametersError` if `feel` is invalid.
    init(
        fling: RobotFling, feel: FeelParameters, itemCount: Int, startPosition: Double = 0,
        ringRadius: Double, fps: Double
    ) throws {
        self.fling = fling
        self.fps = fps
        self.startPosition = startPosition
        let wheel = try WheelPhysics(itemCount: itemCount, feel: feel, position: startPosition)
        let center = Point(x: 0, y: 0)
        var replay = RingGestureReplay(wheel: wheel, center: center)
        let events = fling.events(center: center, ringRadius: ringRadius, start: 0, pointerID: 0)
        var next = 0
        var previous = 0.0
        var end = Self.maximumDuration
        for n in 0... {
            let t = Double(n) / fps
            while next < events.count, events[next].timestamp <= t {
                replay.apply(events[next]) { crossing, time in
                    crossings.append(Crossing(time: time, item: crossing.item))
                }
                if let landing = replay.landing, events[next].phase == .up {
                    self.landing = landing
                    releaseTime = replay.releaseTime ?? releaseTime
                    end = min(Self.maximumDuration, landing.restTime + Self.restTail)
                }
                next += 1
            }
            if n > 0 { recordCrossings(of: replay.wheel, from: max(previous, releaseTime), to: t) }
            let s = replay.wheel.sample(at: t)
            samples.append(Sample(time: t, position: s.position - startPosition, velocity: s.velocity))
            previous = t
            if t >= end {
                isTruncated = landing.map { $0.restTime > t } ?? false
                break
            }
        }
    }

    /// The motion's crossings between two frames, each with its exact time.
    private mutating func recordCrossings(of wheel: WheelPhysics, from t0: Double, to t1: Double) {
        guard t1 > t0, !crossingsAreCut else { return }
        // The detents between the frame's two positions; a motion turning round inside one frame
        // crosses a few more, which the check after the walk catches.
        let span = abs(wheel.sample(at: t1).position - wheel.sample(at: t0).position)
        let room = Self.maximumCrossings - crossings.count
        guard span.isFinite, span <= Double(room) else {
            crossingsAreCut = true
            return
        }
        var found: [Crossing] = []
        wheel.forEachTimedDetentCrossing(from: t0, to: t1) { crossing, time in
            found.append(Crossing(time: time, item: crossing.item))
        }
        if found.count > room { crossingsAreCut = true }
        crossings.append(contentsOf: found.prefix(room))
    }

    /// Where the wheel comes to rest, in items from the start.
    var landingTravel: Double? { landing.map { $0.position - startPosition } }

    /// The largest position difference from `other` at the frame times both have.
    func largestDifference(from other: FlingTrace) -> Double {
        var worst = 0.0
        var j = 0
        for s in samples {
            while j < other.samples.count, other.samples[j].time < s.time { j += 1 }
            guard j < other.samples.count, other.samples[j].time == s.time else { continue }
            worst = max(worst, abs(other.samples[j].position - s.position), abs(other.samples[j].velocity - s.velocity))
        }
        return worst
    }
}
