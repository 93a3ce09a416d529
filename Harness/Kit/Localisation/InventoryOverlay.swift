import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Drawn over a scene for the inventory's picture: each entry's box outlined, with its number
/// (1-based, its place in `inventory.json`'s list for that picture) in a tag at its top left.
final class InventoryOverlay: View {
    static let font = Font.system(size: 9)
    static let colors: [Color] = [
        Color(red: 0.85, green: 0.1, blue: 0.55), Color(red: 0.1, green: 0.35, blue: 0.9),
        Color(red: 0.0, green: 0.55, blue: 0.3), Color(red: 0.8, green: 0.4, blue: 0.0),
    ]
    let boxes: [Rect]

    init(boxes: [Rect], size: Size) {
        self.boxes = boxes
        super.init(frame: Rect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    override func draw(_ canvas: Canvas) {
        canvas.beginVerbatimText()
        defer { canvas.endVerbatimText() }
        for (i, box) in boxes.enumerated() {
            let color = Self.colors[i % Self.colors.count]
            canvas.strokeRect(box.insetBy(dx: -1, dy: -1), color: color, width: 1)
            let tag = String(i + 1)
            let size = canvas.measureText(tag, font: Self.font)
            let above = box.minY - size.height - 1
            let tagBox = Rect(
                x: max(0, box.minX - 1), y: above >= 0 ? above : box.minY, width: size.width + 4, height: size.height)
            canvas.fillRect(tagBox, color: color)
            canvas.drawText(tag, at: Point(x: tagBox.minX + 2, y: tagBox.minY), font: Self.font, color: .white)
        }
    }
}
