import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// A tiny picture that claims to be huge is refused before decoding; a broken font is replaced
/// by the system's, with a message naming it.
@Suite(.serialized) struct ImageAndFontLimitsTests {
    /// A PNG signature and IHDR claiming `width`×`height` (8-bit RGBA), then a few bytes of junk:
    /// 74 bytes that SDL_image would try to give a width×height×4 buffer.
    static func bombPNG(width: UInt32, height: UInt32) -> Data {
        var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] {
            b += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        b += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        b += [0, 0, 0, 16] + Array("IDAT".utf8) + [UInt8](repeating: 0x78, count: 20) + [0, 0, 0, 0]
        return Data(b)
    }

    @Test func pngClaimingSixtyThousandSquaredIsAPlaceholderNamingTheLimit() throws {
        try withSDL {
            let path = artefactDirectory + "/bomb-60000.png"
            try Self.bombPNG(width: 60000, height: 60000).write(to: URL(fileURLWithPath: path))
            var reported: [ImageLoadError] = []
            let image = SDLImageLoader().loadOrPlaceholder(path: path) { reported.append($0) }
            #expect(image.isPlaceholder)
            let message = try #require(reported.first).description
            #expect(
                message.contains(path) && message.contains("60000×60000") && message.contains("8192"), "got: \(message)"
            )
        }
    }

    @Test func headerSizesAreReadWithoutDecoding() {
        #expect(
            ImageHeader.parse([UInt8](Self.bombPNG(width: 1500, height: 983)))
                == ImageHeader(format: "PNG", width: 1500, height: 983))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x10, 0x27, 0x20, 0x4E]
        #expect(ImageHeader.parse(gif) == ImageHeader(format: "GIF", width: 10000, height: 20000))
        // A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 with height 480 and width 640.
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xC0, 0, 17, 8, 0x01, 0xE0, 0x02, 0x80, 3]
        #expect(ImageHeader.parse(jpeg) == ImageHeader(format: "JPEG", width: 640, height: 480))
        #expect(ImageHeader.parse(Array("not an image".utf8)) == nil)
    }

    @Test func largestAllowedSideStillLoads() throws {
        try withSDL {
            let path = artefactDirectory + "/wide-8192.png"
            let wide = Image(width: 8192, height: 2, rgba: [UInt8](repeating: 255, count: 8192 * 2 * 4), name: "wide")
            try SDLImageLoader().savePNG(wide, to: path)
            #expect(try SDLImageLoader().loadImage(path: path).width == 8192)
        }
    }

    // MARK: Fonts

    @Test(arguments: ["", "garbage, not a font", "truncated"])
    func brokenFontFallsBackToTheSystemFontNamingTheFile(kind: String) throws {
        try withSDL {
            let path = artefactDirectory + "/broken-\(kind.count).ttf"
            var bytes = Data(kind.utf8)
            if kind == "truncated" {
                bytes = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
                    .prefix(4096)
            }
            try bytes.write(to: URL(fileURLWithPath: path))
            var messages: [String] = []
            let fonts = try FontLibrary(regularPath: path, report: { messages.append($0) })
            #expect(fonts.regularPath != path)
            #expect(fonts.regularPath.hasSuffix("DejaVuSans.ttf"))
            #expect(messages.count == 1 && messages[0].contains(path) && messages[0].contains("using"), "\(messages)")
            #expect(fonts.ttfFont(for: .system(size: 12), pixelSize: 12) != nil)
        }
    }

    @Test func noUsableFontAtAllIsAClearError() throws {
        try withSDL {
            let path = artefactDirectory + "/empty.ttf"
            try Data().write(to: URL(fileURLWithPath: path))
            do {
                _ = try FontLibrary.resolve(
                    explicit: path, envName: "FLYWHEEL_TEST_UNSET", environment: [:],
                    fontconfigPattern: nil, candidates: ["/nonexistent/c.ttf"], report: { _ in })
                Issue.record("expected NotFound")
            } catch let error as FontLibrary.NotFound {
                #expect(error.description.contains("\(path) is not a font SDL_ttf can open"))
                #expect(error.description.contains("FLYWHEEL_FONT"))
            }
        }
    }
}
