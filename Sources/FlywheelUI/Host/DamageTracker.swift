import FlywheelCore

/// Damage tracking: which part of the window a frame redraws (docs/rendering.md, "Damage"),
/// and whether a frame is needed at all.
///
/// A view that changes (`setNeedsDisplay`, a move, a tick, joining or leaving the tree) damages
/// the box it and its subviews covered in the last frame, and the box they cover now.
/// `plan` gathers both into `region`; the frame then draws the tree once per damaged rectangle,
/// clipped to it, skipping subtrees outside it. Anything the host cannot attribute to a view
/// (a new size, an animation's frame, `setNeedsFrame()`) damages the whole window.
final class DamageTracker {
    /// Draw only what changed (`ViewHost.tracksDamage`); off, every frame is the whole window.
    var isOn = false
    /// Something changed since the last frame was drawn.
    var isDirty = true
    /// Something no view accounts for changed: the next frame redraws the whole window.
    private var needsWholeWindow = true
    /// Where changed views were, gathered until the next `plan`.
    private var pending = DamageRegion()
    /// What the planned (or the last drawn) frame redraws.
    private(set) var region = DamageRegion()
    /// A view drew outside `region` while the last frame was drawn.
    private(set) var missedDrawing = false
    /// The paint order counter of the measure walk.
    private var paintCount = 0
    /// Names the planned frame (`FramePlan.number`); moves on when a frame is planned and when
    /// it is drawn, so a plan is drawn once, and only the latest.
    private(set) var frameNumber = 0
    /// The last plan had something to draw and has not been drawn: its damage went with it, so
    /// the next plan redraws the whole window.
    private var planUndrawn = false

    /// The whole window changes (`ViewHost.setNeedsFrame`).
    func wholeWindowChanged() {
        isDirty = true
        needsWholeWindow = true
    }

    /// Records that `view` changed: where it was now, where it is at the next frame.
    /// With `keepingLayer` only what the view draws over its retained layer changed.
    func viewChanged(_ view: View, keepingLayer: Bool, layers: RetainedLayers) {
        isDirty = true
        guard isOn, !pending.isFull else { return }
        if let old = view.drawnExtent {
            pending.add(old)
            layers.note(old, order: view.paintOrder + (keepingLayer ? 1 : 0), isCurrentWalk: false)
        }
        view.damageKeepsLayer = keepingLayer && (view.damageKeepsLayer || !view.needsDamageExtent)
        view.needsDamageExtent = true
    }

    /// Works out `region` for the next frame of `root` (laid out) in `window`: where changed
    /// views were and where they are, and what the layers that settle add. `pixelScale` (device
    /// pixels per point) snaps the rectangles outwards to whole pixels. Off, the region is the
    /// whole window. Returns the new frame number.
    func plan(root: View, window: Rect, pixelScale: Double, layers: RetainedLayers) -> Int {
        if planUndrawn { needsWholeWindow = true }
        region.removeAll()
        region.add(pending)
        pending.removeAll()
        missedDrawing = false
        if !isOn || needsWholeWindow { region.addAll() }
        needsWholeWindow = false
        // Measure the tree (every frame: the boxes are next frame's "where it was").
        paintCount = 0
        layers.beginWalk()
        measure(root, toWindow: root.transformToSuperview, layers: layers)
        layers.settle(&region, tracksDamage: isOn)
        region.fit(to: window, pixelScale: pixelScale)
        // Redrawing most of the window piecewise costs more than drawing it once.
        if !region.isFull, region.area > 0.6 * window.width * window.height { region.addAll() }
        planUndrawn = !region.isEmpty
        // Nothing to draw (the changes were all hidden or outside the window): the target already
        // shows this frame, so none is needed until something else changes; a window sleeps.
        if region.isEmpty { isDirty = false }
        frameNumber &+= 1
        return frameNumber
    }

    /// The planned frame has been drawn: its plan is spent, and no frame is needed until
    /// something changes.
    func frameDrawn() {
        planUndrawn = false
        frameNumber &+= 1
        isDirty = false
    }

    /// Stores each visible view's box (itself, `drawingOutset` around it, and its subviews) in
    /// window points, adding the new box of every view that changed to `region`.
    private func measure(_ view: View, toWindow t: Transform, layers: RetainedLayers) {
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
        if view.retainsLayer { layers.walked(view) }
        for s in view.subviews {
            measure(s, toWindow: s.transformToSuperview.concatenating(t), layers: layers)
            if let e = s.drawnExtent { box = box.union(e) }
        }
        view.paintOrderEnd = paintCount
        view.drawnExtent = box
        if view.needsDamageExtent {
            view.needsDamageExtent = false
            region.add(box)
            layers.note(box, order: view.paintOrder + (view.damageKeepsLayer ? 1 : 0), isCurrentWalk: true)
        }
    }

    /// `view` drew inside `box` (window points, clip ignored). A view seen drawing outside the
    /// box its damage was worked out with is given that much more room from then on (its box and
    /// its ancestors' grow at once, for the damage of the frame after), and if this frame
    /// redraws only part of the window, `missedDrawing` says it must be drawn again whole.
    func viewDrew(_ view: View, in box: Rect) {
        guard isOn, let expected = view.expectedDrawingBox else { return }
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
        if !region.isFull { missedDrawing = true }
    }
}
