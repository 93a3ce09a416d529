import FlywheelCore

/// Retained layers (`View.retainsLayer`; docs/rendering.md, "Retained layers").
///
/// A layer holds the target's pixels inside a view's box just after its background and `draw`:
/// the view's content over everything painted before it. It stays right as long as nothing
/// painted before that content (or the content itself) changes inside the box; what is painted
/// after it — its subviews, its overlay, views above it — may change freely. So every change
/// is noted with its place in paint order (a pre-order count of the tree, `View.paintOrder`),
/// and after the damage pass a layer that a change at or before its own place meets is thrown
/// away. A whole-window redraw throws every layer away. The frame that next draws the view
/// whole keeps its pixels again (`Canvas.retainLayer`), unless the layer changed in each of
/// the last frames (an animation): copying it would cost and never be used.
extension ViewHost {
    /// The most changes noted between two frames; past it every layer is thrown away (storage
    /// reserved once, so noting never allocates).
    static let maximumLayerDamage = 64

    /// Layers are kept and copied back only where frames draw what changed.
    var keepsLayers: Bool { usesRetainedLayers && tracksDamage }

    /// Notes a change at `box` painted at `order` (in the last walk's numbering unless
    /// `isCurrentWalk`).
    func noteLayerDamage(_ box: Rect, order: Int, isCurrentWalk: Bool) {
        guard layerDamage.count < Self.maximumLayerDamage else {
            layerDamageOverflowed = true
            return
        }
        layerDamage.append(LayerDamage(box: box, order: order, isCurrentWalk: isCurrentWalk))
    }

    /// After the measure walk: throws away each layer a change at or before its content meets,
    /// and every layer when the whole window is redrawn.
    func settleRetainedLayers() {
        let all = damage.isFull || layerDamageOverflowed || !keepsLayers
        for v in retainedViews {
            var hit = all
            if !hit, let box = v.layer.box {
                for d in layerDamage where d.box.intersection(box) != nil {
                    let own = d.isCurrentWalk ? v.paintOrder : v.previousPaintOrder
                    if own < 0 || d.order <= own {
                        hit = true
                        break
                    }
                }
            }
            if hit {
                v.layer.isValid = false
                v.layer.churn += 1
            } else {
                v.layer.churn = 0
                if !v.layer.isValid { redrawWhole(v) }
            }
        }
        layerDamage.removeAll(keepingCapacity: true)
        layerDamageOverflowed = false
        layerFloorsPrepared = false
    }

    /// For each damaged rectangle of the next `render(in:)`, the last layer in paint order whose
    /// kept pixels cover it whole: drawing that rectangle starts there (`View.render` skips what
    /// is painted before it, which the copy would overwrite), and it needs no clear.
    /// `uncoveredDamage` then lists the rectangles that do need one. `render(in:)` works this
    /// out itself when the caller (which clears first) has not.
    public func prepareLayerFloors(in canvas: Canvas) {
        layerFloors.removeAll(keepingCapacity: true)
        uncoveredDamage.removeAll(keepingCapacity: true)
        layerFloorsPrepared = true
        for r in damage.rectangles {
            var floor = -1
            if keepsLayers, !damage.isFull {
                for v in retainedViews.reversed() where v.layer.isValid {
                    if canvas.retainedLayerCovers(ObjectIdentifier(v), rect: r) {
                        floor = v.paintOrder
                        break
                    }
                }
            }
            layerFloors.append(floor)
            if floor < 0 { uncoveredDamage.append(r) }
        }
    }

    /// The damaged rectangles to clear before `render(in:)`: those no layer covers (all of them
    /// until `prepareLayerFloors` has run).
    public var damageToClear: [Rect] { layerFloorsPrepared ? uncoveredDamage : damage.rectangles }

    /// A layer that has settled (nothing met it this frame) but is not kept, and that this
    /// frame redraws in part: the view's whole box joins the damage, so the layer is kept from
    /// this frame on (a layer is kept only by a pass that draws all of it). After an animation
    /// that redrew the window every frame, that is one frame drawn larger.
    private func redrawWhole(_ view: View) {
        guard !damage.isFull, let box = view.expectedDrawingBox,
            damage.rectangles.contains(where: { $0.intersection(box) != nil })
        else { return }
        damage.add(box)
    }

    /// Copies `view`'s layer back (the view's background and `draw` need not run). False when
    /// there is none to copy: the view draws.
    func restoresLayer(of view: View, in canvas: Canvas) -> Bool {
        guard keepsLayers, view.layer.isValid, let box = view.layer.box else { return false }
        if canvas.restoreLayer(ObjectIdentifier(view), box: box) { return true }
        view.layer.isValid = false
        return false
    }

    /// `view` has just drawn its background and `draw` (covering `drawn`): keeps the layer if
    /// this pass drew all of it and it has not been changing every frame.
    func keepLayer(of view: View, drawn: Rect?, in canvas: Canvas) {
        guard keepsLayers, view.layer.churn <= RetainedLayerState.keptUpToChurn,
            let box = view.expectedDrawingBox
        else { return }
        guard canvas.retainLayer(ObjectIdentifier(view), box: box) else { return }
        view.layer.isValid = true
        view.layer.box = box
        view.layer.drawnBox = drawn
    }
}
