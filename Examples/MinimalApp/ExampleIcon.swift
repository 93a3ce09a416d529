import FlywheelCore
import FlywheelUI

/// Icons drawn in code, so the example needs no picture files.
enum ExampleIcon {
    /// A filled disc of `color` on a clear `size`×`size` square.
    static func disc(_ color: Color, size: Int = 48) -> Image {
        let c = color.rgba8
        let r = Double(size) / 2
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - r) * (Double(x) + 0.5 - r) + (Double(y) + 0.5 - r) * (Double(y) + 0.5 - r))
                    .squareRoot()
                let coverage = min(1, max(0, r - 1 - d + 0.5))
                let i = (y * size + x) * 4
                rgba[i] = c.r
                rgba[i + 1] = c.g
                rgba[i + 2] = c.b
                rgba[i + 3] = UInt8((coverage * Double(c.a)).rounded())
            }
        }
        return Image(width: size, height: size, rgba: rgba, name: "disc \(color)")
    }
}
