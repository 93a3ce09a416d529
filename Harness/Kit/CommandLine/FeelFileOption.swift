import ArgumentParser

/// `--feel FILE`: the harness's option, shared with `feel simulate` through an option group (a
/// subcommand is handed the group its parent decoded, so `harness feel simulate --feel android`
/// reaches the simulation).
struct FeelFileOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Load a feel file (FeelParameters as JSON; unknown keys are errors); feel simulate also takes a preset's name.",
            valueName: "file"))
    var feel: String?
}
