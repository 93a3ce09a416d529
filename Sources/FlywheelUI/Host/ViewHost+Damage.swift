import FlywheelCore

/// Damage tracking: which part of the window a frame redraws (docs/rendering.md, "Damage").
///
/// A view that changes (`setNeedsDisplay`, a move, a tick, joining or leaving the tree) damages
/// the box it and its subviews covered in the last frame, and the box they cover now.
/// `prepareDamage` gathers both into `damage`; `render(in:)` then draws the tree once per
/// damaged rectangle, clipped to it, skipping subtrees outside it. Anything the host cannot
/// attribute to a view (a new size, an animation's frame, `setNeedsFrame()`) damages the whole
/// window.
extension ViewHost {
    /// Records that `view` changed: where it was now, where it is at the next frame.
    /// With `keepingLayer` only what the view draws over its retained layer changed.
    func invalidate(_ view: View, keepingLayer: Bool = false) {
        dirty = true
        guard tracksDamage, !pendingDamage.isFull else { return }
        if let old = view.drawnExtent {
            pendingDamage.add(old)
            noteLayerDamage(old, order: view.paintOrder + (keepingLayer ? 1 : 0), isCurrentWalk: false)
        }
        view.damageKeepsLayer = keepingLayer && (view.damageKeepsLayer || !view.needsDamageExtent)
        view.needsDamageExtent = true
    }

    /// A layout pass is due: a frame runs it, damaging only what the layout changes.
    func requestLayoutFrame() { dirty = true }

    /// Works out `damage` for the next `render(in:)`: lays out, then gathers where changed views
    /// were and where they are. `pixelScale` (device pixels per point) snaps the rectangles
    /// outwards to whole pixels. Without `tracksDamage` the damage is the whole window whenever
    /// a frame is needed. Returns the damage.
    @discardableResult
    public func prepareDamage(pixelScale: Double = 1) -> DamageRegion {
        rootView.layoutIfNeeded()
        damage.removeAll()
        damage.add(pendingDamage)
        pendingDamage.removeAll()
        damageMissedDrawing = false
        let window = Rect(origin: .zero, size: size)
        if !tracksDamage || needsFullDamage { damage.addAll() }
        needsFullDamage = false
        // Measure the tree (every frame: the boxes are next frame's "where it was").
        paintCount = 0
        retainedViews.removeAll(keepingCapacity: true)
        measure(rootView, toWindow: rootView.transformToSuperview, into: &damage)
        settleRetainedLayers()
        damage.fit(to: window, pixelScale: pixelScale)
        // Redrawing most of the window piecewise costs more than drawing it once.
        if !damage.isFull, damage.area > 0.6 * window.width * window.height { damage.addAll() }
        damagePrepared = true
        return damage
    }

    /// Stores each visible view's box (itself, `drawingOutset` around it, and its subviews) in
    /// window points, adding the new box of every view that changed to `region`.
    private func measure(_ view: View, toWindow t: Transform, into region: inout DamageRegion) {
        guard !view.isHidden, view.alpha > 0.001 else {
            view.drawnExtent = nil
            view.needsDamageExtent = false
            return
        }
        let scale = abs(t.determinant).squareRoot()
        let outset = max(view.drawingOutset * (scale.isFinite && scale > 0 ? scale : 1) + 1, view.learnedOutset)
        var box = t.boundingBox(of: view.bounds).insetBy(dx: -outset, dy: -outset)
        view.expectedDrawingBox = box
        view.expectedOutset = outset
        view.previousPaintOrder = view.paintOrder
        view.paintOrder = paintCount
        paintCount += 1
        if view.retainsLayer { retainedViews.append(view) }
        for s in view.subviews {
            measure(s, toWindow: s.transformToSuperview.concatenating(t), into: &region)
            if let e = s.drawnExtent { box = box.union(e) }
        }
        view.paintOrderEnd = paintCount
        view.drawnExtent = box
        if view.needsDamageExtent {
            view.needsDamageExtent = false
            region.add(box)
            noteLayerDamage(box, order: view.paintOrder + (view.damageKeepsLayer ? 1 : 0), isCurrentWalk: true)
        }
    }

    /// `view` drew inside `box` (window points, clip ignored). A view seen drawing outside the
    /// box its damage was worked out with is given that much more room from then on (its box and
    /// its ancestors' grow at once, for the damage of the frame after), and if this frame
    /// redraws only part of the window, `damageMissedDrawing` says it must be drawn again whole.
    func viewDrew(_ view: View, in box: Rect) {
        guard tracksDamage, let expected = view.expectedDrawingBox else { return }
        let beyond = max(
            max(expected.minX - box.minX, box.maxX - expected.maxX),
            max(expected.minY - box.minY, box.maxY - expected.maxY))
        guard beyond > 0, beyond.isFinite else { return }
        view.learnedOutset = max(view.learnedOutset, view.expectedOutset + beyond + 1)
        view.expectedDrawingBox = expected.union(box)
        var v: View? = view
        while let cur = v {
            cur.drawnExtent = cur.drawnExtent.map { $0.union(box) } ?? box
            v = cur.superview
        }
        if !damage.isFull { damageMissedDrawing = true }
    }
}
