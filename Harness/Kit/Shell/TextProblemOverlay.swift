import FlywheelCore
import FlywheelSDL
import FlywheelUI

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
