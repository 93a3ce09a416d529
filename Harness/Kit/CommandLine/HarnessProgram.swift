import Foundation
import Synchronization

/// The whole harness command line for a program of your own: register your scenes and hand over
/// `main`. The program then has everything `harness` has — the window with a tab per scene (F1
/// help, F2 frame stats, F12 screenshot), `--list-scenes`, `--headless`, `--script`, `--report`,
/// `--record`/`--replay`, `--render-all`, `--screenshot`, `--renderer`, `--colour-vision`, `fuzz`,
/// `soak`, `l10n-check`, `a11y-check` and `merge` (docs/harness-scripts.md, docs/accessibility.md, docs/ci.md). The `harness` executable itself is this call with the built-in scenes.
///
/// ```swift
/// // main.swift of your harness executable
/// import HarnessKit
///
/// HarnessProgram.main(scenes: [
///     SceneEntry(name: "knob", summary: "A rotary knob with 11 detents") { size, _ in KnobScene(size: size) }
/// ])
/// ```
public enum HarnessProgram {
    /// Registers `scenes` (followed by the built-in ones unless `includingBuiltInScenes` is
    /// false), then runs the command line in `CommandLine.arguments` and exits. A scene list
    /// `SceneCatalog.register` refuses is reported on standard error with exit status 1.
    ///
    /// `name` is what the program calls itself in its usage lines, its error messages and the
    /// fuzzer's "Reproduce:" lines (`ProgramName`); by default the last part of the path it was
    /// started by (`KnobHarness` for `.build/debug/KnobHarness`).
    public static func main(scenes: [SceneEntry], includingBuiltInScenes: Bool = true, name: String? = nil) -> Never {
        StandardStreams.prepare()
        ProgramName.current = name ?? ProgramName.fromCommandLine(CommandLine.arguments)
        do {
            try SceneCatalog.register(scenes, includingBuiltInScenes: includingBuiltInScenes)
        } catch {
            StandardStreams.printError("\(ProgramName.current): \(error)")
            exit(1)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Long sessions (the window, the soak) keep big blocks mapped (MallocPolicy); the fuzzer
        // makes and drops a session per case and runs about 12 % faster with glibc's sliding threshold.
        if arguments.first != FuzzCommand.configuration.commandName {
            MallocPolicy.keepLargeBlocksMapped()
        }
        // ArgumentParser lets a command's options stand anywhere on the line, after a
        // subcommand's name too, and the first command that knows a name takes the value: in
        // `harness soak --frames 5000` the harness's own `--frames` (and `--fps`) took the value
        // and the soak ran its default. A line that starts with `soak` is therefore read by the
        // soak command alone.
        if arguments.first == SoakCommand.configuration.commandName {
            SoakCommand.main(Array(arguments.dropFirst()))
        } else {
            HarnessCommand.main()
        }
        exit(0)
    }
}
