import ArgumentParser
import FlywheelCore
import FlywheelUI
import Foundation

/// `harness l10n-check`: every scene at each size, as written and in each pseudo-locale given,
/// checked for missing glyphs, shortened and clipped text, and the last frame's layout
/// (`L10nCheck`, `TextCheck.checksLayout`); pictures, a JSON and a
/// Markdown summary under --out; exit status 1 when anything was found (docs/localisation.md).
struct L10nCheckCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        .subcommand(
            "l10n-check",
            abstract:
                "Render every scene at each size and pseudo-locale and report text that is cut, shortened, overlapping, covered, too small or missing glyphs.",
            about: """
                The strings as written are always checked (the languages scene's real scripts among them); each
                pseudo-locale given adds a run: accented, long (+40 %), rtl (mirrored) or all (the three at once).
                Real locale tags (de, ar-EG, hi-IN …) run too, with numbers in their form and laid out in their
                direction (ar, he, fa mirrored); TAG+PSEUDO combines one with a pseudo-locale; --layout-direction
                lays every render out one way. a11y-check takes the same options.
                Kinds: missingGlyphs, truncated, clipped (sideways); and in each render's last frame, drawn whole:
                clippedVertically, covered (partly under an opaque view drawn later), overlap (another line or a
                control), tooSmall (under 9 pt), outsideScroll (paint outside its scroll area); and, as a11y-check
                reports them, orderAgainstDirection (Tab or a reader steps against the layout direction in a row)
                and otherDigits (a number in another digit system than the locale's). See docs/localisation.md.
                Writes <out>/<locale>/<W>x<H>/<scene>.png, <out>/l10n-check.json and <out>/l10n-check.md; with
                --inventory also <out>/inventory.json and a numbered <scene>.inventory.png.
                Exit status 1 when any text problem was found.
                """,
            examples: [
                "",
                "--pseudo-locale all --sizes 500x400,800x600,1920x1080",
                "--locales accented,long,rtl,all --sizes 500x400,1920x1080",
                "--scenes basic,rating --out out/l10n",
                "--locales de,ar-EG,ar+long --inventory --sizes 800x600",
            ])
    }

    /// `--locales`, and the root's `--locale`, `--pseudo-locale` and `--layout-direction`:
    /// shared with a11y-check.
    @OptionGroup var checkLocales: CheckLocalesOption

    @Flag(
        help:
            "Also write <out>/inventory.json (every line drawn: locale, size, scene, path, text, box) and <scene>.inventory.png beside each picture, every string's box numbered."
    )
    var inventory = false

    /// `--sizes`, `--scenes`, `--frames`: shared with a11y-check.
    @OptionGroup var renders: SceneCheckOptions

    @Option(help: ArgumentHelp("Where the pictures and the summaries go.", valueName: "folder"))
    var out: String = "out/l10n-check"

    /// `--shard K/N`, `--shard-total`: shared with fuzz, a11y-check and `--render-all`.
    @OptionGroup var sharding: ShardOption

    func validate() throws {
        _ = try parsed()
        if out.isEmpty { throw ValidationError("--out: expected a folder name") }
    }

    /// The scenes, sizes and locales asked for.
    func parsed() throws -> L10nCheck {
        try SceneCheckOptions.validated {
            let asked = try checkLocales.parsed()
            var check = L10nCheck(
                scenes: try renders.sceneNames(), sizes: try renders.sizeList(), locales: asked.pseudo)
            check.frames = renders.frames
            check.realLocales = asked.real
            check.layoutDirection = asked.layoutDirection
            check.keepsInventory = inventory
            check.shard = try sharding.parsed()
            return check
        }
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            let check = try parsed()
            try OutputPathCheck.folder(out, option: "--out")
            let started = RunSummary.now(), start = MonotonicClock.seconds()
            let runs = try check.run(savingPicturesIn: out) {
                SceneCheckOptions.printProblemCount($0.problems.count, "text", at: $0.place)
            }
            let md = try SceneCheckOptions.writeReports(
                named: "l10n-check", json: L10nCheck.json(runs), markdown: L10nCheck.markdown(runs), into: out)
            try OutputPathError.naming("--out") {
                if inventory {
                    let entries = runs.flatMap(\.inventory)
                    try OutputFile.write(
                        Array(StringInventory.json(entries).prettyText().utf8),
                        to: (out as NSString).appendingPathComponent("inventory.json"))
                }
                var summary = CheckSummaryFile.l10n(check, runs: runs, out: out)
                try summary.finish(started: started, since: start, into: out)
            }
            let problems = runs.flatMap(\.problems)
            let lines = RunSummaryLines.check(
                noun: "text", problems: problems.map(\.description), renders: runs.count, file: md)
            try StandardStreams.print(lines.joined(separator: "\n"))
            if !problems.isEmpty { throw ExitCode.failure }
        }
    }
}
