import FlywheelCore
import FlywheelUI

/// A "Label: control" row of a settings panel: the label on its own line above a full-width
/// control, or beside it (`inline`). Scripts find controls through these labels.
final class ControlRow: View {
    let label: Label
    let control: View
    let inline: Bool
    /// A stacked row laid out on one line to save height (a small window): the label on the
    /// left, shortened with "…" if need be, the control filling the rest.
    var compact = false { didSet { if compact != oldValue { setNeedsLayout() } } }
    static let labelHeight = 18.0
    /// The label's share of a compact row's width.
    static let compactLabelFraction = 0.4

    init(_ title: String, _ control: View, inline: Bool = false, textColor: Color = .white) {
        label = Label(text: title, font: .system(size: 13)).fittingTranslations()
        label.textColor = textColor
        self.control = control
        self.inline = inline
        super.init(frame: .zero)
        mirrorsSubviewsRightToLeft = true
        let name = title.hasSuffix(":") ? String(title.dropLast()) : title
        if control.accessibilityLabel == nil || control.accessibilityLabel == "Spinner" {
            control.accessibilityLabel = name
        }
        // The caption names the control; a reader hears the name once, with the control.
        label.accessibilityElementsHidden = control.accessibilityLabel?.lowercased() == name.lowercased()
        addSubviews(label, control)
    }

    /// The height the row needs for a control of height `controlHeight`.
    static func height(inline: Bool, controlHeight: Double) -> Double {
        inline ? max(controlHeight, labelHeight) : labelHeight + 2 + controlHeight
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        if inline {
            let labelWidth = min(w * 0.55, 230)
            label.frame = Rect(x: 0, y: (h - Self.labelHeight) / 2, width: labelWidth, height: Self.labelHeight)
            let size = control.intrinsicContentSize ?? Size(width: w - labelWidth, height: h)
            control.frame = Rect(
                x: labelWidth, y: (h - size.height) / 2, width: min(size.width, w - labelWidth), height: size.height)
        } else if compact {
            let labelWidth = (w * Self.compactLabelFraction).rounded()
            // The row's whole height: a long label may take two lines, a little smaller.
            label.minimumScaleFactor = 0.6
            label.frame = Rect(x: 0, y: 0, width: labelWidth - 4, height: h)
            control.frame = Rect(x: labelWidth, y: 0, width: w - labelWidth, height: h)
        } else {
            label.minimumScaleFactor = 0.7
            label.frame = Rect(x: 0, y: 0, width: w, height: Self.labelHeight)
            control.frame = Rect(x: 0, y: Self.labelHeight + 2, width: w, height: h - Self.labelHeight - 2)
        }
    }
}
