import CAccessibilityBridge
import CSDL2
import FlywheelCore
import FlywheelUI

/// One window as the accessibility bridge sees it: a frame under the application, whose tree is
/// its host's, and the observer of the host's notifications.
///
/// Notifications cost nothing until a reader has met the node they are about: a value change
/// of a control no reader has seen is one dictionary lookup.
final class AccessibilityWindow: AccessibilityObserver {
    private unowned let bridge: AccessibilityBridge
    private weak var rendererHost: SDLRendererHost?
    private let window: OpaquePointer
    /// The host's root node (the frame).
    let rootNode: AccessibilityNode

    init(bridge: AccessibilityBridge, rendererHost: SDLRendererHost, window: OpaquePointer) {
        self.bridge = bridge
        self.rendererHost = rendererHost
        self.window = window
        rootNode = rendererHost.host.accessibilityRootNode
    }

    /// The window's title (the frame's name when the root has no label).
    var title: String? {
        guard let t = SDL_GetWindowTitle(window) else { return nil }
        let s = String(cString: t)
        return s.isEmpty ? nil : s
    }

    /// Whether the window has the keyboard (ATK's active state of a frame).
    var hasKeyboard: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }

    /// `rect` (window points) on the screen, in pixels.
    func screenRect(of rect: Rect) -> Rect {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let scale = rendererHost?.pixelScale ?? 1
        return Rect(
            x: Double(x) + rect.x * scale, y: Double(y) + rect.y * scale, width: rect.width * scale,
            height: rect.height * scale)
    }

    func accessibilityNotification(_ notification: AccessibilityNotification, host: ViewHost) {
        let table = bridge.table
        switch notification {
        case .valueChanged(let node):
            // A text field's is told as its text and caret (the bridge goes by its ATK role).
            if let id = table.existingID(for: node) { flywheel_a11y_notify_value_changed(id) }
        case .selectionChanged(let node):
            if let id = table.existingID(for: node) { flywheel_a11y_notify_selection_changed(id) }
            // A segment's radio button is checked when chosen: told as its checked state.
            if flywheel_a11y_request_count() > 0 { flywheel_a11y_notify_states_changed(-1) }
        case .focusChanged(let node):
            guard flywheel_a11y_request_count() > 0 else { return }
            flywheel_a11y_notify_focus(table.id(for: node))
        case .layoutChanged:
            if !bridge.givenChildren.isEmpty { bridge.layoutChanged = true }
            // What opened or closed (a spinner's ring) is told as its expanded state.
            if flywheel_a11y_request_count() > 0 { flywheel_a11y_notify_states_changed(-1) }
        case .screenChanged:
            if !bridge.givenChildren.isEmpty { bridge.layoutChanged = true }
            if let id = table.existingID(for: rootNode) { flywheel_a11y_notify_visible_data_changed(id) }
        case .announcement(let text):
            guard flywheel_a11y_request_count() > 0 else { return }
            flywheel_a11y_announce(table.id(for: rootNode), text)
        }
    }
}
