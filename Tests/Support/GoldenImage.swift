import FlywheelSDL
import FlywheelUI
import Foundation
import Testing

/// Compares a rendered frame with the golden PNG `Tests/FlywheelSDLTests/Golden/<name>.png`
/// (the one directory for every golden, widget and harness scene alike).
///
/// - A missing golden fails the test and tells how to record it: run the tests with
///   `FLYWHEEL_RECORD_GOLDENS=1` (this writes the PNG into the source tree; look at it before
///   committing it).
/// - A mismatch beyond the tolerance writes `out/golden-failures/<name>.actual.png` and
///   `<name>.diff.png` (mismatches in red) and fails with the counts.
///
/// ```swift
/// try withSDL {
///     let r = try HeadlessRenderer(size: Size(width: 200, height: 80))
///     r.host.rootView.addSubview(Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31)))
///     r.renderFrame()
///     try GoldenImage.check(r.snapshot(), named: "switch-off")
/// }
/// ```
public enum GoldenImage {
    /// The repository root, found from this file's place in the source tree.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where the golden PNGs live (written there when recording).
    public static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/FlywheelSDLTests/Golden")
    /// Where a mismatch's actual and diff images are written.
    public static let failureDirectory = repositoryRoot.appendingPathComponent("out/golden-failures")

    /// Checks `actual` against `Golden/<name>.png`, or records it when `FLYWHEEL_RECORD_GOLDENS=1`.
    public static func check(
        _ actual: Image, named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let loader = SDLImageLoader()
        let path = goldenDirectory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["FLYWHEEL_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try loader.savePNG(actual, to: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record(
                "no golden image \(path); record it with FLYWHEEL_RECORD_GOLDENS=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try loader.loadImage(path: path)
        let result = ImageComparison.compare(actual, expected)
        if !result.passed {
            try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
            let actualPath = failureDirectory.appendingPathComponent("\(name).actual.png").path
            let diffPath = failureDirectory.appendingPathComponent("\(name).diff.png").path
            try loader.savePNG(actual, to: actualPath)
            if let diff = result.diffImage() { try loader.savePNG(diff, to: diffPath) }
            Issue.record("\(name): \(result) — see \(actualPath) and \(diffPath)", sourceLocation: sourceLocation)
        }
    }
}
