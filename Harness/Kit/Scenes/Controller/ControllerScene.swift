import FlywheelCore
import FlywheelUI

/// The Controller scene: a weapon wheel over a moving game, for a game controller. The game (a
/// ship sailing a figure eight over scrolling hills) fills the scene; the weapon wheel — a
/// 56-pt HUD spinner at its centre with a ring of 150 pt — is focused at start. Hold the left
/// shoulder button (or press A) to open it, point either stick at a weapon, let the stick
/// return or release the shoulder to take it (B cancels, back to the weapon held before); the
/// ship then carries the weapon's name. While the wheel is closed the left stick steers the
/// ship. The stick visualiser (top right) shows both sticks and the pad that moved them; the
/// button prompts (bottom, `PadPromptView`) say what the buttons do now, with the labels printed
/// on the pad that acted last (✕ and ○ on a PlayStation pad, `SceneContext.padLabels`).
final class ControllerScene: SceneView {
    static let wheelSide = 56.0
    static let ringRadius = 150.0

    let game = ControllerGameView().labelled("Game")
    /// The wheel's container: the whole scene, so the ring opens over the game.
    let wheelArea = View().labelled("Wheel Area")
    let wheel = WeaponWheel(frame: Rect(x: 0, y: 0, width: wheelSide, height: wheelSide)).labelled("Weapon Wheel")
    let sticks = StickVisualiser().labelled("Sticks")
    /// The button prompts for what the pad does now (read as one line: "LB: Hold for weapons, …").
    let prompts = PadPromptView()

    override init(context: SceneContext) {
        super.init(context: context)
        backgroundColor = .black
        clipsToBounds = true
        addSubviews(game, wheelArea, sticks, prompts)
        wheelArea.addSubview(wheel)
        prompts.backgroundColor = Color(white: 0, alpha: 0.55)

        try? wheel.setFeel(context.feel)
        wheel.spinnerMode = .spinnerOnly
        wheel.hudMode = true
        wheel.tintColor = Color(red: 1, green: 0.85, blue: 0.3)
        wheel.backgroundColor = .clear
        wheel.openBackgroundColor = Color(white: 0, alpha: 0.5)
        wheel.radius = Self.ringRadius
        wheel.padOptions.holdButton = .leftShoulder
        let files = Array(context.assets.files(in: "HUD/Items").prefix(8))
        wheel.values = files.map {
            SpinnerItem(title: AssetLibrary.displayName($0), icon: context.assets.image("HUD/Items/\($0)").asTemplate())
        }
        wheel.onStick = { [unowned self] in sticks.show($0) }
        wheel.onPad = { [unowned self] in showLabels(of: $0) }
        // The wheel's calls go to the status line, and its opening and closing (by a pad, a key,
        // a tap or code) change the prompts.
        let line = SpinnerStatusLine(name: "Weapon wheel") { [weak self] in
            self?.status?($0)
            self?.updatePrompts()
        }
        spinnerStatusLines.append(line)
        spinnerRecorders = [SpinnerRecorder(name: "wheel", spinner: wheel, forwardingTo: line)]
        wheel.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in
            game.weapon = wheel.value?.title ?? ""
        }
        updatePrompts()
    }

    override var helpLines: [String] {
        [
            "Controller: hold LB (or press A) to open the weapon wheel, point a stick at a weapon, let the stick go",
            "or release LB to take it; B cancels back to the weapon you had. The left stick steers the ship while",
            "the wheel is closed. Keys: Enter opens and takes, Escape cancels, the arrows step.",
        ]
    }

    override func didMoveToHost() {
        super.didMoveToHost()
        if let host, host.focusedView == nil { host.setFocus(wheel) }
    }

    /// Sticks the wheel did not use (it is closed): the visualiser shows them, the left one steers.
    override func handleStick(_ event: StickEvent) -> Bool {
        showLabels(of: event.pad)
        sticks.show(event)
        guard event.stick == .left else { return false }
        game.steer(event)
        return true
    }

    /// Pad buttons the wheel did not use still name the pad in hand.
    override func handleKey(_ event: KeyEvent) -> Bool {
        if let pad = event.pad { showLabels(of: pad) }
        return super.handleKey(event)
    }

    /// The prompts take the labels of the pad that acted (a PlayStation pad's ✕ and ○).
    func showLabels(of pad: PadID) {
        prompts.labels = context.padLabels?(pad) ?? .xbox
    }

    /// The prompts for the wheel's state.
    func updatePrompts() {
        prompts.prompts =
            wheel.isOpen
            ? [PadPrompt(.a, "Take"), PadPrompt(.b, "Cancel"), PadPrompt(.leftShoulder, "Release: take")]
            : [PadPrompt(.leftShoulder, "Hold: weapons"), PadPrompt(.a, "Weapons")]
    }

    override func layoutSubviews() {
        let b = bounds
        game.frame = b
        wheelArea.frame = b
        wheel.center = Point(x: b.midX, y: b.midY)
        sticks.frame = Rect(x: b.maxX - 190, y: b.minY + 10, width: 180, height: 90)
        prompts.frame = Rect(x: b.minX, y: b.maxY - 36, width: b.width, height: 36)
    }
}

/// The scene's wheel: a spinner that also shows every stick it is given on the visualiser, and
/// names the pad of every pad input it is offered (for the prompts' labels).
final class WeaponWheel: Spinner {
    var onStick: ((StickEvent) -> Void)?
    var onPad: ((PadID) -> Void)?

    override func handleKey(_ event: KeyEvent) -> Bool {
        if let pad = event.pad { onPad?(pad) }
        return super.handleKey(event)
    }

    override func handleStick(_ event: StickEvent) -> Bool {
        onPad?(event.pad)
        let used = super.handleStick(event)
        if used { onStick?(event) }
        return used
    }
}
