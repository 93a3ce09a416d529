import ArgumentParser
import Foundation
import FlywheelCore
import HarnessKit

/// `harness`: every scene of the original test-harness apps, in a window or headless.
struct HarnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harness",
        abstract: "Flywheel's interactive harness: every scene in a window, or rendered headless.",
        discussion: """
        Examples:
          harness                                   open the window on the first scene
          harness --scene rating                    open on the Rating scene
          harness --headless --scene rating --frames 30 --screenshot out.png
          harness --headless --render-all out/scenes
        """
    )

    @Flag(name: .customLong("list-scenes"), help: "Print every scene name with a one-line summary and exit.")
    var listScenes = false

    @Option(help: "The scene to show first (see --list-scenes).")
    var scene: String = "rating"

    @Option(help: "Window size in points, WxH.")
    var size: String = "800x600"

    @Option(help: "Frames per second of the headless virtual clock.")
    var fps: Double = 60

    @Flag(help: "Render without a window, on a virtual clock.")
    var headless = false

    @Option(help: "Frames to run (headless default 30; in a window, quit after this many drawn frames).")
    var frames: Int?

    @Option(help: "Save the last frame as a PNG file.")
    var screenshot: String?

    @Option(name: .customLong("render-all"), help: "Headless: render every scene into this folder, one PNG each.")
    var renderAll: String?

    func validate() throws {
        if !listScenes, SceneCatalog.entry(named: scene) == nil {
            throw ValidationError("--scene: unknown scene '\(scene)'; known scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        _ = try parsedSize()
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw ValidationError("--fps: \(fps) is outside 1...1000")
        }
        if let frames, frames < 1 || frames > 1_000_000 {
            throw ValidationError("--frames: \(frames) is outside 1...1000000")
        }
        if renderAll != nil, !headless {
            throw ValidationError("--render-all needs --headless")
        }
    }

    /// Parses `--size` ("800x600").
    func parsedSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, (100...8192).contains(w), (100...8192).contains(h) else {
            throw ValidationError("--size: '\(size)' is not WxH with each side in 100...8192 (e.g. 800x600)")
        }
        return Size(width: w, height: h)
    }

    func run() throws {
        if listScenes {
            for e in SceneCatalog.all { print("\(e.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(e.summary)") }
            return
        }
        let windowSize = try parsedSize()
        do {
            if let dir = renderAll {
                try HeadlessSession.renderAll(into: dir, size: windowSize, fps: fps, frames: frames ?? 30)
            } else if headless {
                try HeadlessSession.run(scene: scene, size: windowSize, fps: fps, frames: frames ?? 30, screenshot: screenshot)
            } else {
                try WindowSession.run(scene: scene, size: windowSize, frames: frames, screenshot: screenshot)
            }
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("harness: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
