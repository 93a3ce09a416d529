import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Helpers for the scene tests: a scene in the harness shell, rendered headless at 800×600 on
/// the virtual clock. The physics and animations are frame-rate independent, so settling runs
/// at a low rate (`settleFPS`) to keep the tests quick.
enum SceneTest {
    static let size = Size(width: 800, height: 600)
    static let settleFPS = 15.0

    /// One asset library for every scene test: loading the ~80 pictures once instead of per test
    /// keeps the suite quick. Only touched inside `withSDL`, which serialises the tests.
    nonisolated(unsafe) private static var sharedAssets: AssetLibrary?

    /// A fresh context (feel, backend numbers) on the shared pictures. Call inside `withSDL`.
    static func context() -> SceneContext {
        if sharedAssets == nil { sharedAssets = AssetLibrary() }
        return SceneContext(assets: sharedAssets!)
    }

    /// The shell showing scene `name` in a `size` window, after `frames` frames at `fps` (two
    /// at `settleFPS` unless a test needs more), with the scene as `T`. Call inside `withSDL`.
    static func make<T: SceneView>(
        _ name: String, as type: T.Type, size: Size = size, frames: Int = 2, fps: Double = settleFPS,
        context: SceneContext? = nil
    ) throws -> (HeadlessRenderer, HarnessShell, T) {
        let (renderer, shell) = try HeadlessSession.make(scene: name, size: size, context: context ?? Self.context())
        renderer.run(frames: frames, fps: fps)
        let scene = try #require(shell.scene as? T)
        return (renderer, shell, scene)
    }

    /// Runs `body` on the shell showing scene `name` (as `make` gives it) inside `withSDL`: how
    /// a scene test starts.
    static func run<T: SceneView>(
        _ name: String, as type: T.Type, size: Size = size, frames: Int = 2, fps: Double = settleFPS,
        context: SceneContext? = nil,
        _ body: (HeadlessRenderer, HarnessShell, T) throws -> Void
    ) throws {
        try withSDL {
            let (renderer, shell, scene) = try make(
                name, as: type, size: size, frames: frames, fps: fps, context: context)
            try body(renderer, shell, scene)
        }
    }

    /// Lets springs and spins come to rest (about a second of virtual time). Motion is closed-form
    /// in time, so a few big frames land where many small ones would (and keep the tests quick).
    static func settle(_ renderer: HeadlessRenderer, seconds: Double = 1.2) {
        renderer.run(seconds: seconds, fps: 5)
    }

    /// Checks the scene area (window minus status line and tab bar) against `Golden/<name>.png`.
    static func checkGolden(
        _ renderer: HeadlessRenderer, _ scene: SceneView, named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try GoldenImage.check(
            renderer.snapshot().cropped(to: scene.boundingFrame), named: name, sourceLocation: sourceLocation)
    }

    /// Opens `spinners`, lets them settle, expects each to show `display` (the ring unless a
    /// test chose the picker), and checks the scene against `Golden/<name>.png`.
    static func checkOpenGolden(
        _ renderer: HeadlessRenderer, _ scene: SceneView, spinners: [Spinner],
        showing display: Spinner.Display = .spinner,
        named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for s in spinners { s.isOpen = true }
        settle(renderer)
        #expect(spinners.allSatisfy { $0.shows == display }, sourceLocation: sourceLocation)
        try checkGolden(renderer, scene, named: name, sourceLocation: sourceLocation)
    }

    /// The centre of `view` in window points.
    static func center(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Whether two rotations (radians) are the same turn.
    static func sameTurn(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        var d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
        if d > Double.pi { d -= 2 * Double.pi }
        if d < -Double.pi { d += 2 * Double.pi }
        return abs(d) <= tolerance
    }
}
