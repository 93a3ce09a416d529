/// An `AccessibilityObserver` that keeps what it is told, as text: for tests, and for a bridge
/// under test that wants to see what a reader would have heard.
///
/// Each notification is one line: `valueChanged Stars = 4 of 5 stars`, `focusChanged Spin`,
/// `selectionChanged Scenes = Basic`, `layoutChanged`, `screenChanged`, `announcement Level 2`.
///
/// ```swift
/// let log = RecordingAccessibilityObserver()
/// host.accessibilityObserver = log
/// rating.performAccessibilityAction(.increment)
/// log.lines   // ["valueChanged Stars = 4 of 5 stars"]
/// ```
public final class RecordingAccessibilityObserver: AccessibilityObserver {
    /// What was posted, oldest first.
    public private(set) var notifications: [AccessibilityNotification] = []
    /// The same, as text.
    public private(set) var lines: [String] = []

    public init() {}

    public func accessibilityNotification(_ notification: AccessibilityNotification, host: ViewHost) {
        notifications.append(notification)
        lines.append(Self.describe(notification))
    }

    /// Forgets everything recorded.
    public func removeAll() {
        notifications.removeAll()
        lines.removeAll()
    }

    /// One line for `notification`: its kind, then the element's label and value.
    public static func describe(_ notification: AccessibilityNotification) -> String {
        func node(_ n: AccessibilityNode) -> String {
            let name = n.accessibilityLabel ?? "(\(n.accessibilityRole.rawValue))"
            return n.accessibilityValue.map { "\(name) = \($0)" } ?? name
        }
        switch notification {
        case .valueChanged(let n): return "valueChanged " + node(n)
        case .selectionChanged(let n): return "selectionChanged " + node(n)
        case .focusChanged(let n): return "focusChanged " + node(n)
        case .layoutChanged: return "layoutChanged"
        case .screenChanged: return "screenChanged"
        case .announcement(let text): return "announcement " + text
        }
    }
}
