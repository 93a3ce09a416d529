import FlywheelSDL
import Foundation

/// SDL and FreeType keep process-wide state and are not thread-safe, while Swift Testing runs
/// tests in parallel. Every test that touches SDL runs its body through `withSDL`, which
/// serialises on one lock and makes sure SDL is started (headless).
///
/// ```swift
/// @Test func drawsSomething() throws {
///     try withSDL {
///         let r = try HeadlessRenderer(size: Size(width: 100, height: 100))
///         r.renderFrame()
///     }
/// }
/// ```
public func withSDL<T>(_ body: () throws -> T) rethrows -> T {
    sdlTestLock.lock()
    defer { sdlTestLock.unlock() }
    do {
        try SDLRuntime.start(video: false)
    } catch {
        fatalError("SDL could not start for tests: \(error)")
    }
    return try body()
}

private let sdlTestLock = NSLock()
