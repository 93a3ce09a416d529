import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

/// The widget that is a view, not a control (no highlighted or disabled state), drawn by the
/// SDL backend against golden PNGs.
@Suite(.serialized) struct LabelGoldenTests {
    @Test func alignments() throws {
        try withSDL {
            let container = View()
            for (i, alignment) in [TextAlignment.left, .center, .right].enumerated() {
                let label = Label(
                    text: "Rating: 3 stars", font: i == 1 ? .boldSystem(size: 17) : .system(size: 15),
                    frame: Rect(x: 0, y: Double(i) * 28, width: 220, height: 24))
                label.alignment = alignment
                label.textColor = i == 2 ? Color(white: 0.35) : .black
                container.addSubview(label)
            }
            let image = try WidgetGolden.render(
                container, frame: Rect(x: 10, y: 8, width: 220, height: 84),
                size: Size(width: 240, height: 100))
            try GoldenImage.check(image, named: "label-alignments")
        }
    }
}
