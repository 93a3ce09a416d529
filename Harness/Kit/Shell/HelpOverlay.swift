import FlywheelCore
import FlywheelUI

/// F1's overlay: a translucent panel over the window listing every key of the harness and
/// every control of the current scene (with the values a script's `set` takes), plus the
/// scene's own `helpLines`. F1, Esc or a click anywhere closes it.
///
/// Lines that do not fit the panel scroll: the wheel, a drag, Up/Down (a line), PageUp/PageDown
/// (a page), Home/End. The help takes the keyboard focus while it shows (and gives it back when
/// it closes), so those keys scroll it instead of the control behind it.
///
/// Right to left (`effectiveLayoutDirection`: `--locale ar`) the panel mirrors: the keys column
/// on the right, the scene's on the left, every line from the right edge, the scroll bar at the
/// left edge.
final class HelpOverlay: View {
    static let titleFont = Font.boldSystem(size: 15)
    static let headingFont = Font.boldSystem(size: 13)
    static let font = Font.system(size: 12)
    static let lineHeight = 17.0

    /// The keys of the harness window, as shown in the left column.
    static let keyLines: [String] = [
        "1 – 9: scene 1 – 9 (or click the tab bar)",
        "Tab / Shift-Tab: move the keyboard focus",
        "Arrows: step the focused spinner or control",
        "PageUp / PageDown: jump several items",
        "Home / End: first / last item",
        "Enter / Space: open or close; toggle a switch",
        "On a swipe view: Enter taps its item, Shift-Enter double-taps, Shift-F10 or Menu long-presses",
        "Esc: close the spinner (or this help)",
        "Feel lab: Enter or a digit on a field's slider, or a click on its value, types a number in your locale's form; Enter sets it, Esc cancels",
        "Mouse wheel on an open spinner: turn it",
        "Drag or flick the ring: spin it",
        "Tap a side of the ring: step; the centre: close",
        "F1: this help (the wheel, a drag or the arrows scroll it)",
        "F2: frames per second and frame times",
        "F3: text check — outlines text cut, shortened, overlapping, covered, under 9 pt or without glyphs (listed in the report)",
        "F12: save a screenshot (flywheel-<scene>-N.png)",
    ]

    /// What a line is: a heading or an entry.
    enum Line: Equatable {
        case heading(String)
        case text(String)
    }

    private(set) var keyColumn: [Line] = []
    private(set) var sceneColumn: [Line] = []
    /// The columns wrapped to the panel's width (by `layoutSubviews`).
    private(set) var keyRows: [Line] = []
    private(set) var sceneRows: [Line] = []
    /// Points the columns are scrolled up by (0 … `maximumScroll`).
    private(set) var scrollOffset = 0.0
    /// The pointer a drag scrolls with: where it went down and the offset then.
    private var dragStart: (id: Int, y: Double, offset: Double, moved: Bool)?
    /// The view that had the focus before the help took it.
    private weak var previousFocus: View?
    /// Lines a wheel notch scrolls.
    static let wheelLines = 3.0
    /// The top of the columns below the panel's top, and the room left under them.
    static let columnsTop = 42.0
    static let columnsBottomMargin = 10.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
        fillsSuperview = true
        accessibilityLabel = "Help"
    }

    /// Shows or hides the help: it takes the focus while it shows (keys scroll it) and gives it
    /// back when it closes; it opens scrolled to the top.
    func setShown(_ shown: Bool) {
        guard shown == isHidden else { return }
        isHidden = !shown
        guard let host else { return }
        if shown {
            scrollOffset = 0
            previousFocus = host.focusedView
            host.setFocus(self)
        } else if host.focusedView === self {
            host.setFocus(previousFocus)
        }
    }

    override var canBecomeFocused: Bool { !isHidden }

    /// Every line of both columns as plain text (tests, logs).
    var allText: [String] {
        (keyColumn + sceneColumn).map {
            switch $0 {
            case .heading(let s), .text(let s): return s
            }
        }
    }

    /// A control's value as the help shows it: a number to three decimals (0.059, not
    /// 0.058823529411764705; `set` still takes and reports the exact value), else its `set` text.
    static func shownValue(of control: any ScriptSettable) -> String {
        guard let numeric = control as? any NumericScriptSettable, numeric.value.isFinite else {
            return control.scriptValue
        }
        return JSONValue.format((numeric.value * 1000).rounded() / 1000)
    }

    /// Rebuilds the columns for `scene` (title, its controls, its help lines, its spinners).
    func update(sceneTitle: String, summary: String = "", scene: View, helpLines: [String], spinnerNames: [String]) {
        keyColumn = [.heading("Keys")] + Self.keyLines.map(Line.text)
        var lines: [Line] = [.heading("Scene: \(sceneTitle)")]
        if !summary.isEmpty { lines.append(.text(summary)) }
        for name in spinnerNames {
            lines.append(.text("Spinner '\(name)': tap to open, flick to spin"))
        }
        let controls = ControlFinder.namedControls(in: scene).filter { !$0.control.isHidden }
        if !controls.isEmpty {
            lines.append(.heading("Controls (a script's \"set\" takes these)"))
            for c in controls {
                lines.append(
                    .text("\(c.name): \(c.control.scriptAcceptedValues) — now \(Self.shownValue(of: c.control))"))
            }
        }
        if !helpLines.isEmpty {
            lines.append(.heading("Notes"))
            lines += helpLines.map(Line.text)
        }
        sceneColumn = lines
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout: wrap long lines to the column width

    var panelWidth: Double { max(0, min(bounds.width - 40, 820)) }
    /// The narrowest a column of two gets; a narrower panel (a 320×240 handheld's) shows one
    /// column, the keys above the scene's lines.
    static let minimumColumnWidth = 200.0
    var isSingleColumn: Bool { (panelWidth - 48) / 2 < Self.minimumColumnWidth }
    var columnWidth: Double { max(0, isSingleColumn ? panelWidth - 32 : (panelWidth - 48) / 2) }
    /// The title, shortened where the panel is too narrow for the whole of it.
    static let title = "Flywheel harness — help (F1, Esc or click to close)"
    static let shortTitle = "Help — F1 or Esc closes"

    override func layoutSubviews() {
        let measurer = host?.textMeasurer ?? EstimatingTextMeasurer()
        keyRows = Self.wrap(keyColumn, width: columnWidth, measurer: measurer)
        sceneRows = Self.wrap(sceneColumn, width: columnWidth, measurer: measurer)
        let fits = measurer.measureText(Self.title, font: Self.titleFont).width <= panelWidth - 32
        shownTitle = fits ? Self.title : Self.shortTitle
        scrollOffset = min(scrollOffset, maximumScroll)
        setNeedsDisplay()
    }

    /// Splits lines wider than `width` at spaces; continuations are indented. A single word
    /// wider than the column stays whole (the column clips it).
    static func wrap(_ lines: [Line], width: Double, measurer: TextMeasuring) -> [Line] {
        var out: [Line] = []
        for line in lines {
            let (text, font, indent): (String, Font, Double)
            switch line {
            case .heading(let t): (text, font, indent) = (t, headingFont, 0)
            case .text(let t): (text, font, indent) = (t, Self.font, 8)
            }
            let available = width - indent
            guard available > 40, measurer.measureText(text, font: font).width > available else {
                out.append(line); continue
            }
            // Continuations are indented by four spaces: 16 points less room.
            let pieces = measurer.wrappedLines(text, font: font, width: available, continuationWidth: available - 16)
            for (i, piece) in pieces.enumerated() {
                let shown = i == 0 ? piece : "    " + piece
                switch line {
                case .heading: out.append(.heading(shown))
                case .text: out.append(.text(shown))
                }
            }
        }
        return out
    }

    // MARK: Input: a click closes the help; a drag, the wheel and keys scroll it

    /// The columns' height that shows in the panel.
    var visibleColumnHeight: Double {
        max(0, panelFrame.height - Self.columnsTop - Self.columnsBottomMargin)
    }

    /// The height of the taller column (of the one column, when single).
    var contentHeight: Double { rowCount * Self.lineHeight }

    /// Rows of the taller column, or of the one column.
    private var rowCount: Double {
        Double(isSingleColumn ? keyRows.count + sceneRows.count : max(keyRows.count, sceneRows.count))
    }

    /// How far the columns scroll: what does not fit, rounded up to a whole line.
    var maximumScroll: Double {
        let over = contentHeight - visibleColumnHeight
        return over > 0 ? (over / Self.lineHeight).rounded(.up) * Self.lineHeight : 0
    }

    /// Scrolls to `offset` (clamped); true when it moved.
    @discardableResult
    func scroll(to offset: Double) -> Bool {
        guard offset.isFinite else { return false }
        let clamped = min(max(offset, 0), maximumScroll)
        guard clamped != scrollOffset else { return false }
        scrollOffset = clamped
        setNeedsDisplay()
        return true
    }

    override func pointerDown(_ touch: Touch) -> Bool {
        dragStart = (touch.id, touch.locationInWindow.y, scrollOffset, false)
        return true
    }

    override func pointerMoved(_ touch: Touch) {
        guard var drag = dragStart, drag.id == touch.id else { return }
        let dy = touch.locationInWindow.y - drag.y
        if !drag.moved, abs(dy) < PointerSlop.tap { return }
        drag.moved = true
        dragStart = drag
        scroll(to: drag.offset - dy)
    }

    /// A click (no drag) closes the help.
    override func pointerUp(_ touch: Touch) {
        guard let drag = dragStart, drag.id == touch.id else { return }
        dragStart = nil
        if !drag.moved { setShown(false) }
    }

    override func pointerCancelled(_ touch: Touch) { dragStart = nil }

    override func handleWheel(_ event: WheelEvent) -> Bool {
        guard event.dy.isFinite else { return true }
        scroll(to: scrollOffset - event.dy * Self.wheelLines * Self.lineHeight)
        return true  // the scene behind does not scroll
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        let page = max(Self.lineHeight, visibleColumnHeight - Self.lineHeight)
        switch event.key {
        case .up: scroll(to: scrollOffset - Self.lineHeight)
        case .down: scroll(to: scrollOffset + Self.lineHeight)
        case .pageUp: scroll(to: scrollOffset - page)
        case .pageDown, .space: scroll(to: scrollOffset + page)
        case .home: scroll(to: 0)
        case .end: scroll(to: maximumScroll)
        default: return false
        }
        return true
    }

    // MARK: Drawing

    /// The panel: centred, at most 820 points wide and as tall as the wrapped lines, inside a
    /// 20-point margin (lines that do not fit scroll, with a bar at the panel's right edge).
    var panelFrame: Rect {
        let rows = rowCount
        let w = panelWidth
        let h = min(bounds.height - 40, 56 + rows * Self.lineHeight)
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: max(0, w), height: max(0, h))
    }

    /// The columns' left edges in the panel: keys first, from the leading side.
    func columnXs(in panel: Rect) -> (keys: Double, scene: Double) {
        let first = panel.minX + 16, second = panel.minX + 32 + columnWidth
        return isLayoutRightToLeft ? (second, first) : (first, second)
    }

    override func draw(_ canvas: Canvas) {
        canvas.fillRect(bounds, color: Color(white: 0, alpha: 0.25))
        let panel = panelFrame
        guard panel.width > 40, panel.height > 40 else { return }
        canvas.fillRoundedRect(panel, radius: 12, color: Color(white: 0.08, alpha: 0.88))
        canvas.pushClip(panel.insetBy(dx: 8, dy: 8))
        canvas.drawText(
            shownTitle, in: Rect(x: panel.minX + 16, y: panel.minY + 10, width: panel.width - 32, height: 22),
            font: Self.titleFont, color: .white, alignment: leading)
        let columnW = columnWidth, x = columnXs(in: panel)
        let top = panel.minY + Self.columnsTop, bottom = panel.maxY - Self.columnsBottomMargin
        if isSingleColumn {
            drawColumn(keyRows + sceneRows, in: canvas, x: panel.minX + 16, y: top, width: columnW, bottom: bottom)
        } else {
            drawColumn(keyRows, in: canvas, x: x.keys, y: top, width: columnW, bottom: bottom)
            drawColumn(sceneRows, in: canvas, x: x.scene, y: top, width: columnW, bottom: bottom)
        }
        canvas.popClip()
        drawScrollBar(in: canvas, panel: panel, top: top, bottom: bottom)
    }

    /// The whole title where it fits the panel, else the short one (chosen by `layoutSubviews`).
    private(set) var shownTitle = HelpOverlay.title

    /// The leading side's alignment: the left, or the right when mirrored.
    private var leading: TextAlignment { isLayoutRightToLeft ? .right : .left }

    /// A bar at the panel's trailing edge (the right; the left when mirrored), as long as the
    /// share of the lines that shows, where they
    /// are: the sign that there is more.
    private func drawScrollBar(in canvas: Canvas, panel: Rect, top: Double, bottom: Double) {
        let range = maximumScroll, track = bottom - top
        guard range > 0, track > 20 else { return }
        let length = max(16, track * track / (track + range))
        let y = top + (track - length) * scrollOffset / range
        let x = isLayoutRightToLeft ? panel.minX + 4 : panel.maxX - 8
        canvas.fillRoundedRect(Rect(x: x, y: y, width: 4, height: length), radius: 2, color: Color(white: 0.75))
    }

    private func drawColumn(_ lines: [Line], in canvas: Canvas, x: Double, y: Double, width: Double, bottom: Double) {
        canvas.pushClip(Rect(x: x, y: y, width: width, height: max(0, bottom - y)))
        // Whole lines only: the first shown is the first whose top is at or under the scroll.
        let first = Int((scrollOffset / Self.lineHeight).rounded(.down))
        var top = y + Double(first) * Self.lineHeight - scrollOffset
        // An entry is indented 8 points from the leading edge.
        let entryX = isLayoutRightToLeft ? x : x + 8
        for line in lines.dropFirst(max(0, first)) where top + Self.lineHeight <= bottom + 1 {
            switch line {
            case .heading(let s):
                canvas.drawText(
                    s, in: Rect(x: x, y: top, width: width, height: Self.lineHeight),
                    font: Self.headingFont, color: Color(red: 1, green: 0.85, blue: 0.4), alignment: leading)
            case .text(let s):
                canvas.drawText(
                    s, in: Rect(x: entryX, y: top, width: width - 8, height: Self.lineHeight),
                    font: Self.font, color: Color(white: 0.92), alignment: leading)
            }
            top += Self.lineHeight
        }
        canvas.popClip()
    }
}
