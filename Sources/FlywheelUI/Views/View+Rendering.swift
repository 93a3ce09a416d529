import FlywheelCore

extension View {
    /// Draws this view and its subviews. The canvas' current space must be the superview's.
    ///
    /// Order: background, `draw`, subviews (bottom to top), `drawOverlay`, then the focus ring
    /// of a focused view (`FocusRing`). A clipping view clips
    /// with an axis-aligned clip rect when its window transform keeps axes aligned, otherwise it
    /// renders through an offscreen layer so the clip turns with it (the Tabbed harness's
    /// rotated "Bottom Right" container).
    public func render(in canvas: Canvas) {
        render(in: canvas, within: nil)
    }

    /// `render(in:)` for a damaged rectangle (window points): subtrees whose last measured box
    /// (`drawnExtent`) misses it are skipped. A pass that starts from a retained layer
    /// (`floor`, its paint order; `RetainedLayers.planFloors`) skips what is painted before
    /// it — whole subtrees, and its ancestors' own content —, which the copy replaces.
    func render(in canvas: Canvas, within damage: Rect?, floor: Int = -1) {
        guard !isHidden, alpha > 0.001 else { return }
        if let damage, let box = drawnExtent, box.intersection(damage) == nil { return }
        if floor >= 0, paintOrderEnd <= floor { return }
        canvas.pushTransform(transformToSuperview)
        let fades = alpha < 1
        if fades { canvas.pushAlpha(alpha) }
        var usesLayer = false
        if clipsToBounds {
            if transformToWindow.isAxisAligned {
                canvas.pushClip(bounds)
            } else {
                usesLayer = true
                canvas.beginLayer(bounds: bounds)
            }
        }
        _ = canvas.takeDrawnBox()  // the box this view draws starts here
        let check = canvas.textCheck
        check?.currentView = self
        var drawn = floor >= 0 && paintOrder < floor ? nil : drawContent(in: canvas)
        for s in subviews { s.render(in: canvas, within: damage, floor: floor) }
        check?.currentView = self
        drawOverlay(canvas)
        if clipsToBounds {
            if usesLayer { canvas.endLayer() } else { canvas.popClip() }
        }
        // The focus ring, outside the view's own clip (`FocusRing`: every focus stop has one).
        if let host, host.showsFocusRing, host.focusedView === self { FocusRing.drawIfFocused(self, in: canvas) }
        if let more = canvas.takeDrawnBox() { drawn = drawn.map { $0.union(more) } ?? more }
        if let drawn { host?.viewDrew(self, in: drawn) }
        check?.didRender(self, paint: drawn)
        if fades { canvas.popAlpha() }
        canvas.popTransform()
    }

    /// The background and `draw`, or with `retainsLayer` their kept pixels copied back
    /// (`RetainedLayers`, which also decides whether to keep them). Returns the box they cover.
    private func drawContent(in canvas: Canvas) -> Rect? {
        var drawn: Rect?
        if retainsLayer, let layers = host?.layers, layers.restore(self, in: canvas, drawn: &drawn) { return drawn }
        if fillsBackgroundColor, let bg = backgroundColor, !bg.isClear { canvas.fillRect(bounds, color: bg) }
        draw(canvas)
        drawn = canvas.takeDrawnBox()
        if retainsLayer { host?.layers.keep(self, drawn: drawn, in: canvas) }
        return drawn
    }
}
