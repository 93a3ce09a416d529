import FlywheelCore

/// A bar of tabs, one per scene (UITabBar): tapping a tab or Left/Right while focused selects it
/// and sends `.valueChanged`. Its colours default to a neutral light bar with the selected title
/// in system blue; an app sets its own (`barColor`, `selectedTabColor`, `selectedColor`,
/// `titleColor`, `pressedColor`).
///
/// **Values.** As `SegmentedControl`: `setValueFromUser(_:)` selects a tab as a tap would and
/// sends `.valueChanged`; setting `selectedIndex` from code sends nothing (docs/widgets.md).
/// Disabled, the bar is drawn at `Control.disabledAlpha`.
///
/// One file, not the usual split: layout, touch and keys are `SegmentedControl`'s; only the
/// drawing is its own.
///
/// ```swift
/// let tabs = TabBar(titles: ["Rating", "Basic"])
/// tabs.barColor = Color(red: 0.06, green: 0.45, blue: 0.27)
/// tabs.addAction(for: .valueChanged) { c, _ in show((c as! TabBar).selectedIndex) }
/// ```
open class TabBar: SegmentedControl {
    /// The bar's background (a light grey, as UITabBar's).
    public var barColor: Color = Color(white: 0.97) { didSet { setNeedsDisplay() } }
    /// The fill behind the selected tab (none by default).
    public var selectedTabColor: Color = .clear { didSet { setNeedsDisplay() } }
    /// The selected tab's title and the underline beneath it.
    public var selectedColor: Color = .systemBlue { didSet { setNeedsDisplay() } }
    /// The titles of the other tabs.
    public var titleColor: Color = .darkGray { didSet { setNeedsDisplay() } }
    /// The wash over a tab while a finger is down on it.
    public var pressedColor: Color = Color.black.withAlpha(0.08) { didSet { setNeedsDisplay() } }

    /// The view showing the selected tab's page. A reader sees it as the selected tab's child
    /// (as GTK's notebook shows a page under its tab) rather than beside the tab bar.
    ///
    /// ```swift
    /// let tabs = TabBar(titles: ["Basic", "Rating"])
    /// tabs.tabContentView = sceneContainer     // the scene's controls read under "Basic"
    /// ```
    public weak var tabContentView: View? { didSet { linkTabContent() } }
    /// Whether a tab's element holds (or held) `tabContentView`: only then is there a link to keep.
    var linksTabContent = false

    open override var accessibilityDefaultRole: AccessibilityRole { .tabList }
    override var segmentElementRole: AccessibilityRole { .tab }
    override func selectionDidChange() { linkTabContent() }

    open override var intrinsicContentSize: Size? {
        Size(width: super.intrinsicContentSize?.width ?? 0, height: 44)
    }

    /// Each title's fitted lines at the bar's one title size (`TabTitleLayout.fittingAll`: one
    /// size for every tab, shortened with "…" when even that is too wide), worked out once per
    /// tab width, titles and font (so a steady frame measures and allocates nothing).
    private var titleLayouts: [TabTitleLayout] = []
    private var titleLayoutsMadeFor: (width: Double, titles: [String], font: Font)?

    private func fittedTitles(tabWidth: Double, canvas: Canvas) -> [TabTitleLayout] {
        if let made = titleLayoutsMadeFor, made.width == tabWidth, made.titles == titles, made.font == font {
            return titleLayouts
        }
        titleLayouts = TabTitleLayout.fittingAll(titles, width: tabWidth - 8, font: font, measure: canvas)
        titleLayoutsMadeFor = (tabWidth, titles, font)
        return titleLayouts
    }

    /// The smallest title size (`Font.minimumReadableSize`, 9 pt): a bar too narrow for its
    /// titles at this size shortens them with "…" — or, better, sits in a horizontal
    /// `ScrollContainer` at `minimumTabWidth` per tab and shows them whole.
    public static let readableTitleSize = TabTitleLayout.minimumSize

    /// The narrowest tab in which every title shows whole (one line, or two balanced lines) at
    /// `readableTitleSize`, with its padding; at least 44 pt (a finger's target).
    ///
    /// ```swift
    /// let natural = tabs.minimumTabWidth(measure: host.textMeasurer) * Double(tabs.titles.count)
    /// tabs.frame.size.width = max(scroller.bounds.width, natural)   // scroll when it is wider
    /// ```
    public func minimumTabWidth(measure: TextMeasuring) -> Double {
        let widest =
            titles.map {
                TabTitleLayout.unshortenedWidth($0, font: font, size: Self.readableTitleSize, measure: measure)
            }.max() ?? 0
        // The title room `titleLayouts` gives a tab is its width less 8 pt: exactly that, so a
        // bar whose titles fit at the readable size is not made to scroll by rounding.
        return max(44, widest + 8)
    }

    open override func draw(_ canvas: Canvas) {
        let dims = !isEnabled
        if dims { canvas.pushAlpha(enabledAlpha) }
        defer { if dims { canvas.popAlpha() } }
        canvas.fillRect(bounds, color: barColor)
        let layouts = fittedTitles(tabWidth: titles.isEmpty ? 0 : segmentFrame(0).width, canvas: canvas)
        for i in titles.indices {
            let f = segmentFrame(i)
            let selected = i == selectedIndex
            if selected {
                if !selectedTabColor.isClear { canvas.fillRect(f.insetBy(dx: 2, dy: 2), color: selectedTabColor) }
                let underline = Rect(x: f.minX + 6, y: f.maxY - 4, width: f.width - 12, height: 3)
                canvas.fillRect(underline, color: selectedColor)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: pressedColor)
            }
            let color = (selected ? selectedColor : titleColor)
                .multiplyingAlpha(isEnabled(segment: i) ? 1 : Control.disabledAlpha)
            let layout = layouts[i]
            if layout.lines.count == 1 {
                canvas.drawText(layout.lines[0], in: f, font: layout.font, color: color)
            } else {
                // Two lines, centred together in the tab above the underline.
                let lineHeight = (layout.font.size * 1.25).rounded()
                let top = f.midY - lineHeight
                for (k, line) in layout.lines.enumerated() {
                    let row = Rect(x: f.minX, y: top + Double(k) * lineHeight, width: f.width, height: lineHeight)
                    canvas.drawText(line, in: row, font: layout.font, color: color)
                }
            }
        }
    }
}
