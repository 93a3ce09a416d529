import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL
@testable import HarnessKit

/// Drawing only what changed, and copying retained layers back instead of drawing them, must not
/// change a single pixel: every scene's script and every fuzz regression, played with damage
/// tracking and layers on and with both off (whole frames, nothing kept), gives the same frames,
/// each one compared whole. A fuzz regression under `fuzz-regressions/hostile-text/NAME/` is
/// played with the hostile-text corpus entry NAME in every label and title (`--hostile-text`),
/// as the fuzzer played it.
@Suite(.serialized) struct DamageTrackingTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Harness/Scripts")

    static let files: [String] = {
        let fm = FileManager.default
        let top = (try? fm.contentsOfDirectory(atPath: scripts.path)) ?? []
        let fuzz = (try? fm.contentsOfDirectory(atPath: scripts.appendingPathComponent("fuzz-regressions").path)) ?? []
        let hostile = scripts.appendingPathComponent("fuzz-regressions/hostile-text")
        let hostileFiles = ((try? fm.contentsOfDirectory(atPath: hostile.path)) ?? []).flatMap { name in
            ((try? fm.contentsOfDirectory(atPath: hostile.appendingPathComponent(name).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.map { "fuzz-regressions/hostile-text/\(name)/" + $0 }
        }
        return
            (top.filter { $0.hasSuffix(".json") }
            + fuzz.filter { $0.hasSuffix(".json") }.map { "fuzz-regressions/" + $0 } + hostileFiles)
            .sorted()
    }()

    /// The hostile-text entry a script under `fuzz-regressions/hostile-text/NAME/` is played with.
    static func hostileText(of file: String) throws -> HostileText? {
        let parts = file.split(separator: "/")
        guard parts.count == 4, parts[1] == "hostile-text" else { return nil }
        return try HostileTextLabels.entry(named: String(parts[2]))
    }

    /// The frames of `script` played headless (at its pixel scale, with `hostileText` in every
    /// label), each kept as its pixels' digest, and the share of the frames' pixels that were
    /// redrawn. `onFrame` is called after each frame with its number.
    static func frames(
        of script: HarnessScript, tracking: Bool, hostileText: HostileText? = nil,
        onFrame: ((Int, HeadlessRenderer) -> Void)? = nil
    ) throws -> (
        digests: [Int], redrawn: Double, layersRestored: Int
    ) {
        let size = script.size ?? Size(width: 800, height: 600)
        let context = SceneContext()
        context.hostileText = hostileText
        let (renderer, shell) = try HeadlessSession.make(
            scene: script.scene ?? "basic", size: size, pixelScale: script.pixelScale ?? 1, context: context)
        renderer.rendererHost.tracksDamage = tracking
        // The leak scene shows the process's RSS, which differs from one run to the next.
        shell.fixProcessReadings()
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: script.fps ?? 60)
        player.keepsFrameTimes = false
        // Scripts that take screenshots write them here, not into the working directory.
        let shots = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("damage-tracking")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        player.screenshotDirectory = shots
        var digests: [Int] = []
        var redrawn = 0.0
        player.onFrameDrawn = {
            onFrame?(digests.count, renderer)
            digests.append(renderer.pixelDigest())
            let all = Double(renderer.pixelSize.width * renderer.pixelSize.height)
            if let rects = renderer.rendererHost.lastDamagePixels {
                redrawn += rects.reduce(0.0) { $0 + Double($1.w) * Double($1.h) } / all
            } else {
                redrawn += 1
            }
        }
        try player.play(script.timeline(), source: script.file)
        return (digests, redrawn / Double(max(1, digests.count)), renderer.canvas.totalStats.layersRestored)
    }

    @Test(arguments: files)
    func everyFrameIsTheSameWithDamageTrackingAndLayersOnAndOff(file: String) throws {
        try withSDL {
            let script = try HarnessScript.load(path: Self.scripts.appendingPathComponent(file).path)
            let hostile = try Self.hostileText(of: file)
            let full = try Self.frames(of: script, tracking: false, hostileText: hostile)
            let damaged = try Self.frames(of: script, tracking: true, hostileText: hostile)
            #expect(full.digests.count == damaged.digests.count)
            #expect(full.digests.count > 0)
            let first = zip(full.digests, damaged.digests).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(first == nil, "\(file): frame \(first ?? -1) of \(full.digests.count) differs")
            #expect(full.redrawn == 1)
            #expect(full.layersRestored == 0)
            print(
                "\(file): \(full.digests.count) frames, \(Int((damaged.redrawn * 100).rounded())) % of the pixels redrawn, \(damaged.layersRestored) layers copied back"
            )
        }
    }
}
