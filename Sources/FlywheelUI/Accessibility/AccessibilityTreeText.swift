import FlywheelCore

/// The accessibility tree as text, one element a line, indented by depth: what a reader would
/// find, for tests, logs and a bridge's debugging.
///
/// A line is the role, the label in quotes, the value after `=` (then a text field's caret as
/// `(caret 3)` and its selection as `(selected 0..<3)`), the states in brackets (`enabled` left
/// out; `disabled` said instead when it is missing) and the actions after `:`:
///
/// ```swift
/// print(AccessibilityTreeText.describe(host.accessibilityRootNode))
/// // window "Flywheel Harness"
/// //   tabList "Scenes" = Basic
/// //     tab "Basic" [selected] : activate
/// //       adjustable "Spinner" = Circle [focusable expandable] : activate increment decrement
/// ```
public enum AccessibilityTreeText {
    /// `node` and everything under it, `depth` levels in (two spaces a level).
    public static func describe(_ node: AccessibilityNode, depth: Int = 0) -> String {
        var lines: [String] = []
        append(node, depth: depth, to: &lines)
        return lines.joined(separator: "\n")
    }

    /// One line for `node`, without indentation or children.
    public static func line(_ node: AccessibilityNode) -> String {
        var s = node.accessibilityRole.rawValue
        if let label = node.accessibilityLabel { s += " \"\(label)\"" }
        if let value = node.accessibilityValue { s += " = \(value)" }
        if let caret = node.accessibilityCaretOffset { s += " (caret \(caret))" }
        if let range = node.accessibilitySelectedRange, !range.isEmpty { s += " (selected \(range))" }
        let states = node.accessibilityStates
        var words: [String] = states.contains(.enabled) ? [] : ["disabled"]
        let named: [(AccessibilityStates, String)] = [
            (.selected, "selected"), (.focused, "focused"), (.focusable, "focusable"), (.expanded, "expanded"),
            (.expandable, "expandable"), (.checked, "checked"), (.checkable, "checkable"), (.editable, "editable"),
            (.singleLine, "singleLine"),
        ]
        for (state, word) in named where states.contains(state) { words.append(word) }
        if !words.isEmpty { s += " [\(words.joined(separator: " "))]" }
        let actions = node.accessibilityActions
        if !actions.isEmpty { s += " : " + actions.map(\.rawValue).joined(separator: " ") }
        return s
    }

    private static func append(_ node: AccessibilityNode, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(node))
        for child in node.accessibilityNodeChildren { append(child, depth: depth + 1, to: &lines) }
    }
}
