import FlywheelCore

/// A frame, in one sequence (docs/rendering.md, "Damage" and "Retained layers"):
///
/// 1. `planFrame(in:pixelScale:)` lays out, gathers the damage (`DamageTracker`), settles which
///    retained layers the changes met and finds where drawing may start from a layer
///    (`RetainedLayers`): a `FramePlan`.
/// 2. The backend clears what the plan says (`FramePlan.rectanglesToClear`).
/// 3. `draw(_:in:)` draws the plan's rectangles, then settles the frame: what drawing did with
///    layers becomes their state, and the host needs no frame until something changes.
///
/// `render(in:)` does all three for a canvas that needs no clearing (tests, a recording).
extension ViewHost {
    /// Plans the next frame: lays out, works out what changed (with `tracksDamage`; otherwise
    /// the whole window), and which damaged rectangles a retained layer covers (asked of
    /// `canvas`, which keeps the layers' pixels). `pixelScale` (device pixels per point) snaps
    /// the damage outwards to whole pixels. Draw the plan with `draw(_:in:)` before planning
    /// another.
    ///
    /// ```swift
    /// let plan = host.planFrame(in: canvas)
    /// plan.damage.rectangles      // what changed since the last frame
    /// host.draw(plan, in: canvas)
    /// ```
    public func planFrame(in canvas: Canvas, pixelScale: Double = 1) -> FramePlan {
        rootView.layoutIfNeeded()
        let number = damageTracker.plan(
            root: rootView, window: Rect(origin: .zero, size: size), pixelScale: pixelScale, layers: layers)
        let region = damageTracker.region
        layers.planFloors(for: region, in: canvas)
        return FramePlan(damage: region, rectanglesToClear: layers.uncovered, number: number)
    }

    /// Draws `plan` (the latest `planFrame`'s) into `canvas`: the whole tree, or each damaged
    /// rectangle clipped to it. The canvas must hold the last frame's pixels outside the damage
    /// and have the plan's `rectanglesToClear` cleared. Returns false when a view drew outside
    /// the damage (further out than ever before; `damageMissedDrawing`): draw the frame again
    /// whole (`setNeedsFrame()`, then plan and draw).
    @discardableResult
    public func draw(_ plan: FramePlan, in canvas: Canvas) -> Bool {
        precondition(
            plan.number == damageTracker.frameNumber,
            "ViewHost.draw: this plan is not the latest planFrame's, or was drawn already")
        if plan.damage.isFull {
            let check = canvas.textCheck
            let checksLayout = check.map { $0.checksLayout && (!$0.checksLayoutOnlyAtRest || !isAnimating) } ?? false
            if checksLayout { check?.beginLayoutFrame() }
            rootView.render(in: canvas)
            if checksLayout { check?.endLayoutFrame(root: rootView, window: Rect(origin: .zero, size: size)) }
        } else {
            for (r, floor) in zip(plan.damage.rectangles, layers.floors) {
                canvas.beginDamageClip(r)
                rootView.render(in: canvas, within: r, floor: floor)
                canvas.endDamageClip()
            }
        }
        layers.frameDrawn()
        damageTracker.frameDrawn()
        return !damageTracker.missedDrawing
    }

    /// Plans and draws a frame into `canvas` (which needs no clearing: tests, a recording
    /// canvas), and clears the "needs frame" flag. A window clears between the two steps
    /// (`planFrame(in:pixelScale:)`, `draw(_:in:)`).
    public func render(in canvas: Canvas) {
        draw(planFrame(in: canvas), in: canvas)
    }

    /// Records that `view` changed: where it was now, where it is at the next frame.
    /// With `keepingLayer` only what the view draws over its retained layer changed.
    func invalidate(_ view: View, keepingLayer: Bool = false) {
        damageTracker.viewChanged(view, keepingLayer: keepingLayer, layers: layers)
    }

    /// A layout pass is due: a frame runs it, damaging only what the layout changes.
    func requestLayoutFrame() { damageTracker.isDirty = true }

    /// `view` drew inside `box` (window points, clip ignored): see `DamageTracker.viewDrew`.
    func viewDrew(_ view: View, in box: Rect) { damageTracker.viewDrew(view, in: box) }
}
