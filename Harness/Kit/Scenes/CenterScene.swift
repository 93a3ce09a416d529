import FlywheelCore
import FlywheelUI

/// Tabbed harness, tab 1 "Simple Center": a 48×48 spinner centred in
/// a working area inset 20 left and right that ends 70 above the bottom; white icon frames, dark
/// navy tint, pale yellow wedges, spinner only. The ring's radius is the distance to the working
/// area's nearest edge (half its width on the original's portrait phone; half its height in our
/// landscape window).
final class CenterScene: TabbedScene {
    /// The spinner's container: the ring opens in it (it does not clip, as in the original).
    let workingArea = View().mirroringRightToLeft().labelled("Working Area")
    static let sideInset = 20.0
    static let bottomInset = 70.0

    override init(context: SceneContext) {
        super.init(context: context)
        addSubview(workingArea)
        TabbedDatasets.styleLikeSimpleCenter(spinner)
        workingArea.addSubview(spinner)
        finishSetUp()
    }

    override var helpLines: [String] {
        ["Simple Center: the plainest case — a centred spinner whose ring reaches the working area's nearest edge."]
            + super.helpLines
    }

    override func layoutWorkingArea(_ area: Rect) {
        workingArea.frame = Rect(
            x: area.minX + Self.sideInset, y: area.minY,
            width: max(0, area.width - 2 * Self.sideInset),
            height: max(0, area.height - Self.bottomInset))
        spinner.center = workingArea.bounds.center
    }
}
