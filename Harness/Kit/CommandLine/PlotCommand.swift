import ArgumentParser
import FlywheelCore
import Foundation

/// `harness plot`: draws the frame-rate comparison (docs/feel-lab.md) — the same fling on
/// RVS_Spinner's per-tick flywheel at 60 and 120 Hz beside Flywheel's classic preset at both
/// rates — into a PNG with our own Canvas, headless, and prints the numbers.
struct PlotCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        .subcommand(
            "plot",
            abstract:
                "Draw the frame-rate comparison picture (original flywheel vs ours at 60 and 120 Hz) into a PNG.",
            examples: [
                "--out docs/frame-rate-comparison.png",
                "--out fast.png --fling 3000 --image-size 1600x800",
            ])
    }

    @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "file"))
    var out: String

    @Option(help: ArgumentHelp("The release speed in points per second (tangential finger speed).", valueName: "pt/s"))
    var fling: Double = 1200

    // Not `--size`: the root command's `--size` would take it.
    @Option(help: "Picture size in pixels, WxH (default 1200x640).")
    var imageSize: String?

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out: expected a file name") }
        guard fling.isFinite, fling >= 500, fling <= 60_000 else {
            throw ValidationError(
                "--fling: \(fling) is outside 500...60000 pt/s (the original does not spin below 480)")
        }
        _ = try parsedSize()
    }

    /// Parses `--image-size` ("1200x640"); the default when not given.
    func parsedSize() throws -> Size {
        guard let size = imageSize else { return FrameRateComparison.defaultSize }
        do {
            return try CommandLineValues.size(size, option: "--image-size", width: 400...8192, height: 300...8192)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let comparison = FrameRateComparison(fling: fling)
        do {
            try OutputPathCheck.file(out, option: "--out", createsFolder: true)
            let size = try parsedSize()
            try OutputPathError.naming("--out") { try comparison.render(to: out, size: size) }
            try StandardStreams.print(comparison.report + "\n-> \(out)")
        } catch {
            let message = HarnessErrorMessage.oneLine(HarnessErrorMessage.text(for: error))
            StandardStreams.printError("\(ProgramName.current) plot: \(message)")
            throw ExitCode.failure
        }
    }
}
