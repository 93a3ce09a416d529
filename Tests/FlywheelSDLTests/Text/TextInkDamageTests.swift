import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// Text whose ink reaches far past its line (thirty combining marks stacked on one letter, as
/// in zalgo text) is redrawn whole when it changes: the canvas reports where the glyphs' ink
/// went, so damage tracking redraws all of it, and every frame is the one a whole redraw gives.
@Suite(.serialized) struct TextInkDamageTests {
    /// "Z" with 30 marks (15 above, 15 below, stacked), then "algo": the corpus's zalgo text
    /// after the Stream-Safe cut (`TextLimits.maximumNonStarters`).
    static let zalgo = "Z" + (0..<30).map { String(UnicodeScalar(UInt32(0x300 + $0 % 0x70))!) }.joined() + "algo"

    /// A label in the middle of a white window; its colour changes at each step.
    struct Scene {
        let r: HeadlessRenderer
        let label = Label(
            text: TextInkDamageTests.zalgo, font: .system(size: 15), frame: Rect(x: 20, y: 130, width: 200, height: 20))
        init(tracking: Bool, pixelScale: Double) throws {
            r = try HeadlessRenderer(size: Size(width: 240, height: 300), pixelScale: pixelScale)
            r.rendererHost.tracksDamage = tracking
            r.background = .white
            r.host.rootView.addSubview(label)
            r.renderFrame()
        }
        func frame() {
            r.clock.advance(by: 1.0 / 60)
            r.renderFrame()
        }
    }

    /// The rows (device pixels) holding ink that is not the background.
    static func inkedRows(_ image: Image) -> (first: Int, last: Int)? {
        var first: Int?, last: Int?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r != 255 || p.g != 255 || p.b != 255 {
                    first = first ?? y
                    last = y
                    break
                }
            }
        }
        guard let first, let last else { return nil }
        return (first, last)
    }

    @Test(arguments: [1.0, 2.0])
    func stackedMarksAreRedrawnWhereverTheirInkGoes(pixelScale: Double) throws {
        try withSDL {
            let whole = try Scene(tracking: false, pixelScale: pixelScale)
            let damaged = try Scene(tracking: true, pixelScale: pixelScale)
            // The marks' ink reaches well above and below the label's 20-point box.
            let rows = try #require(Self.inkedRows(whole.r.snapshot()))
            #expect(Double(rows.first) < 120 * pixelScale)
            #expect(Double(rows.last) > 160 * pixelScale)
            for (i, color) in [Color.red, .blue, .black, .green].enumerated() {
                whole.label.textColor = color
                damaged.label.textColor = color
                whole.frame()
                damaged.frame()
                #expect(whole.r.pixelDigest() == damaged.r.pixelDigest(), "step \(i): the frames differ")
            }
        }
    }
}
