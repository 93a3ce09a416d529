import FlywheelCore

/// One or more taps in a row: UIKit's UITapGestureRecognizer. Discrete: recognized when the
/// last required tap lifts, failed when a press travels farther than `PointerSlop.tap`, when
/// the next press comes later than `maximumTapInterval` after a lift, or lands farther than
/// `PointerSlop.tapRepeat` from the first.
///
/// A single tap that should not fire on the first tap of a double tap waits for it to fail:
///
/// ```swift
/// let double = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in zoom() }
/// let single = TapGestureRecognizer { g in select(at: g.location(in: view)) }
/// single.require(toFail: double)     // fires maximumTapInterval after a lone tap
/// view.addGestureRecognizer(double)
/// view.addGestureRecognizer(single)
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
    /// Seconds a multiple tap allows between one lift and the next press (UIKit's is about this).
    public static let maximumTapInterval = 0.35

    /// Taps needed (at least 1; smaller values are ignored).
    public var numberOfTapsRequired: Int {
        didSet { if numberOfTapsRequired < 1 { numberOfTapsRequired = oldValue } }
    }
    /// Taps counted so far in the gesture under way (the count when it was recognized).
    public private(set) var tapCount = 0
    private var firstTapLocation: Point?
    private var lastLiftTime: Double?

    /// A recognizer of `numberOfTapsRequired` taps calling `action`.
    public init(numberOfTapsRequired: Int = 1, action: ((GestureRecognizer) -> Void)? = nil) {
        self.numberOfTapsRequired = max(1, numberOfTapsRequired)
        super.init(action: action)
    }

    public override func pointerDown(_ touch: Touch) {
        if let first = firstTapLocation, touch.locationInWindow.distance(to: first) > PointerSlop.tapRepeat {
            return transition(to: .failed, at: touch.timestamp)
        }
        if firstTapLocation == nil {
            firstTapLocation = touch.locationInWindow
            tapCount = 0
        }
        lastLiftTime = nil
    }

    public override func pointerMoved(_ touch: Touch) {
        if state == .possible, pointerTravelled(beyond: PointerSlop.tap) {
            transition(to: .failed, at: touch.timestamp)
        }
    }

    public override func pointerUp(_ touch: Touch) {
        guard state == .possible else { return }
        if pointerTravelled(beyond: PointerSlop.tap) { return transition(to: .failed, at: touch.timestamp) }
        tapCount += 1
        if tapCount >= numberOfTapsRequired {
            transition(to: .recognized, at: touch.timestamp)
        } else {
            lastLiftTime = touch.timestamp
        }
    }

    public override var deadline: Double? {
        guard state == .possible, track == nil, tapCount > 0, let lift = lastLiftTime else { return nil }
        return lift + Self.maximumTapInterval
    }

    public override func deadlinePassed(at time: Double) {
        lastLiftTime = nil
        transition(to: .failed, at: time)
    }

    public override var isBetweenPointers: Bool { state == .possible && tapCount > 0 && lastLiftTime != nil }

    /// Keeps `tapCount` readable after the gesture; the next first press clears it.
    public override func reset() {
        firstTapLocation = nil
        lastLiftTime = nil
    }
}
