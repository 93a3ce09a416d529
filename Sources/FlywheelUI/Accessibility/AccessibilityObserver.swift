/// Receives a host's accessibility notifications: a platform bridge (AT-SPI on Linux), or a
/// test that records them. Set it as `ViewHost.accessibilityObserver` (held weakly, as a
/// delegate is); with none set, nothing is built or posted.
///
/// ```swift
/// final class Log: AccessibilityObserver {
///     var lines: [String] = []
///     func accessibilityNotification(_ notification: AccessibilityNotification, host: ViewHost) {
///         if case .valueChanged(let node) = notification { lines.append(node.accessibilityValue ?? "") }
///     }
/// }
/// let log = Log()
/// host.accessibilityObserver = log
/// ```
public protocol AccessibilityObserver: AnyObject {
    /// Called on the UI thread, at once, for every notification the host's views post.
    func accessibilityNotification(_ notification: AccessibilityNotification, host: ViewHost)
}
