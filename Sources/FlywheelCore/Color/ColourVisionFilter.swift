/// `ColourVision` over whole frames of 8-bit pixels, fast enough for a window every frame:
/// table lookups for sRGB → linear (256 entries) and linear → sRGB (4096 steps), the matrix in
/// fixed point between them. Results are within one step of `ColourVision.simulate` per channel.
///
/// ```swift
/// let filter = ColourVisionFilter(.deuteranopia)
/// var pixels: [UInt8] = [255, 0, 0, 255]                  // one red RGBA pixel
/// pixels.withUnsafeMutableBufferPointer { filter.apply(to: $0, red: 0, green: 1, blue: 2) }
/// ```
public struct ColourVisionFilter: Sendable {
    /// What it simulates.
    public let vision: ColourVision
    /// Linear light of each 8-bit sRGB value, scaled to 0...65535.
    private let toLinear: [Int32]
    /// The 8-bit sRGB value of each linear level 0...4095.
    private let toSRGB: [UInt8]
    /// The matrix scaled by 4096, row by row.
    private let weights: [Int32]

    private static let linearSteps = 4096

    public init(_ vision: ColourVision) {
        self.vision = vision
        toLinear = (0..<256).map { Int32((Color.linear(fromSRGB: Double($0) / 255) * 65535).rounded()) }
        toSRGB = (0..<Self.linearSteps).map {
            UInt8((Color.sRGB(fromLinear: Double($0) / Double(Self.linearSteps - 1)) * 255).rounded())
        }
        weights = vision.matrix.flatMap { $0 }.map { Int32(($0 * 4096).rounded()) }
    }

    /// Filters `pixels` in place: 4 bytes a pixel, with red, green and blue at the given byte
    /// offsets in each (0, 1, 2 for RGBA; 2, 1, 0 for SDL's ARGB8888 on a little-endian machine).
    /// The fourth byte is left alone.
    public func apply(to pixels: UnsafeMutableBufferPointer<UInt8>, red: Int, green: Int, blue: Int) {
        let count = pixels.count / 4
        let steps = Int64(Self.linearSteps - 1)
        let fullScale: Int64 = 65535 * 4096
        toLinear.withUnsafeBufferPointer { lin in
            toSRGB.withUnsafeBufferPointer { out in
                weights.withUnsafeBufferPointer { w in
                    for i in 0..<count {
                        let p = i &* 4
                        let r = Int64(lin[Int(pixels[p &+ red])]), g = Int64(lin[Int(pixels[p &+ green])])
                        let b = Int64(lin[Int(pixels[p &+ blue])])
                        func channel(_ row: Int) -> UInt8 {
                            let v = Int64(w[row]) &* r &+ Int64(w[row &+ 1]) &* g &+ Int64(w[row &+ 2]) &* b
                            let level = (v &* steps &+ fullScale / 2) / fullScale  // rounded to 0...4095
                            return out[Int(min(steps, max(0, level)))]
                        }
                        let nr = channel(0), ng = channel(3), nb = channel(6)
                        pixels[p &+ red] = nr
                        pixels[p &+ green] = ng
                        pixels[p &+ blue] = nb
                    }
                }
            }
        }
    }

    /// Filters straight RGBA bytes (an `Image`'s layout) and returns them.
    public func applied(toRGBA bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        copy.withUnsafeMutableBufferPointer { apply(to: $0, red: 0, green: 1, blue: 2) }
        return copy
    }
}
