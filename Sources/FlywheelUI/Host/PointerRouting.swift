import FlywheelCore

/// Where a host's pointers go (`ViewHost+Input.swift`, `ViewHost+Gestures.swift`): the
/// pointer-down monitors, the view that took each pointer down, each pointer's latest touch,
/// and the gesture recognizers following pointers or waiting between them. Pointers are keyed
/// by `PointerEvent.id`; wherever they are walked it is in id order, not a dictionary's (which
/// changes from one process to the next).
final class PointerRouting {
    typealias Monitor = (token: PointerDownMonitorToken, body: (PointerEvent, View?) -> Void)

    /// Told of every pointer-down before it is routed, in the order they were added.
    private(set) var monitors: [Monitor] = []
    private var nextMonitorID = 1
    /// The view that took each pointer at its down, until it goes up or is cancelled.
    var owners: [Int: View] = [:]
    /// Every pointer down, owned or only followed by gesture recognizers.
    var touches: [Int: Touch] = [:]
    /// The gesture recognizers following each pointer.
    var gesturePointers: [Int: [GestureRecognizer]] = [:]
    /// Recognizers taking part in a gesture: following a pointer, between the taps of a multiple
    /// tap, or waiting on `require(toFail:)`.
    private(set) var activeRecognizers: [GestureRecognizer] = []

    func addMonitor(_ body: @escaping (PointerEvent, View?) -> Void) -> PointerDownMonitorToken {
        let token = PointerDownMonitorToken(id: nextMonitorID)
        nextMonitorID += 1
        monitors.append((token, body))
        return token
    }

    func removeMonitor(_ token: PointerDownMonitorToken) {
        monitors.removeAll { $0.token == token }
    }

    /// The pointers down, in id order.
    var touchIDs: [Int] { touches.keys.sorted() }

    /// Forgets pointer `id` (it went up or was cancelled).
    func release(_ id: Int) {
        owners[id] = nil
        touches[id] = nil
    }

    /// Whether a recognizer waits for a deadline (a long press, a multiple tap between taps):
    /// the host wants frames until it passes.
    var hasGestureDeadline: Bool {
        activeRecognizers.contains { $0.isEnabled && $0.deadline != nil }
    }

    func isActive(_ recognizer: GestureRecognizer) -> Bool {
        activeRecognizers.contains { $0 === recognizer }
    }

    /// `recognizer` takes part in a gesture (it was given a pointer).
    func activate(_ recognizer: GestureRecognizer) {
        if !isActive(recognizer) { activeRecognizers.append(recognizer) }
    }

    /// Drops recognizers no longer taking part in a gesture.
    func pruneRecognizers() {
        activeRecognizers.removeAll { r in
            !(r.track != nil || r.isBetweenPointers || r.isWaitingForFailures)
        }
    }
}

/// Identifies a pointer-down monitor added to a host.
public struct PointerDownMonitorToken: Hashable, Sendable {
    let id: Int
}
