import FlywheelSDL
import FlywheelUI
import Foundation
import Testing

/// Compares a rendered frame with a golden PNG, for Flywheel's own tests and yours (the
/// `FlywheelTestSupport` library product).
///
/// - A missing golden fails the test and tells how to record it: run the tests with
///   `FLYWHEEL_RECORD_GOLDENS=1` (this writes the PNG into the source tree; look at it before
///   committing it).
/// - A mismatch beyond the tolerance (`ImageComparison`: a pixel differs when a channel is off by
///   more than `channelTolerance`; at most `maxMismatchFraction` of the pixels may differ) writes
///   `<name>.expected.png`, `<name>.actual.png` and `<name>.diff.png` (mismatches in red) into the
///   failure folder and fails with the counts. `harness merge` shows the three side by side in its
///   `report.html` (`--golden-failures`, by default `out/golden-failures`).
///
/// In your own tests, keep the goldens beside the test file:
///
/// ```swift
/// @Test func knobScene() throws {
///     try withSDL {
///         let image = try SceneSnapshot.render(KnobScene.entry, size: Size(width: 400, height: 360))
///         try GoldenImage.check(image, named: "knob", in: GoldenImage.directory(besides: #filePath))
///     }
/// }
/// ```
///
/// Flywheel's own goldens live in `Tests/FlywheelSDLTests/Golden` (`check(_:named:)`).
public enum GoldenImage {
    /// The repository root, found from this file's place in the source tree.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where Flywheel's own golden PNGs live (written there when recording).
    public static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/FlywheelSDLTests/Golden")
    /// Where Flywheel's own mismatches' actual and diff images are written.
    public static let failureDirectory = repositoryRoot.appendingPathComponent("out/golden-failures")
    /// The environment variable that makes `check` record instead of compare.
    public static let recordVariable = "FLYWHEEL_RECORD_GOLDENS"

    /// The folder `name` next to the source file `filePath` (pass `#filePath`): goldens kept
    /// beside the tests that check them.
    public static func directory(besides filePath: String, _ name: String = "Golden") -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Checks `actual` against Flywheel's own `Tests/FlywheelSDLTests/Golden/<name>.png`.
    public static func check(
        _ actual: Image, named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try check(
            actual, named: name, in: goldenDirectory, failuresIn: failureDirectory, sourceLocation: sourceLocation)
    }

    /// Checks `actual` against `<directory>/<name>.png`, or records it there when
    /// `FLYWHEEL_RECORD_GOLDENS=1`. A mismatch writes its actual and diff images into
    /// `failuresIn` (default `out/golden-failures` under the current folder, the package root
    /// under `swift test`).
    public static func check(
        _ actual: Image, named name: String, in directory: URL,
        failuresIn failures: URL = URL(fileURLWithPath: "out/golden-failures"),
        channelTolerance: Int = 8, maxMismatchFraction: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let loader = SDLImageLoader()
        let path = directory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try loader.savePNG(actual, to: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record(
                "no golden image \(path); record it with \(recordVariable)=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try loader.loadImage(path: path)
        let result = ImageComparison.compare(
            actual, expected, channelTolerance: channelTolerance, maxMismatchFraction: maxMismatchFraction)
        if !result.passed {
            try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let actualPath = failures.appendingPathComponent("\(name).actual.png").path
            let diffPath = failures.appendingPathComponent("\(name).diff.png").path
            try loader.savePNG(expected, to: failures.appendingPathComponent("\(name).expected.png").path)
            try loader.savePNG(actual, to: actualPath)
            if let diff = result.diffImage() { try loader.savePNG(diff, to: diffPath) }
            Issue.record("\(name): \(result) — see \(actualPath) and \(diffPath)", sourceLocation: sourceLocation)
        }
    }
}
