import Foundation
import FlywheelCore
import FlywheelUI

/// Finds the control a script means by "the label as shown" — the rule `set` steps use.
///
/// The scenes lay out rows of "Label: control". A control is named by:
/// 1. **A visible `Label`** whose text matches the name, ignoring case, surrounding spaces and a
///    trailing colon ("Stars" matches "Stars:"). The label's control is the nearest settable
///    control **to the right on the same row** (its frame overlaps the label's text vertically by
///    at least half the smaller height, and starts no more than 4 points before the text ends);
///    failing that, the nearest one **below** (starting at most 60 points under the text and
///    overlapping the label horizontally).
/// 2. Otherwise, a visible settable control whose `accessibilityLabel` matches (ignoring case).
///
/// Only controls that conform to `ScriptSettable` count, and hidden views (or views inside a
/// hidden or transparent ancestor) are ignored, as are the views in `excluding` (the shell's
/// status line, whose text changes all the time). All geometry is in window points, so rotated
/// containers work. The shell's tab bar is a control too: `set` "Scenes" to a tab title.
public enum ControlFinder {
    /// How far below a label a control may start and still be its control (points).
    public static let maximumGapBelow = 60.0

    /// A control and the name a script can use for it.
    public struct Named {
        public let name: String
        public let control: any ScriptSettable
    }

    /// The control `name` refers to, or nil.
    public static func find(_ name: String, in root: View, excluding: [View] = []) -> (any ScriptSettable)? {
        let wanted = normalized(name)
        let (labels, controls) = visibleLabelsAndControls(in: root, excluding: excluding)
        for label in labels where normalized(label.text) == wanted {
            if let c = control(for: label, among: controls) { return c }
        }
        return controls.first { $0.accessibilityLabel.map(normalized) == wanted }
    }

    /// Every settable control with the name a script would use (label text first, then the
    /// accessibility label), in drawing order, without duplicates.
    public static func namedControls(in root: View, excluding: [View] = []) -> [Named] {
        let (labels, controls) = visibleLabelsAndControls(in: root, excluding: excluding)
        var result: [Named] = []
        var claimed = Set<ObjectIdentifier>()
        for label in labels {
            let name = displayName(label.text)
            guard !name.isEmpty, let c = control(for: label, among: controls),
                  !claimed.contains(ObjectIdentifier(c)) else { continue }
            claimed.insert(ObjectIdentifier(c))
            result.append(Named(name: name, control: c))
        }
        for c in controls where !claimed.contains(ObjectIdentifier(c)) {
            if let a = c.accessibilityLabel, !a.isEmpty { result.append(Named(name: a, control: c)) }
        }
        return result
    }

    /// Applies a `set`: finds the control and sets it. Returns nil when done, else the message.
    public static func set(_ name: String, to value: String, in root: View, excluding: [View] = []) -> String? {
        guard let control = find(name, in: root, excluding: excluding) else {
            let names = namedControls(in: root, excluding: excluding).map(\.name)
            let list = names.isEmpty ? "none in this scene" : names.joined(separator: ", ")
            return "no control labelled '\(name)'; labelled controls: \(list)"
        }
        guard control.isEnabled else { return "'\(name)' is disabled" }
        return control.setFromScript(value).map { "'\(name)': \($0)" }
    }

    // MARK: The rule

    static func normalized(_ text: String) -> String {
        displayName(text).lowercased()
    }

    /// The text without surrounding spaces and a trailing colon.
    static func displayName(_ text: String) -> String {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix(":") { t.removeLast(); t = t.trimmingCharacters(in: .whitespaces) }
        return t
    }

    private static func visibleLabelsAndControls(in root: View, excluding: [View]) -> ([Label], [any ScriptSettable]) {
        var labels: [Label] = []
        var controls: [any ScriptSettable] = []
        func visit(_ v: View) {
            guard !v.isHidden, v.alpha > 0.01, !excluding.contains(where: { $0 === v }) else { return }
            if let l = v as? Label, !l.text.isEmpty { labels.append(l) }
            if let c = v as? any ScriptSettable { controls.append(c) }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return (labels, controls)
    }

    /// The window rectangle the label's text occupies (the label's frame narrowed to the text).
    static func textFrame(of label: Label) -> Rect {
        let b = label.bounds
        let w = min(b.width, label.intrinsicContentSize?.width ?? b.width)
        let x: Double
        switch label.alignment {
        case .left: x = b.minX
        case .center: x = b.midX - w / 2
        case .right: x = b.maxX - w
        }
        return label.transformToWindow.apply(Rect(x: x, y: b.minY, width: w, height: b.height))
    }

    static func windowFrame(of view: View) -> Rect { view.transformToWindow.apply(view.bounds) }

    static func control(for label: Label, among controls: [any ScriptSettable]) -> (any ScriptSettable)? {
        let text = textFrame(of: label)
        let labelFrame = windowFrame(of: label)
        var right: (gap: Double, control: any ScriptSettable)?
        var below: (gap: Double, offset: Double, control: any ScriptSettable)?
        for c in controls {
            let f = windowFrame(of: c)
            let overlapY = min(f.maxY, text.maxY) - max(f.minY, text.minY)
            if overlapY >= 0.5 * min(f.height, text.height), f.minX >= text.maxX - 4 {
                let gap = f.minX - text.maxX
                if right == nil || gap < right!.gap { right = (gap, c) }
                continue
            }
            let overlapX = min(f.maxX, labelFrame.maxX) - max(f.minX, labelFrame.minX)
            let gap = f.minY - text.maxY
            if overlapX > 0, gap >= -4, gap <= maximumGapBelow {
                let offset = abs(f.minX - text.minX)
                if below == nil || gap < below!.gap || (gap == below!.gap && offset < below!.offset) { below = (gap, offset, c) }
            }
        }
        return right?.control ?? below?.control
    }
}
