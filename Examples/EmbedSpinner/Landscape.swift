import CSDL2
import FlywheelCore
import FlywheelUI

/// The program's own drawing, done with plain SDL calls: a sky, a sun and rows of hills that
/// scroll sideways to the place picked in the spinner (over 0.8 s, then still).
struct Landscape {
    struct Place {
        var name: String
        var color: Color
        var offset: Double
    }

    static let places: [Place] = [
        Place(name: "Meadow", color: .green, offset: 0),
        Place(name: "Lake", color: .cyan, offset: 300),
        Place(name: "Desert", color: .yellow, offset: 600),
        Place(name: "Volcano", color: .red, offset: 900),
        Place(name: "Forest", color: Color(red: 0, green: 0.5, blue: 0.2), offset: 1200),
        Place(name: "Glacier", color: .white, offset: 1500),
    ]

    private var from = 0.0
    private var to = 0.0
    private var startTicks: UInt32 = 0
    private let duration = 800.0

    /// True while the landscape is still scrolling (the program must keep drawing).
    var isMoving: Bool { from != to }

    mutating func scroll(to offset: Double, now: UInt32) {
        from = position(now: now)
        to = offset
        startTicks = now
    }

    private func position(now: UInt32) -> Double {
        let t = min(1, Double(now &- startTicks) / duration)
        let eased = t * t * (3 - 2 * t)
        return from + (to - from) * eased
    }

    mutating func draw(in renderer: OpaquePointer, width: Int32, height: Int32, now: UInt32) {
        let x = position(now: now)
        if Double(now &- startTicks) >= duration { from = to }
        // Sky in bands.
        for band in 0..<8 {
            let shade = UInt8(90 + band * 14)
            SDL_SetRenderDrawColor(renderer, 40, shade / 2 + 40, shade + 40, 255)
            var r = SDL_Rect(x: 0, y: Int32(band) * height / 8, w: width, h: height / 8 + 1)
            SDL_RenderFillRect(renderer, &r)
        }
        // A sun that moves slower than the hills (parallax).
        SDL_SetRenderDrawColor(renderer, 255, 220, 90, 255)
        let sunX = Int32(500 - Int((x * 0.1).truncatingRemainder(dividingBy: 700)))
        var sun = SDL_Rect(x: sunX, y: 70, w: 50, h: 50)
        SDL_RenderFillRect(renderer, &sun)
        // Two rows of hills, the nearer one faster.
        drawHills(
            renderer, offset: x * 0.5, base: height - 150, step: 90, color: (60, 120, 80), width: width, height: height)
        drawHills(renderer, offset: x, base: height - 90, step: 130, color: (40, 90, 50), width: width, height: height)
    }

    private func drawHills(
        _ renderer: OpaquePointer, offset: Double, base: Int32, step: Int32,
        color: (UInt8, UInt8, UInt8), width: Int32, height: Int32
    ) {
        SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, 255)
        let shift = Int32(offset.truncatingRemainder(dividingBy: Double(step)))
        var i: Int32 = -1
        while i * step - shift < width {
            let left = i * step - shift
            let index = Int(((offset / Double(step)).rounded(.down))) + Int(i)
            let rise = Int32(((index * 37) % 50 + 50) % 50)
            var hill = SDL_Rect(x: left, y: base - rise, w: step - 6, h: height - base + rise)
            SDL_RenderFillRect(renderer, &hill)
            i += 1
        }
    }

    /// A spinner icon: a square of `color` with a dark outline, drawn into pixels.
    static func icon(_ color: Color, size: Int = 48) -> Image {
        let c = color.rgba8
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        for y in 4..<(size - 4) {
            for x in 4..<(size - 4) {
                let edge = x < 7 || y < 7 || x >= size - 7 || y >= size - 7
                let i = (y * size + x) * 4
                rgba[i] = edge ? 30 : c.r
                rgba[i + 1] = edge ? 30 : c.g
                rgba[i + 2] = edge ? 30 : c.b
                rgba[i + 3] = 255
            }
        }
        return Image(width: size, height: size, rgba: rgba, name: "place \(color)")
    }
}
