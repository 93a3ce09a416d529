import FlywheelCore
import Testing

@testable import HarnessKit

/// The fuzzer's windows cover the whole accepted range — both ends of each side, thin strips,
/// pixel scales 1...3, drawn cases among them — and stay within their pixel budgets.
@Suite struct FuzzWindowTests {
    @Test(arguments: [false, true]) func windowsCoverTheRangeWithinTheirBudget(drawn: Bool) {
        var widths = Set<Double>(), heights = Set<Double>(), scales = Set<Double>()
        var thin = 0, large = 0
        for index in 0..<2000 {
            var rng = FuzzRandom(seed: 1, case: index)
            let (size, scale) = FuzzWindow.pick(&rng, drawn: drawn)
            #expect((100...8192).contains(size.width) && (100...8192).contains(size.height), "\(size)")
            #expect(size.width * scale * size.height * scale <= Double(FuzzWindow.budget(drawn: drawn)))
            widths.insert(size.width); heights.insert(size.height); scales.insert(scale)
            if max(size.width, size.height) >= 20 * min(size.width, size.height) { thin += 1 }
            if max(size.width, size.height) * scale >= 4096 { large += 1 }
            let resized = FuzzWindow.resize(&rng, pixelScale: scale, drawn: drawn)
            #expect(resized.width * scale * resized.height * scale <= Double(FuzzWindow.budget(drawn: drawn)))
        }
        #expect(scales == [1, 2, 3])
        #expect(widths.contains(100) && heights.contains(100))
        #expect(widths.contains(8192) && heights.contains(8192))
        #expect(thin > 50 && large > 100, "thin \(thin), large \(large)")
        // Not only the extremes: many sizes in between.
        #expect(widths.count > 200)
    }

    @Test func anOverBudgetWindowLosesScaleFirstThenShrinksEvenly() {
        let big = FuzzWindow.fit(
            Size(width: 8192, height: 8192), pixelScale: 3, budget: FuzzWindow.budget(drawn: false))
        #expect(big.pixelScale == 1 && big.size == Size(width: 8192, height: 8192))
        let drawn = FuzzWindow.fit(
            Size(width: 8192, height: 8192), pixelScale: 2, budget: FuzzWindow.budget(drawn: true))
        #expect(drawn.pixelScale == 1)
        #expect(drawn.size.width == drawn.size.height && drawn.size.width * drawn.size.height <= 4096 * 2048)
        #expect(drawn.size.width > 2800)
        let strip = FuzzWindow.fit(
            Size(width: 8192, height: 100), pixelScale: 3, budget: FuzzWindow.budget(drawn: true))
        #expect(strip.pixelScale == 3 && strip.size == Size(width: 8192, height: 100))
    }

    /// `--window-pixels` (the short fuzz of `make test`): every window within the cap — thin strips
    /// and pixel scales still among them — and the random draws unchanged, so a case keeps its
    /// scene, frame rates and kinds of step, in a smaller window.
    @Test func aPixelCapKeepsTheCasesAndShrinksOnlyTheirWindows() throws {
        let cap = 2_000_000
        var thin = 0, scaled = 0
        for index in 0..<2000 {
            var rng = FuzzRandom(seed: 1, case: index)
            let (size, scale) = FuzzWindow.pick(&rng, drawn: index % 50 == 0, largest: cap)
            #expect(size.width * scale * size.height * scale <= Double(cap), "\(size) at \(scale)")
            #expect((100...8192).contains(size.width) && (100...8192).contains(size.height), "\(size)")
            if max(size.width, size.height) >= 20 * min(size.width, size.height) { thin += 1 }
            if scale > 1 { scaled += 1 }
            let resized = FuzzWindow.resize(&rng, pixelScale: scale, drawn: false, largest: cap)
            #expect(resized.width * scale * resized.height * scale <= Double(cap))
        }
        #expect(thin > 50 && scaled > 300, "thin \(thin), scaled \(scaled)")
        // The cap changes no random draw: what a case draws after its window is the same.
        for index in 0..<200 {
            var free = FuzzRandom(seed: 3, case: index), capped = free
            _ = FuzzWindow.pick(&free, drawn: false)
            _ = FuzzWindow.pick(&capped, drawn: false, largest: cap)
            #expect(free.double(in: 0..<1) == capped.double(in: 0..<1))
        }
    }
}
