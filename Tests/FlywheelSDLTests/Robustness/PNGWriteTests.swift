import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// A PNG that cannot be written whole is an error and leaves nothing behind: SDL_image 2.6's
/// `IMG_SavePNG` returned 0 on a full disk, leaving a PNG without its IEND chunk, and
/// `--screenshot` said "saved".
@Suite(.serialized) struct PNGWriteTests {
    private let picture = Image(width: 3, height: 2, rgba: [UInt8](repeating: 200, count: 3 * 2 * 4), name: "t")

    @Test func aFullDiskIsAnErrorNamingThePathAndTheReason() throws {
        try withSDL {
            #expect(throws: OutputFileError(path: "/dev/full", reason: "the disk is full")) {
                try SDLImageLoader().savePNG(picture, to: "/dev/full")
            }
        }
    }

    @Test func aWrittenPNGIsCompleteAndReadsBack() throws {
        try withSDL {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "flywheel-\(UUID().uuidString).png"
            )
            .path
            try SDLImageLoader().savePNG(picture, to: path)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(bytes.starts(with: PNGEncoding.signature) && Array(bytes.suffix(12)) == PNGEncoding.end)
            let back = try SDLImageLoader().loadImage(path: path)
            #expect(back.width == 3 && back.height == 2 && back.rgba == picture.rgba)
        }
    }

    @Test func aPNGCutShortIsRefusedByTheCheck() {
        let whole = PNGEncoding.signature + [0, 0, 0, 0] + PNGEncoding.end
        #expect(throws: Never.self) { try PNGEncoding.check(whole) }
        #expect(throws: SDLError.self) { try PNGEncoding.check(Array(whole.dropLast())) }
        #expect(throws: SDLError.self) { try PNGEncoding.check([]) }
    }

    @Test func aScreenshotThroughASymbolicLinkKeepsTheLink() throws {
        try withSDL {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir + "/shot.png", withDestinationPath: "real.png")
            try SDLImageLoader().savePNG(picture, to: dir + "/shot.png")
            #expect(OutputFile.classify(dir + "/shot.png") == .symbolicLink(resolved: dir + "/real.png"))
            #expect(try SDLImageLoader().loadImage(path: dir + "/real.png").width == 3)
        }
    }
}
