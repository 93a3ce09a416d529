import FlywheelCore

extension RatingControl {
    func drawStars(in canvas: Canvas) {
        for n in 1...starCount {
            let cell = starFrame(n)
            let look = flareFrames[n - 1]
            let color = (n <= value ? activeColor : inactiveColor).multiplyingAlpha(enabledAlpha)
            canvas.pushTransform(look.transform.concatenating(Transform(translationX: cell.midX, y: cell.midY)))
            canvas.pushAlpha(look.alpha)
            canvas.fillPolygon(StarShape.unitPoints(radius: Self.starSize * Self.starRadiusFraction), color: color)
            canvas.popAlpha()
            canvas.popTransform()
        }
    }

    /// Flares star `number` in `flareStyle` (the `.grow` default: ×`flareScale` over
    /// `flareGrowSeconds`, back over `flareShrinkSeconds`). Runs on the host's animator, so it
    /// needs a host.
    public func flare(star number: Int) {
        guard (1...starCount).contains(number) else { return }
        let i = number - 1
        runFlare(Flare(style: flareStyle)) { [weak self] look in
            guard let self, i < self.flareFrames.count else { return }
            self.flareFrames[i] = look
            self.setNeedsDisplay()
        }
    }
}
