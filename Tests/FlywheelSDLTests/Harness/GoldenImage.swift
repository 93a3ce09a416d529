import Foundation
import Testing
import FlywheelSDL
import FlywheelUI

/// Compares a rendered frame with `Golden/<name>.png`.
///
/// - A missing golden fails the test and tells how to record it: run the tests with
///   `FLYWHEEL_RECORD_GOLDENS=1` (this writes the PNG into the source tree; look at it before
///   committing it).
/// - A mismatch beyond the tolerance writes `out/golden-failures/<name>.actual.png` and
///   `<name>.diff.png` (mismatches in red) and fails with the counts.
enum GoldenImage {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    static let failureDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("out/golden-failures")

    static func check(_ actual: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let loader = SDLImageLoader()
        let path = goldenDirectory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["FLYWHEEL_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try loader.savePNG(actual, to: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("no golden image \(path); record it with FLYWHEEL_RECORD_GOLDENS=1 swift test", sourceLocation: sourceLocation)
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
