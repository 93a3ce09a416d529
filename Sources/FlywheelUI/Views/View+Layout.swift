import FlywheelCore

extension View {
    /// Marks the view for a layout pass before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        host?.invalidate(self)
    }

    /// Runs `layoutSubviews` now if it was asked for, here and below.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            for s in subviews where s.fillsSuperview { s.frame = bounds }
            layoutSubviews()
            for s in subviews { s.superviewDidLayoutSubviews() }
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Asks for a redraw of this view (and its subviews) where it was and where it is now.
    public func setNeedsDisplay() {
        host?.invalidate(self)
    }

    /// Asks the host to call `tick(at:)` every frame until it returns false.
    public func startTicking() {
        host?.startTicking(self)
    }
}
