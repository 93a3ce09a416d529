import FlywheelCore

/// What an open spinner shows: the radial ring, or the picker in its container. Both are views
/// inserted into the spinner's superview directly below the spinner, as in the original.
enum SpinnerPresentation {
    case ring(SpinnerRingView)
    case picker(container: View, wheel: PickerWheel)

    var view: View {
        switch self {
        case .ring(let ring): return ring
        case .picker(let container, _): return container
        }
    }
}

/// A press held on the ring (for taps, long-press repeats and the start of a drag).
struct RingPress {
    var pointerID: Int
    var startLocation: Point
    var startTime: Double
    /// The wheel was moving when the press began: a tap then only stops it.
    var stopsSpin: Bool
    /// -1 left half, +1 right half (in the ring's own, possibly rotated, coordinates).
    var side: Int
    var isDragging = false
    /// Long-press steps already made.
    var repeats = 0
}
