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
        layoutDirection: LayoutDirection? = nil, shard: Shard = .whole
    ) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let started = RunSummary.now(), start = MonotonicClock.seconds()
        var summary = RunSummary(
            command: "render-all",
            options: [
                ("scenes", .strings(SceneCatalog.names)), ("size", .string(SceneCheckLoop.sizeName(size))),
                ("pixelScale", .number(pixelScale)), ("fps", .number(fps)), ("frames", .number(Double(frames))),
                ("pseudoLocale", pseudoLocale.map { .string($0.description) } ?? .null),
                ("colourVision", colourVision.map { .string($0.description) } ?? .null),
                ("locale", locale.map { .string($0.identifier) } ?? .null),
                ("layoutDirection", layoutDirection.map { .string($0.name) } ?? .null),
            ], caseCount: SceneCatalog.all.count)
        summary.shard = shard
        for (position, entry) in SceneCatalog.all.enumerated() where shard.owns(position) {
            let context = SceneContext(pseudoLocale: pseudoLocale)
            context.locale = locale
            context.colourVision = colourVision
            context.layoutDirection = layoutDirection
            let (renderer, _) = try make(scene: entry.name, size: size, pixelScale: pixelScale, context: context)
            renderer.run(frames: frames, fps: fps)
            try OutputPathError.naming("--render-all") {
                try renderer.savePNG((directory as NSString).appendingPathComponent("\(entry.name).png"))
            }
            summary.cases.append(position)
            summary.renders.append(
                .object([
                    ("case", .number(Double(position))), ("scene", .string(entry.name)),
                    ("size", .string(SceneCheckLoop.sizeName(size))), ("picture", .string("\(entry.name).png")),
                    ("problems", .array([])),
                ]))
        }
        try OutputPathError.naming("--render-all") {
            try summary.finish(started: started, since: start, into: directory)
        }
        let full = URL(fileURLWithPath: directory).standardizedFileURL.path
        let scale = pixelScale == 1 ? "" : " at pixel scale \(JSONValue.format(pixelScale))"
        try StandardStreams.print("Rendered \(summary.cases.count) scene(s)\(scale) to \(full)/")
    }
}
