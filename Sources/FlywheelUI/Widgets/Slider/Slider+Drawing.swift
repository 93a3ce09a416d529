import FlywheelCore

extension Slider {
    func drawSlider(in canvas: Canvas) {
        let (x0, x1) = track
        let y = bounds.midY
        let x = thumbX
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        let t = trackThickness
        let track = Rect(x: x0, y: y - t / 2, width: x1 - x0, height: t)
        // The unfilled track at 0.55 grey: 3.3:1 from white (0.8 was 1.7:1, under WCAG 1.4.11's
        // 3:1 for a control's boundary when the slider sits at its minimum).
        canvas.fillRoundedRect(track, radius: t / 2, color: Color(white: 0.55))
        // Filled from the minimum's end: the left, or the right when laid out right to left.
        let filled =
            isLayoutRightToLeft
            ? Rect(x: x, y: track.minY, width: x1 - x, height: t) : Rect(x: x0, y: track.minY, width: x - x0, height: t)
        canvas.fillRoundedRect(filled, radius: t / 2, color: tint)
        canvas.fillCircle(center: Point(x: x, y: y + 1), radius: thumbRadius, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(
            center: Point(x: x, y: y), radius: thumbRadius - 0.5,
            color: isHighlighted ? Color(white: 0.93) : .white)
        canvas.strokeCircle(center: Point(x: x, y: y), radius: thumbRadius - 0.5, color: thumbBorderColor, width: 0.5)
    }
}
