import FlywheelCore

extension Switch {
    func drawSwitch(in canvas: Canvas) {
        // The track, UISwitch's size, centred in the taller touch frame.
        let h = min(bounds.height, Switch.trackSize.height)
        let box = Rect(x: bounds.minX, y: bounds.midY - h / 2, width: bounds.width, height: h)
        let r = h / 2
        let track = offColor.mixed(with: onColor, knobPosition).multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(box, radius: r, color: track)
        // On is the trailing end: the right, or the left when laid out right to left (as iOS).
        let travel = (box.width - 2 * r) * knobPosition
        let knobX = isLayoutRightToLeft ? box.maxX - r - travel : box.minX + r + travel
        let knob = Point(x: knobX, y: box.midY)
        canvas.fillCircle(center: Point(x: knob.x, y: knob.y + 1), radius: r - 1.5, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(center: knob, radius: r - 2, color: isHighlighted ? Color(white: 0.93) : .white)
    }
}
