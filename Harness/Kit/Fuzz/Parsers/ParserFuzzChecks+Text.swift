import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

extension ParserFuzzChecks {
    /// The text path (shape, order, fall back, rasterise, blend) on any string a file or a
    /// program could hand a label: measuring gives a finite size and the same one after drawing,
    /// drawing (1:1, squashed like a picker row, rotated) does not crash, and a cut line fits.
    static func text(_ data: Data) throws(ParserFuzzFinding) {
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let renderer = TextFuzzRenderer.shared else { return }  // no usable font: nothing to draw
        let canvas = renderer.canvas
        for font in [Font.system(size: 15), Font.boldSystem(size: 40)] {
            let size = canvas.measureText(text, font: font)
            try require(size.width.isFinite && size.width >= 0 && size.height > 0, "measured \(size) for \(font)")
            canvas.beginFrame(clear: .white)
            canvas.drawText(text, at: Point(x: 4, y: 4), font: font, color: .black)
            canvas.pushTransform(Transform(scaleX: 1, y: 0.6))
            canvas.drawText(text, at: Point(x: 4, y: 80), font: font, color: .blue)
            canvas.popTransform()
            canvas.pushTransform(Transform(rotation: 0.5))
            canvas.drawText(text, at: Point(x: 40, y: 10), font: font, color: .red)
            canvas.popTransform()
            canvas.endFrame()
            try require(canvas.measureText(text, font: font) == size, "the size changed after drawing")
            let cut = canvas.truncatedText(text, font: font, width: 100)
            try require(
                cut == text && size.width <= 100
                    || cut.hasSuffix("\u{2026}")
                        && (canvas.measureText(cut, font: font).width <= 100 || cut == "\u{2026}"),
                "cut to \(canvas.measureText(cut, font: font).width) points, not 100")
        }
    }
}

/// One headless canvas for every text input (made once: fonts and glyphs stay warm).
enum TextFuzzRenderer {
    nonisolated(unsafe) static let shared: HeadlessRenderer? = try? HeadlessRenderer(
        size: Size(width: 240, height: 160))
}
