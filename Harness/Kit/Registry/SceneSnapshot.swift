import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// A scene (or any view) drawn headless on a virtual clock, for golden-image tests: the scene
/// alone, filling the canvas, without the harness's status line and tab bar (so adding a scene
/// to the program never changes another scene's picture).
///
/// ```swift
/// try withSDL {   // FlywheelTestSupport: SDL is process-wide, tests take turns
///     let image = try SceneSnapshot.render(KnobScene.entry, size: Size(width: 400, height: 360))
///     try GoldenImage.check(image, named: "knob", in: GoldenImage.directory(besides: #filePath))
/// }
/// ```
public enum SceneSnapshot {
    /// Draws `entry`'s scene at `size` for `frames` frames at `fps` (animations run on the virtual
    /// clock) and returns the last frame, `size` × `pixelScale` pixels.
    public static func render(
        _ entry: SceneEntry, size: Size, pixelScale: Double = 1, frames: Int = 2, fps: Double = 60,
        context: SceneContext = SceneContext()
    ) throws -> Image {
        try render(entry.make(context), size: size, pixelScale: pixelScale, frames: frames, fps: fps)
    }

    /// Draws `view`, resized to fill a canvas of `size`, for `frames` frames at `fps`.
    public static func render(
        _ view: View, size: Size, pixelScale: Double = 1, frames: Int = 2, fps: Double = 60
    ) throws -> Image {
        try SDLRuntime.start(video: false)
        let renderer = try HeadlessRenderer(size: size, pixelScale: pixelScale)
        view.fillsSuperview = true
        renderer.host.rootView.addSubview(view)
        renderer.run(frames: max(1, frames), fps: fps)
        return renderer.snapshot()
    }
}
