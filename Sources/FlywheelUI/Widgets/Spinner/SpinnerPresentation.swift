import FlywheelCore

/// What an open spinner shows: the radial ring, or the picker in its container. Both are views
/// inserted into the spinner's superview directly below the spinner, as in the original.
enum SpinnerPresentation {
    case ring(SpinnerRing)
    case picker(container: View, wheel: PickerWheel)

    /// The ring, when the ring is shown.
    var ring: SpinnerRing? {
        if case .ring(let ring) = self { return ring }
        return nil
    }

    var view: View {
        switch self {
        case .ring(let ring): return ring
        case .picker(let container, _): return container
        }
    }
}
