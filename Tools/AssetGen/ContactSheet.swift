import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// A labelled grid of generated images, for reviewing a whole set at a glance
/// (`assetgen --contact-sheets DIR`). Not part of Assets/.
enum ContactSheet {
    static func render(title: String, items: [(name: String, bitmap: Bitmap)], cell: Double = 150,
                       columns: Int = 6) throws -> Bitmap {
        let rows = (items.count + columns - 1) / columns
        let header = 34.0, label = 18.0
        let size = Size(width: cell * Double(columns), height: header + (cell + label) * Double(rows))
        let renderer = try HeadlessRenderer(size: size, background: Color(white: 0.82))
        let canvas = renderer.canvas
        canvas.beginFrame(clear: Color(white: 0.82))
        canvas.drawText(title, at: Point(x: 8, y: 6), font: .boldSystem(size: 18), color: .black)
        for (i, item) in items.enumerated() {
            let x = Double(i % columns) * cell, y = header + Double(i / columns) * (cell + label)
            let box = Rect(x: x + 6, y: y + 2, width: cell - 12, height: cell - 12)
            // A white/grey split behind each image shows both dark and light edges.
            canvas.fillRect(Rect(x: box.minX, y: box.minY, width: box.width / 2, height: box.height), color: .white)
            canvas.fillRect(Rect(x: box.midX, y: box.minY, width: box.width / 2, height: box.height), color: Color(white: 0.6))
            let k = min(box.width / Double(item.bitmap.width), box.height / Double(item.bitmap.height), 1)
            let drawn = Rect(center: Point(x: box.midX, y: box.midY),
                             size: Size(width: Double(item.bitmap.width) * k, height: Double(item.bitmap.height) * k))
            canvas.drawImage(item.bitmap.image(named: item.name), in: drawn)
            canvas.drawText(item.name, in: Rect(x: x, y: y + cell - 8, width: cell, height: label),
                            font: .system(size: 11), color: .black)
        }
        canvas.endFrame()
        return Bitmap(renderer.snapshot())
    }
}
