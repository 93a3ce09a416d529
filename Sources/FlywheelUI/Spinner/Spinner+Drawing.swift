import Foundation
import FlywheelCore

extension Spinner {
    /// Opacity of dimmed icons: a disabled item, a disabled control, a pressed centre (RVS_Spinner: 0.5).
    static let dimmedOpacity = 0.5
    /// Frame inset: when framed, icons use the middle 60 % of their frame (RVS_Spinner: 20 % a side).
    static let frameInset = 0.2
    /// The icon's top edge sits this far inside the ring's rim (RVS_Spinner: 8 pt).
    static let ringPadding = 8.0

    /// The centre: the selected item's icon (a template in HUD mode), or `centerImage` (while
    /// closed, or always unless `replaceCenterImage`), dimmed when pressed, disabled, or the
    /// selected item is disabled, and counter-rotated against every rotated container when
    /// `isCompensatingForContainerRotation`.
    func drawCenter(in canvas: Canvas) {
        guard let item = value else { return }
        let selectedIcon = hudMode && templateIcons.indices.contains(currentIndex) ? templateIcons[currentIndex] : item.icon
        let fixed = centerImage ?? selectedIcon
        let useFixed = !replaceCenterImage || !isOpen
        let icon = useFixed ? fixed : selectedIcon
        let dimmed = !item.isEnabled || !isEnabled || isHighlighted
        let side = min(bounds.width, bounds.height)
        var t = Transform.identity
        if centerScale != 1 { t = Transform(scaleX: max(centerScale, 0.001), y: max(centerScale, 0.001)) }
        if isCompensatingForContainerRotation, let parent = superview {
            t = t.concatenating(Transform(rotation: -parent.accumulatedRotation))
        }
        canvas.pushTransform(t.concatenating(Transform(translationX: bounds.midX, y: bounds.midY)))
        drawIcon(icon, in: Rect(center: .zero, size: Size(width: side, height: side)),
                 opacity: dimmed ? Self.dimmedOpacity : 1, canvas: canvas)
        canvas.popTransform()
    }

    /// The open ring in the ring view's coordinates: per item a wedge of `openBackgroundColor`
    /// and an icon S wide whose top is 8 pt inside the rim, at the clockwise angle `(p − i)·2π/n`
    /// from the top (the selected item on top, indices increasing counter-clockwise), all faded
    /// by `opacityFalloff`. Items that would be invisible are skipped.
    func drawRing(in canvas: Canvas, bounds ringBounds: Rect) {
        let n = values.count
        guard n > 0 else { return }
        let r = ringBounds.width / 2
        let c = ringBounds.center
        let arc = 2 * Double.pi / Double(n)
        let side = ringIconSide(radius: r)
        let iconDistance = r - Self.ringPadding - side / 2
        let wedgeColor: Color? = hudMode ? nil : openBackgroundColor.flatMap { $0.isClear ? nil : $0 }
        let p = ringPosition
        for i in 0..<n {
            let angle = WheelGeometry.screenAngle(ofItem: i, position: p, itemCount: n)
            var distance = (p - Double(i)).truncatingRemainder(dividingBy: Double(n))
            if distance < 0 { distance += Double(n) }
            distance = min(distance, Double(n) - distance)
            let fade = opacityFalloff.opacity(angleFromTop: angle, itemDistance: distance)
            guard fade > 0.002 else { continue }
            if let wedgeColor {
                let mid = angle - Double.pi / 2
                canvas.fillWedge(center: c, innerRadius: 0, outerRadius: r, startAngle: mid - arc / 2,
                                 endAngle: mid + arc / 2, color: wedgeColor.multiplyingAlpha(fade))
            }
            guard side > 0 else { continue }
            let item = values[i]
            let icon = hudMode && templateIcons.indices.contains(i) ? templateIcons[i] : item.icon
            canvas.pushTransform(Transform(translationX: 0, y: -iconDistance)
                .concatenating(Transform(rotation: angle))
                .concatenating(Transform(translationX: c.x, y: c.y)))
            drawIcon(icon, in: Rect(center: .zero, size: Size(width: side, height: side)),
                     opacity: fade * (item.isEnabled ? 1 : Self.dimmedOpacity), canvas: canvas)
            canvas.popTransform()
        }
    }

    /// One icon in a square frame (RVS_Spinner's `_makeIconLayer`): when `framedIcons`, a circle
    /// filled with `backgroundColor` and ringed 1 pt in the tint, the icon inset 20 % a side;
    /// the icon aspect-fitted; template icons tinted. Colours keep their own alpha and are
    /// multiplied by `opacity` (the original replaced their alpha, so a clear background could
    /// come out black).
    func drawIcon(_ icon: Image, in frame: Rect, opacity: Double, canvas: Canvas) {
        var iconFrame = frame
        if framedIcons {
            let radius = frame.height / 2
            if let fill = backgroundColor, !fill.isClear {
                canvas.fillCircle(center: frame.center, radius: radius, color: fill.multiplyingAlpha(opacity))
            }
            if !tintColor.isClear {
                canvas.strokeCircle(center: frame.center, radius: radius - 0.5, color: tintColor.multiplyingAlpha(opacity), width: 1)
            }
            iconFrame = frame.insetBy(dx: frame.width * Self.frameInset, dy: frame.height * Self.frameInset)
        }
        let fitted = iconFrame.aspectFit(icon.size)
        canvas.drawImage(icon, in: fitted, rotation: 0, tint: icon.isTemplate ? tintColor : nil, alpha: opacity)
    }
}
