import FlywheelCore

extension View {
    /// Marks the view for a layout pass before the next frame.
    ///
    /// Layout by itself redraws nothing: what it changes shows through setters that damage
    /// themselves (a subview's frame, a label's text), so a label whose text asks its container
    /// for layout does not redraw the whole container. A view whose own drawing depends on
    /// what its `layoutSubviews` works out calls `setNeedsDisplay()` there.
    public func setNeedsLayout() {
        needsLayout = true
        host?.requestLayoutFrame()
    }

    /// Runs `layoutSubviews` now if it was asked for, here and below.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            for s in subviews where s.fillsSuperview { s.frame = bounds }
            layoutSubviews()
            if mirrorsSubviewsRightToLeft { mirrorSubviewFrames() }
            for s in subviews {
                // A group this view laid out the insides of (a scene placing a panel's rows).
                if s.mirrorsSubviewsRightToLeft { s.mirrorSubviewFrames() }
                s.superviewDidLayoutSubviews()
            }
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Asks for a redraw of this view (and its subviews) where it was and where it is now.
    public func setNeedsDisplay() {
        host?.invalidate(self)
    }

    /// Asks for a redraw of what this view draws over its retained layer (`drawOverlay` and the
    /// subviews) where it was and where it is now, keeping the layer (`retainsLayer`): for a
    /// change that leaves the background and `draw(_:)` as they were. Without a layer it is
    /// `setNeedsDisplay()`.
    public func setNeedsOverlayDisplay() {
        host?.invalidate(self, keepingLayer: retainsLayer)
    }

    /// Asks the host to call `tick(at:)` every frame until it returns false.
    public func startTicking() {
        host?.startTicking(self)
    }
}
