import FlywheelCore
import FlywheelUI

/// Both sticks of the pad that last moved: per stick a circle (the rim), the dead zone's centre
/// mark and a dot where the stick points (after its dead zone), with the pad's name above.
final class StickVisualiser: View {
    /// The last position of each stick (x, y in −1…1, y down).
    private(set) var positions: [PadStick: (x: Double, y: Double)] = [.left: (0, 0), .right: (0, 0)]
    /// The pad that moved a stick last.
    private(set) var pad: PadID?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityLabel = "Sticks"
        accessibilityRole = .staticText
        backgroundColor = Color(white: 0, alpha: 0.45)
    }

    override var accessibilityValue: String? {
        get {
            let l = positions[.left] ?? (0, 0), r = positions[.right] ?? (0, 0)
            return "\(pad?.description ?? "no pad"): left \(Self.text(l)), right \(Self.text(r))"
        }
        set {}
    }

    private static func text(_ p: (x: Double, y: Double)) -> String {
        p.x == 0 && p.y == 0
            ? "centred" : "x \(NumberText.fixed(p.x, decimals: 2)) y \(NumberText.fixed(p.y, decimals: 2))"
    }

    /// Shows `event`'s stick where it points now.
    func show(_ event: StickEvent) {
        guard event.x.isFinite, event.y.isFinite else { return }
        positions[event.stick] = (min(max(event.x, -1), 1), min(max(event.y, -1), 1))
        pad = event.pad
        setNeedsDisplay()
    }

    override func draw(_ canvas: Canvas) {
        let b = bounds
        let r = max(0, min(b.width / 4, b.height / 2) - 14)
        canvas.drawText(
            pad?.description ?? "no pad", at: Point(x: b.minX + 6, y: b.minY + 2), font: .system(size: 11),
            color: .white)
        for (i, stick) in PadStick.allCases.enumerated() {
            let c = Point(x: b.minX + b.width * (i == 0 ? 0.25 : 0.75), y: b.midY + 6)
            canvas.strokeEllipse(in: Rect(center: c, size: Size(width: 2 * r, height: 2 * r)), color: .white, width: 1)
            canvas.fillEllipse(in: Rect(center: c, size: Size(width: 4, height: 4)), color: Color(white: 0.6))
            let p = positions[stick] ?? (0, 0)
            let dot = Point(x: c.x + p.x * r, y: c.y + p.y * r)
            canvas.drawLine(from: c, to: dot, color: Color(white: 1, alpha: 0.5), width: 1)
            canvas.fillEllipse(in: Rect(center: dot, size: Size(width: 10, height: 10)), color: .orange)
        }
    }
}
