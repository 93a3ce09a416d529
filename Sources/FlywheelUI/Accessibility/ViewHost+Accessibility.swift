import FlywheelCore

/// The host's side of accessibility: the root of the tree a bridge reads, and where
/// notifications go.
///
/// ```swift
/// let log = RecordingAccessibilityObserver()
/// host.accessibilityObserver = log          // held weakly
/// host.accessibilityWindowTitle = "Flywheel Harness"
/// host.accessibilityRootNode.accessibilityNodeChildren   // the window's elements
/// ```
extension ViewHost {
    /// The root of the tree: the root view, role `.window`, named by `accessibilityWindowTitle`.
    public var accessibilityRootNode: AccessibilityNode { rootView }

    /// The window's name as a reader says it (the root view's `accessibilityLabel`).
    public var accessibilityWindowTitle: String? {
        get { rootView.accessibilityLabel }
        set { rootView.accessibilityLabel = newValue }
    }

    /// Sends `notification` to `accessibilityObserver`, at once; does nothing (and builds
    /// nothing: the argument is not evaluated) when there is no observer.
    public func postAccessibilityNotification(_ notification: @autoclosure () -> AccessibilityNotification) {
        guard let observer = accessibilityObserver else { return }
        observer.accessibilityNotification(notification(), host: self)
    }
}
