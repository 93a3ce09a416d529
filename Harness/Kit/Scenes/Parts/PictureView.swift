import FlywheelCore
import FlywheelUI

/// A picture filling the view, aspect-fill (scaled to cover, centred, the overflow clipped),
/// like a UIImageView with `.scaleAspectFill` and `clipsToBounds`, taking no input; or, `fitting`,
/// scaled to fit inside it (centred, letterboxed) like `.scaleAspectFit`, taking presses (the
/// parameter menu attaches to one).
final class PictureView: View {
    var image: Image? { didSet { setNeedsDisplay() } }
    let fitting: Bool

    init(image: Image?, fitting: Bool = false) {
        self.image = image
        self.fitting = fitting
        super.init(frame: .zero)
        isUserInteractionEnabled = fitting
        clipsToBounds = !fitting
        // A backdrop (the HUD scene's Earth) stays while the controls over it change: kept as pixels.
        retainsLayer = !fitting
    }

    /// A named picture is an image to a reader; an unnamed one is a backdrop, not an element.
    override var accessibilityDefaultRole: AccessibilityRole { explicitAccessibilityLabel == nil ? .none : .image }

    /// The rectangle `size` covers `bounds` with, keeping its aspect, centred.
    static func aspectFill(_ size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let scale = max(bounds.width / size.width, bounds.height / size.height)
        return Rect(center: bounds.center, size: Size(width: size.width * scale, height: size.height * scale))
    }

    override func draw(_ canvas: Canvas) {
        guard let image else { return }
        canvas.drawImage(image, in: fitting ? bounds.aspectFit(image.size) : Self.aspectFill(image.size, in: bounds))
    }
}
