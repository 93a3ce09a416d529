import FlywheelCore
import FlywheelUI

/// F2's overlay, at the right end of the shell's status line (so it never covers a scene; the
/// status message gives way): frames per second over the last second, and the last
/// and average frame times (milliseconds spent drawing a frame, before presenting).
///
/// The text changes at most every half second, and only in a frame that was drawn anyway, so
/// showing it never keeps an idle window drawing.
///
/// ```swift
/// let stats = FrameStatsOverlay()
/// stats.isHidden = false
/// app.onFrame = { stats.record(frameSeconds: $0, at: app.clock.now) }
/// ```
final class FrameStatsOverlay: View {
    static let refreshInterval = 0.5
    static let font = Font.system(size: 12)

    /// (clock time, draw seconds) of the frames in the last second.
    private var recent: [(time: Double, seconds: Double)] = []
    private var lastRefresh = -Double.infinity
    private(set) var text = "— fps"
    private(set) var lastFrameMs = 0.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        accessibilityLabel = "Frame stats"
    }

    /// A readout: "Frame stats" = its text, while shown.
    override var accessibilityDefaultRole: AccessibilityRole { .staticText }
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }

    /// Frames per second over the last second (as of the last frame recorded).
    var framesPerSecond: Double { Double(recent.count) }

    /// Average draw time of the last second's frames, in milliseconds.
    var averageFrameMs: Double {
        recent.isEmpty ? 0 : recent.reduce(0) { $0 + $1.seconds } / Double(recent.count) * 1000
    }

    /// Adds one drawn frame: `frameSeconds` spent drawing it, at clock time `time`.
    func record(frameSeconds: Double, at time: Double) {
        recent.append((time, frameSeconds))
        let cutoff = time - 1 + 1e-6  // frames exactly one second old have left the window
        if let firstKept = recent.firstIndex(where: { $0.time > cutoff }), firstKept > 0 {
            recent.removeFirst(firstKept)
        }
        lastFrameMs = frameSeconds * 1000
        guard !isHidden, time - lastRefresh >= Self.refreshInterval else { return }
        lastRefresh = time
        refreshText()
    }

    /// Shows or hides the overlay (F2).
    func toggle() {
        isHidden.toggle()
        if !isHidden { refreshText() }
        superview?.setNeedsLayout()
    }

    private func refreshText() {
        let n = host?.numbers ?? .plain
        let newText =
            "\(n.fixed(framesPerSecond, decimals: 0)) fps · \(n.fixed(lastFrameMs, decimals: 2)) ms last · "
            + "\(n.fixed(averageFrameMs, decimals: 2)) ms avg"
        if newText != text {
            text = newText
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// The width its text needs (the shell places it: `HarnessShell.layoutSubviews`).
    var preferredWidth: Double {
        let measured =
            host?.textMeasurer.measureText(text, font: Self.font) ?? Size(width: 7 * Double(text.count), height: 15)
        return measured.width + 16
    }

    override func draw(_ canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 6, color: Color(white: 0, alpha: 0.7))
        canvas.drawText(text, in: bounds, font: Self.font, color: .white, alignment: .center)
    }
}
