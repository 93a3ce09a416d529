import FlywheelCore

/// A bar of tabs, one per scene (UITabBar): tapping a tab or Left/Right while focused selects it
/// and sends `.valueChanged`.
///
/// ```swift
/// let tabs = TabBar(titles: ["Rating", "Basic"])
/// tabs.addAction(for: .valueChanged) { c, _ in show((c as! TabBar).selectedIndex) }
/// ```
open class TabBar: SegmentedControl {
    public var barColor: Color = .harnessTabBarBackground { didSet { setNeedsDisplay() } }
    public var selectedColor: Color = .white { didSet { setNeedsDisplay() } }

    open override var intrinsicContentSize: Size? {
        Size(width: super.intrinsicContentSize?.width ?? 0, height: 44)
    }

    /// The tab font, made smaller (down to 9 pt) when a title would not fit its tab.
    private func fittingFont(_ title: String, width: Double, canvas: Canvas) -> Font {
        var f = font
        while f.size > 9, canvas.measureText(title, font: f).width > width { f.size -= 1 }
        return f
    }

    open override func draw(_ canvas: Canvas) {
        canvas.fillRect(bounds, color: barColor)
        for i in titles.indices {
            let f = segmentFrame(i)
            let selected = i == selectedIndex
            if selected {
                canvas.fillRect(f.insetBy(dx: 2, dy: 2), color: Color.harnessTabBarTint)
                canvas.fillRect(Rect(x: f.minX + 6, y: f.maxY - 4, width: f.width - 12, height: 3), color: selectedColor)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: Color.white.withAlpha(0.15))
            }
            canvas.drawText(titles[i], in: f, font: fittingFont(titles[i], width: f.width - 8, canvas: canvas),
                            color: selected ? selectedColor : selectedColor.withAlpha(0.7))
        }
    }
}
