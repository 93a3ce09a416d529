import FlywheelCore
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// A picture is resampled to its on-screen size only up to four times the render target's
/// pixels: an overshooting pop spring scaled icons to thousands of pixels a side and each frame
/// resampled them anew (46 % of a profile, a gigabyte of copies).
@Suite struct ResampleBoundTests {
    private let icon = Image(width: 64, height: 64, rgba: [], name: "icon")
    private let window = 4 * 800 * 600

    @Test func aPictureWithinTheBoundIsResampled() {
        let size = SDLCanvas.resampledSize(
            of: icon, in: Rect(x: 0, y: 0, width: 1200, height: 1200), under: .identity, maxPixels: window)
        #expect(size?.0 == 1200 && size?.1 == 1200)
    }

    @Test func aPicturePastTheBoundIsDrawnFromItsBitmap() {
        #expect(
            SDLCanvas.resampledSize(
                of: icon, in: Rect(x: 0, y: 0, width: 1400, height: 1400), under: .identity, maxPixels: window) == nil)
        #expect(
            SDLCanvas.resampledSize(
                of: icon, in: Rect(x: 0, y: 0, width: 10, height: 10), under: Transform(scaleX: 300, y: 300),
                maxPixels: window) == nil)
    }
}
