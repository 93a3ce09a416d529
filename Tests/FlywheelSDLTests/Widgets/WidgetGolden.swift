import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI

/// Renders one widget headless for its golden images: `view` at `frame` in a window of `size`
/// on a light grey background, after two frames. With `press`, a finger is then put down at
/// that window point (and kept down) before the last frame, which is how a control is seen
/// highlighted. Call inside `withSDL`.
enum WidgetGolden {
    static let background = Color(white: 0.94)

    static func render(_ view: View, frame: Rect, size: Size, press: Point? = nil) throws -> Image {
        let r = try HeadlessRenderer(size: size, background: background)
        view.frame = frame
        r.host.rootView.addSubview(view)
        r.run(frames: 2, fps: 60)
        if let press {
            r.sendPointer(.down, at: press)
            r.renderFrame()
        }
        return r.snapshot()
    }
}
