import FlywheelCore
import FlywheelUI

/// The original harnesses' green vertical gradient background, drawn as thin horizontal bands.
final class GradientView: View {
    var top: Color
    var bottom: Color
    /// Bands per gradient: enough that steps are invisible, few enough to stay cheap.
    static let bands = 48

    /// The top is darker than the original's (0.36, 0.75, 0.45), on which the white captions
    /// measured 2.4:1: white text reads 5:1 or more all the way down.
    init(
        top: Color = Color(red: 0.12, green: 0.5, blue: 0.26),
        bottom: Color = Color(red: 0.02, green: 0.32, blue: 0.16)
    ) {
        self.top = top
        self.bottom = bottom
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        fillsSuperview = true
        // Nothing in it changes while the controls over it do: kept as pixels.
        retainsLayer = true
    }

    override func draw(_ canvas: Canvas) {
        let h = bounds.height / Double(Self.bands)
        for i in 0..<Self.bands {
            let y0 = (Double(i) * h).rounded(.down), y1 = (Double(i + 1) * h).rounded(.up)
            canvas.fillRect(
                Rect(x: bounds.minX, y: y0, width: bounds.width, height: y1 - y0),
                color: top.mixed(with: bottom, (Double(i) + 0.5) / Double(Self.bands)))
        }
    }
}

extension SceneView {
    /// Puts the gradient behind everything the scene adds after it, the scene's own white cleared:
    /// the backdrop of the Basic, Quadrants and tabbed scenes.
    func addGradientBackdrop() {
        backgroundColor = nil
        addSubview(GradientView())
    }
}
