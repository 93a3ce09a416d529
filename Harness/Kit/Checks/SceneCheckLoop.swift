import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The renderer loop the checks of what a person sees share (`l10n-check`, `a11y-check`): each
/// scene rendered headless at each size for a number of frames, with a `TextCheck` on the
/// canvas, handed to the check to inspect, and its picture saved with the problems outlined as
/// `<folder>/<W>x<H>/<scene>.png` (the folder a check chooses: l10n-check's has the locale in it).
///
/// ```swift
/// let loop = SceneCheckLoop(frames: 30, fps: 60)
/// let render = try loop.render(scene: "basic", size: Size(width: 800, height: 600), context: SceneContext())
/// render.textCheck.problems     // what the text check found, the last frame's layout included
/// try loop.savePicture(render, outlines: [], in: "out/check")   // "out/check/800x600/basic.png"
/// ```
struct SceneCheckLoop {
    /// Frames drawn before the check looks (at `fps`): the scene's opening animations included.
    var frames = 30
    var fps = 60.0

    /// A scene drawn and ready to look at.
    struct Render {
        var scene: String
        var size: Size
        let renderer: HeadlessRenderer
        let shell: HarnessShell
        let textCheck: TextCheck

        /// "800x600".
        var sizeName: String { SceneCheckLoop.sizeName(size) }
    }

    /// "800x600": how a size names its folder and its rows in the reports.
    static func sizeName(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }

    /// Renders `scene` at `size` for `frames` frames with a text check on the canvas, then
    /// `drawRecordingLines`: the last frame, whole, has its layout checked.
    func render(scene: String, size: Size, context: SceneContext) throws -> Render {
        let (renderer, shell) = try HeadlessSession.make(scene: scene, size: size, context: context)
        let check = TextCheck()
        renderer.canvas.textCheck = check
        renderer.run(frames: frames, fps: fps)
        let render = Render(scene: scene, size: size, renderer: renderer, shell: shell, textCheck: check)
        drawRecordingLines(render)
        return render
    }

    /// Draws the frame again, whole (no damage tracking, no retained layer copied back), with
    /// the text check recording every line (`TextCheck.lines`; the lines of earlier frames
    /// forgotten) and checking the frame's layout (`TextCheck.checksLayout`: overlaps, covers,
    /// vertical cuts, small text, paint outside scroll areas): the lines of the frame the
    /// picture shows, each one drawn. The clock does not move.
    func drawRecordingLines(_ render: Render) {
        let renderer = render.renderer, check = render.textCheck
        let tracked = renderer.rendererHost.tracksDamage
        renderer.rendererHost.tracksDamage = false
        check.recordsLines = true
        check.checksLayout = true
        check.removeAllLines()
        renderer.host.setNeedsFrame()
        renderer.renderFrame()
        check.recordsLines = false
        check.checksLayout = false
        renderer.rendererHost.tracksDamage = tracked
    }

    /// Saves the last frame of `render` (or `image`, a frame read before) with `outlines` drawn
    /// on it (window points) as `<folder>/<W>x<H>/<scene>.png`, and returns the path. A failed
    /// write names `--out`.
    func savePicture(_ render: Render, outlines: [ProblemOutline], in folder: String, image: Image? = nil) throws
        -> String
    {
        let dir = (folder as NSString).appendingPathComponent(render.sizeName)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = (dir as NSString).appendingPathComponent("\(render.scene).png")
        let picture = ProblemOutline.draw(
            outlines, on: image ?? render.renderer.snapshot(), pixelScale: render.renderer.pixelScale)
        try OutputPathError.naming("--out") { try SDLImageLoader().savePNG(picture, to: path) }
        return path
    }
}
