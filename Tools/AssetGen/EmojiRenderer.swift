import CSDL2
import FlywheelSDL
import Foundation

/// Colour emoji from Noto Color Emoji (Debian package fonts-noto-color-emoji) through SDL_ttf.
///
/// The font is a CBDT bitmap font with one strike (136×128 px per glyph): SDL_ttf opens it at
/// any requested size and always renders that strike, so the size below only has to be one
/// SDL_ttf accepts. `TTF_RenderUTF8_Blended` returns the glyph's own colours (ARGB).
final class EmojiRenderer {
    static let fontPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    private static let pointSize: Int32 = 109
    private let font: OpaquePointer

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(path: String = EmojiRenderer.fontPath) throws {
        try SDLRuntime.start(video: false)
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw Failure(description: "no emoji font at \(path); install it with: apt-get install fonts-noto-color-emoji")
        }
        guard let font = TTF_OpenFont(path, EmojiRenderer.pointSize) else {
            throw Failure(description: "TTF_OpenFont(\(path)): \(String(cString: SDL_GetError()))")
        }
        self.font = font
    }

    deinit { TTF_CloseFont(font) }

    /// The emoji as rendered by the font, trimmed to its visible pixels. Variation selectors
    /// (U+FE0F) are dropped: the font maps the base code point to the colour glyph itself.
    func render(_ emoji: String) throws -> Bitmap {
        let scalars = emoji.unicodeScalars.filter { $0.value != 0xFE0F }
        for scalar in scalars where TTF_GlyphIsProvided32(font, scalar.value) == 0 {
            throw Failure(description: "the emoji font has no glyph for U+\(String(scalar.value, radix: 16, uppercase: true)) (\(emoji))")
        }
        let text = String(String.UnicodeScalarView(scalars))
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw Failure(description: "TTF_RenderUTF8_Blended(\(emoji)): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let glyph = try EmojiRenderer.bitmap(from: surface, name: emoji)
        guard let ink = glyph.opaqueBounds() else {
            throw Failure(description: "\(emoji) rendered as nothing")
        }
        return glyph.cropped(to: ink)
    }

    /// Copies an SDL surface into a straight-RGBA bitmap.
    static func bitmap(from surface: UnsafeMutablePointer<SDL_Surface>, name: String) throws -> Bitmap {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw Failure(description: "converting \(name): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        SDL_LockSurface(rgba)
        defer { SDL_UnlockSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard w > 0, h > 0, let pixels = rgba.pointee.pixels else {
            throw Failure(description: "\(name) rendered an empty surface")
        }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).copyMemory(from: pixels + y * pitch, byteCount: w * 4)
            }
        }
        return Bitmap(width: w, height: h, rgba: bytes)
    }
}
