import FlywheelCore
import FlywheelUI

/// The item template of the Controls scene (the original's 200×200 item view): a number, a
/// button, a switch (on) and a slider. Its controls are named "Button N" (the button's title),
/// "Switch N" and "Slider N" (labels shown beside them, which scripts' `set` uses) for the item
/// it shows; recycling an item for another index relabels it and puts the controls back as a
/// new item has them. The selected item wears a thick white frame.
final class ControlsItem: View {
    /// The template's size (the swipe view measures it: the scene gives no item size).
    static let size = Size(width: 200, height: 200)

    /// 44 pt tall: the smallest touch target (a11y-check's smallTarget).
    let button = Button(title: "Button", frame: Rect(x: 30, y: 54, width: 140, height: 44))
    let toggle = Switch(isOn: true)
    let slider = Slider()
    /// "Switch N", left of the switch on its row.
    let toggleLabel = Label(text: "Switch 0", font: .system(size: 12)).fittingTranslations(lines: 1, scale: 0.6)
    /// "Slider N", just above the slider.
    let sliderLabel = Label(text: "Slider 0", font: .system(size: 11)).fittingTranslations(lines: 1, scale: 0.6)
    private(set) var index = 0
    /// How the drawn numbers are written: the player's locale (set by `show`).
    private(set) var numbers = LocalNumbers.plain
    /// Whether this is the selected item (a thick white frame).
    var isChosen = false { didSet { if isChosen != oldValue { setNeedsDisplay() } } }

    init() {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        mirrorsSubviewsRightToLeft = true  // the frames below are left-to-right terms
        button.backgroundColor = .white
        toggle.frame = Rect(origin: Point(x: (Self.size.width - Switch.size.width) / 2, y: 98), size: Switch.size)
        slider.frame = Rect(x: 20, y: 155, width: 160, height: 44)
        slider.value = 0.5
        toggleLabel.frame = Rect(x: 4, y: 110, width: 66, height: 20)
        sliderLabel.frame = Rect(x: 20, y: 141, width: 160, height: 14)
        sliderLabel.alignment = .center
        // Dark on the light tiles: white measured 1.9:1 to 2.9:1 (a11y-check's lowContrast).
        for label in [toggleLabel, sliderLabel] { label.textColor = Color(white: 0.1) }
        addSubviews(button, toggleLabel, toggle, sliderLabel, slider)
    }

    override func layoutSubviews() {
        toggleLabel.alignment = trailingTextAlignment  // against the switch
    }

    /// Shows item `index`: its colour, number and control labels; the switch on, the slider
    /// half way (as every item starts). The numbers drawn are written with `numbers` (the
    /// player's locale: "Button ٣"); the names readers and scripts use keep "Button 3".
    func show(_ index: Int, numbers: LocalNumbers = .plain) {
        self.index = index
        self.numbers = numbers
        backgroundColor = NumberTile.color(for: index)
        accessibilityLabel = "item \(index)"
        button.accessibilityLabel = "Button \(index)"
        button.title = numbers.localizingNumbers(in: "Button \(index)")
        toggle.accessibilityLabel = "Switch \(index)"
        toggleLabel.text = numbers.localizingNumbers(in: "Switch \(index)")
        slider.accessibilityLabel = "Slider \(index)"
        sliderLabel.text = numbers.localizingNumbers(in: "Slider \(index)")
        toggle.setOn(true, animated: false)
        slider.value = 0.5
        setNeedsDisplay()
    }

    override func draw(_ canvas: Canvas) {
        canvas.drawText(
            numbers.whole(index), in: Rect(x: 0, y: 8, width: bounds.width, height: 48), font: .boldSystem(size: 36),
            color: Color(white: 0.1))
        if isChosen {
            canvas.strokeRect(bounds.insetBy(dx: 3, dy: 3), color: .white, width: 6)
            canvas.strokeRect(bounds.insetBy(dx: 7, dy: 7), color: Color(white: 0, alpha: 0.55), width: 2)
        } else {
            canvas.strokeRect(bounds.insetBy(dx: 0.5, dy: 0.5), color: Color(white: 1, alpha: 0.6), width: 1)
        }
    }
}

/// The Controls scene's data source: 100 items from the one template, recycled. `configure` is
/// called once per new item view (to attach its actions and gestures).
final class ControlsItems: SwipeViewDataSource {
    static let count = 100
    var configure: ((ControlsItem) -> Void)?
    /// The selected item, shown by its view's frame (nil: none).
    var selectedIndex: Int?

    func numberOfItems(in swipeView: SwipeView) -> Int { Self.count }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
        let item: ControlsItem
        if let reused = view as? ControlsItem {
            item = reused
        } else {
            item = ControlsItem()
            configure?(item)
        }
        item.show(index, numbers: swipeView.host?.numbers ?? .plain)
        item.isChosen = index == selectedIndex
        return item
    }
}
