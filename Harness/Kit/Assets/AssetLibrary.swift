import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The harness's pictures, loaded from `Assets/` (made by `swift run assetgen --out Assets`).
///
/// The folder is found from `FLYWHEEL_ASSETS`, else by looking for `Assets/Shapes` in the
/// working directory, the executable's folder, and their parents. A file that is missing or
/// broken becomes a visible placeholder and a message in `problems` (shown on the status line):
/// a scene always opens.
///
/// Assets are optional: no folder found is a problem only once something asks for a picture, so
/// a program whose scenes use none (a harness of your own for your own control) never warns.
///
/// ```swift
/// let assets = AssetLibrary()
/// let shapes = assets.shapes               // 20 template icons, sorted by name
/// let birds = assets.dataset(named: "Birds")
/// ```
public final class AssetLibrary {
    /// A named picture.
    public struct NamedImage {
        public let name: String
        public let image: Image
    }

    /// The Tabbed harness's datasets, in order.
    public struct Dataset {
        public let name: String
        public let items: [NamedImage]
        /// "Birds (15)": the segment title.
        public var title: String { "\(name) (\(items.count))" }
    }

    /// The folder in use, or nil when none was found.
    public let root: URL?
    /// Everything that could not be loaded, one message per file.
    public private(set) var problems: [String] = []
    /// Every picture this library decodes counts against one `PictureBudget` (256 MiB as RGBA).
    private let loader = SDLImageLoader(budget: PictureBudget())
    private var cache: [String: Image] = [:]

    /// The problem reported the first time a picture is asked for when there is no folder.
    static let missingFolderProblem = "no Assets folder found (set FLYWHEEL_ASSETS or run from the repository)"
    private var reportedMissingFolder = false

    public init(root explicitRoot: URL? = nil) {
        root = explicitRoot ?? AssetLibrary.findRoot()
    }

    /// A library with exactly this folder (nil: none), without looking for one.
    init(foundRoot: URL?) {
        root = foundRoot
    }

    /// Notes, once, that a picture was asked for with no folder to take it from.
    private func noteMissingFolder() {
        guard root == nil, !reportedMissingFolder else { return }
        reportedMissingFolder = true
        problems.append(Self.missingFolderProblem)
    }

    static func findRoot() -> URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["FLYWHEEL_ASSETS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        var starts = [URL(fileURLWithPath: fm.currentDirectoryPath)]
        starts.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Assets")
                if fm.fileExists(atPath: candidate.appendingPathComponent("Shapes").path) { return candidate }
                dir.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The image at `relativePath` under the root; a placeholder (and a problem) when it fails.
    public func image(_ relativePath: String) -> Image {
        if let cached = cache[relativePath] { return cached }
        noteMissingFolder()
        let path = root?.appendingPathComponent(relativePath).path ?? relativePath
        let image = loader.loadOrPlaceholder(path: path) { problems.append($0.description) }
        cache[relativePath] = image
        return image
    }

    /// PNG file names in a folder under the root, sorted (so "NN " prefixes give the order).
    public func files(in folder: String) -> [String] {
        noteMissingFolder()
        guard let root else { return [] }
        let dir = root.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        if names.isEmpty { problems.append("no images in \(dir)") }
        return names.filter { $0.lowercased().hasSuffix(".png") }.sorted()
    }

    /// Sub-folders of a folder, sorted.
    public func folders(in folder: String) -> [String] {
        noteMissingFolder()
        guard let root else { return [] }
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter {
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path, isDirectory: &isDir)
                && isDir.boolValue
        }.sorted()
    }

    /// "03 Birds" → "Birds"; "05 Owl.png" → "Owl" (the original stripped three characters).
    public static func displayName(_ file: String) -> String {
        var name = file
        if name.lowercased().hasSuffix(".png") { name = String(name.dropLast(4)) }
        if name.count > 3, name.prefix(2).allSatisfy(\.isNumber), name.dropFirst(2).first == " " {
            name = String(name.dropFirst(3))
        }
        return name
    }

    /// The 20 Basic-harness shapes (black, loaded as templates), sorted by file name.
    public lazy var shapes: [NamedImage] = files(in: "Shapes").map {
        NamedImage(name: Self.displayName($0), image: image("Shapes/\($0)").asTemplate())
    }

    /// The six Tabbed-harness datasets, in folder order, in original colours.
    public lazy var datasets: [Dataset] = folders(in: "Datasets").map { folder in
        Dataset(
            name: Self.displayName(folder),
            items: files(in: "Datasets/\(folder)").map {
                NamedImage(name: Self.displayName($0), image: image("Datasets/\(folder)/\($0)"))
            })
    }

    public func dataset(named name: String) -> Dataset? { datasets.first { $0.name == name } }
}
