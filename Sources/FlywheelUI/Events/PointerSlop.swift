/// How far a pointer may move and still mean what it meant when it went down: the one place the
/// library's movement thresholds are named. A press that moves less than `tap` is still a tap;
/// a press on a wheel that moves more than `drag` turns it. A scroller waits for `scroll`,
/// farther than a wheel, because its content holds buttons that must still get their taps when
/// a finger wobbles on them (UIScrollView's 10 points).
///
/// ```swift
/// if touch.startLocationInWindow.distance(to: touch.locationInWindow) > PointerSlop.tap {
///     isDrag = true
/// }
/// ```
public enum PointerSlop {
    /// Points a press may travel and still be a tap (UIKit's tap recogniser allows a few).
    public static let tap = 6.0
    /// Points a press on a wheel travels before it becomes a drag the wheel follows.
    public static let drag = 8.0
    /// Points a press in a scroller travels before it scrolls (see the type's discussion).
    public static let scroll = 10.0
    /// Points a long press may wander before it is not one (UIKit's `allowableMovement`).
    public static let hold = 10.0
    /// Points from the first tap of a multiple tap within which the next one must land.
    public static let tapRepeat = 40.0
}
