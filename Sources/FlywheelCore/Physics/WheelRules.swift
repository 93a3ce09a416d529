/// The rules of a wheel's travel: what its ends do and where it may come to rest. A spinner
/// keeps the defaults; a scroller, a paged SwipeView and a parameter menu's column each set the
/// few they need, in one place.
///
/// ```swift
/// var physics = WheelPhysics(itemCount: 10, wraps: false)
/// physics.rules = WheelRules(bounces: false, restsBetweenDetents: true)  // a menu column
/// physics.rules.paging = true                                             // or a pager
/// ```
public struct WheelRules: Sendable, Equatable {
    /// Non-wrapping wheels: whether a drag stretches past the ends on the feel's rubber band
    /// (true, the picker) or stops hard at them (false: the finger moving back moves the wheel
    /// back at once). Wrapping wheels ignore it.
    public var bounces: Bool
    /// Whether the wheel may come to rest anywhere (free scrolling: a fling coasts to where its
    /// decay ends, a released drag stays put) instead of only on a detent.
    public var restsBetweenDetents: Bool
    /// Paging: a released drag lands at most one detent away from the detent nearest to where
    /// the drag began, the one nearest the fling's projected rest (UIScrollView's paging).
    public var paging: Bool
    /// Bounded wheels whose last resting place falls short of the last detent (a scroller whose
    /// content ends part-way into its final page): the highest position, in `itemCount-2 ...
    /// itemCount-1`; nil (or not finite) means `itemCount - 1`. The range, rubber band, landings
    /// and paging all end there; every detent below it stays a resting place.
    public var boundedEnd: Double?

    public init(
        bounces: Bool = true, restsBetweenDetents: Bool = false, paging: Bool = false, boundedEnd: Double? = nil
    ) {
        self.bounces = bounces
        self.restsBetweenDetents = restsBetweenDetents
        self.paging = paging
        self.boundedEnd = boundedEnd
    }
}
