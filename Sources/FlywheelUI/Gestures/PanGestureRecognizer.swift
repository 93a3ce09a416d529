import FlywheelCore

/// A pointer dragged: UIKit's UIPanGestureRecognizer. Continuous: `began` once the pointer has
/// travelled `minimumDistance` (`PointerSlop.drag` by default, less than a scroller's
/// `PointerSlop.scroll`, so a pan on an item inside a scroller wins the pointer from it),
/// `changed` on every move, `ended` when it lifts (`cancelled` if the pointer is cancelled).
/// Fails if the pointer lifts before it began.
///
/// ```swift
/// let pan = PanGestureRecognizer { g in
///     let pan = g as! PanGestureRecognizer
///     card.center = start + pan.translation(in: card.superview)
///     if pan.state == .ended { fling(pan.velocity(in: card.superview)) }
/// }
/// card.addGestureRecognizer(pan)
/// ```
public final class PanGestureRecognizer: GestureRecognizer {
    /// Points the pointer travels before the pan begins. Negative or non-finite values are ignored.
    public var minimumDistance = PointerSlop.drag {
        didSet { if !(minimumDistance.isFinite && minimumDistance >= 0) { minimumDistance = oldValue } }
    }
    private var origin = Point.zero
    private var estimatorX = FlingVelocityEstimator()
    private var estimatorY = FlingVelocityEstimator()

    /// How far the pointer moved since the pan began (or since `setTranslation`), in `view`'s
    /// coordinates (nil = window points).
    public func translation(in view: View?) -> Point {
        guard let touch = lastTouch else { return .zero }
        let now = touch.location(in: view)
        let from = view?.convert(origin, from: nil) ?? origin
        return Point(x: now.x - from.x, y: now.y - from.y)
    }

    /// Makes the translation in `view`'s coordinates read `translation` from here on.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite, let touch = lastTouch else { return }
        let now = touch.location(in: view)
        let from = Point(x: now.x - translation.x, y: now.y - translation.y)
        origin = view?.convert(from, to: nil) ?? from
    }

    /// The pointer's velocity (points per second in `view`'s coordinates) from a fit of its
    /// recent positions (`FlingVelocityEstimator`), at the latest event.
    public func velocity(in view: View?) -> Point {
        let t = lastTouch?.timestamp
        let v = Point(x: estimatorX.velocity(at: t), y: estimatorY.velocity(at: t))
        guard let view else { return v }
        let zero = view.convert(Point.zero, from: nil)
        let end = view.convert(v, from: nil)
        return Point(x: end.x - zero.x, y: end.y - zero.y)
    }

    public override func pointerDown(_ touch: Touch) {
        origin = touch.locationInWindow
        sample(touch)
    }

    public override func pointerMoved(_ touch: Touch) {
        sample(touch)
        switch state {
        case .possible:
            if pointerTravelled(beyond: minimumDistance) {
                origin = track?.start ?? origin
                transition(to: .began, at: touch.timestamp)
            }
        case .began, .changed: transition(to: .changed, at: touch.timestamp)
        default: break
        }
    }

    public override func pointerUp(_ touch: Touch) {
        sample(touch)
        switch state {
        case .possible: transition(to: .failed, at: touch.timestamp)
        case .began, .changed: transition(to: .ended, at: touch.timestamp)
        default: break
        }
    }

    public override func reset() {
        estimatorX.reset()
        estimatorY.reset()
    }

    private func sample(_ touch: Touch) {
        estimatorX.add(position: touch.locationInWindow.x, at: touch.timestamp)
        estimatorY.add(position: touch.locationInWindow.y, at: touch.timestamp)
    }
}
