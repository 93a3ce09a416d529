import FlywheelCore

extension SpinnerRing {
    /// The open ring in its own coordinates: a disc of `openBackgroundColor` and per item an
    /// icon S wide whose top is 8 pt inside the rim, at the clockwise angle `(p − i)·2π/n` from
    /// the top (the selected item on top, indices increasing counter-clockwise), all faded by
    /// `opacityFalloff`. Items that would be invisible are skipped.
    ///
    /// With a fade fixed to the screen (`byAngle`, the original's conic mask, and `none`) the
    /// disc is one circle faded pixel by pixel (`Canvas.fillCircle(center:radius:color:fade:)`)
    /// that does not turn with the items; a fade by item distance turns with the items, and the
    /// disc is then one wedge per item at that item's opacity.
    ///
    /// The disc is the ring's `draw` (`drawDisc`), kept as its retained layer; the items are its
    /// overlay (`drawItems`), drawn over it every frame the wheel moves.
    func drawItems(in canvas: Canvas) {
        let ringBounds = bounds
        let spinner = self.spinner
        let n = spinner.count
        guard n > 0 else { return }
        let r = ringBounds.width / 2
        let c = ringBounds.center
        let arc = 2 * Double.pi / Double(n)
        let side = spinner.ringIconSide(radius: r)
        let iconDistance = r - Spinner.ringPadding - side / 2
        let wedgeColor = discColor
        let p = position
        let screenFade = spinner.opacityFalloff.screenFade
        if let aimed = spinner.aimedIndex { drawAim(on: aimed, position: p, center: c, radius: r, in: canvas) }
        for i in 0..<n {
            let angle = WheelGeometry.screenAngle(ofItem: i, position: p, itemCount: n)
            var distance = (p - Double(i)).truncatingRemainder(dividingBy: Double(n))
            if distance < 0 { distance += Double(n) }
            distance = min(distance, Double(n) - distance)
            let fade = spinner.opacityFalloff.opacity(angleFromTop: angle, itemDistance: distance)
            guard fade > 0.002 else { continue }
            if let wedgeColor, screenFade == nil {
                let mid = angle - Double.pi / 2
                canvas.fillWedge(
                    center: c, innerRadius: 0, outerRadius: r, startAngle: mid - arc / 2,
                    endAngle: mid + arc / 2, color: wedgeColor.multiplyingAlpha(fade))
            }
            guard side > 0 else { continue }
            let item = spinner.values[i]
            let icon =
                spinner.hudMode && spinner.templateIcons.indices.contains(i) ? spinner.templateIcons[i] : item.icon
            canvas.pushTransform(
                Transform(translationX: 0, y: -iconDistance)
                    .concatenating(Transform(rotation: angle))
                    .concatenating(Transform(translationX: c.x, y: c.y)))
            spinner.drawIcon(
                icon, in: Rect(center: .zero, size: Size(width: side, height: side)),
                opacity: fade * (item.isEnabled ? 1 : Spinner.dimmedOpacity), canvas: canvas)
            canvas.popTransform()
        }
    }

    /// The wedge a stick aims at, filled with `padOptions.aimHighlightColor` (the tint at 35 %
    /// by default) under the icons, unfaded: the player sees the aim wherever it points.
    func drawAim(on item: Int, position p: Double, center c: Point, radius r: Double, in canvas: Canvas) {
        let n = spinner.count
        let arc = 2 * Double.pi / Double(n)
        let color = spinner.padOptions.aimHighlightColor ?? spinner.tintColor.withAlpha(0.35)
        let mid = WheelGeometry.screenAngle(ofItem: item, position: p, itemCount: n) - Double.pi / 2
        canvas.fillWedge(
            center: c, innerRadius: 0, outerRadius: r, startAngle: mid - arc / 2, endAngle: mid + arc / 2,
            color: color)
    }

    /// The disc under a fade fixed to the screen: the ring's `draw`, kept as its retained layer
    /// (it does not change while the wheel turns). A fade by item distance draws its wedges with
    /// the items instead.
    func drawDisc(in canvas: Canvas) {
        guard spinner.count > 0, let color = discColor, let fade = spinner.opacityFalloff.screenFade else { return }
        canvas.fillCircle(center: bounds.center, radius: bounds.width / 2, color: color, fade: fade)
    }

    /// The disc's colour: `openBackgroundColor`, none in HUD mode or when clear.
    var discColor: Color? {
        spinner.hudMode ? nil : spinner.openBackgroundColor.flatMap { $0.isClear ? nil : $0 }
    }
}
