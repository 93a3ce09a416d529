/// What a `Spinner` tells its delegate. Every method has a default, so implement only what you
/// need. The delegate is held weakly.
///
/// Order (better than the original, where these came before the state changed):
/// - `hasOpenedWithTheValue` after `isOpen` became true; then `.touchUpInside` if a tap opened it.
/// - `willCloseWithTheValue` before any close (return false to veto); then, if allowed, the
///   control closes and `hasClosedWithTheValue` follows with `isOpen == false`.
/// - `hasSelectedTheValue` after `selectedIndex` changed (each item the wheel passes while open,
///   and any change from code), then `.valueChanged`.
/// - `hasChosenTheValue` after `hasClosedWithTheValue` when the player took the selection (A,
///   Enter, Space, a tap on the centre, the aiming stick's return, the hold button's release;
///   `takeSelection()`), before `.primaryActionTriggered`. A cancel (B, Escape), a tap outside,
///   or a close from code closes without it: `hasSelectedTheValue` is browsing, this is choosing.
/// - `singleValueSelected` after the `.touchUpInside` of a tap on a one-value spinner.
///
/// ```swift
/// final class Watcher: SpinnerDelegate {
///     func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) { print(item?.title ?? "-") }
///     func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool { item?.isEnabled ?? true }
/// }
/// ```
public protocol SpinnerDelegate: AnyObject {
    func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?)
    func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?)
    func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?)
    func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?)
    func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool
    func spinner(_ spinner: Spinner, hasChosenTheValue item: SpinnerItem?)
}

extension SpinnerDelegate {
    public func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?) {}
    public func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) {}
    public func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) {}
    public func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?) {}
    public func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool { true }
    public func spinner(_ spinner: Spinner, hasChosenTheValue item: SpinnerItem?) {}
}
