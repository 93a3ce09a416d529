import FlywheelCore
import FlywheelUI
import Foundation

/// Finds the control a script means by "the label as shown" — the rule `set` steps use.
///
/// The scenes lay out rows of "Label: control". Each visible `Label` is paired with at most one
/// settable control, and each control with at most one label:
/// 1. **Same row:** a label takes the nearest settable control to its right on the same row (the
///    control overlaps the label's text vertically by at least half the smaller height, starts
///    no more than 4 points before the text ends, and no other label stands between them).
/// 2. **Below:** labels left without a control then take the nearest unclaimed control below
///    them (starting at most 60 points under the text and overlapping the label horizontally);
///    the closest pairs are made first, so a caption above a row never takes the row's control.
///
/// A name matches a label whose text is the same ignoring case, surrounding spaces and a
/// trailing colon ("Stars" matches "Stars:"); failing that, a control whose `accessibilityLabel`
/// matches (ignoring case). Only controls that conform to `ScriptSettable` count, and hidden views
/// (or views inside a hidden or transparent ancestor) are ignored, as are the views in `excluding`
/// (the shell's status line, whose text changes all the time). All geometry is in window points,
/// so rotated containers work. The shell's tab bar is a control too: `set` "Scenes" to a tab title.
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
        let (pairs, controls) = labelledControls(in: root, excluding: excluding)
        if let pair = pairs.first(where: { normalized($0.label.text) == wanted }) { return pair.control }
        return controls.first { $0.accessibilityLabel.map(normalized) == wanted }
    }

    /// Every settable control with the name a script would use (its label's text, else its
    /// accessibility label), in drawing order.
    public static func namedControls(in root: View, excluding: [View] = []) -> [Named] {
        let (pairs, controls) = labelledControls(in: root, excluding: excluding)
        var result: [Named] = []
        for c in controls {
            if let pair = pairs.first(where: { $0.control === c }) {
                result.append(Named(name: displayName(pair.label.text), control: c))
            } else if let a = c.accessibilityLabel, !a.isEmpty {
                result.append(Named(name: a, control: c))
            }
        }
        return result
    }

    /// Applies a `set`: finds the control and sets it. Returns nil when done, else the message.
    public static func set(_ name: String, to value: String, in root: View, excluding: [View] = []) -> String? {
        guard let control = find(name, in: root, excluding: excluding) else {
            let names = namedControls(in: root, excluding: excluding).map(\.name)
            let list = names.isEmpty ? "none in this scene" : names.joined(separator: ", ")
            return "no control labelled '\(OutsideText.quoted(name))'; labelled controls: \(list)"
        }
        guard control.isEnabled else { return "'\(OutsideText.quoted(name))' is disabled" }
        return control.setFromScript(value).map { "'\(OutsideText.quoted(name))': \($0)" }
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
            if let l = v as? Label, !displayName(l.text).isEmpty { labels.append(l) }
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
        switch label.resolvedAlignment {
        case .left, .natural: x = b.minX
        case .center: x = b.midX - w / 2
        case .right: x = b.maxX - w
        }
        return label.transformToWindow.apply(Rect(x: x, y: b.minY, width: w, height: b.height))
    }

    static func windowFrame(of view: View) -> Rect { view.transformToWindow.apply(view.bounds) }

    /// Pairs labels with controls by the two rules (labels in drawing order), and lists every
    /// visible settable control.
    static func labelledControls(in root: View, excluding: [View]) -> (
        pairs: [(label: Label, control: any ScriptSettable)], controls: [any ScriptSettable]
    ) {
        let (labels, controls) = visibleLabelsAndControls(in: root, excluding: excluding)
        let texts = labels.map(textFrame(of:))
        let frames = controls.map(windowFrame(of:))
        var controlOfLabel = [Int?](repeating: nil, count: labels.count)
        var taken = Set<Int>()
        // 1. Same row, nearest to the right.
        for (li, text) in texts.enumerated() {
            var best: (gap: Double, index: Int)?
            for (ci, f) in frames.enumerated() where !taken.contains(ci) {
                let overlapY = min(f.maxY, text.maxY) - max(f.minY, text.minY)
                guard overlapY >= 0.5 * min(f.height, text.height), f.minX >= text.maxX - 4,
                    !texts.enumerated().contains(where: { other in
                        other.offset != li && other.element.minX >= text.maxX - 4 && other.element.maxX <= f.minX + 4
                            && min(other.element.maxY, text.maxY) - max(other.element.minY, text.minY) > 0
                    })
                else { continue }  // another label sits between them: it is that label's control
                let gap = f.minX - text.maxX
                if best == nil || gap < best!.gap { best = (gap, ci) }
            }
            if let best {
                controlOfLabel[li] = best.index
                taken.insert(best.index)
            }
        }
        // 2. Below, closest pairs first.
        var candidates: [(gap: Double, offset: Double, label: Int, control: Int)] = []
        for (li, text) in texts.enumerated() where controlOfLabel[li] == nil {
            let labelFrame = windowFrame(of: labels[li])
            for (ci, f) in frames.enumerated() where !taken.contains(ci) {
                let overlapX = min(f.maxX, labelFrame.maxX) - max(f.minX, labelFrame.minX)
                let gap = f.minY - text.maxY
                if overlapX > 0, gap >= -4, gap <= maximumGapBelow {
                    candidates.append((gap, abs(f.minX - text.minX), li, ci))
                }
            }
        }
        candidates.sort { ($0.gap, $0.offset, $0.label) < ($1.gap, $1.offset, $1.label) }
        for c in candidates where controlOfLabel[c.label] == nil && !taken.contains(c.control) {
            controlOfLabel[c.label] = c.control
            taken.insert(c.control)
        }
        let pairs = labels.indices.compactMap { li in
            controlOfLabel[li].map { (label: labels[li], control: controls[$0]) }
        }
        return (pairs, controls)
    }
}
