import FlywheelCore
import Synchronization

/// A decoded bitmap: straight (non-premultiplied) RGBA, 8 bits a channel, rows top to bottom.
///
/// Images are plain data so that everything above the backend can make, inspect and test them
/// without SDL. Backends upload each bitmap once and cache the texture by `bitmapID`.
/// `isTemplate` mirrors UIKit's `.alwaysTemplate`: only the alpha is used, coloured by a tint.
///
/// ```swift
/// let dot = Image(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16), name: "dot")
/// let mask = dot.asTemplate()      // same pixels, drawn in the tint colour
/// ```
public final class Image: @unchecked Sendable, CustomStringConvertible {
    /// Unique per distinct bitmap (shared by `asTemplate()` copies); backends key textures by it.
    public let bitmapID: Int
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, RGBA.
    public let rgba: [UInt8]
    /// Where the image came from (a file name, or a description); used in messages.
    public let name: String
    public let isTemplate: Bool
    /// True for the stand-in made when a file could not be loaded.
    public let isPlaceholder: Bool
    /// Shared by every image with this `bitmapID`; gone when the last of them is (see
    /// `BitmapLifetime`: backends drop the bitmap's textures then).
    public let bitmapLifetime: BitmapLifetime

    private static let nextID = Atomic<Int>(1)

    /// Makes an image from RGBA bytes. A byte count that does not match `width*height*4` is padded
    /// or cut, so a bad buffer never crashes a draw.
    public init(
        width: Int, height: Int, rgba: [UInt8], name: String, isTemplate: Bool = false, isPlaceholder: Bool = false
    ) {
        let w = max(1, width), h = max(1, height)
        var bytes = rgba
        let want = w * h * 4
        if bytes.count != want {
            bytes = Array(bytes.prefix(want)) + [UInt8](repeating: 0, count: max(0, want - bytes.count))
        }
        self.bitmapID = Image.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.bitmapLifetime = BitmapLifetime()
        self.width = w
        self.height = h
        self.rgba = bytes
        self.name = name
        self.isTemplate = isTemplate
        self.isPlaceholder = isPlaceholder
    }

    private init(sharing other: Image, isTemplate: Bool) {
        bitmapID = other.bitmapID
        bitmapLifetime = other.bitmapLifetime
        width = other.width
        height = other.height
        rgba = other.rgba
        name = other.name
        self.isTemplate = isTemplate
        isPlaceholder = other.isPlaceholder
    }

    /// The same bitmap drawn as a template (alpha mask coloured by the tint).
    public func asTemplate() -> Image { isTemplate ? self : Image(sharing: self, isTemplate: true) }
    /// The same bitmap drawn in its own colours.
    public func asOriginal() -> Image { isTemplate ? Image(sharing: self, isTemplate: false) : self }

    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// The RGBA of one pixel (for tests and hit tests); (0,0,0,0) outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// The pixels inside `rect` (clamped to the image) as a new image: tests compare one view's
    /// area of a frame without the rest of the window.
    public func cropped(to rect: Rect) -> Image {
        let x0 = max(0, min(width, Int(saturating: rect.minX.rounded()))),
            y0 = max(0, min(height, Int(saturating: rect.minY.rounded())))
        let x1 = max(x0, min(width, Int(saturating: rect.maxX.rounded()))),
            y1 = max(y0, min(height, Int(saturating: rect.maxY.rounded())))
        var bytes: [UInt8] = []
        bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = (y * width + x0) * 4
            bytes.append(contentsOf: rgba[start..<(start + (x1 - x0) * 4)])
        }
        return Image(width: x1 - x0, height: y1 - y0, rgba: bytes, name: "\(name) cropped", isTemplate: isTemplate)
    }

    /// A visible stand-in for an image that could not be loaded: a magenta/white checkerboard
    /// with a dark cross, so a broken asset is obvious on screen but never crashes.
    public static func placeholder(named name: String, size: Int = 64) -> Image {
        let n = max(8, size)
        var bytes = [UInt8](repeating: 0, count: n * n * 4)
        let cell = max(4, n / 8)
        for y in 0..<n {
            for x in 0..<n {
                let i = (y * n + x) * 4
                let onCross = abs(x - y) <= n / 32 || abs(x - (n - 1 - y)) <= n / 32
                let checker = ((x / cell) + (y / cell)) % 2 == 0
                let (r, g, b): (UInt8, UInt8, UInt8) =
                    onCross ? (40, 40, 40) : (checker ? (255, 0, 255) : (255, 255, 255))
                bytes[i] = r; bytes[i + 1] = g; bytes[i + 2] = b; bytes[i + 3] = 255
            }
        }
        return Image(width: n, height: n, rgba: bytes, name: name, isPlaceholder: true)
    }

    public var description: String { "Image(\(name), \(width)x\(height)\(isTemplate ? ", template" : ""))" }
}
