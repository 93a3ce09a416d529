import FlywheelCore
import FlywheelUI

/// The original's Controls Example: every item holds a button and a switch. Tapping a button
/// reports its item through `index(ofItemViewOrSubview:)`; a drag that starts on a button
/// scrolls instead of pressing it (`delaysContentTouches`).
final class SwipeControlsScene: SceneView, SwipeViewDelegate, ReportingScene {
    let swipe = SwipeView()
    let tiles = NumberTiles(count: 20)
    lazy var swipeViewRecorders = [SwipeViewRecorder(name: "controls", swipeView: swipe, forwardingTo: self)]
    var controlRecorders: [any ControlRecorder] { swipeViewRecorders }
    /// What the buttons reported, in order ("button in item 3").
    private(set) var pressed: [String] = []

    override var helpLines: [String] {
        ["Tap a button: the status line names its item", "Drag starting on a button: scrolls, no press"]
    }

    override init(context: SceneContext) {
        super.init(context: context)
        swipe.accessibilityLabel = "controls"
        addSubview(swipe)
        tiles.decorate = { [unowned self] tile in
            tile.font = .boldSystem(size: 48)
            let button = Button(title: "Press me", frame: Rect(x: 0, y: 0, width: 160, height: 44))
            button.backgroundColor = .white
            button.addAction(for: .primaryActionTriggered) { [unowned self] control, _ in buttonTapped(control) }
            let toggle = Switch(isOn: false)
            toggle.addAction(for: .valueChanged) { [unowned self] control, _ in switchFlipped(control) }
            tile.addSubview(button)
            tile.addSubview(toggle)
        }
        swipe.delegate = self
        _ = swipeViewRecorders
        swipe.dataSource = tiles
    }

    override func layoutSubviews() {
        swipe.frame = bounds
    }

    func swipeViewItemSize(_ swipeView: SwipeView) -> Size { swipeView.bounds.size }

    private func buttonTapped(_ control: Control) {
        let index = swipe.index(ofItemViewOrSubview: control) ?? -1
        pressed.append("button in item \(index)")
        status?("Tapped button in item \(index)")
    }

    private func switchFlipped(_ control: Control) {
        let index = swipe.index(ofItemViewOrSubview: control) ?? -1
        status?("Switch in item \(index): \((control as? Switch)?.isOn == true ? "on" : "off")")
    }
}
