import FlywheelCore

/// RVS_Spinner's flywheel as the original runs it, one display-link tick at a time,
/// so the lab can show what a per-frame multiplier does when the
/// tick rate changes.
///
/// - A fling of `lv` points/s starts at `v = lv / 600` "nudges", capped at 100; below 0.8 it
///   does not start.
/// - Every tick: `v *= 0.994`, `acc += 0.1·v`; `steps` is `acc` rounded to one decimal, then
///   truncated toward zero. When it is not 0 the wheel moves that many whole items, `acc` goes
///   back to 0 (the remainder is lost), and the spin stops if `|v| < 0.8` by then.
///
/// Nothing in it knows about time: at 120 ticks per second the same ticks happen twice as fast,
/// so the wheel travels the same items in half the time.
///
/// ```swift
/// let run = OriginalFlywheel.run(linearVelocity: 1200, tickRate: 60)
/// run.items, run.ticks        // 20, 158 (the original's table, docs/physics.md)
/// run.stopTime                // 2.63 s; at tickRate 120: 1.32 s
/// ```
enum OriginalFlywheel {
    static let decayPerTick = 0.994
    static let itemsPerNudgePerTick = 0.1
    static let stopNudges = 0.8
    static let capNudges = 100.0
    static let pointsPerSecondPerNudge = 600.0

    struct Run: Sendable {
        /// Items travelled after each tick (index 0 = before the first tick).
        var positions: [Int]
        var tickRate: Double
        /// Whole items travelled (signed).
        var items: Int { positions.last ?? 0 }
        /// Ticks until the link stopped.
        var ticks: Int { positions.count - 1 }
        /// Seconds from the release until the link stopped.
        var stopTime: Double { Double(ticks) / tickRate }
        /// Seconds at tick `n`.
        func time(ofTick n: Int) -> Double { Double(n) / tickRate }
    }

    /// The spin of a release at `lv` points/s with the display link ticking `tickRate` times a
    /// second (the original asks for 60).
    static func run(linearVelocity lv: Double, tickRate: Double, maximumTicks: Int = 1_000_000) -> Run {
        var v = lv / pointsPerSecondPerNudge
        v = min(max(v, -capNudges), capNudges)
        var positions = [0]
        guard abs(v) >= stopNudges else { return Run(positions: positions, tickRate: tickRate) }
        var accumulator = 0.0
        var index = 0
        while positions.count <= maximumTicks {
            v *= decayPerTick
            accumulator += itemsPerNudgePerTick * v
            let steps = Int(((accumulator * 10).rounded() / 10))  // Int() truncates toward zero
            var stopping = false
            if steps != 0 {
                accumulator = 0
                index += steps
                v = min(max(v, -capNudges), capNudges)
                stopping = abs(v) < stopNudges
            }
            positions.append(index)
            if stopping { break }
        }
        return Run(positions: positions, tickRate: tickRate)
    }
}
