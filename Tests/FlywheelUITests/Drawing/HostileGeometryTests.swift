import FlywheelCore
import Testing

@testable import FlywheelUI

/// Font sizes and view geometry an app sets are kept drawable at the setter.
@Suite struct HostileGeometryTests {
    @Test func fontSizesStayDrawable() {
        #expect(Font(size: .nan).size == 12 && Font(size: .infinity).size == 12)
        var f = Font.system(size: 15)
        f.size = 1e6
        #expect(f.size == TextLimits.maximumFontSize)
        f.size = -.infinity
        #expect(f.size == 12)
        f.size = 0
        #expect(f.size == 1)
    }

    @Test func viewsKeepFiniteFramesAndRefuseBrokenTransforms() {
        let view = View(frame: Rect(x: .nan, y: 0, width: .infinity, height: 1e300))
        #expect(view.frame.origin.isFinite && view.bounds.width == GeometryLimits.maximumCoordinate)
        view.frame = Rect(x: 10, y: 10, width: .nan, height: -40)
        #expect(view.bounds.size == Size(width: 0, height: -40))
        view.rotation = 0.5
        let kept = view.transform
        view.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(view.transform == kept)
        view.alpha = .nan
        #expect(view.alpha == 0)
    }

    @Test func aLabelWithANaNFrameFitsItsText() {
        let label = Label(text: "Hello there", font: .system(size: 15))
        label.frame = Rect(x: 0, y: 0, width: .nan, height: .nan)
        label.numberOfLines = 0
        let fit = label.fit(on: RecordingCanvas())
        #expect(fit.lines.count == 1 && fit.lines[0].hasSuffix("…"))
    }
}
