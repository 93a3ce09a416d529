import FlywheelCore
import FlywheelSDL
import FlywheelUI

extension HarnessShell {
    /// The harness shell on `scene`, installed with its F1/F2 overlays in `host`, drawing through
    /// `canvas` (whose cache sizes the F2 overlay shows unless `context` says otherwise): how
    /// headless and window sessions both start.
    ///
    /// ```swift
    /// let renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
    /// let shell = HarnessShell.installed(scene: "basic", context: SceneContext(), canvas: renderer.canvas, host: renderer.host)
    /// ```
    static func installed(scene: String, context: SceneContext, canvas: SDLCanvas, host: ViewHost) -> HarnessShell {
        if context.backendStats == nil {
            context.backendStats = { [weak canvas] in
                canvas.map { "text \($0.cachedTextCount), images \($0.cachedImageCount)" } ?? "no canvas"
            }
        }
        if context.padLabels == nil { context.padLabels = SDLGameControllers.labels(for:) }
        canvas.pseudoLocale = context.pseudoLocale
        host.usesRetainedLayers = context.usesRetainedLayers
        host.locale = context.locale
        if let direction = context.resolvedLayoutDirection { host.layoutDirection = direction }
        let shell = HarnessShell(initialScene: scene, context: context)
        shell.canvas = canvas
        shell.install(in: host)
        shell.installOverlays(in: host)
        return shell
    }
}
