import FlywheelCore

/// A gesture a key stands for: what a keyboard user does instead of a tap, a double tap or a
/// long press on a view with recognizers (`View.performKeyboardGesture`; `SwipeView` sends them
/// to its current item).
///
/// | key | gesture |
/// |---|---|
/// | Enter or Space | `tap` |
/// | Shift-Enter or Shift-Space | `doubleTap` |
/// | Shift-F10 or the Menu (context-menu) key | `longPress` |
///
/// ```swift
/// if let gesture = KeyboardGesture(event) { tile.performKeyboardGesture(gesture, at: event.timestamp) }
/// ```
public enum KeyboardGesture: Sendable, Equatable {
    case tap, doubleTap, longPress

    /// The Menu key's SDL keycode (`SDLK_APPLICATION`), as the event translator passes it on
    /// (`Key.other`).
    public static let menuKeyCode = 0x4000_0065

    /// The gesture a key-down stands for, or nil.
    public init?(_ event: KeyEvent) {
        guard event.isDown, !event.isRepeat else { return nil }
        let shift = event.modifiers.contains(.shift)
        switch event.key {
        case .enter, .space: self = shift ? .doubleTap : .tap
        case .function(10) where shift: self = .longPress
        case .other(Self.menuKeyCode): self = .longPress
        default: return nil
        }
    }
}

extension GestureRecognizer {
    /// Whether this recognizer is the one `gesture` stands for: a one-tap or two-tap
    /// `TapGestureRecognizer`, or a `LongPressGestureRecognizer`.
    func answers(_ gesture: KeyboardGesture) -> Bool {
        switch gesture {
        case .tap: return (self as? TapGestureRecognizer)?.numberOfTapsRequired == 1
        case .doubleTap: return (self as? TapGestureRecognizer)?.numberOfTapsRequired == 2
        case .longPress: return self is LongPressGestureRecognizer
        }
    }

    /// Runs the gesture as if a pointer did it at the view's centre at `time`: a tap is
    /// recognized (`ended`), a long press begins and ends. Its action hears the same states a
    /// pointer gives it; `location(in:)` is the view's centre.
    func performFromKeyboard(_ gesture: KeyboardGesture, at time: Double) {
        guard isEnabled, state == .possible, track == nil, let view else { return }
        let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        lastTouch = Touch(
            id: -1, locationInWindow: centre, previousLocationInWindow: centre, timestamp: time,
            startLocationInWindow: centre, startTimestamp: time)
        let states: [GestureRecognizerState] = gesture == .longPress ? [.began, .ended] : [.ended]
        for s in states {
            state = s
            timestamp = time
            action?(self)
        }
        state = .possible
        reset()
    }
}

extension View {
    /// Performs `gesture` on this view's recognizers that answer it (`KeyboardGesture`'s table),
    /// as a pointer would; true when one did.
    ///
    /// ```swift
    /// tile.performKeyboardGesture(.longPress, at: host.clock.now)   // its long press runs
    /// ```
    @discardableResult
    public func performKeyboardGesture(_ gesture: KeyboardGesture, at time: Double) -> Bool {
        let answering = gestureRecognizers.filter { $0.answers(gesture) && $0.isEnabled }
        for r in answering { r.performFromKeyboard(gesture, at: time) }
        return !answering.isEmpty
    }
}
