import FlywheelCore

/// The open ring: a square of side 2R centred on the spinner, inserted into the spinner's
/// container directly below it, so it turns with the container (the Tabbed harness rotates it)
/// and is clipped by it. It draws the wedges and icons and turns pointer input on the disc into
/// drags, flings, taps and long presses; the spinner does the rest.
final class SpinnerRingView: View {
    /// Movement (points) before a press on the ring becomes a drag (UIKit's pan needed ~10).
    static let dragSlop = 8.0

    unowned let spinner: Spinner

    init(spinner: Spinner) {
        self.spinner = spinner
        super.init(frame: .zero)
        accessibilityLabel = "Spinner ring"
    }

    /// Only the disc is the ring (the original hit-tested its square).
    override func point(inside point: Point) -> Bool {
        point.distance(to: bounds.center) <= bounds.width / 2
    }

    override func pointerDown(_ touch: Touch) -> Bool {
        guard spinner.isOpen, spinner.isEnabled else { return false }
        spinner.ringPressBegan(touch, in: self)
        return true
    }

    override func pointerMoved(_ touch: Touch) { spinner.ringPressMoved(touch, in: self) }
    override func pointerUp(_ touch: Touch) { spinner.ringPressEnded(touch, in: self) }
    override func pointerCancelled(_ touch: Touch) { spinner.ringPressCancelled(touch) }
    override func handleWheel(_ event: WheelEvent) -> Bool { spinner.handleWheel(event) }

    override func draw(_ canvas: Canvas) { spinner.drawRing(in: canvas, bounds: bounds) }
}
