import FlywheelCore

/// Drawing and frames: the centre line behind the rows (the rows draw themselves), and the
/// ticks that sample the column's and the wings' drivers.
extension ParameterMenu {
    /// Yellow at 25 % with a 50 % yellow border.
    public static let centreLineFill = Color(red: 1, green: 1, blue: 0, alpha: 0.25)
    public static let centreLineBorder = Color(red: 1, green: 1, blue: 0, alpha: 0.5)

    /// The centre line, drawn before the column so it shows through the translucent rows and as
    /// 5-pt margins beside them.
    func drawCentreLine(in canvas: Canvas) {
        let rect = centreLineFrame
        canvas.fillRoundedRect(rect, radius: 4, color: Self.centreLineFill)
        canvas.strokeRoundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: 4, color: Self.centreLineBorder, width: 1)
    }

    /// `tick(at:)`'s body: samples the column's and every row's wing driver, re-places the column.
    func tickMotion(at time: Double) -> Bool {
        driver.advance(to: time)
        var moving = driver.isMoving
        for row in rows where row.advanceWings(to: time) { moving = true }
        layoutColumn()
        return moving
    }

    /// Asks for frames while something moves (only shown menus tick).
    func runMotion() {
        if isOpen { startTicking() }
        setNeedsDisplay()
    }
}
