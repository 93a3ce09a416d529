import FlywheelCore

/// One line of text: UIKit's UILabel, reduced to what the harness panels need. A label is not a
/// control: it takes no input, holds no user value and has no disabled look.
///
/// One file, not the usual `+Layout`/`+Input`/`+Drawing` split: it has no input and its layout
/// and drawing are a line each (see docs/widgets.md).
///
/// Text wider than the label is cut with "…" at its end in reading order (UIKit's default
/// `.byTruncatingTail`); the default alignment, `.natural`, puts a Hebrew or Arabic line at
/// the right.
///
/// ```swift
/// let title = Label(text: "User Rating: 1 star", font: .boldSystem(size: 17))
/// title.alignment = .center
/// ```
open class Label: View {
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    public var font: Font { didSet { if font != oldValue { textDidChange() } } }
    public var textColor: Color = .black { didSet { setNeedsDisplay() } }
    public var alignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The text as last drawn, cut to the width it was drawn at (so a steady frame cuts nothing).
    private var fitted: (text: String, font: Font, width: Double, result: String)?

    public init(text: String = "", font: Font = .system(size: 15), frame: Rect = .zero) {
        self.text = text
        self.font = font
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func textDidChange() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// `alignment` with `.natural` resolved: `.right` for right-to-left text, else `.left`.
    public var resolvedAlignment: TextAlignment {
        guard alignment == .natural else { return alignment }
        return host?.textMeasurer.isRightToLeft(text, font: font) == true ? .right : .left
    }

    open override var intrinsicContentSize: Size? {
        guard let measurer = host?.textMeasurer else { return EstimatingTextMeasurer().measureText(text, font: font) }
        return measurer.measureText(text, font: font)
    }

    open override func draw(_ canvas: Canvas) {
        guard !text.isEmpty else { return }
        let shown: String
        if let f = fitted, f.text == text, f.font == font, f.width == bounds.width {
            shown = f.result
        } else {
            shown = canvas.truncatedText(text, font: font, width: bounds.width)
            fitted = (text, font, bounds.width, shown)
        }
        canvas.drawText(shown, in: bounds, font: font, color: textColor, alignment: alignment)
    }
}
