import FlywheelCore

/// The picker an open spinner shows when it has many values: a `PickerWheel` that leaves the
/// wheel to the finger already on the spinner. A finger pressing the spinner's centre holds the
/// open spinner, as a finger on its ring does; a second finger landing on the picker is taken —
/// so it scrolls nothing under the picker — and ignored until it lifts, as the ring ignores one
/// (docs/widgets.md, "Several fingers"). The spinner refuses a centre press while the picker
/// follows a finger (`Spinner.beginTracking`), so whichever finger came first keeps it.
///
/// ```swift
/// let wheel = SpinnerPickerWheel(spinner: self)   // in Spinner.makePicker()
/// ```
final class SpinnerPickerWheel: PickerWheel {
    private weak var spinner: Spinner?

    init(spinner: Spinner) {
        self.spinner = spinner
        super.init(rows: [], selectedIndex: 0, frame: .zero)
    }

    override func beginTracking(_ touch: Touch) -> Bool {
        if spinner?.isTracking == true { return false }
        return super.beginTracking(touch)
    }
}
