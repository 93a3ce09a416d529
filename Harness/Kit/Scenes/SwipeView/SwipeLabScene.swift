import FlywheelCore
import FlywheelUI

/// One swipe view and a control per property, each labelled with the property's name; the
/// status line shows every delegate callback as it fires and a readout shows `scrollOffset`,
/// `currentItemIndex`, `currentPage` and the loaded indexes, live.
final class SwipeLabScene: SceneView, SwipeViewDelegate {
    let swipe = SwipeView().labelled("lab")
    let tiles = NumberTiles(count: 10)
    // Property names and numbers.
    let readout = Label(text: "", font: .system(size: 13)).verbatim(scale: 0.6).labelled("readout")
    let panel = View().mirroringRightToLeft()
    lazy var swipeViewRecorders = [SwipeViewRecorder(name: "lab", swipeView: swipe, forwardingTo: self)]
    override var controlRecorders: [any ControlRecorder] { swipeViewRecorders }
    /// The item size (square), so two or three fit a page.
    static let itemSide = 140.0
    static let counts = [0, 1, 5, 10, 100, 100_000]
    static let autoscrolls = [-2, -1, 0, 1, 2]

    let wrap = Switch(isOn: false)
    let vertical = Switch(isOn: false)
    let alignment = SegmentedControl(titles: ["edge", "center"], selectedIndex: 0)
    let itemsPerPage = SegmentedControl(titles: ["1", "2", "3"], selectedIndex: 0).writingNumbersInLocale()
    let truncate = Switch(isOn: false)
    let paging = Switch(isOn: true)
    let bounces = Switch(isOn: true)
    let scrollEnabled = Switch(isOn: true)
    let defers = Switch(isOn: false)
    let autoscroll = SegmentedControl(titles: autoscrolls.map(String.init), selectedIndex: 2).writingNumbersInLocale()
    let deceleration = SegmentedControl(titles: ["normal", "fast"], selectedIndex: 0)
    let count = SegmentedControl(titles: counts.map(String.init), selectedIndex: 3).writingNumbersInLocale()
    private var rows: [ControlRow] = []

    override var helpLines: [String] {
        [
            "Each control sets the SwipeView property it is named after",
            "Status line: every delegate callback; readout: offset, index, page, loaded views",
        ]
    }

    override init(context: SceneContext) {
        super.init(context: context)
        swipe.backgroundColor = Color(white: 0.93)
        addSubviews(swipe, readout, panel)
        let controls: [(String, Control)] = [
            ("wrapEnabled", wrap), ("vertical", vertical), ("alignment", alignment),
            ("itemsPerPage", itemsPerPage), ("truncateFinalPage", truncate), ("pagingEnabled", paging),
            ("bounces", bounces), ("scrollEnabled", scrollEnabled), ("defersItemViewLoading", defers),
            ("autoscroll", autoscroll), ("decelerationRate", deceleration), ("numberOfItems", count),
        ]
        for (name, control) in controls {
            let row = ControlRow(name, control, inline: true, textColor: .black)
            row.label.verbatim()  // the property's name
            rows.append(row)
            panel.addSubview(row)
            control.addAction(for: .valueChanged) { [unowned self] _, _ in apply(name) }
        }
        swipe.delegate = self
        _ = swipeViewRecorders
        swipeViewRecorders[0].onEntry = { [unowned self] entry in
            status?("lab: \(entry)")
            updateReadout()
        }
        swipe.dataSource = tiles
        updateReadout()
    }

    /// Applies the control named `name` to the swipe view.
    private func apply(_ name: String) {
        switch name {
        case "wrapEnabled": swipe.isWrapEnabled = wrap.isOn
        case "vertical": swipe.isVertical = vertical.isOn
        case "alignment": swipe.alignment = alignment.selectedIndex == 0 ? .edge : .center
        case "itemsPerPage": swipe.itemsPerPage = itemsPerPage.selectedIndex + 1
        case "truncateFinalPage": swipe.truncateFinalPage = truncate.isOn
        case "pagingEnabled": swipe.isPagingEnabled = paging.isOn
        case "bounces": swipe.bounces = bounces.isOn
        case "scrollEnabled": swipe.isScrollEnabled = scrollEnabled.isOn
        case "defersItemViewLoading": swipe.defersItemViewLoading = defers.isOn
        case "autoscroll": swipe.autoscroll = Double(Self.autoscrolls[autoscroll.selectedIndex])
        case "decelerationRate":
            swipe.decelerationRate =
                deceleration.selectedIndex == 0
                ? ScrollContainer.DecelerationRate.normal
                : ScrollContainer.DecelerationRate.fast
        case "numberOfItems":
            tiles.count = Self.counts[count.selectedIndex]
            swipe.reloadData()
        default: break
        }
        let control = rows.first { $0.label.text == name }?.control as? ScriptSettable
        status?("lab: \(name) = \(control?.scriptValue ?? "")")
        updateReadout()
    }

    func updateReadout() {
        let loaded = swipe.indexesForVisibleItems
        let shown =
            loaded.count > 8
            ? "\(loaded.prefix(8).map(String.init).joined(separator: ","))…"
            : loaded.map(String.init).joined(separator: ",")
        readout.text = context.numbers.localizingNumbers(
            in: "scrollOffset \(JSONValue.format((swipe.scrollOffset * 100).rounded() / 100))   "
                + "currentItemIndex \(swipe.currentItemIndex)   currentPage \(swipe.currentPage)   loaded [\(shown)]")
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let line = 32.0
        let panelHeight = 7 * line + 6
        let swipeHeight = max(h - panelHeight - 26, 1)
        swipe.frame = Rect(x: 0, y: 0, width: w, height: swipeHeight)
        readout.frame = Rect(x: 10, y: swipeHeight + 3, width: w - 20, height: 20)
        panel.frame = Rect(x: 0, y: swipeHeight + 26, width: w, height: panelHeight)
        let columnWidth = (w - 30) / 2
        for (i, row) in rows.enumerated() {
            if i == rows.count - 1 {
                // numberOfItems: six segments, a full-width row of its own.
                row.frame = Rect(x: 10, y: 2 + 6 * line, width: w - 20, height: 28)
            } else {
                let column = Double(i / 6), y = Double(i % 6)
                row.frame = Rect(x: 10 + column * (columnWidth + 10), y: 2 + y * line, width: columnWidth, height: 28)
            }
        }
        swipe.layoutIfNeeded()
        updateReadout()
    }

    func swipeViewItemSize(_ swipeView: SwipeView) -> Size { Size(width: Self.itemSide, height: Self.itemSide) }

    func swipeViewDidScroll(_ swipeView: SwipeView) { updateReadout() }
}
