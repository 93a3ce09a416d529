import FlywheelSDL
import Foundation

/// Writes the generated files under the output folder, prints one line per file, and keeps a
/// tally for the closing summary. Folders it owns are emptied first, so a renamed asset never
/// leaves a stale file behind.
final class AssetWriter {
    let root: URL
    private let loader = SDLImageLoader()
    private(set) var files: [(path: String, bytes: Int)] = []

    init(root: String) {
        self.root = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
    }

    /// Deletes and recreates `folder` (relative to the root).
    func resetFolder(_ folder: String) throws {
        let url = root.appendingPathComponent(folder, isDirectory: true)
        if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bitmap` as an RGBA PNG at `relativePath`.
    func writePNG(_ bitmap: Bitmap, to relativePath: String) throws {
        let url = try prepare(relativePath)
        try loader.savePNG(bitmap.image(named: relativePath), to: url.path)
        record(relativePath, note: "\(bitmap.width)×\(bitmap.height)")
    }

    func writeText(_ text: String, to relativePath: String) throws {
        let url = try prepare(relativePath)
        try Data(text.utf8).write(to: url)
        record(relativePath, note: "text")
    }

    private func prepare(_ relativePath: String) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }

    private func record(_ relativePath: String, note: String) {
        let path = root.appendingPathComponent(relativePath).path
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        files.append((relativePath, bytes))
        print("wrote \(relativePath)  (\(note), \(AssetWriter.formatted(bytes)))")
    }

    static func formatted(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B"
            : bytes < 1 << 20 ? String(format: "%.1f KB", Double(bytes) / 1024)
            : String(format: "%.2f MB", Double(bytes) / Double(1 << 20))
    }

    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes } }
}
