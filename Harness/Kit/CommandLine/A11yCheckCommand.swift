import ArgumentParser
import FlywheelCore
import FlywheelUI
import Foundation

/// `harness a11y-check`: every scene at each size audited for a player who cannot see it well,
/// plays without a pointer or uses a screen reader (`A11yCheck`); pictures with the problems
/// outlined, a JSON and a Markdown summary under --out; exit status 1 when anything was found
/// that the exceptions file does not excuse (docs/accessibility.md).
struct A11yCheckCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        .subcommand(
            "a11y-check",
            abstract:
                "Render every scene at each size and report unnamed elements, small targets, low contrast and controls focus cannot reach.",
            about: """
                Kinds: unnamed (an element with no label), smallTarget (under 44x44 pt; --target-size android: 48),
                lowContrast (text under 4.5:1, 3:1 when large, measured in the rendered pixels), nonTextContrast (a
                control's edge or state indicator under 3:1), unreachable (not reachable by keyboard or gamepad focus),
                noValue (an adjustable element with no value), focusNotVisible (Tab walked through the scene
                focuses a control outside the window or its scroll area, cut at a side, or under a view drawn over it),
                hiddenFromReader (the D-pad focuses a control no reader sees), orderAgainstDirection (Tab or a reader
                steps against the layout direction inside a row), otherDigits (a number in another digit system than
                the locale's, key names aside). unreachable covers the D-pad from the first pad focus too.
                --locales renders each locale too (ar, he, fa mirrored), as l10n-check does.
                Writes <out>/<W>x<H>/<scene>.png (<out>/<locale>/<W>x<H>/ for each locale), <out>/a11y-check.json and
                <out>/a11y-check.md.
                Exit status 1 when any problem was found that --exceptions does not excuse.
                """,
            examples: [
                "",
                "--sizes 500x400,800x600,1920x1080 --exceptions a11y-exceptions.json",
                "--colour-vision deuteranopia --scenes basic",
                "--target-size android --out out/a11y",
                "--locales ar,fa --scenes basic",
                "--layout-direction rtl",
            ])
    }

    /// `--sizes`, `--scenes`, `--frames`: shared with l10n-check.
    @OptionGroup var renders: SceneCheckOptions

    @Option(help: ArgumentHelp("Where the pictures and the summaries go.", valueName: "folder"))
    var out: String = "out/a11y-check"

    @Option(help: "The smallest touch target: apple (44x44 pt) or android (48x48 dp).")
    var targetSize: String = "apple"

    @Option(
        help: ArgumentHelp(
            "A JSON file of deliberate cases: [{\"scene\", \"path\", \"kind\", \"reason\"}].", valueName: "file"))
    var exceptions: String?

    /// `--locales`, and the root's `--locale`, `--pseudo-locale` and `--layout-direction`:
    /// shared with l10n-check.
    @OptionGroup var checkLocales: CheckLocalesOption

    /// `--colour-vision`: the harness's own option, shared.
    @OptionGroup var vision: ChoiceOption<ColourVision>

    /// `--shard K/N`, `--shard-total`: shared with fuzz, l10n-check and `--render-all`.
    @OptionGroup var sharding: ShardOption

    func validate() throws {
        _ = try parsed()
        if out.isEmpty { throw ValidationError("--out: expected a folder name") }
        if let exceptions, exceptions.isEmpty { throw ValidationError("--exceptions: expected a file name") }
    }

    /// The scenes, sizes and options asked for (the exceptions file is read by `run`).
    func parsed() throws -> A11yCheck {
        try SceneCheckOptions.validated {
            let target: TargetSizeStandard = try NamedOptionValue.parse(
                targetSize, option: "--target-size", kind: "standard")
            var check = A11yCheck(scenes: try renders.sceneNames(), sizes: try renders.sizeList())
            check.frames = renders.frames
            check.targetSize = target
            check.colourVision = try vision.parsed()
            check.shard = try sharding.parsed()
            let asked = try checkLocales.parsed()
            check.locales = asked.pseudo
            check.realLocales = asked.real
            check.layoutDirection = asked.layoutDirection
            return check
        }
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            var check = try parsed()
            if let exceptions { check.exceptions = try A11yExceptions.load(path: exceptions) }
            try OutputPathCheck.folder(out, option: "--out")
            let started = RunSummary.now(), start = MonotonicClock.seconds()
            let runs = try check.run(savingPicturesIn: out) {
                SceneCheckOptions.printProblemCount($0.problems.count, "accessibility", at: $0.place)
            }
            let md = try SceneCheckOptions.writeReports(
                named: "a11y-check", json: A11yReport.json(runs),
                markdown: A11yReport.markdown(runs, unusedExceptions: check.unusedExceptions(runs)), into: out)
            try OutputPathError.naming("--out") {
                var summary = CheckSummaryFile.a11y(check, runs: runs, out: out, exceptionsFile: exceptions)
                try summary.finish(started: started, since: start, into: out)
            }
            let problems = runs.flatMap { run in run.problems.map { "\(run.place) \($0)" } }
            let excused = runs.reduce(0) { $0 + $1.excused.count }
            let lines = RunSummaryLines.check(
                noun: "accessibility", problems: problems, renders: runs.count, excused: excused, file: md)
            try StandardStreams.print(lines.joined(separator: "\n"))
            if !problems.isEmpty { throw ExitCode.failure }
        }
    }
}
