import FlywheelCore
import FlywheelUI

/// A frame drawn around a problem in a check's picture: where (window points) and in which
/// colour. The checks draw them on a copy of the frame read back, never on the scene.
///
/// ```swift
/// let marked = ProblemOutline.draw([ProblemOutline(box: label.frame, color: .red)], on: frame, pixelScale: 1)
/// ```
struct ProblemOutline {
    var box: Rect
    var color: Color
    /// Device pixels wide.
    var thickness = 2

    /// `image` with every outline drawn just outside its box (so the outline hides nothing of
    /// what it points at), cut to the image.
    static func draw(_ outlines: [ProblemOutline], on image: Image, pixelScale: Double) -> Image {
        guard !outlines.isEmpty else { return image }
        var bytes = image.rgba
        let w = image.width, h = image.height
        func plot(_ x: Int, _ y: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
            guard x >= 0, y >= 0, x < w, y < h else { return }
            let i = (y * w + x) * 4
            bytes[i] = c.r
            bytes[i + 1] = c.g
            bytes[i + 2] = c.b
            bytes[i + 3] = 255
        }
        for o in outlines where o.box.minX.isFinite && o.box.maxY.isFinite {
            let c = o.color.rgba8, t = max(1, o.thickness)
            let x0 = Int((o.box.minX * pixelScale).rounded(.down)) - t
            let y0 = Int((o.box.minY * pixelScale).rounded(.down)) - t
            let x1 = Int((o.box.maxX * pixelScale).rounded(.up)) + t - 1
            let y1 = Int((o.box.maxY * pixelScale).rounded(.up)) + t - 1
            guard x1 >= x0, y1 >= y0, x1 >= 0, y1 >= 0, x0 < w, y0 < h else { continue }
            for k in 0..<t {
                for x in max(0, x0)...min(w - 1, x1) {
                    plot(x, y0 + k, c)
                    plot(x, y1 - k, c)
                }
                for y in max(0, y0)...min(h - 1, y1) {
                    plot(x0 + k, y, c)
                    plot(x1 - k, y, c)
                }
            }
        }
        return Image(width: w, height: h, rgba: bytes, name: image.name)
    }
}
