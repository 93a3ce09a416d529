import FlywheelCore

/// One action a prompt shows: the button that does it and what it does ("Take", "Cancel").
public struct PadPrompt: Sendable, Hashable {
    public var button: PadButton
    public var action: String

    public init(_ button: PadButton, _ action: String) {
        self.button = button
        self.action = action
    }
}

/// A row of button prompts — the actions available now, each under the label of the player's
/// own pad: "Ⓐ Take  Ⓑ Cancel" on an Xbox pad, "✕ Take  ○ Cancel" on a PlayStation pad, the
/// Nintendo letters where SDL puts them (`PadLabels`). Not a control: it takes no input and is
/// read as one line of text ("A: Take, B: Cancel").
///
/// The view knows nothing of SDL: the backend says which pad acted and of what family
/// (`SDLGameControllers.labels(for:)` in FlywheelSDL); set `labels` when the player picks up
/// another pad, and `prompts` when what the buttons do changes.
///
/// Face buttons are drawn as round badges (in the family's colours: Xbox's green A, red B, blue
/// X and yellow Y; PlayStation's coloured symbols drawn as shapes on a dark badge), the rest as
/// rounded keys with their label ("RB", "L2", "ZR", "↑").
///
/// ```swift
/// let prompt = PadPromptView(prompts: [PadPrompt(.a, "Take"), PadPrompt(.b, "Cancel")])
/// prompt.labels = controllers.labels(for: pad)     // FlywheelSDL: the pad that acted
/// prompt.frame = Rect(x: 20, y: 540, width: 360, height: 36)
/// host.rootView.addSubview(prompt)
/// ```
open class PadPromptView: View {
    /// The actions shown, left to right.
    public var prompts: [PadPrompt] { didSet { if prompts != oldValue { contentDidChange() } } }
    /// The labels of the pad whose buttons are named (Xbox until told).
    public var labels: PadLabels = .xbox { didSet { if labels != oldValue { contentDidChange() } } }
    public var font: Font = .system(size: 15) { didSet { if font != oldValue { contentDidChange() } } }
    public var textColor: Color = .white { didSet { setNeedsDisplay() } }
    /// The colour of a badge without a family colour (the non-face buttons, Nintendo's).
    public var badgeColor = Color(white: 0.22) { didSet { setNeedsDisplay() } }

    public init(prompts: [PadPrompt] = [], frame: Rect = .zero) {
        self.prompts = prompts
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func contentDidChange() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// "A: Take, B: Cancel", with the pad's own labels.
    public var spokenText: String {
        prompts.map { "\(labels.label(for: $0.button)): \($0.action)" }.joined(separator: ", ")
    }

    // MARK: Accessibility

    open override var accessibilityDefaultRole: AccessibilityRole { prompts.isEmpty ? .none : .staticText }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (prompts.isEmpty ? nil : spokenText) }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: Layout

    /// Space between a badge and its action, and between prompts, in font sizes.
    static let badgeGap = 0.35
    static let promptGap = 1.1

    /// Where each prompt's badge and action go, for `measure` (the canvas, or the host's text
    /// measurer), from the view's left edge, centred vertically.
    func layoutPrompts(measure: TextMeasuring) -> [(badge: Rect, text: Rect)] {
        let size = font.size
        let badgeHeight = size * 1.6
        var x = 0.0
        var out: [(badge: Rect, text: Rect)] = []
        for prompt in prompts {
            let label = labels.label(for: prompt.button)
            let badgeWidth =
                PadLabels.isFaceButton(prompt.button)
                ? badgeHeight : max(badgeHeight, measure.measureText(label, font: font).width + size)
            let badge = Rect(x: x, y: bounds.midY - badgeHeight / 2, width: badgeWidth, height: badgeHeight)
            x += badgeWidth + size * Self.badgeGap
            let textWidth = measure.measureText(prompt.action, font: font).width
            out.append((badge, Rect(x: x, y: bounds.minY, width: textWidth, height: bounds.height)))
            x += textWidth + size * Self.promptGap
        }
        return out
    }

    open override var intrinsicContentSize: Size? {
        let measure: TextMeasuring = host?.textMeasurer ?? EstimatingTextMeasurer()
        let width = layoutPrompts(measure: measure).last.map { $0.text.maxX } ?? 0
        return Size(width: width, height: font.size * 2)
    }

    // MARK: Drawing

    open override func draw(_ canvas: Canvas) {
        for (prompt, place) in zip(prompts, layoutPrompts(measure: canvas)) {
            drawBadge(prompt.button, in: place.badge, on: canvas)
            canvas.drawText(prompt.action, in: place.text, font: font, color: textColor, alignment: .left)
        }
    }

    /// A badge's label is the name printed on the pad, never translated (verbatim: pseudo-locales
    /// and text checks leave it as it is).
    private func drawBadge(_ button: PadButton, in rect: Rect, on canvas: Canvas) {
        canvas.beginVerbatimText()
        defer { canvas.endVerbatimText() }
        guard PadLabels.isFaceButton(button) else {
            canvas.fillRoundedRect(rect, radius: rect.height * 0.3, color: badgeColor)
            canvas.drawText(labels.label(for: button), in: rect, font: font, color: .white)
            return
        }
        switch labels.family {
        case .xbox:
            canvas.fillEllipse(in: rect, color: Self.xboxColor(button))
            canvas.drawText(labels.label(for: button), in: rect, font: .boldSystem(size: font.size), color: .white)
        case .playStation:
            canvas.fillEllipse(in: rect, color: badgeColor)
            drawPlayStationSymbol(button, in: rect.insetBy(dx: rect.width * 0.28, dy: rect.height * 0.28), on: canvas)
        case .nintendo, .generic:
            canvas.fillEllipse(in: rect, color: badgeColor)
            canvas.drawText(labels.label(for: button), in: rect, font: .boldSystem(size: font.size), color: .white)
        }
    }

    /// ✕ ○ □ △ as shapes (no font needed), in PlayStation's colours.
    private func drawPlayStationSymbol(_ button: PadButton, in r: Rect, on canvas: Canvas) {
        let width = max(1.5, r.width * 0.16)
        switch button {
        case .a:
            let c = Color(red: 0.49, green: 0.70, blue: 0.93)
            canvas.drawLine(from: Point(x: r.minX, y: r.minY), to: Point(x: r.maxX, y: r.maxY), color: c, width: width)
            canvas.drawLine(from: Point(x: r.maxX, y: r.minY), to: Point(x: r.minX, y: r.maxY), color: c, width: width)
        case .b:
            canvas.strokeEllipse(in: r, color: Color(red: 0.95, green: 0.40, blue: 0.45), width: width)
        case .x:
            canvas.strokeRect(r, color: Color(red: 0.85, green: 0.55, blue: 0.80), width: width)
        default:
            let points = [Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
            canvas.strokePolyline(points, color: Color(red: 0.25, green: 0.80, blue: 0.70), width: width, closed: true)
        }
    }

    static func xboxColor(_ button: PadButton) -> Color {
        switch button {
        case .a: return Color(red: 0.16, green: 0.45, blue: 0.10)
        case .b: return Color(red: 0.84, green: 0.20, blue: 0.20)
        case .x: return Color(red: 0.10, green: 0.42, blue: 0.85)
        default: return Color(red: 0.60, green: 0.42, blue: 0.0)
        }
    }
}
