import FlywheelCore

/// Mouse-wheel motion turned into whole notches: fractions (trackpads send them) add up until
/// they make one. The one accumulator for every widget that moves a step per notch.
///
/// ```swift
/// var notches = WheelNotches()
/// notches.add(0.4)    // 0 (0.4 kept)
/// notches.add(0.7)    // 1 (0.1 kept)
/// notches.add(-3)     // -2 (-0.9 kept: whole notches go toward zero)
/// ```
public struct WheelNotches: Sendable, Equatable {
    /// The most notches one event may turn, so a runaway value cannot overflow a step count.
    public static let maximumPerEvent = 1_000_000

    /// The fraction of a notch not yet turned into a step.
    public private(set) var pending = 0.0

    public init() {}

    /// Adds `units` of wheel motion and returns the whole notches completed (rounded toward
    /// zero, at most `maximumPerEvent` either way); not-finite motion adds nothing.
    public mutating func add(_ units: Double) -> Int {
        guard units.isFinite else { return 0 }
        pending += units
        let whole = pending.rounded(.towardZero)
        pending -= whole
        let limit = Double(Self.maximumPerEvent)
        return Int(saturating: max(-limit, min(limit, whole)))
    }

    /// Forgets the fraction kept (the widget closed or lost the pointer).
    public mutating func reset() { pending = 0 }
}
