import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Colour-vision simulation: Machado, Oliveira & Fernandes's matrices at severity 1.0 in linear
/// RGB, the fast filter that applies them to frames, and the filter where frames leave the host.
struct ColourVisionTests {
    /// 8-bit components of a colour.
    static func bytes(_ c: Color) -> [Int] {
        let v = c.rgba8
        return [Int(v.r), Int(v.g), Int(v.b)]
    }

    /// Pure red, worked by hand from the paper's protanopia matrix: its first column
    /// (0.152286, 0.114503, -0.003882) in linear light, to sRGB: (109, 95, 0).
    @Test func pureRedUnderProtanopiaIsTheDarkOliveTheMatrixGives() {
        #expect(Self.bytes(ColourVision.protanopia.simulate(.red)) == [109, 95, 0])
        // Deuteranopia: (0.367322, 0.280085, -0.011820) → (163, 144, 0).
        #expect(Self.bytes(ColourVision.deuteranopia.simulate(.red)) == [163, 144, 0])
        // Tritanopia keeps red nearly red: (1.255528 → 1, -0.078411 → 0, 0.004733 → 15).
        #expect(Self.bytes(ColourVision.tritanopia.simulate(.red)) == [255, 0, 15])
    }

    @Test(arguments: ColourVision.allCases)
    func whiteBlackAndGreysStayWhatTheyAre(vision: ColourVision) {
        #expect(Self.bytes(vision.simulate(.white)) == [255, 255, 255])
        #expect(Self.bytes(vision.simulate(.black)) == [0, 0, 0])
        for level in [0.0, 0.25, 0.5, 0.8, 1.0] {
            let grey = Color(white: level)
            // Within one step: the published rows sum to 1 within 1e-6, enough to tip a 0.5.
            let shown = Self.bytes(vision.simulate(grey)), drawn = Self.bytes(grey)
            #expect(zip(shown, drawn).allSatisfy { abs($0 - $1) <= 1 }, "\(vision) \(level): \(shown)")
        }
        for row in vision.matrix { #expect(abs(row.reduce(0, +) - 1) < 1e-5, "\(vision): \(row)") }
    }

    @Test func achromatopsiaIsTheRelativeLuminanceAsGrey() {
        let green = ColourVision.achromatopsia.simulate(.green)
        let v = Self.bytes(green)
        #expect(v[0] == v[1] && v[1] == v[2])
        // Green's luminance is 0.7152: sRGB 0.8625 → 220.
        #expect(v[0] == 220)
        #expect(abs(green.relativeLuminance - 0.7152) < 0.003)
    }

    /// Protanopes and deuteranopes cannot tell red from green: the simulated pair is far closer
    /// than the original (the reason the simulation exists).
    @Test func redAndGreenBecomeAlikeForTheRedGreenDeficienciesButNotForTritanopia() {
        let red = Color(red: 0.8, green: 0.2, blue: 0.2), green = Color(red: 0.2, green: 0.6, blue: 0.2)
        func distance(_ a: Color, _ b: Color) -> Double {
            abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
        }
        let original = distance(red, green)
        for vision in [ColourVision.protanopia, .deuteranopia] {
            #expect(distance(vision.simulate(red), vision.simulate(green)) < original / 2, "\(vision)")
        }
        #expect(distance(ColourVision.tritanopia.simulate(red), ColourVision.tritanopia.simulate(green)) > original / 2)
    }

    /// The table-driven filter agrees with the exact formula within one step, on every 17th level.
    @Test(arguments: ColourVision.allCases)
    func theFrameFilterMatchesTheFormula(vision: ColourVision) {
        let filter = ColourVisionFilter(vision)
        var worst = 0
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let out = filter.applied(toRGBA: [UInt8(r), UInt8(g), UInt8(b), 77])
                    #expect(out[3] == 77)
                    let exact = Self.bytes(vision.simulate(Color(r8: UInt8(r), g8: UInt8(g), b8: UInt8(b))))
                    for i in 0..<3 { worst = max(worst, abs(Int(out[i]) - exact[i])) }
                }
            }
        }
        #expect(worst <= 1, "\(vision): off by \(worst)")
    }

    @Test func contrastRatiosAreWCAGs() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(abs(Color(r8: 204, g8: 204, b8: 204).contrastRatio(with: .white) - 1.6) < 0.01)
        #expect(abs(Color.systemBlue.contrastRatio(with: .white) - 4.02) < 0.01)
        #expect(Color.white.contrastRatio(with: .white) == 1)
    }

    /// A headless frame read back through the host is filtered; presenting nothing twice does
    /// not filter twice, and turning the simulation off shows the colours as drawn.
    @Test func aHeadlessFrameIsReadBackAsTheDeficiencyShowsIt() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 40, height: 20))
            let red = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            red.backgroundColor = .red
            r.host.rootView.addSubview(red)
            r.rendererHost.colourVision = .protanopia
            r.run(frames: 2)
            let p = r.snapshot().pixel(x: 20, y: 10)
            #expect(
                [Int(p.r), Int(p.g), Int(p.b)].enumerated().allSatisfy {
                    abs($0.element - [109, 95, 0][$0.offset]) <= 1
                })
            let again = r.snapshot().pixel(x: 20, y: 10)
            #expect(again == p)
            r.rendererHost.colourVision = nil
            r.run(frames: 1)
            let plain = r.snapshot().pixel(x: 20, y: 10)
            #expect(plain.r == 255 && plain.g == 0 && plain.b == 0)
        }
    }

    @Test func theOptionIsRefusedByNameWhenUnknown() {
        CommandLineTest.expectRefused(
            ["--colour-vision", "martian"],
            saying:
                "--colour-vision: unknown colour vision 'martian'; known: protanopia, deuteranopia, tritanopia, achromatopsia"
        )
        CommandLineTest.expectRefused(
            ["a11y-check", "--colour-vision", "red"], saying: "--colour-vision: unknown colour vision 'red'")
    }
}
