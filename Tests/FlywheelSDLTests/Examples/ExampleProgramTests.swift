import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The programs in Examples/ run as a user would start them (their own process, SDL's dummy video
/// driver, so no display is needed) for a few frames, and their last frame shows the controls.
@Suite struct ExampleProgramTests {
    /// The folder the test binary was built into; the example executables are built beside it.
    static let buildDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// Runs `name` with FLYWHEEL_EXAMPLE_FRAMES and FLYWHEEL_EXAMPLE_SCREENSHOT; returns its last frame.
    private func runExample(_ name: String, frames: Int = 10, opened: Bool = false) throws -> Image {
        let binary = Self.buildDirectory.appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "\(binary.path) is missing: build the package (swift build) before testing")
        let shot = FileManager.default.temporaryDirectory
            .appendingPathComponent("flywheel-example-\(name)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let process = Process()
        process.executableURL = binary
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        env["FLYWHEEL_EXAMPLE_FRAMES"] = String(frames)
        if opened { env["FLYWHEEL_EXAMPLE_OPEN"] = "1" }
        env["FLYWHEEL_EXAMPLE_SCREENSHOT"] = shot.path
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(name) did not quit after \(frames) frames")
        }
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(process.terminationStatus == 0, "\(name) exited with \(process.terminationStatus): \(stderr)")
        return try withSDL { try SDLImageLoader().loadImage(path: shot.path) }
    }

    @Test func minimalAppShowsItsSpinner() throws {
        let frame = try runExample("MinimalApp")
        #expect(frame.width == 400 && frame.height == 400)
        // The closed spinner (176...224, 300...348) shows the selected item, Green, on white.
        #expect(isColor(frame.pixel(x: 200, y: 324), .green, tolerance: 8))
        #expect(isColor(frame.pixel(x: 200, y: 100), .white))
    }

    @Test func embedSpinnerDrawsTheControlsOverItsOwnLandscape() throws {
        let frame = try runExample("EmbedSpinner")
        #expect(frame.width == 640 && frame.height == 400)
        // The spinner (296...344, 332...380) shows the first place, Meadow (green).
        #expect(isColor(frame.pixel(x: 320, y: 356), .green, tolerance: 8))
        // The rating's first star (value 1) is yellow; the fifth is dimmed.
        let star1 = RatingControl.spacing + RatingControl.starSize / 2
        #expect(isColor(frame.pixel(x: 12 + Int(star1), y: 32), .yellow, tolerance: 8))
        // The program's own sky is still there beside them (no clear to white or black).
        let sky = frame.pixel(x: 600, y: 20)
        #expect(sky.b > sky.r && sky.b > 100, "sky pixel \(sky)")
    }

    /// The spinner 20 pt above the bottom edge with no radius opens a readable ring: six places
    /// need an 88-pt radius for 24-pt icons, so the ring's centre rises to y 312 and the
    /// selected place, Meadow (green), shows on top at y 244 (88 − 8 − 12 above the centre).
    /// The original's ring there had a 44-pt radius and no icons.
    @Test func embedSpinnerOpensAReadableRingAtTheBottomEdge() throws {
        let frame = try runExample("EmbedSpinner", frames: 40, opened: true)
        let top = frame.pixel(x: 320, y: 244)
        #expect(top.g > 150 && top.r < 90 && top.b < 90, "the top item is Meadow's green square: \(top)")
    }
}
