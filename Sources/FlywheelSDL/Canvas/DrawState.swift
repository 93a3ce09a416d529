import FlywheelCore
import FlywheelUI

/// What every drawing call of `SDLCanvas` reads: the transform, alpha and clip stacks, the
/// offscreen layers open, the damage clip, and the box drawn since it was last taken.
///
/// Each stack's last element is current, and each starts a frame with one base entry that no pop
/// removes. A pop never takes an entry that belongs to an enclosing open layer (unbalanced calls
/// are ignored); closing a layer drops everything pushed inside it. The stacks reserve their
/// capacity once, so pushes and pops in a steady frame allocate nothing.
///
/// ```swift
/// var state = DrawState()
/// state.reset(base: Transform(scaleX: 2, y: 2))
/// state.pushAlpha(0.5)
/// state.alpha        // 0.5
/// state.popAlpha()
/// state.popAlpha()   // ignored: the base entry stays
/// ```
struct DrawState {
    private(set) var transforms: [Transform] = []
    private(set) var alphas: [Double] = []
    /// Device-pixel clip rects with integer edges; nil = no clip.
    private(set) var clips: [Rect?] = []
    private(set) var layers: [LayerRecord] = []
    /// The damaged rectangle a frame is being redrawn in (device pixels; `beginDamageClip`).
    /// Kept apart from `clips`: it limits which pixels are written, never how a shape is
    /// rasterised, so a pixel comes out the same whether or not the frame is partial.
    var damageClip: Rect?
    /// The device-pixel box of what was drawn since the last `takeDrawnBox()` (damage tracking).
    private var drawnBox: Rect?

    init() {
        transforms.reserveCapacity(64)
        alphas.reserveCapacity(64)
        clips.reserveCapacity(64)
        layers.reserveCapacity(8)
    }

    /// Back to one base entry per stack (`base` the frame's transform), no layer, no damage clip.
    mutating func reset(base: Transform) {
        transforms.removeAll(keepingCapacity: true)
        transforms.append(base)
        alphas.removeAll(keepingCapacity: true)
        alphas.append(1)
        clips.removeAll(keepingCapacity: true)
        clips.append(nil)
        damageClip = nil
        layers.removeAll(keepingCapacity: true)
    }

    // MARK: Current values

    /// The current local -> device-pixel transform.
    var transform: Transform { transforms[transforms.count - 1] }
    /// The current opacity multiplier.
    var alpha: Double { alphas[alphas.count - 1] }
    /// The current clip in device pixels of the current target (nil = none).
    var clip: Rect? { clips[clips.count - 1] }
    /// True when the clip is empty: nothing can be drawn.
    var isClippedOut: Bool { clips[clips.count - 1]?.isEmpty ?? false }

    /// The clip pixels are written through: the current clip, and in the frame's own target
    /// (not inside a layer) the damage clip too.
    var writeClip: Rect? {
        guard let damage = damageClip, layers.isEmpty else { return clip }
        guard let c = clip else { return damage }
        return c.intersection(damage) ?? Rect(x: c.minX, y: c.minY, width: 0, height: 0)
    }

    // MARK: Push and pop

    mutating func pushTransform(_ t: Transform) {
        transforms.append(t.concatenating(transform))
    }

    mutating func popTransform() {
        if transforms.count > (layers.last?.transformDepth ?? 0) + 1 { transforms.removeLast() }
    }

    /// Multiplies the current opacity by `alpha` (clamped to 0...1; not finite counts as 1).
    mutating func pushAlpha(_ alpha: Double) {
        let a = alpha.isFinite ? min(1, max(0, alpha)) : 1
        alphas.append(self.alpha * a)
    }

    mutating func popAlpha() {
        if alphas.count > (layers.last?.alphaDepth ?? 0) + 1 { alphas.removeLast() }
    }

    /// Pushes `device` (device pixels, whole edges) cut to the current clip; an empty cut is an
    /// empty clip at `device`'s corner.
    mutating func pushClip(device: Rect) {
        if let outer = clip {
            clips.append(device.intersection(outer) ?? Rect(x: device.minX, y: device.minY, width: 0, height: 0))
        } else {
            clips.append(device)
        }
    }

    /// Pops a clip; false (nothing popped) when only the base entry or an enclosing layer's are left.
    mutating func popClip() -> Bool {
        guard clips.count > (layers.last?.clipDepth ?? 0) + 1 else { return false }
        clips.removeLast()
        return true
    }

    // MARK: Layers

    /// Opens `layer` (its depths set here): what is drawn until `closeLayer` goes under
    /// `transform`, clipped to `clip`, at full opacity.
    mutating func openLayer(_ layer: LayerRecord, transform: Transform, clip: Rect) {
        var layer = layer
        (layer.transformDepth, layer.alphaDepth, layer.clipDepth) = (transforms.count, alphas.count, clips.count)
        layers.append(layer)
        transforms.append(transform)
        clips.append(clip)
        alphas.append(1)
    }

    /// Closes the innermost layer, dropping everything pushed since it opened; nil when none is open.
    mutating func closeLayer() -> LayerRecord? {
        guard let layer = layers.popLast() else { return nil }
        transforms.removeLast(transforms.count - layer.transformDepth)
        alphas.removeLast(alphas.count - layer.alphaDepth)
        clips.removeLast(clips.count - layer.clipDepth)
        return layer
    }

    // MARK: The drawn box

    /// Adds `device` (device pixels) to the drawn box. Inside an offscreen layer nothing is
    /// added: the layer's own box, added when it begins, covers what it composites.
    mutating func noteDrawn(device: Rect) {
        guard layers.isEmpty else { return }
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else { return }
        drawnBox = drawnBox.map { $0.union(device) } ?? device
    }

    /// The drawn box so far (device pixels), emptied.
    mutating func takeDrawnBox() -> Rect? {
        defer { drawnBox = nil }
        return drawnBox
    }
}
