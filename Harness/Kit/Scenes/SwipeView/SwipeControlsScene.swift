import FlywheelCore
import FlywheelUI

/// The original's Controls Example: 100 items of 200×200 from one item template, centred,
/// paging one item at a time with a truncated final page. Every item holds a button, a switch
/// (on) and a slider, each reporting its item through `index(ofItemViewOrSubview:)`: "Button N
/// pressed", "Switch N toggled", "Slider N changed". A drag from a slider's thumb slides it; one
/// from the button or beside the controls scrolls (`delaysContentTouches`).
///
/// Gesture recognizers on every item view: a double tap on its background says "Double tap on
/// item N", a long press "Long press on item N"; a single tap selects the item (the swipe view's
/// `didSelectItemAt`), but says "Item N selected" and frames the item only once the double tap
/// has failed (a single-tap recognizer that requires the double tap to fail, as UIKit's
/// `require(toFail:)`), so a double tap is never also a selection. The controls keep their own
/// pointers. A slider says "Slider N changed" once, when the finger lifts (a drag's many
/// changes are one message); a change from a key or a script's `set` says it at once.
final class SwipeControlsScene: SceneView, SwipeViewDelegate {
    let swipe = SwipeView().labelled("controls")
    let items = ControlsItems()
    /// The item the swipe view selected, waiting for the double tap to fail before it is said.
    private var pendingSelection: Int?
    /// A slider under the finger changed (its message waits for the lift).
    private var sliderMoved = false
    lazy var swipeViewRecorders = [SwipeViewRecorder(name: "controls", swipeView: swipe, forwardingTo: self)]
    override var controlRecorders: [any ControlRecorder] { swipeViewRecorders }

    override var helpLines: [String] {
        [
            "Button, switch, slider: the status line names the item", "Drag from a slider's thumb: slides",
            "Drag from the button or beside the controls: scrolls",
            "Double tap or long press an item's background: named on the status line",
            "Single tap on an item's background: selects it (white frame) once a double tap is ruled out",
        ]
    }

    override var postsOwnControlEvents: Bool { true }

    override init(context: SceneContext) {
        super.init(context: context)
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
        item.slider.addAction(for: .valueChanged) { [unowned self] c, _ in
            if c.isTracking {
                sliderMoved = true  // said once, when the finger lifts
            } else {
                say("Slider", c, "changed")
            }
        }
        item.slider.addAction(for: [.touchUpInside, .touchUpOutside, .touchCancel]) { [unowned self] c, _ in
            if sliderMoved { say("Slider", c, "changed") }
            sliderMoved = false
        }
        let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { [unowned self] g in
            pendingSelection = nil
            say("Double tap on item", g.view)
        }
        let singleTap = TapGestureRecognizer { [unowned self] g in
            guard let view = g.view, let index = swipe.index(ofItemViewOrSubview: view), pendingSelection == index
            else { return }
            pendingSelection = nil
            select(index)
        }
        singleTap.require(toFail: doubleTap)
        singleTap.cancelsTouchesInView = false
        let longPress = LongPressGestureRecognizer { [unowned self] g in
            if g.state == .began { say("Long press on item", g.view) }
        }
        item.addGestureRecognizer(doubleTap)
        item.addGestureRecognizer(singleTap)
        item.addGestureRecognizer(longPress)
    }

    /// Selects item `index`: frames its view (and unframes the others) and says so.
    private func select(_ index: Int) {
        items.selectedIndex = index
        for case let view as ControlsItem in swipe.visibleItemViews {
            view.isChosen = swipe.index(of: view) == index
        }
        status?("Item \(index) selected")
    }

    private func say(_ what: String, _ view: View?, _ verb: String = "") {
        guard let view, let index = swipe.index(ofItemViewOrSubview: view) else { return }
        status?(verb.isEmpty ? "\(what) \(index)" : "\(what) \(index) \(verb)")
    }

    /// The swipe view's selection: said (and shown) when the single-tap recognizer goes ahead,
    /// that is once a double tap is ruled out.
    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {
        pendingSelection = index
    }
}
