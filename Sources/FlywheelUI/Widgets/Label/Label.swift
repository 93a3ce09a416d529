import FlywheelCore

/// One line of text: UIKit's UILabel, reduced to what the harness panels need. A label is not a
/// control: it takes no input, holds no user value and has no disabled look.
///
/// One file, not the usual `+Layout`/`+Input`/`+Drawing` split: it has no input and its layout
/// and drawing are a line each (see docs/widgets.md).
///
/// ```swift
/// let title = Label(text: "User Rating: 1 star", font: .boldSystem(size: 17))
/// title.alignment = .center
/// ```
open class Label: View {
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    public var font: Font { didSet { if font != oldValue { textDidChange() } } }
    public var textColor: Color = .black { didSet { setNeedsDisplay() } }
    public var alignment: TextAlignment = .left { didSet { setNeedsDisplay() } }

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

    open override var intrinsicContentSize: Size? {
        guard let measurer = host?.textMeasurer else { return EstimatingTextMeasurer().measureText(text, font: font) }
        return measurer.measureText(text, font: font)
    }

    open override func draw(_ canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.drawText(text, in: bounds, font: font, color: textColor, alignment: alignment)
    }
}
