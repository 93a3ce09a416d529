import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// The leak test's 10 template icons "00"…"09" (spec §4.4), 172×172, black on transparent:
/// the item's digit in a ring.
enum LeakIcons {
    static let side = 172
    static let names = (0..<10).map { String(format: "%02d", $0) }

    static func render(with p: MaskPainter) -> [(name: String, bitmap: Bitmap)] {
        let c = Point(x: Double(side) / 2, y: Double(side) / 2)
        let ring = p.paint { $0.fillRing(center: c, innerRadius: 58, outerRadius: 72, color: .black) }
        return names.enumerated().map { index, name in
            let digit = p.text(String(index), font: Generator.boldFont(size: 84), centeredAt: c)
            return (name, p.icon(ring.union(digit)))
        }
    }
}
