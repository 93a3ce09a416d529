import FlywheelCore

extension RatingControl {
    func drawStars(in canvas: Canvas) {
        for n in 1...starCount {
            let cell = starFrame(n)
            let scale = flareScales[n - 1]
            let color = (n <= value ? activeColor : inactiveColor).multiplyingAlpha(enabledAlpha)
            canvas.pushTransform(
                Transform(scaleX: scale, y: scale)
                    .concatenating(Transform(translationX: cell.midX, y: cell.midY)))
            canvas.fillPolygon(StarShape.unitPoints(radius: Self.starSize * Self.starRadiusFraction), color: color)
            canvas.popTransform()
        }
    }

    /// Scales star `number` to `flareScale` over `flareGrowSeconds`, then back to 1 over
    /// `flareShrinkSeconds` (ease in and out both ways). Needs a host (its animator).
    public func flare(star number: Int) {
        guard let host, (1...starCount).contains(number) else { return }
        let i = number - 1
        let grow = Self.flareScale - 1
        host.animate(
            duration: Self.flareGrowSeconds, curve: .easeInOut,
            update: { [weak self] p in
                guard let self, i < self.flareScales.count else { return }
                self.flareScales[i] = 1 + grow * p
            },
            completion: { [weak self] _ in
                guard let self, let host = self.host else { return }
                host.animate(
                    duration: Self.flareShrinkSeconds, curve: .easeInOut,
                    update: { [weak self] p in
                        guard let self, i < self.flareScales.count else { return }
                        self.flareScales[i] = Self.flareScale - grow * p
                    })
            })
    }
}
