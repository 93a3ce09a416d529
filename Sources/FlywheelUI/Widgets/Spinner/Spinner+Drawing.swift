import FlywheelCore
import Foundation

extension Spinner {
    /// Opacity of dimmed icons: a disabled item, a disabled control, a pressed centre (RVS_Spinner: 0.5, the disabled alpha every control uses).
    static let dimmedOpacity = Control.disabledAlpha
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
        let selectedIcon =
            hudMode && templateIcons.indices.contains(currentIndex) ? templateIcons[currentIndex] : item.icon
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
        drawIcon(
            icon, in: Rect(center: .zero, size: Size(width: side, height: side)),
            opacity: dimmed ? Self.dimmedOpacity : 1, canvas: canvas)
        canvas.popTransform()
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
                canvas.strokeCircle(
                    center: frame.center, radius: radius - 0.5, color: tintColor.multiplyingAlpha(opacity), width: 1)
            }
            iconFrame = frame.insetBy(dx: frame.width * Self.frameInset, dy: frame.height * Self.frameInset)
        }
        let fitted = iconFrame.aspectFit(icon.size)
        canvas.drawImage(icon, in: fitted, rotation: 0, tint: icon.isTemplate ? tintColor : nil, alpha: opacity)
    }
}
