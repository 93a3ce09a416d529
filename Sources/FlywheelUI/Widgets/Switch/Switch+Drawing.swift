import FlywheelCore

extension Switch {
    func drawSwitch(in canvas: Canvas) {
        let r = bounds.height / 2
        let track = Color(white: 0.85).mixed(with: onColor, knobPosition).multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: r, color: track)
        let knobX = bounds.minX + r + (bounds.width - 2 * r) * knobPosition
        let knob = Point(x: knobX, y: bounds.midY)
        canvas.fillCircle(center: Point(x: knob.x, y: knob.y + 1), radius: r - 1.5, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(center: knob, radius: r - 2, color: isHighlighted ? Color(white: 0.93) : .white)
    }
}
