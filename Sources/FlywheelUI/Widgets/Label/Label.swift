import FlywheelCore

/// Text in a box: UIKit's UILabel, reduced to what the harness panels need. A label is not a
/// control: it takes no input, holds no user value and has no disabled look.
///
/// One file, not the usual `+Layout`/`+Input`/`+Drawing` split: it has no input, and fitting
/// its text is its one piece of logic (`LabelFit`; see docs/widgets.md).
///
/// **Fitting** (worked out once per text, font and size, so a steady frame measures nothing):
/// the text goes on one line if it fits; else, when `numberOfLines` allows more and the height
/// holds them, it wraps at spaces; else, down to `minimumScaleFactor` of the font (UIKit's
/// `adjustsFontSizeToFitWidth`), the same at a smaller size; else it is cut with "…" at its end
/// in reading order (UIKit's `.byTruncatingTail`). The default alignment, `.natural`, puts a
/// Hebrew or Arabic line at the right.
///
/// **Verbatim** text (`isVerbatim`: identifiers, file paths, real translations) is drawn as
/// written under any pseudo-locale (`PseudoLocale`).
///
/// ```swift
/// let title = Label(text: "User Rating: 1 star", font: .boldSystem(size: 17))
/// title.alignment = .center
/// let caption = Label(text: "Open Control Background Color:", font: .system(size: 13))
/// caption.numberOfLines = 2            // wrap when one line is too narrow
/// caption.minimumScaleFactor = 0.75    // then shrink to 75 % before cutting
/// ```
open class Label: View {
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    public var font: Font { didSet { if font != oldValue { textDidChange() } } }
    public var textColor: Color = .black { didSet { setNeedsDisplay() } }
    public var alignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Lines the text may wrap onto (1, the default: one line; 0: as many as the height holds).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The smallest share of `font` the text may shrink to before it is cut (1, the default:
    /// no shrinking; clamped to 0.3...1).
    public var minimumScaleFactor = 1.0 { didSet { if minimumScaleFactor != oldValue { textDidChange() } } }
    /// Drawn as written under any pseudo-locale (false by default).
    public var isVerbatim = false { didSet { if isVerbatim != oldValue { textDidChange() } } }
    /// The text as last fitted, for the size it was fitted to (so a steady frame fits nothing).
    private var fitted: (key: LabelFit.Key, fit: LabelFit)?

    public init(text: String = "", font: Font = .system(size: 15), frame: Rect = .zero) {
        self.text = text
        self.font = font
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func textDidChange() {
        fitted = nil
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// `alignment` with `.natural` resolved: `.right` when the label lays out right to left
    /// (`effectiveLayoutDirection`, as UIKit's natural alignment follows the layout direction);
    /// left to right, `.right` for right-to-left text (its first strong letter), else `.left`.
    public var resolvedAlignment: TextAlignment { alignment(measuredBy: host?.textMeasurer) }

    /// `alignment` with `.natural` resolved by `measurer` (nil: left).
    private func alignment(measuredBy measurer: TextMeasuring?) -> TextAlignment {
        guard alignment == .natural else { return alignment }
        if isLayoutRightToLeft { return .right }
        return measurer?.isRightToLeft(text, font: font) == true ? .right : .left
    }

    // MARK: Accessibility

    /// Static text: UILabel's trait. A label is read, not operated; an empty one without a
    /// name is not an element.
    open override var accessibilityDefaultRole: AccessibilityRole {
        text.isEmpty && explicitAccessibilityLabel == nil ? .none : .staticText
    }
    /// The name set, else the text (as UILabel reads its text).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (text.isEmpty ? nil : text) }
        set { super.accessibilityLabel = newValue }
    }
    /// The text, when the label has a name of its own (a readout: "Status line" = its text).
    open override var accessibilityValue: String? {
        get {
            if let v = super.accessibilityValue { return v }
            guard let name = explicitAccessibilityLabel, !text.isEmpty, text != name else { return nil }
            return text
        }
        set { super.accessibilityValue = newValue }
    }

    open override var intrinsicContentSize: Size? {
        guard let measurer = host?.textMeasurer else { return EstimatingTextMeasurer().measureText(text, font: font) }
        return measurer.measureText(text, font: font)
    }

    /// The lines and size the text is drawn with at the label's current size.
    public func fit(on canvas: Canvas) -> LabelFit {
        let key = LabelFit.Key(
            text: text, font: font, size: bounds.size, numberOfLines: numberOfLines,
            minimumScaleFactor: minimumScaleFactor)
        if let f = fitted, f.key == key { return f.fit }
        let fit = LabelFit.make(key, measure: canvas)
        fitted = (key, fit)
        return fit
    }

    open override func draw(_ canvas: Canvas) {
        guard !text.isEmpty else { return }
        if isVerbatim { canvas.beginVerbatimText() }
        defer { if isVerbatim { canvas.endVerbatimText() } }
        let fit = fit(on: canvas)
        if fit.lines.count == 1 {
            // Natural left to right is the line's own direction, which the canvas works out.
            let align = alignment == .natural && isLayoutRightToLeft ? .right : alignment
            canvas.drawText(fit.lines[0], in: bounds, font: fit.font, color: textColor, alignment: align)
            return
        }
        let align = alignment(measuredBy: canvas)  // the whole text's direction, for every line
        let top = bounds.midY - fit.lineHeight * Double(fit.lines.count) / 2
        for (k, line) in fit.lines.enumerated() {
            let row = Rect(
                x: bounds.minX, y: top + Double(k) * fit.lineHeight, width: bounds.width, height: fit.lineHeight)
            canvas.drawText(line, in: row, font: fit.font, color: textColor, alignment: align)
        }
    }
}
