import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

#if canImport(Glibc)
    import Glibc
#endif

/// The pictures one run decodes are held to a total, checked from each file's header before it
/// is decoded: twenty pictures at the per-picture limit took a scene to 1.5 GB.
@Suite(.serialized) struct PictureBudgetTests {
    private func png(_ side: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-\(UUID().uuidString).png")
            .path
        let image = Image(width: side, height: side, rgba: [UInt8](repeating: 90, count: side * side * 4), name: "p")
        try SDLImageLoader().savePNG(image, to: path)
        return path
    }

    @Test func aPictureOverTheTotalIsAPlaceholderNamingTheBudget() throws {
        try withSDL {
            let budget = PictureBudget(maximumPixels: 150)
            let loader = SDLImageLoader(budget: budget)
            let first = try png(10), second = try png(8)
            #expect(!loader.loadOrPlaceholder(path: first) { _ in }.isPlaceholder)
            var problems: [String] = []
            #expect(loader.loadOrPlaceholder(path: second) { problems.append($0.description) }.isPlaceholder)
            #expect(budget.usedPixels == 100)
            #expect(
                problems.first?.contains("its 64 pixels would take the pictures decoded in this run to 164") == true)
            #expect(problems.first?.contains("the limit is 150 pixels in all (PictureBudget)") == true)
        }
    }

    @Test func theDefaultBudgetHoldsFourPicturesAtTheirLimit() {
        #expect(PictureBudget().maximumPixels == 4 * SDLImageLoader.maximumPixels)
    }

    @Test func aNamedPipeIsNotOpenedAsAPicture() throws {
        try withSDL {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-\(UUID().uuidString)")
                .path
            #expect(mkfifo(path, 0o600) == 0)
            #expect(throws: ImageLoadError(path: path, reason: "it is a named pipe, not a regular file")) {
                try SDLImageLoader().loadImage(path: path)
            }
        }
    }
}
