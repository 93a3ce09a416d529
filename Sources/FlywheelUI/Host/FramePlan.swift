import FlywheelCore

/// One frame as `ViewHost.planFrame(in:pixelScale:)` worked it out: what it redraws and what
/// the backend clears first. Hand it to `ViewHost.draw(_:in:)` before planning another; a plan
/// is drawn once (drawing an older plan, or one twice, stops the program with a message).
///
/// ```swift
/// let plan = host.planFrame(in: canvas, pixelScale: 2)
/// if !plan.isEmpty {
///     // clear `plan.rectanglesToClear` (the whole target when `plan.damage.isFull`), then:
///     host.draw(plan, in: canvas)
/// }
/// ```
///
/// A plan with something to draw that is not drawn takes its damage with it: the next plan
/// redraws the whole window.
///
/// Let the plan go once it is drawn: it shares its rectangles with the host, which refills them
/// for the next frame without allocating only while nothing else holds them.
public struct FramePlan {
    /// What the frame redraws: the whole window, or a few rectangles (window points).
    public let damage: DamageRegion
    /// The damaged rectangles to clear before drawing: those no retained layer covers whole
    /// (a covered one starts from the layer's copy). Empty when `damage.isFull`: clear the
    /// whole target then.
    public let rectanglesToClear: [Rect]
    /// The host's name for this frame (`DamageTracker.frameNumber`).
    let number: Int

    /// True when nothing needs drawing: the target already shows this frame.
    public var isEmpty: Bool { damage.isEmpty }
}
