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

/// F3's outlines: a red frame around each line of text the check found a problem with (or the
/// paint outside a scroll area), where it was last drawn (window points).
final class TextProblemOverlay: View {
    /// The check whose problems are outlined.
    var check: TextCheck? { didSet { setNeedsDisplay() } }
    static let color = Color(red: 0.9, green: 0.1, blue: 0.1)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityElementsHidden = true  // outlines drawn for the developer, not content
        isHidden = true
        isUserInteractionEnabled = false
        accessibilityLabel = "Text problems"
    }

    override func superviewDidLayoutSubviews() {
        if let parent = superview { frame = parent.bounds }
    }

    override func draw(_ canvas: Canvas) {
        guard let check else { return }
        for box in check.windowBoxes {
            let local = Rect(origin: convert(box.origin, from: nil), size: box.size)
            canvas.strokeRect(local.insetBy(dx: -2, dy: -2), color: Self.color, width: 2)
        }
    }
}
