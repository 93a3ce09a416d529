import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Runs scenes with no window: a software renderer on a virtual clock (docs/architecture.md, "Testing").
public enum HeadlessSession {
    /// Makes a headless renderer showing the harness shell on `scene` (with the F1/F2 overlays,
    /// so scripts can show them too).
    static func make(
        scene: String, size: Size, pixelScale: Double = 1, context: SceneContext = SceneContext()
    ) throws -> (HeadlessRenderer, HarnessShell) {
        try SDLRuntime.start(video: false)
        let renderer = try HeadlessRenderer(size: size, pixelScale: pixelScale)
        renderer.rendererHost.colourVision = context.colourVision
        let shell = HarnessShell.installed(
            scene: scene, context: context, canvas: renderer.canvas, host: renderer.host)
        return (renderer, shell)
    }

    /// A headless renderer showing the harness on `scene`, laid out and ready to draw
    /// (the benchmarks start here).
    public static func renderer(scene: String, size: Size, pixelScale: Double = 1) throws -> HeadlessRenderer {
        try make(scene: scene, size: size, pixelScale: pixelScale).0
    }

    /// Renders every scene into `directory` (created if needed) and prints where.
    public static func renderAll(
        into directory: String, size: Size, pixelScale: Double = 1, fps: Double, frames: Int,
        pseudoLocale: PseudoLocale? = nil, locale: Locale? = nil, colourVision: ColourVision? = nil,
        layoutDirection: LayoutDirection? = nil
    ) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for entry in SceneCatalog.all {
            let context = SceneContext(pseudoLocale: pseudoLocale)
            context.locale = locale
            context.colourVision = colourVision
            context.layoutDirection = layoutDirection
            let (renderer, _) = try make(scene: entry.name, size: size, pixelScale: pixelScale, context: context)
            renderer.run(frames: frames, fps: fps)
            try OutputPathError.naming("--render-all") {
                try renderer.savePNG((directory as NSString).appendingPathComponent("\(entry.name).png"))
            }
        }
        let full = URL(fileURLWithPath: directory).standardizedFileURL.path
        let scale = pixelScale == 1 ? "" : " at pixel scale \(JSONValue.format(pixelScale))"
        try StandardStreams.print("Rendered \(SceneCatalog.all.count) scene(s)\(scale) to \(full)/")
    }
}
