import FlywheelCore
import Testing

@testable import FlywheelUI

/// Fitting text asks the measurer about O(log n) candidates, not one per space, letter or size
/// step: what kept a TabBar with a 50 KB title busy for 40 s and 0.9 GB.
@Suite struct FittingWorkBoundTests {
    /// The estimating measurer, counting what it is asked.
    final class CountingMeasurer: TextMeasuring {
        let inner = EstimatingTextMeasurer()
        var count = 0
        func measureText(_ text: String, font: Font) -> Size {
            count += 1
            return inner.measureText(text, font: font)
        }
    }

    static let words = (0..<8000).map { "w\($0 % 10)" }.joined(separator: " ")

    @Test func theSearchFindsTheLargestFittingCount() {
        for limit in [0, 1, 2, 7, 100, 1000] {
            for answer in 0...min(limit, 40) {
                var asked = 0
                let found = FittingSearch.largest(upTo: limit) { n in
                    asked += 1
                    return n <= answer
                }
                #expect(found == answer)
                #expect(asked <= 2 * 11 + 2)
            }
        }
        #expect(FittingSearch.firstFitting(steps: 100) { $0 >= 37 } == 37)
        #expect(FittingSearch.firstFitting(steps: 100) { _ in false } == 100)
        #expect(FittingSearch.firstFitting(steps: 100) { $0 >= 2 } == 2)
    }

    @Test func wrappingAsksLogarithmicallyManyCandidatesAndStopsAtTheLinesAllowed() {
        let m = CountingMeasurer()
        let few = m.wrappedLines("one two three four five", font: .system(size: 10), width: 60)
        #expect(few == ["one two", "three four", "five"])  // 6 pt a letter
        m.count = 0
        let lines = m.wrappedLines(Self.words, font: .system(size: 10), width: 180, maximumLines: 3)
        #expect(lines.count == 3 && lines.allSatisfy { m.inner.measureText($0, font: .system(size: 10)).width <= 180 })
        #expect(m.count < 3 * 12)
    }

    @Test func aTabBarTitleOf8000WordsIsFittedWithFewMeasurements() {
        let m = CountingMeasurer()
        let layout = TabTitleLayout.fittingAll(
            ["Basic", Self.words], width: 60, font: .system(size: 1000), measure: RecordingCanvas(measurer: m))
        #expect(layout.count == 2 && layout[1].lines.allSatisfy { $0.hasSuffix("…") })
        #expect(m.count < 400)
    }

    @Test func aLabelShrinkingFrom1000PointsMeasuresFewSizes() {
        let m = CountingMeasurer()
        let key = LabelFit.Key(
            text: Self.words, font: .system(size: 1000), size: Size(width: 300, height: 200), numberOfLines: 0,
            minimumScaleFactor: 0.3)
        let fit = LabelFit.make(key, measure: m)
        #expect(fit.lines.last?.hasSuffix("…") == true)
        #expect(m.count < 1000)
    }
}

extension FittingWorkBoundTests {
    @Test func theSearchFromAGuessFindsTheSameCount() {
        for answer in 0...40 {
            for guess in [0, 1, 3, answer, answer + 1, 39, 200] {
                var asked = 0
                let found = FittingSearch.largest(upTo: 100, near: guess) { n in
                    asked += 1
                    return n <= answer
                }
                #expect(found == answer)
                #expect(asked <= 20)
                if guess == answer && answer > 0 { #expect(asked == 2) }
            }
        }
    }
}
