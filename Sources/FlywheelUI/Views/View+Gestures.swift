import FlywheelCore

/// Attaching gesture recognizers, and what a pointer going down on a view means to them.
extension View {
    /// Attaches `recognizer` (taking it from any view it was on): it sees the pointers that go
    /// down on this view or its subviews (see `GestureRecognizer` for how it shares them).
    ///
    /// ```swift
    /// let press = LongPressGestureRecognizer { g in if g.state == .began { print("held") } }
    /// tile.addGestureRecognizer(press)
    /// ```
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(recognizer)
        }
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`; a gesture it follows is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        host?.forgetRecognizers([recognizer])
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
