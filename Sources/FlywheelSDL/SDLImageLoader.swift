import CSDL2
import FlywheelCore
import FlywheelUI
import Foundation

/// Loads images with SDL_image (PNG, and whatever else it was built with) and writes PNGs.
///
/// Loading never crashes on a bad asset: a missing or undecodable file throws an
/// `ImageLoadError` naming the file and saying which, and `loadOrPlaceholder` (from
/// `ImageLoading`) turns that into a visible placeholder.
///
/// ```swift
/// let loader = SDLImageLoader()
/// let icon = loader.loadOrPlaceholder(path: "Assets/Shapes/5-PointStar.png") { print($0) }
/// try loader.savePNG(icon, to: "/tmp/star-copy.png")
/// ```
public struct SDLImageLoader: ImageLoading {
    /// The widest or tallest image decoded, in pixels.
    public static let maximumSide = 8192
    /// The most pixels an image may have: 16,777,216 (64 MiB as RGBA; 4096×4096, or 8192×2048).
    public static let maximumPixels = 16_777_216

    /// Shared by the loaders of one run: the total the decoded pictures may hold (nil: only
    /// the per-picture limits).
    public var budget: PictureBudget?

    public init(budget: PictureBudget? = nil) {
        self.budget = budget
    }

    public func loadImage(path: String) throws(ImageLoadError) -> Image {
        do {
            try SDLRuntime.start(video: false)
        } catch {
            throw ImageLoadError(path: path, reason: "SDL could not start: \(error.message)")
        }
        // Only a regular file is opened: a named pipe would block the read of its header.
        switch InputFile.refusal(path) {
        case .missing?: throw ImageLoadError(path: path, reason: "file not found")
        case .notRegular("a folder")?: throw ImageLoadError(path: path, reason: "is a directory")
        case let reason?: throw ImageLoadError(path: path, reason: reason.description)
        case nil: break
        }
        let (width, height) = try Self.checkSize(path: path)
        try budget?.reserve(width * height, for: path)
        guard let loaded = IMG_Load(path) else {
            throw ImageLoadError(path: path, reason: "not a decodable image (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let image = SDLImageLoader.image(from: loaded, name: path) else {
            throw ImageLoadError(path: path, reason: "pixel conversion failed (\(String(cString: SDL_GetError())))")
        }
        return image
    }

    /// Reads the size the file claims from its header and refuses it — before anything is
    /// decoded or allocated — when it is over `maximumSide` or `maximumPixels`, or when the
    /// format's header is not one that can be checked (PNG, JPEG, GIF, BMP).
    @discardableResult
    static func checkSize(path: String) throws(ImageLoadError) -> (width: Int, height: Int) {
        let bytes: [UInt8]
        do {
            bytes = try ImageHeader.firstBytes(path: path)
        } catch {
            throw ImageLoadError(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        return try checkHeader(bytes, path: path)
    }

    /// The check `loadImage` makes before decoding, on a file's first bytes (64 KiB are enough):
    /// returns the claimed size when the header is a PNG, JPEG, GIF or BMP one within
    /// `maximumSide` and `maximumPixels`, and throws naming `path` otherwise.
    ///
    /// ```swift
    /// let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "x.png")).prefix(65_536))
    /// let (w, h) = try SDLImageLoader.checkHeader(head, path: "x.png")
    /// ```
    @discardableResult
    public static func checkHeader(_ bytes: [UInt8], path: String) throws(ImageLoadError) -> (width: Int, height: Int) {
        guard let header = ImageHeader.parse(bytes) else {
            throw ImageLoadError(
                path: path,
                reason:
                    "not a decodable image: not a PNG, JPEG, GIF or BMP file (only these are size-checked before decoding)"
            )
        }
        let limit = "the limit is \(maximumSide) pixels a side and \(maximumPixels) pixels in all"
        guard header.width > 0, header.height > 0 else {
            throw ImageLoadError(
                path: path, reason: "\(header.format) header claims \(header.width)×\(header.height) pixels")
        }
        guard header.width <= maximumSide, header.height <= maximumSide, header.width * header.height <= maximumPixels
        else {
            throw ImageLoadError(
                path: path, reason: "\(header.format) header claims \(header.width)×\(header.height) pixels; \(limit)")
        }
        return (header.width, header.height)
    }

    /// Copies any SDL surface into an `Image` (converted to RGBA byte order).
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>, name: String) -> Image? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard w > 0, h > 0, let pixels = rgba.pointee.pixels else { return nil }
        // Locking is a no-op for plain surfaces and required for RLE ones (SDL_MUSTLOCK is a macro).
        SDL_LockSurface(rgba)
        defer { SDL_UnlockSurface(rgba) }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).copyMemory(from: pixels + y * pitch, byteCount: w * 4)
            }
        }
        return Image(width: w, height: h, rgba: bytes, name: name)
    }

    /// Writes `image` to `path` as a PNG: encoded in memory and checked complete
    /// (`PNGEncoding`), then written with `OutputFile` — a regular file replaced only once every
    /// byte is on the disk, a symbolic link written through, a device written in place. Throws an
    /// `SDLError` when encoding fails and an `OutputFileError` (path and reason: "the disk is
    /// full") when writing does; no partial file is left either way.
    public func savePNG(_ image: Image, to path: String) throws {
        try SDLRuntime.start(video: false)
        var bytes = image.rgba
        let encoded: Result<[UInt8], SDLError> = bytes.withUnsafeMutableBytes { raw in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return .failure(SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom")) }
            defer { SDL_FreeSurface(surface) }
            return Result { () throws(SDLError) in try PNGEncoding.encode(surface) }
        }
        try OutputFile.write(try encoded.get(), to: path)
    }
}
