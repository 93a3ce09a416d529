import ArgumentParser

/// `--frames N`: the harness's option, shared with `l10n-check` and `a11y-check` through an
/// option group (as `--pseudo-locale` is). ArgumentParser lets the first command that knows an
/// option's name take its value, wherever it stands on the line, so a `--frames` of the checks'
/// own was never read: `harness l10n-check --frames 5` drew the default 30. Sharing the group
/// hands the checks the value the harness decoded. The checks allow 1...600 (`SceneCheckOptions`).
///
/// ```swift
/// let command = try HarnessCommand.parseAsRoot(["l10n-check", "--frames", "5"]) as? L10nCheckCommand
/// command?.renders.frameCount      // 5
/// ```
struct FramesOption: ParsableArguments {
    // Read `.unconditional`ly so that "--frames -1" reaches validate() and says what is wrong,
    // instead of "-1" being taken for an option.
    @Option(
        parsing: .unconditional,
        help:
            "Frames to run (headless default 30; in a window, quit after this many drawn frames). l10n-check and a11y-check: frames drawn per render, 1...600, default 30."
    )
    var frames: Int?
}
