import ArgumentParser
import FlywheelCore
import Foundation

/// `harness feel fit`: a feel fitted to a recorded fling, by least squares, for each decay model.
struct FeelFitCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let examples = ["phone-fling.csv", "phone-fling.json --out phone.feel.json"]
        return CommandConfiguration(
            commandName: "fit",
            abstract: "Fit each decay model to a recorded fling and print the parameters and residuals.",
            discussion: """
                RECORDING is CSV (time in seconds, position in points; a header line is skipped) or JSON \
                (an array of {"t", "position"}, or "samples" as feel simulate --json prints), from the \
                release on. docs/feel-lab.md says how to record a fling on a phone.

                Examples:
                """ + examples.map { "\n  \(ProgramName.current) feel fit \($0)" }.joined())
    }

    @Argument(help: ArgumentHelp("The recorded fling (CSV or JSON).", valueName: "recording"))
    var recording: String

    @Option(help: ArgumentHelp("Write the best fit as a feel file.", valueName: "file"))
    var out: String?

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            let (text, fits) = try output()
            try StandardStreams.write(text)
            if let out, let best = fits.first {
                try OutputPathCheck.file(out, option: "--out", createsFolder: true)
                let base = best.model == .exponential ? "ios" : "android"
                try OutputPathError.naming("--out") { try best.feel.save(to: URL(fileURLWithPath: out), base: base) }
            }
        }
    }

    /// What the command prints, and the fits.
    func output() throws -> (String, [FeelFitter.Fit]) {
        let data = try InputFile.read(recording, limit: 16 * 1024 * 1024)
        let parsed = try FlingRecording(
            text: String(decoding: data, as: UTF8.self), name: OutsideText.quoted(recording))
        let fits = FeelFitter.fit(parsed)
        var lines = [
            "\(parsed.samples.count) samples over \(NumberText.rounded(parsed.samples.last?.t ?? 0, decimals: 3)) s"
        ]
        for (index, fit) in fits.enumerated() {
            let parameters: String
            switch fit.model {
            case .exponential:
                parameters =
                    "decelerationRatePerMillisecond \(NumberText.rounded(fit.feel.decelerationRatePerMillisecond, decimals: 6))"
            case .androidSpline:
                parameters = "splineScrollFriction \(NumberText.rounded(fit.feel.spline.scrollFriction, decimals: 5))"
            }
            lines.append(
                "\(index == 0 ? "best" : "next"): \(fit.model.rawValue): release \(NumberText.rounded(fit.releaseSpeed, decimals: 1)) pt/s, "
                    + "\(parameters); residual RMS \(NumberText.rounded(fit.rmsResidual, decimals: 3)) pt, "
                    + "largest \(NumberText.rounded(fit.maxResidual, decimals: 3)) pt")
        }
        return (lines.joined(separator: "\n") + "\n", fits)
    }
}
