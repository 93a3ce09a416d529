import FlywheelCore
import FlywheelUI

/// The shell's overlays: F1 help (`HelpOverlay`), F2 frame stats (`FrameStatsOverlay`) and F3's
/// text check outlines (`TextProblemOverlay`), added on top of everything and reached through
/// keys nothing else took.
extension HarnessShell {
    var helpOverlay: HelpOverlay? { subviews.lazy.compactMap { $0 as? HelpOverlay }.first }
    var frameStatsOverlay: FrameStatsOverlay? { subviews.lazy.compactMap { $0 as? FrameStatsOverlay }.first }

    /// Adds both overlays (hidden) and routes F1, F2 (and Esc while the help shows) to them,
    /// in front of the host's existing unhandled-key handler. Call after `install(in:)`.
    func installOverlays(in host: ViewHost) {
        guard helpOverlay == nil else { return }
        addSubview(FrameStatsOverlay())
        addSubview(TextProblemOverlay())
        addSubview(HelpOverlay())
        let previous = host.unhandledKeyHandler
        host.unhandledKeyHandler = { [weak self] e in
            guard let self else { return previous?(e) ?? false }
            return self.handleOverlayKey(e) || (previous?(e) ?? false)
        }
    }

    /// F1 toggles the help, F2 the frame stats, F3 the text check; Esc closes an open help.
    func handleOverlayKey(_ e: KeyEvent) -> Bool {
        guard e.isDown, !e.isRepeat else { return false }
        switch e.key {
        case .function(1):
            toggleHelp()
        case .function(2):
            frameStatsOverlay?.toggle()
            post("Frame stats \(frameStatsOverlay?.isHidden == false ? "on" : "off") (F2)")
        case .function(3):
            setTextCheck(on: textCheck == nil)
        case .escape where helpOverlay?.isHidden == false:
            helpOverlay?.setShown(false)
        default:
            return false
        }
        return true
    }

    /// Shows the help for the current scene, or hides it.
    func toggleHelp() {
        guard let help = helpOverlay else { return }
        if help.isHidden {
            help.update(
                sceneTitle: entry.title, summary: entry.summary, scene: scene, helpLines: scene.helpLines,
                spinnerNames: spinnerRecorders.map(\.name))
            bringSubviewToFront(help)
        }
        help.setShown(help.isHidden)
    }
}
