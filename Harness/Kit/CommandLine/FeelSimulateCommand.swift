import ArgumentParser
import FlywheelCore
import Foundation

/// `harness feel simulate`: what a feel does with one straight fling, as numbers (the
/// machine-readable form of the feel lab's plot): distance, duration and position over time.
struct FeelSimulateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let examples = [
            "--feel android --velocity 2500 --json", "--feel my-feel.json --velocity 800",
            "--feel android --velocity 1000 --compare ios,flutter-ios --plot curves.png",
        ]
        return CommandConfiguration(
            commandName: "simulate",
            abstract: "Print the distance, duration and positions of a straight fling under a feel.",
            discussion: """
                The fling is released at VELOCITY points per second along a path where one item is the \
                feel's flingPointsPerItem points long, with no detent to land on; the feel's fling \
                response and decay model apply. Distances are in points, times in seconds.

                Examples:
                """ + examples.map { "\n  \(ProgramName.current) feel simulate \($0)" }.joined())
    }

    // `--feel` is the root's option (a preset's name or a feel file here), shared as a group.
    @OptionGroup var feelOption: FeelFileOption
    var feel: String { feelOption.feel ?? "" }

    // Read `.unconditional`ly so that a negative speed ("--velocity -500") is a value, not an option.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Release speed in points per second (signed).", valueName: "pt/s"))
    var velocity: Double

    @Option(help: ArgumentHelp("Seconds between position samples (default 1/60).", valueName: "s"))
    var interval: Double = 1.0 / 60

    @Flag(help: "Print JSON: distance, duration and samples of {t, position}.")
    var json = false

    @Option(
        help: ArgumentHelp("Comma-separated presets or feel files drawn beside FEEL in --plot.", valueName: "feels"))
    var compare: String?

    @Option(help: ArgumentHelp("Also draw position against time of each feel into this PNG.", valueName: "file"))
    var plot: String?

    func validate() throws {
        guard feelOption.feel != nil else { throw ValidationError("give --feel: a preset's name or a feel file") }
        guard velocity.isFinite, abs(velocity) <= 1e7 else {
            throw ValidationError("--velocity \(velocity): give a finite speed up to 10000000 pt/s")
        }
        if compare != nil, plot == nil { throw ValidationError("--compare goes with --plot") }
        guard interval.isFinite, interval >= 0.0005, interval <= 10 else {
            throw ValidationError("--interval \(interval): give 0.0005…10 seconds")
        }
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            try StandardStreams.write(try output())
            if let plot {
                try OutputPathCheck.file(plot, option: "--plot", createsFolder: true)
                var feels = [(feel, try FeelExportCommand.read(feel, command: "feel simulate").0)]
                for name in (compare ?? "").split(separator: ",").map(String.init) {
                    feels.append((name, try FeelExportCommand.read(name, command: "feel simulate").0))
                }
                let picture = FlingComparisonPlot(velocity: velocity, feels: feels)
                try OutputPathError.naming("--plot") { try picture.render(to: plot) }
            }
        }
    }

    /// What the command prints.
    func output() throws -> String {
        let (value, _) = try FeelExportCommand.read(feel, command: "feel simulate")
        let fling = StraightFling(feel: value, pointsPerSecond: velocity)
        var times: [Double] = []
        var t = 0.0
        var index = 0
        while t < fling.durationSeconds, times.count < 100_000 {
            times.append(t)
            index += 1
            t = Double(index) * interval
        }
        times.append(fling.durationSeconds)
        let model = value.decayModel.rawValue
        if json {
            let samples = times.map {
                "{\"t\": \(NumberText.shortest($0)), \"position\": \(NumberText.shortest(fling.position(at: $0)))}"
            }
            return """
                {
                  "feel": \(JSONValue.string(feel).text),
                  "decayModel": "\(model)",
                  "velocity": \(NumberText.shortest(velocity)),
                  "releaseItemsPerSecond": \(NumberText.shortest(fling.releaseItemsPerSecond)),
                  "pointsPerItem": \(NumberText.shortest(fling.pointsPerItem)),
                  "distance": \(NumberText.shortest(fling.distancePoints)),
                  "duration": \(NumberText.shortest(fling.durationSeconds)),
                  "samples": [
                    \(samples.joined(separator: ",\n    "))
                  ]
                }

                """
        }
        var lines = [
            "feel \(OutsideText.quoted(feel)) (\(model)), released at \(NumberText.shortest(velocity)) pt/s",
            "distance \(NumberText.rounded(fling.distancePoints, decimals: 2)) pt, "
                + "duration \(NumberText.rounded(fling.durationSeconds, decimals: 4)) s",
            "t (s)      position (pt)",
        ]
        for time in times {
            let column = NumberText.rounded(time, decimals: 4)
            lines.append(
                column + String(repeating: " ", count: max(1, 11 - column.count))
                    + NumberText.rounded(fling.position(at: time), decimals: 2))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
