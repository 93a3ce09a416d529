import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// `harness`: every scene of the original test-harness apps, in a window or headless, with
/// scripts, reports, record/replay and feel files (docs/harness-scripts.md).
///
/// Precedence: an option given on the command line wins over the script's or recording's own
/// value, which wins over the default (the first registered scene — "basic" in `harness` —,
/// 800x600, 60 fps, the iOS feel).
struct HarnessCommand: ParsableCommand {
    /// Computed, so that the usage lines carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        let name = ProgramName.current
        return CommandConfiguration(
            commandName: name,
            abstract: "Flywheel's interactive harness: every scene in a window, or rendered headless.",
            discussion: """
                Window keys: 1-9 scenes, Tab focus, F1 help, F2 frame stats, F3 text that does not fit,
                F12 screenshot.
                Scripts, reports and recordings are described in docs/harness-scripts.md.

                Examples:
                  \(name)                                   open the window on the first scene
                  \(name) --scene rating                    open on the Rating scene
                  \(name) --headless --scene rating --frames 30 --screenshot out.png
                  \(name) --headless --render-all out/scenes
                  \(name) --headless --scene hud --size 1600x1000 --pixel-scale 2 --screenshot hidpi.png
                  \(name) --script Harness/Scripts/rating-demo.json --report -
                  \(name) --script demo.json --fps 240 --record demo.rec.json
                  \(name) --replay demo.rec.json --headless --report report.json
                  \(name) --record session.json             record what you do in the window
                  \(name) --feel feel.json --scene basic    make the scenes with this feel
                """,
            version: Flywheel.version,
            subcommands: [
                PlotCommand.self, FuzzCommand.self, SoakCommand.self, L10nCheckCommand.self, FeelCommand.self,
                A11yCheckCommand.self, HostileTextCommand.self, MergeCommand.self,
            ]
        )
    }

    @Flag(help: "Print every scene name with a one-line summary and exit.")
    var listScenes = false

    @Option(help: "The scene to show first (see --list-scenes; default the first listed, or the script's).")
    var scene: String?

    @Option(help: "Window size in points, WxH (default 800x600, or the script's).")
    var size: String?

    // Numbers are read `.unconditional`ly so that "--fps -5" or "--frames -1" reach validate()
    // and say what is wrong, instead of "-1" being taken for an option.
    @Option(
        parsing: .unconditional, help: "Frames per second of the headless virtual clock (default 60, or the script's).")
    var fps: Double?

    @Flag(help: "Render without a window, on a virtual clock (implied by --script).")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Headless: device pixels per point, 1...4 (2 draws as a HiDPI display does; a window takes its display's).",
            valueName: "N"))
    var pixelScale: Double?

    /// `--frames`, shared with `l10n-check` and `a11y-check` (which the root would otherwise
    /// take it from).
    @OptionGroup var frameCount: FramesOption

    @Option(
        help: ArgumentHelp(
            "The window's renderer: automatic (software without a GPU, else accelerated), accelerated or software.",
            valueName: "choice"))
    var renderer: RendererChoice = .automatic

    @Flag(
        help:
            "Keep no retained layers (the ring's disc, the gradient): every view draws each time it is damaged. For comparing; the frames are the same."
    )
    var noLayers = false

    @Flag(
        help:
            "Do not publish the window to screen readers (AT-SPI; the same as FLYWHEEL_ACCESSIBILITY=0). See docs/accessibility-bridge.md."
    )
    var noAccessibility = false

    @Option(help: "Save the last frame as a PNG file.")
    var screenshot: String?

    @Option(help: "Headless: render every scene into this folder, one PNG each.")
    var renderAll: String?

    @Option(help: ArgumentHelp("Run a JSON script of steps headless (docs/harness-scripts.md).", valueName: "file"))
    var script: String?

    @Option(
        help: ArgumentHelp(
            "Write a JSON report of the spinners and frame times at the end ('-' = standard output).", valueName: "file"
        ))
    var report: String?

    @Option(
        help: ArgumentHelp(
            "Record the input (the window's live input, or a script's) to a JSON file.", valueName: "file"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Play a recording made with --record (in the window, or with --headless).", valueName: "file"))
    var replay: String?

    /// `--feel`, shared with `feel simulate` (which the root would otherwise take it from).
    @OptionGroup var feelOption: FeelFileOption

    @Option(
        help: ArgumentHelp(
            "Show a string of the hostile-text corpus in every label and title of the scenes (names: harness hostile-text --list; the fuzz's reproductions use it).",
            valueName: "name"))
    var hostileText: String?

    /// `--pseudo-locale`, shared with `l10n-check` (which the root would otherwise take it from).
    @OptionGroup var locale: ChoiceOption<PseudoLocale>

    /// `--locale TAG`: numbers in the player's locale.
    @OptionGroup var playerLocale: LocaleOption

    /// `--colour-vision`, shared with `a11y-check` the same way.
    @OptionGroup var vision: ChoiceOption<ColourVision>

    /// `--layout-direction ltr|rtl`.
    @OptionGroup var direction: ChoiceOption<LayoutDirection>

    /// `--shard K/N` for `--render-all`, shared with fuzz and the checks the same way.
    @OptionGroup var sharding: ShardOption

    /// Whether the command line names a subcommand (whose --shard this group hands on).
    private var isSubcommandLine: Bool {
        guard let first = CommandLine.arguments.dropFirst().first else { return false }
        return Self.configuration.subcommands.contains { $0.configuration.commandName == first }
    }

    /// The first registered scene ("basic" for `harness`, a program's own first scene otherwise).
    static var defaultScene: String { SceneCatalog.all.first?.name ?? "basic" }
    static let defaultSize = Size(width: 800, height: 600)
    static let defaultFPS = 60.0

    func validate() throws {
        if let scene, !listScenes, SceneCatalog.entry(named: scene) == nil {
            throw ValidationError("--scene: \(SceneCatalog.unknownSceneMessage(scene))")
        }
        _ = try parsedSize()
        _ = try parsedHostileText()
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 1000) {
            throw ValidationError("--fps: \(fps) is outside 1...1000")
        }
        if let pixelScale {
            guard pixelScale.isFinite, (1...4).contains(pixelScale) else {
                throw ValidationError("--pixel-scale: \(pixelScale) is outside 1...4")
            }
            if !isHeadless {
                throw ValidationError(
                    "--pixel-scale is for headless runs (--headless, --script, --render-all); a window takes its display's"
                )
            }
            try checkPixelSize(try parsedSize())
        }
        if let frames = frameCount.frames, frames < 1 || frames > 1_000_000 {
            throw ValidationError("--frames: \(frames) is outside 1...1000000")
        }
        if sharding.shard != nil, renderAll == nil, !isSubcommandLine {
            throw ValidationError("--shard: for --render-all, fuzz, l10n-check, a11y-check and soak")
        }
        if renderAll != nil {
            if !headless { throw ValidationError("--render-all needs --headless") }
            for (name, value) in [
                ("--script", script), ("--replay", replay), ("--record", record), ("--report", report),
            ] where value != nil {
                throw ValidationError("--render-all cannot be combined with \(name)")
            }
        }
        if script != nil, replay != nil { throw ValidationError("--script and --replay cannot be used together") }
        if frameCount.frames != nil, script != nil || (replay != nil && isHeadless) {
            throw ValidationError(
                "--frames: a \(script != nil ? "script" : "replay") runs for its own duration (end a script with a \"wait\" step)"
            )
        }
        if record != nil, isHeadless, script == nil, replay == nil {
            throw ValidationError(
                "--record: a headless run records a --script's input; without --headless it records the window's live input"
            )
        }
        if record != nil, replay != nil, !isHeadless {
            throw ValidationError("--record with --replay needs --headless (a window does not record replayed events)")
        }
        for (name, value) in [
            ("--script", script), ("--report", report), ("--record", record), ("--replay", replay),
            ("--feel", feelOption.feel),
            ("--screenshot", screenshot),
        ] {
            if let value, value.isEmpty { throw ValidationError("\(name): expected a file name") }
        }
    }

    /// `--hostile-text`'s corpus entry, or nil when not given.
    func parsedHostileText() throws -> HostileText? {
        guard let hostileText else { return nil }
        do {
            return try HostileTextLabels.entry(named: hostileText)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// Scripts always run headless; recordings replay in the window unless --headless.
    var isHeadless: Bool { headless || script != nil }

    /// The smallest window the scenes are laid out for and checked at (`L10nCheck.defaultSizes`'
    /// first, 500×400): a `--size` below it still runs, with a note on standard error.
    static let smallestSupportedSize = L10nCheck.defaultSizes[0]

    /// The note a `--size` below `smallestSupportedSize` prints, or nil.
    ///
    /// ```swift
    /// HarnessCommand.sizeNote(Size(width: 320, height: 240))
    /// // "harness: --size 320x240 is below 500x400, the smallest window the scenes are laid out …"
    /// ```
    static func sizeNote(_ size: Size) -> String? {
        let least = smallestSupportedSize
        guard size.width < least.width || size.height < least.height else { return nil }
        func name(_ s: Size) -> String { "\(NumberText.shortest(s.width))x\(NumberText.shortest(s.height))" }
        return "harness: --size \(name(size)) is below \(name(least)), the smallest window the scenes are "
            + "laid out and checked at: controls may overlap, be cut off or be out of reach"
    }

    /// Parses `--size` ("800x600"); the default when not given.
    func parsedSize() throws -> Size {
        guard let size else { return Self.defaultSize }
        do {
            return try CommandLineValues.size(size, option: "--size", width: 100...8192, height: 100...8192)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Refuses a canvas over `HeadlessRenderer.maximumPixels` at `--pixel-scale`, naming both.
    func checkPixelSize(_ size: Size) throws {
        let scale = pixelScale ?? 1
        guard HeadlessRenderer.pixelSize(of: size, pixelScale: scale) == nil else { return }
        throw ValidationError("--pixel-scale: \(HeadlessRenderer.refusal(size, pixelScale: scale))")
    }

    /// Reads a feel file strictly; the error names the file and every bad field.
    static func loadFeel(path: String) throws(ScriptError) -> FeelParameters {
        try FeelFile.load(path: path, key: "--feel")
    }

    /// Reads the files named on the command line and resolves every setting.
    func makeOptions() throws -> HarnessRunOptions {
        let loadedScript = try script.map { path throws(ScriptError) in try HarnessScript.load(path: path) }
        let recording = try replay.map { path throws(ScriptError) in try InputRecording.load(path: path) }
        let loadedFeel = try feelOption.feel.map { path throws(ScriptError) in try Self.loadFeel(path: path) }
        if scene == nil, let loadedScript { try loadedScript.requireScene() }
        let sceneName = scene ?? loadedScript?.scene ?? recording?.scene ?? Self.defaultScene
        if SceneCatalog.entry(named: sceneName) == nil {
            let file = loadedScript?.file ?? replay ?? "--scene"
            throw ScriptError(file: file, key: "scene", message: SceneCatalog.unknownSceneMessage(sceneName))
        }
        let runSize = size != nil ? try parsedSize() : loadedScript?.size ?? recording?.size ?? Self.defaultSize
        let runScale = pixelScale ?? loadedScript?.pixelScale ?? 1
        guard HeadlessRenderer.pixelSize(of: runSize, pixelScale: runScale) != nil else {
            let source = pixelScale != nil ? "--pixel-scale" : loadedScript?.file ?? "--size"
            throw ScriptError(
                file: source, key: "pixelScale", message: HeadlessRenderer.refusal(runSize, pixelScale: runScale))
        }
        var options = HarnessRunOptions(
            scene: sceneName.lowercased(),
            size: runSize,
            fps: fps ?? loadedScript?.fps ?? recording?.fps ?? Self.defaultFPS,
            frames: frameCount.frames,
            screenshot: screenshot,
            script: loadedScript,
            replay: recording,
            replayFile: replay,
            reportPath: report,
            recordPath: record,
            feel: loadedFeel ?? recording?.feel ?? .ios
        )
        options.pixelScale = runScale
        options.pseudoLocale = try locale.parsed()
        options.locale = try playerLocale.parsed()
        options.usesRetainedLayers = !noLayers
        options.colourVision = try vision.parsed()
        options.hostileText = try parsedHostileText()
        options.layoutDirection = try direction.parsed()
        return options
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            if listScenes {
                let width = max(12, SceneCatalog.all.map(\.name.count).max() ?? 0)
                try StandardStreams.write(
                    SceneCatalog.all.map {
                        "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0)) \($0.summary)\n"
                    }
                    .joined())
                return
            }
            try checkOutputPaths()
            if size != nil, let note = Self.sizeNote(try parsedSize()) { StandardStreams.printError(note) }
            if let dir = renderAll {
                try HeadlessSession.renderAll(
                    into: dir, size: try parsedSize(), pixelScale: pixelScale ?? 1, fps: fps ?? Self.defaultFPS,
                    frames: frameCount.frames ?? 30, pseudoLocale: try locale.parsed(),
                    locale: try playerLocale.parsed(),
                    colourVision: try vision.parsed(), layoutDirection: try direction.parsed(),
                    shard: try sharding.parsed())
                return
            }
            let options = try makeOptions()
            if isHeadless {
                try ScriptedSession.run(options)
            } else {
                try WindowSession.run(
                    scene: options.scene, size: options.size, frames: options.frames,
                    screenshot: options.screenshot,
                    context: options.sceneContext(),
                    hooks: WindowSessionHooks(options: options), renderer: renderer,
                    accessibility: !noAccessibility)
            }
        }
    }
}

extension RendererChoice: ExpressibleByArgument {}
