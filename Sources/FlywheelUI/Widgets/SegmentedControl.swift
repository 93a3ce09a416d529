import FlywheelCore

/// A row of mutually exclusive segments (UISegmentedControl). Touching a segment selects it on
/// lift; Left/Right move the selection while focused. `.valueChanged` only when it changes.
///
/// ```swift
/// let stars = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1)
/// stars.addAction(for: .valueChanged) { c, _ in print((c as! SegmentedControl).selectedTitle) }
/// ```
open class SegmentedControl: Control {
    public var titles: [String] { didSet { selectedIndex = min(selectedIndex, titles.count - 1); invalidate() } }
    /// The selected segment, or -1 for none.
    public var selectedIndex: Int { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    public var font: Font = .system(size: 13) { didSet { invalidate() } }
    /// The segment under the pointer while tracking (drawn pressed).
    public private(set) var pressedIndex: Int?
    /// Segments that cannot be chosen (drawn faded); the rest stay usable.
    public private(set) var disabledSegments: Set<Int> = []

    /// Enables or disables one segment (UISegmentedControl's setEnabled(_:forSegmentAt:)).
    public func setEnabled(_ enabled: Bool, forSegment index: Int) {
        let changed = enabled ? disabledSegments.remove(index) != nil : disabledSegments.insert(index).inserted
        if changed { setNeedsDisplay() }
    }

    public func isEnabled(segment index: Int) -> Bool { !disabledSegments.contains(index) }

    public init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = titles.isEmpty ? -1 : min(max(selectedIndex, -1), titles.count - 1)
        super.init(frame: .zero)
        sizeToFit()
    }

    /// The selected title, or "" when nothing is selected.
    public var selectedTitle: String { titles.indices.contains(selectedIndex) ? titles[selectedIndex] : "" }

    private func invalidate() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: Size? {
        let m = host?.textMeasurer ?? EstimatingTextMeasurer()
        let widest = titles.map { m.measureText($0, font: font).width }.max() ?? 0
        return Size(width: Double(max(1, titles.count)) * (widest + 20), height: 30)
    }

    /// The rectangle of segment `i` in the control's coordinates.
    public func segmentFrame(_ i: Int) -> Rect {
        let w = bounds.width / Double(max(1, titles.count))
        return Rect(x: bounds.minX + Double(i) * w, y: bounds.minY, width: w, height: bounds.height)
    }

    /// The segment containing `point` (control coordinates).
    public func segment(at point: Point) -> Int? {
        titles.indices.first { segmentFrame($0).contains(point) }
    }

    /// Selects segment `i` as a user would (sends `.valueChanged` if it changed).
    public func select(_ i: Int) {
        guard titles.indices.contains(i), i != selectedIndex, isEnabled(segment: i) else { return }
        selectedIndex = i
        sendActions(for: .valueChanged)
    }

    open override func beginTracking(_ touch: Touch) -> Bool {
        pressedIndex = segment(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: Touch) -> Bool {
        let p = isTouchInside ? segment(at: touch.location(in: self)) : nil
        if p != pressedIndex { pressedIndex = p; setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: Touch) {
        pressedIndex = nil
        if isTouchInside, let i = segment(at: touch.location(in: self)) { select(i) }
    }

    open override func cancelTracking(_ touch: Touch) { pressedIndex = nil }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !titles.isEmpty else { return false }
        let step: Int
        switch event.key {
        case .left: step = -1
        case .right: step = 1
        default: return false
        }
        var i = selectedIndex + step
        while titles.indices.contains(i), !isEnabled(segment: i) { i += step }
        if titles.indices.contains(i) { select(i) }
        return true
    }

    open override func draw(_ canvas: Canvas) {
        let tint = tintColor.multiplyingAlpha(isEnabled ? 1 : 0.4)
        canvas.fillRoundedRect(bounds, radius: 6, color: .white)
        for i in titles.indices {
            let f = segmentFrame(i)
            if i == selectedIndex {
                canvas.fillRect(f, color: tint)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: tint.multiplyingAlpha(0.2))
            }
            // Hairlines sit on half points so they cover one pixel row, not two at half strength.
            if i > 0 { canvas.drawLine(from: Point(x: f.minX.rounded() + 0.5, y: f.minY), to: Point(x: f.minX.rounded() + 0.5, y: f.maxY), color: tint, width: 1) }
            let textColor = i == selectedIndex ? Color.white : tint
            canvas.drawText(titles[i], in: f, font: font, color: isEnabled(segment: i) ? textColor : textColor.multiplyingAlpha(0.35))
        }
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
    }

    open override func drawOverlay(_ canvas: Canvas) {
        FocusRing.drawIfFocused(self, in: canvas)
    }
}
