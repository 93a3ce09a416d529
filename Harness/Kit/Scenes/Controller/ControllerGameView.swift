import FlywheelCore
import FlywheelUI
import Foundation

/// The Controller scene's game: a night sky, hills and a ship that sails a figure eight on the
/// host clock (8 s a lap), which the left stick steers off its course while the weapon wheel is
/// closed. Its position is a function of the clock's time and the stick's offset, so the same
/// input draws the same frame at any frame rate.
final class ControllerGameView: View {
    /// Seconds a figure eight takes.
    static let lapSeconds = 8.0
    /// Points a second the left stick moves the ship at full push.
    static let steerSpeed = 160.0

    /// The clock time of the last frame (the ship's course is drawn for it).
    private(set) var time = 0.0
    /// The stick's push now (−1…1 each), and the offset steered so far with the time it was.
    private var push = (x: 0.0, y: 0.0)
    private var steered = (x: 0.0, y: 0.0, time: 0.0)
    /// The weapon the wheel gave the ship (its title), drawn beside it.
    var weapon = "" { didSet { setNeedsDisplay() } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityLabel = "Game"
        backgroundColor = Color(red: 0.05, green: 0.07, blue: 0.16)
    }

    override func didMoveToHost() {
        if let host {
            time = host.clock.now
            steered.time = time
            startTicking()
        }
    }

    override func tick(at t: Double) -> Bool {
        time = t
        setNeedsDisplay()
        return true
    }

    /// The left stick while the wheel is closed: the ship drifts by `steerSpeed` · push from the
    /// event's time on (what it steered before is kept).
    func steer(_ event: StickEvent) {
        let t = max(event.timestamp, steered.time)
        steered = (offsetX(at: t), offsetY(at: t), t)
        push = (min(max(event.x, -1), 1), min(max(event.y, -1), 1))
    }

    private func offsetX(at t: Double) -> Double { steered.x + push.x * Self.steerSpeed * (t - steered.time) }
    private func offsetY(at t: Double) -> Double { steered.y + push.y * Self.steerSpeed * (t - steered.time) }

    /// Where the ship is at the last frame, in the view's coordinates (kept inside the view).
    var shipCenter: Point {
        let b = bounds
        let phase = 2 * Double.pi * time / Self.lapSeconds
        let x = b.midX + b.width * 0.3 * sin(phase) + offsetX(at: time)
        let y = b.midY - b.height * 0.12 + b.height * 0.15 * sin(2 * phase) + offsetY(at: time)
        return Point(x: min(max(x, b.minX + 20), b.maxX - 20), y: min(max(y, b.minY + 20), b.maxY - 20))
    }

    override func draw(_ canvas: Canvas) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        // Stars: fixed, a few dozen.
        for i in 0..<40 {
            let x = b.minX + b.width * Double((i * 37) % 100) / 100
            let y = b.minY + b.height * 0.6 * Double((i * 61) % 100) / 100
            canvas.fillRect(Rect(x: x, y: y, width: 2, height: 2), color: Color(white: 0.8, alpha: 0.7))
        }
        // Hills that scroll with time.
        let scroll = (time * 30).truncatingRemainder(dividingBy: 200)
        var hill: [Point] = [Point(x: b.minX, y: b.maxY)]
        var x = b.minX - scroll
        while x <= b.maxX + 200 {
            hill.append(Point(x: x, y: b.maxY - b.height * 0.18))
            hill.append(Point(x: x + 100, y: b.maxY - b.height * 0.3))
            x += 200
        }
        hill.append(Point(x: b.maxX + 200, y: b.maxY))
        canvas.fillPolygon(hill, color: Color(red: 0.1, green: 0.3, blue: 0.15))
        // The ship.
        let c = shipCenter
        canvas.fillPolygon(
            [
                Point(x: c.x + 18, y: c.y), Point(x: c.x - 12, y: c.y - 10), Point(x: c.x - 6, y: c.y),
                Point(x: c.x - 12, y: c.y + 10),
            ],
            color: Color(red: 0.95, green: 0.75, blue: 0.2))
        if !weapon.isEmpty {
            canvas.drawText(weapon, at: Point(x: c.x + 22, y: c.y - 8), font: .system(size: 12), color: .white)
        }
    }
}
