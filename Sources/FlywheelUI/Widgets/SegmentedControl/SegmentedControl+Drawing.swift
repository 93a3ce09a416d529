import FlywheelCore

extension SegmentedControl {
    func drawSegments(in canvas: Canvas) {
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: 6, color: .white)
        for i in titles.indices {
            let f = segmentFrame(i)
            if i == selectedIndex {
                canvas.fillRect(f, color: tint)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: tint.multiplyingAlpha(Self.pressedAlpha))
            }
            // Hairlines sit on half points so they cover one pixel row, not two at half strength.
            if i > 0 {
                let x = f.minX.rounded() + 0.5
                canvas.drawLine(from: Point(x: x, y: f.minY), to: Point(x: x, y: f.maxY), color: tint, width: 1)
            }
            let textColor = (i == selectedIndex ? Color.white : tint)
                .multiplyingAlpha(isEnabled(segment: i) ? 1 : Control.disabledAlpha)
            canvas.drawText(titles[i], in: f, font: font, color: textColor)
        }
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
    }
}
