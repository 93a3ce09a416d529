import FlywheelCore

extension View {
    /// Draws this view and its subviews. The canvas' current space must be the superview's.
    ///
    /// Order: background, `draw`, subviews (bottom to top), `drawOverlay`. A clipping view clips
    /// with an axis-aligned clip rect when its window transform keeps axes aligned, otherwise it
    /// renders through an offscreen layer so the clip turns with it (the Tabbed harness's
    /// rotated "Bottom Right" container).
    public func render(in canvas: Canvas) {
        render(in: canvas, within: nil)
    }

    /// `render(in:)` for a damaged rectangle (window points): subtrees whose last measured box
    /// (`drawnExtent`) misses it are skipped.
    func render(in canvas: Canvas, within damage: Rect?) {
        guard !isHidden, alpha > 0.001 else { return }
        if let damage, let box = drawnExtent, box.intersection(damage) == nil { return }
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
        if fillsBackgroundColor, let bg = backgroundColor, !bg.isClear { canvas.fillRect(bounds, color: bg) }
        let check = canvas.textCheck
        check?.currentView = self
        draw(canvas)
        var drawn = canvas.takeDrawnBox()
        for s in subviews { s.render(in: canvas, within: damage) }
        check?.currentView = self
        drawOverlay(canvas)
        if clipsToBounds {
            if usesLayer { canvas.endLayer() } else { canvas.popClip() }
        }
        if let more = canvas.takeDrawnBox() { drawn = drawn.map { $0.union(more) } ?? more }
        if let drawn { host?.viewDrew(self, in: drawn) }
        if fades { canvas.popAlpha() }
        canvas.popTransform()
    }
}
