import FlywheelCore
import FlywheelUI

/// The original's Controls Example: 100 items of 200×200 from one item template, centred,
/// paging one item at a time with a truncated final page. Every item holds a button, a switch
/// (on) and a slider, each reporting its item through `index(ofItemViewOrSubview:)`: "Button N
/// pressed", "Switch N toggled", "Slider N changed". A drag from a slider's thumb slides it; one
/// from the button or beside the controls scrolls (`delaysContentTouches`).
///
/// Gesture recognizers on every item view: a double tap on its background says "Double tap on
/// item N", a long press "Long press on item N"; a single tap still selects the item ("Item N
/// selected", the swipe view's `didSelectItemAt`), and the controls keep their own pointers.
final class SwipeControlsScene: SceneView, SwipeViewDelegate, ReportingScene {
    let swipe = SwipeView()
    let items = ControlsItems()
    lazy var swipeViewRecorders = [SwipeViewRecorder(name: "controls", swipeView: swipe, forwardingTo: self)]
    var controlRecorders: [any ControlRecorder] { swipeViewRecorders }

    override var helpLines: [String] {
        [
            "Button, switch, slider: the status line names the item", "Drag from a slider's thumb: slides",
            "Drag from the button or beside the controls: scrolls",
            "Double tap or long press an item's background: named on the status line",
        ]
    }

    override var postsOwnControlEvents: Bool { true }

    override init(context: SceneContext) {
        super.init(context: context)
        swipe.accessibilityLabel = "controls"
        swipe.alignment = .center
        swipe.isPagingEnabled = true
        swipe.itemsPerPage = 1
        swipe.truncateFinalPage = true
        addSubview(swipe)
        items.configure = { [unowned self] item in configure(item) }
        swipe.delegate = self
        _ = swipeViewRecorders
        swipe.dataSource = items
    }

    override func layoutSubviews() {
        swipe.frame = bounds
    }

    /// Wires a new item view: its controls' actions and its gestures, all reporting the item it
    /// shows at the time (`index(ofItemViewOrSubview:)`), so recycled views keep working.
    private func configure(_ item: ControlsItem) {
        item.button.addAction(for: .primaryActionTriggered) { [unowned self] c, _ in say("Button", c, "pressed") }
        item.toggle.addAction(for: .valueChanged) { [unowned self] c, _ in say("Switch", c, "toggled") }
        item.slider.addAction(for: .valueChanged) { [unowned self] c, _ in say("Slider", c, "changed") }
        let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { [unowned self] g in
            say("Double tap on item", g.view)
        }
        let longPress = LongPressGestureRecognizer { [unowned self] g in
            if g.state == .began { say("Long press on item", g.view) }
        }
        item.addGestureRecognizer(doubleTap)
        item.addGestureRecognizer(longPress)
    }

    private func say(_ what: String, _ view: View?, _ verb: String = "") {
        guard let view, let index = swipe.index(ofItemViewOrSubview: view) else { return }
        status?(verb.isEmpty ? "\(what) \(index)" : "\(what) \(index) \(verb)")
    }

    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {
        status?("Item \(index) selected")
    }
}
