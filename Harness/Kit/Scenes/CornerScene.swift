import FlywheelCore
import FlywheelUI

/// Tabbed harness, tab 2 "Bottom Right": a clipped working area
/// (full width, down to 54 above the bottom) holding a clipping square container, twice the
/// working area's size, centred on its bottom-right corner and rotated −45°. The spinner, a tenth
/// of the container, sits at its centre — at the corner, only its top-left quarter showing — and
/// its ring (radius = the container's half side) opens up-left into the visible area. Every colour
/// is clear: no frames, no wedges, just the pictures.
///
/// Scaling: the original sized the container from the working area's *width*, its shorter side on
/// a portrait phone. In a landscape window that would put the ring's top above the screen, so we
/// use the shorter side, which is what the original's geometry amounts to.
final class CornerScene: TabbedScene {
    let workingArea = View().mirroringRightToLeft().labelled("Working Area")
    let container = View().mirroringRightToLeft().labelled("Container")
    static let bottomInset = 54.0
    static let containerRotation = -Double.pi / 4
    /// The spinner's side as a fraction of the container's.
    static let spinnerFraction = 0.1

    override init(context: SceneContext) {
        super.init(context: context)
        workingArea.clipsToBounds = true
        // The tab is a place, the bottom-right corner, not a reading order: it stays there right
        // to left (the controls below mirror).
        workingArea.layoutDirection = .forceLeftToRight
        container.clipsToBounds = true
        container.rotation = Self.containerRotation
        addSubview(workingArea)
        workingArea.addSubview(container)
        spinner.backgroundColor = .clear
        spinner.tintColor = .clear
        spinner.openBackgroundColor = .clear
        container.addSubview(spinner)
        finishSetUp()
    }

    override var helpLines: [String] {
        [
            "Bottom Right: the spinner sits on the corner, clipped; its container is turned 45° counter-clockwise,",
            "so the selected item (the ring's top) points up-left. Clear colours: only the pictures show.",
        ]
            + super.helpLines
    }

    override func layoutWorkingArea(_ area: Rect) {
        workingArea.frame = Rect(
            x: area.minX, y: area.minY, width: area.width,
            height: max(0, area.height - Self.bottomInset))
        let side = 2 * min(workingArea.bounds.width, workingArea.bounds.height)
        // `frame` is the untransformed box (centre ± half the bounds), so the rotation stays.
        container.frame = Rect(
            center: Point(x: workingArea.bounds.maxX, y: workingArea.bounds.maxY),
            size: Size(width: side, height: side))
        let s = side * Self.spinnerFraction
        spinner.frame = Rect(center: container.bounds.center, size: Size(width: s, height: s))
    }
}
