import Foundation

/// The one time source: monotonic seconds as `Double` (docs/architecture.md, "Time").
///
/// Everything that moves asks a clock, never a frame counter. Windows use `MonotonicClock`;
/// headless runs and tests use `VirtualClock`, advanced by hand.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(by: 1.0 / 60)
/// clock.now    // 0.01666…
/// ```
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never decreases.
    var now: Double { get }
}

/// The system's monotonic clock (CLOCK_MONOTONIC), in seconds.
public final class MonotonicClock: Clock, @unchecked Sendable {
    public init() {}
    public var now: Double { MonotonicClock.seconds() }

    /// The current monotonic time in seconds, without an instance.
    public static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// A clock that moves only when told to: the time base of headless runs and tests.
public final class VirtualClock: Clock {
    public private(set) var now: Double

    public init(start: Double = 0) { now = start }

    /// Moves time forward; negative or non-finite steps are ignored (time never runs backwards).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Sets time to `t` if it is later than now.
    public func set(to t: Double) {
        guard t.isFinite, t > now else { return }
        now = t
    }
}
