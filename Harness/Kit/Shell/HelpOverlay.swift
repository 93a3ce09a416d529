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
        "F12: save a screenshot (flywheel-<scene>-N.png)",
    ]

    /// What a line is: a heading or an entry.
    enum Line: Equatable {
        case heading(String)
        case text(String)
    }

    private(set) var keyColumn: [Line] = []
    private(set) var sceneColumn: [Line] = []

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

    /// Rebuilds the columns for `scene` (title, its controls, its help lines, its spinners).
    func update(sceneTitle: String, scene: View, helpLines: [String], spinnerNames: [String]) {
        keyColumn = [.heading("Keys")] + Self.keyLines.map(Line.text)
        var lines: [Line] = [.heading("Scene: \(sceneTitle)")]
        for name in spinnerNames {
            lines.append(.text("Spinner '\(name)': tap to open, flick to spin"))
        }
        let controls = ControlFinder.namedControls(in: scene).filter { !$0.control.isHidden }
        if !controls.isEmpty {
            lines.append(.heading("Controls (a script's \"set\" takes these)"))
            for c in controls {
                lines.append(.text("\(c.name): \(c.control.scriptAcceptedValues) — now \(c.control.scriptValue)"))
            }
        }
        if !helpLines.isEmpty {
            lines.append(.heading("Notes"))
            lines += helpLines.map(Line.text)
        }
        sceneColumn = lines
        setNeedsDisplay()
    }

    // MARK: Input: any click closes the help

    override func pointerDown(_ touch: Touch) -> Bool {
        isHidden = true
        return true
    }

    // MARK: Drawing

    /// The panel: centred, at most 820 × (lines) points, inside a 20-point margin.
    var panelFrame: Rect {
        let rows = Double(max(keyColumn.count, sceneColumn.count))
        let w = min(bounds.width - 40, 820)
        let h = min(bounds.height - 40, 56 + rows * Self.lineHeight)
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: max(0, w), height: max(0, h))
    }

    override func draw(_ canvas: Canvas) {
        canvas.fillRect(bounds, color: Color(white: 0, alpha: 0.25))
        let panel = panelFrame
        guard panel.width > 40, panel.height > 40 else { return }
        canvas.fillRoundedRect(panel, radius: 12, color: Color(white: 0.08, alpha: 0.88))
        canvas.pushClip(panel.insetBy(dx: 8, dy: 8))
        canvas.drawText("Flywheel harness — help (F1, Esc or click to close)",
                        in: Rect(x: panel.minX + 16, y: panel.minY + 10, width: panel.width - 32, height: 22),
                        font: Self.titleFont, color: .white, alignment: .left)
        let columnW = (panel.width - 48) / 2
        drawColumn(keyColumn, in: canvas, x: panel.minX + 16, y: panel.minY + 42, width: columnW, bottom: panel.maxY - 10)
        drawColumn(sceneColumn, in: canvas, x: panel.minX + 32 + columnW, y: panel.minY + 42, width: columnW, bottom: panel.maxY - 10)
        canvas.popClip()
    }

    private func drawColumn(_ lines: [Line], in canvas: Canvas, x: Double, y: Double, width: Double, bottom: Double) {
        canvas.pushClip(Rect(x: x, y: y, width: width, height: max(0, bottom - y)))
        var top = y
        for line in lines where top + Self.lineHeight <= bottom + 1 {
            switch line {
            case .heading(let s):
                canvas.drawText(s, in: Rect(x: x, y: top, width: width, height: Self.lineHeight),
                                font: Self.headingFont, color: Color(red: 1, green: 0.85, blue: 0.4), alignment: .left)
            case .text(let s):
                canvas.drawText(s, in: Rect(x: x + 8, y: top, width: width - 8, height: Self.lineHeight),
                                font: Self.font, color: Color(white: 0.92), alignment: .left)
            }
            top += Self.lineHeight
        }
        canvas.popClip()
    }
}
