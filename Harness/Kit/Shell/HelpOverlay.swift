import FlywheelCore
import FlywheelUI

/// F1's overlay: a translucent panel over the window listing every key of the harness and
/// every control of the current scene (with the values a script's `set` takes), plus the
/// scene's own `helpLines`. F1, Esc or a click anywhere closes it.
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
        "Esc: close the spinner (or this help)",
        "Mouse wheel on an open spinner: turn it",
        "Drag or flick the ring: spin it",
        "Tap a side of the ring: step; the centre: close",
        "F1: this help",
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

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
        fillsSuperview = true
        accessibilityLabel = "Help"
    }

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
    var columnWidth: Double { max(0, (panelWidth - 48) / 2) }

    override func layoutSubviews() {
        let measurer = host?.textMeasurer ?? EstimatingTextMeasurer()
        keyRows = Self.wrap(keyColumn, width: columnWidth, measurer: measurer)
        sceneRows = Self.wrap(sceneColumn, width: columnWidth, measurer: measurer)
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

    // MARK: Input: any click closes the help

    override func pointerDown(_ touch: Touch) -> Bool {
        isHidden = true
        return true
    }

    // MARK: Drawing

    /// The panel: centred, at most 820 points wide and as tall as the wrapped lines, inside a
    /// 20-point margin (lines that do not fit are cut off at the bottom).
    var panelFrame: Rect {
        let rows = Double(max(keyRows.count, sceneRows.count))
        let w = panelWidth
        let h = min(bounds.height - 40, 56 + rows * Self.lineHeight)
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: max(0, w), height: max(0, h))
    }

    override func draw(_ canvas: Canvas) {
        canvas.fillRect(bounds, color: Color(white: 0, alpha: 0.25))
        let panel = panelFrame
        guard panel.width > 40, panel.height > 40 else { return }
        canvas.fillRoundedRect(panel, radius: 12, color: Color(white: 0.08, alpha: 0.88))
        canvas.pushClip(panel.insetBy(dx: 8, dy: 8))
        canvas.drawText(
            "Flywheel harness — help (F1, Esc or click to close)",
            in: Rect(x: panel.minX + 16, y: panel.minY + 10, width: panel.width - 32, height: 22),
            font: Self.titleFont, color: .white, alignment: .left)
        let columnW = columnWidth
        drawColumn(keyRows, in: canvas, x: panel.minX + 16, y: panel.minY + 42, width: columnW, bottom: panel.maxY - 10)
        drawColumn(
            sceneRows, in: canvas, x: panel.minX + 32 + columnW, y: panel.minY + 42, width: columnW,
            bottom: panel.maxY - 10)
        canvas.popClip()
    }

    private func drawColumn(_ lines: [Line], in canvas: Canvas, x: Double, y: Double, width: Double, bottom: Double) {
        canvas.pushClip(Rect(x: x, y: y, width: width, height: max(0, bottom - y)))
        var top = y
        for line in lines where top + Self.lineHeight <= bottom + 1 {
            switch line {
            case .heading(let s):
                canvas.drawText(
                    s, in: Rect(x: x, y: top, width: width, height: Self.lineHeight),
                    font: Self.headingFont, color: Color(red: 1, green: 0.85, blue: 0.4), alignment: .left)
            case .text(let s):
                canvas.drawText(
                    s, in: Rect(x: x + 8, y: top, width: width - 8, height: Self.lineHeight),
                    font: Self.font, color: Color(white: 0.92), alignment: .left)
            }
            top += Self.lineHeight
        }
        canvas.popClip()
    }
}
