// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

// The tests of the article "Testing headless" (FlywheelSDL), compiled and run as written.

/// A rating in the middle of the renderer's 400×200 window, its fourth star tapped.
func ratingTappedAtFour(in r: HeadlessRenderer) -> RatingControl {
    let rating = RatingControl()
    rating.center = Point(x: 200, y: 100)
    r.host.rootView.addSubview(rating)
    r.tap(at: rating.convert(rating.starFrame(4).center, to: nil))
    r.run(frames: 30, fps: 60)  // half a second: the flare finishes
    return rating
}

@Test func tappingTheFourthStarRatesFour() throws {
    try withSDL {
        let r = try HeadlessRenderer(size: Size(width: 400, height: 200))
        let rating = ratingTappedAtFour(in: r)

        #expect(rating.value == 4)
        let star = rating.convert(rating.starFrame(4).center, to: nil)
        let pixel = r.snapshot().pixel(x: Int(star.x), y: Int(star.y))
        #expect(pixel.r < 40 && pixel.g < 40 && pixel.b < 40)  // an active star is black
    }
}

@Test func theRatingLooksAsReviewed() throws {
    try withSDL {
        let r = try HeadlessRenderer(size: Size(width: 400, height: 200))
        _ = ratingTappedAtFour(in: r)  // the set-up of the test above
        try GoldenImage.check(r.snapshot(), named: "rating", in: GoldenImage.directory(besides: #filePath))
    }
}
