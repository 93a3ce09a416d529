import FlywheelCore
import FlywheelUI

/// A segmented control whose segments show pictures instead of text: a colour swatch (the HUD
/// harness's "square.fill" tint segments), an image (its centre-image segments), or the
/// segment's title as text (its "None": a choice with no picture still shows). Other titles
/// stay — they are what scripts `set` and what the help overlay lists — but are not drawn.
/// Selection, keys and disabled segments are the segmented control's.
///
/// ```swift
/// let tints = PictureSegmentedControl(titles: ["Red", "Blue"], pictures: [.swatch(.red), .swatch(.blue)])
/// ```
final class PictureSegmentedControl: SegmentedControl {
    enum Picture {
        case none
        /// The segment's title, as text in the segment's text colour.
        case title
        /// A filled rounded square in this colour.
        case swatch(Color)
        /// An image, aspect-fitted; templates take the segment's text colour.
        case image(Image)
    }

    var pictures: [Picture] { didSet { setNeedsDisplay() } }
    /// The picture's share of the segment's height.
    static let pictureFraction = 0.7

    init(titles: [String], pictures: [Picture], selectedIndex: Int = 0) {
        self.pictures = pictures
        super.init(titles: titles, selectedIndex: selectedIndex)
    }

    override func draw(_ canvas: Canvas) {
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: 6, color: .white)
        for i in titles.indices {
            let f = segmentFrame(i)
            if i == selectedIndex {
                // The full tint, as SegmentedControl's: a 35 % wash stood 1.7:1 from the white of
                // the other segments, under WCAG 1.4.11's 3:1 for a selected state.
                canvas.fillRect(f, color: tint)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: tint.multiplyingAlpha(0.15))
            }
            if i > 0 {
                canvas.drawLine(
                    from: Point(x: f.minX.rounded() + 0.5, y: f.minY), to: Point(x: f.minX.rounded() + 0.5, y: f.maxY),
                    color: tint, width: 1)
            }
            let alpha = isEnabled(segment: i) && isEnabled ? 1.0 : Control.disabledAlpha
            let side = (min(f.width, f.height) * Self.pictureFraction).rounded()
            let box = Rect(
                center: Point(x: f.midX.rounded(), y: f.midY.rounded()), size: Size(width: side, height: side))
            switch pictures.indices.contains(i) ? pictures[i] : .none {
            case .none:
                break
            case .title:
                let room = max(0, f.width - 4)  // 2 pt either side, as SegmentedControl keeps
                canvas.drawText(
                    canvas.truncatedText(titles[i], font: font, width: room), in: f, font: font,
                    color: (i == selectedIndex ? Color.white : tint).multiplyingAlpha(alpha))
            case .swatch(let color):
                canvas.fillRoundedRect(box, radius: side * 0.18, color: color.multiplyingAlpha(alpha))
                canvas.strokeRoundedRect(
                    box.insetBy(dx: 0.5, dy: 0.5), radius: side * 0.18, color: Color(white: 0.5, alpha: 0.6 * alpha),
                    width: 1)
            case .image(let image):
                canvas.drawImage(
                    image, in: box.aspectFit(image.size), rotation: 0,
                    tint: image.isTemplate ? (i == selectedIndex ? .white : tint) : nil, alpha: alpha)
            }
        }
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
    }
}
