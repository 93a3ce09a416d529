import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// F3: the text check in a window. It puts a `TextCheck` on the canvas, redraws everything so
/// every line is checked, and outlines each problem found (`TextProblemOverlay`). It checks
/// the layout as well (`TextCheck.checksLayout`: overlapping, covered, vertically cut and
/// too-small text, paint outside scroll areas) on each frame drawn while nothing animates —
/// with F3 on, every frame is drawn whole, not only what changed. Switching scenes forgets the last scene's problems. Scripts and
/// `l10n-check` use the same check (`HarnessReport.textProblems`).
extension HarnessShell {
    var textProblemOverlay: TextProblemOverlay? { subviews.lazy.compactMap { $0 as? TextProblemOverlay }.first }

    /// The check on the canvas, if one is on.
    var textCheck: TextCheck? { canvas?.textCheck }

    /// Turns the check on (a new one, everything redrawn) or off.
    func setTextCheck(on: Bool) {
        guard let canvas else { return }
        if on {
            let check = TextCheck()
            check.onProblem = { [weak self] _ in self?.textProblemOverlay?.setNeedsDisplay() }
            // The layout too (overlaps, covers, cuts, small text, paint outside scroll areas),
            // on every frame drawn while nothing animates: each frame is then drawn whole.
            check.checksLayout = true
            check.checksLayoutOnlyAtRest = true
            canvas.textCheck = check
            setNeedsDisplay()
            post("Text check on (F3): problems are outlined in red")
        } else {
            canvas.textCheck = nil
            post("Text check off (F3)")
        }
        textProblemOverlay?.check = canvas.textCheck
        textProblemOverlay?.isHidden = !on
        if let overlay = textProblemOverlay { bringSubviewToFront(overlay) }
    }

    /// A new scene: its problems start afresh.
    func textCheckSceneChanged() {
        guard let check = textCheck else { return }
        check.removeAllProblems()
        textProblemOverlay?.setNeedsDisplay()
    }
}
