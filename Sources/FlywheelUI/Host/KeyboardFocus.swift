/// A host's keyboard focus: the view receiving key events, and whether its focus ring shows
/// (only while the user drives the UI from the keyboard; `ViewHost.showsFocusRing`).
final class KeyboardFocus {
    /// The focused view; held weakly, so a view that goes takes its focus with it.
    weak var view: View?
    /// Whether the focused view draws its focus ring.
    private(set) var showsRing = false

    /// Shows or hides the ring; the focused view redraws when that changes.
    func setShowsRing(_ shows: Bool) {
        guard shows != showsRing else { return }
        showsRing = shows
        view?.setNeedsDisplay()
    }
}
