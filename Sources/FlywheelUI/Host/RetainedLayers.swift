import FlywheelCore

/// A host's retained layers (`View.retainsLayer`; docs/rendering.md, "Retained layers").
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
///
/// A frame uses it in this order, all driven by `ViewHost.planFrame` and `ViewHost.draw`:
/// `note` (between frames), `beginWalk`/`walked` (the damage walk), `settle` (which layers
/// the frame's changes met), `planFloors` (where drawing may start from a layer), `restore`
/// and `keep` (while drawing: outcomes are journalled, not applied), `frameDrawn` (the
/// journal is applied). A layer's state changes only through `RetainedLayerState.apply`.
final class RetainedLayers {
    /// The most changes noted between two frames; past it every layer is thrown away (storage
    /// reserved once, so noting never allocates).
    static let maximumChanges = 64

    /// Whether views with `retainsLayer` keep their layers (`ViewHost.usesRetainedLayers`).
    var isOn = true
    /// Layers are kept and copied back in this frame: `isOn`, and the frame draws only what
    /// changed (set when the frame is planned).
    private(set) var keeps = false
    /// The views that keep a layer, in paint order (gathered by the damage walk, emptied once
    /// the frame is drawn: a removed view must be free to go).
    private var views: [View] = []
    /// The changes noted since the last damage pass.
    private var changes: [LayerDamage] = []
    private var changesOverflowed = false
    /// Per damaged rectangle of the planned frame, the paint order of the last layer that
    /// covers it whole (-1: none), and the rectangles no layer covers.
    private(set) var floors: [Int] = []
    private(set) var uncovered: [Rect] = []
    /// What drawing did with layers this frame, in order: applied when the frame is drawn.
    private var journal: [(view: View, event: RetainedLayerState.Event)] = []

    init() {
        views.reserveCapacity(16)
        changes.reserveCapacity(Self.maximumChanges)
        floors.reserveCapacity(DamageRegion.maximumRectangles + 1)
        uncovered.reserveCapacity(DamageRegion.maximumRectangles + 1)
        journal.reserveCapacity(16)
    }

    /// Notes a change at `box` painted at `order` (in the last walk's numbering unless
    /// `isCurrentWalk`).
    func note(_ box: Rect, order: Int, isCurrentWalk: Bool) {
        guard changes.count < Self.maximumChanges else {
            changesOverflowed = true
            return
        }
        changes.append(LayerDamage(box: box, order: order, isCurrentWalk: isCurrentWalk))
    }

    /// The damage walk starts: it will name the views that keep a layer, in paint order.
    func beginWalk() { views.removeAll(keepingCapacity: true) }

    /// The damage walk met `view`, which keeps a layer.
    func walked(_ view: View) { views.append(view) }

    /// After the damage walk: each layer a change at or before its content meets is stale, and
    /// every layer is when the whole window is redrawn or `tracksDamage` is off. A layer the
    /// frame's changes left alone but that is not kept, and that `damage` meets, has its whole
    /// box joined to `damage` (a layer is kept only by a pass that draws all of it; after an
    /// animation that redrew the window every frame, that is one frame drawn larger).
    func settle(_ damage: inout DamageRegion, tracksDamage: Bool) {
        keeps = isOn && tracksDamage
        let all = damage.isFull || changesOverflowed || !keeps
        for v in views {
            var met = all
            if !met, let box = v.layer.box {
                for d in changes where d.box.intersection(box) != nil {
                    let own = d.isCurrentWalk ? v.paintOrder : v.previousPaintOrder
                    if own < 0 || d.order <= own {
                        met = true
                        break
                    }
                }
            }
            v.layer.apply(met ? .met : .untouched)
            if !met, !v.layer.isValid, !damage.isFull, let box = v.expectedDrawingBox,
                damage.rectangles.contains(where: { $0.intersection(box) != nil })
            {
                damage.add(box)
            }
        }
        changes.removeAll(keepingCapacity: true)
        changesOverflowed = false
    }

    /// For each rectangle of `damage` (final: fitted to the window), the last layer in paint
    /// order whose kept pixels cover it whole: drawing that rectangle starts there
    /// (`View.render` skips what is painted before it, which the copy would overwrite), and it
    /// needs no clear. `uncovered` then lists the rectangles that do need one.
    func planFloors(for damage: DamageRegion, in canvas: Canvas) {
        floors.removeAll(keepingCapacity: true)
        uncovered.removeAll(keepingCapacity: true)
        for r in damage.rectangles {
            var floor = -1
            if keeps, !damage.isFull {
                for v in views.reversed() where v.layer.isValid {
                    if canvas.retainedLayerCovers(ObjectIdentifier(v), rect: r) {
                        floor = v.paintOrder
                        break
                    }
                }
            }
            floors.append(floor)
            if floor < 0 { uncovered.append(r) }
        }
    }

    /// Copies `view`'s layer back (the view's background and `draw` need not run), setting
    /// `drawn` to the box they covered when it was kept. False when there is none to copy: the
    /// view draws.
    func restore(_ view: View, in canvas: Canvas, drawn: inout Rect?) -> Bool {
        guard keeps else { return false }
        let layer = current(view)
        guard layer.isValid, let box = layer.box else { return false }
        if canvas.restoreLayer(ObjectIdentifier(view), box: box) {
            drawn = layer.drawnBox
            return true
        }
        journal.append((view, .lost))
        return false
    }

    /// `view` has just drawn its background and `draw` (covering `drawn`): keeps the layer if
    /// this pass drew all of it and it has not been changing every frame.
    func keep(_ view: View, drawn: Rect?, in canvas: Canvas) {
        guard keeps, current(view).churn <= RetainedLayerState.keptUpToChurn,
            let box = view.expectedDrawingBox,
            canvas.retainLayer(ObjectIdentifier(view), box: box)
        else { return }
        journal.append((view, .kept(box: box, drawnBox: drawn)))
    }

    /// The frame is drawn: what drawing did with layers becomes their state, and no view is
    /// held past the frame.
    func frameDrawn() {
        for entry in journal { entry.view.layer.apply(entry.event) }
        journal.removeAll(keepingCapacity: true)
        views.removeAll(keepingCapacity: true)
    }

    /// `view`'s layer as this frame's drawing has left it so far (a view drawn in two damaged
    /// rectangles copies back in the second the layer the first kept).
    private func current(_ view: View) -> RetainedLayerState {
        var layer = view.layer
        for entry in journal where entry.view === view { layer.apply(entry.event) }
        return layer
    }
}
