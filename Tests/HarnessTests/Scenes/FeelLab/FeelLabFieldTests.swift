import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// The lab's table of fields against `FeelParameters` itself: it covers every field once, and
/// its scales map values and slider positions back and forth.
@Suite struct FeelLabFieldTests {
    @Test func everyFieldIsEditedExactlyOnce() {
        let names = FeelField.all.map(\.name)
        #expect(names.sorted() == FeelParameters.fieldNames.sorted())
        #expect(Set(names).count == names.count)
        // Every page has fields, and the panel's three rows of two hold each page.
        for page in FeelPage.allCases {
            let count = FeelField.all.filter { $0.page == page }.count
            #expect(count > 0 && count <= 6, "\(page.title): \(count) fields")
        }
    }

    @Test func scalesMapValuesAndPositionsBothWays() {
        let cases: [(FeelScale, ClosedRange<Double>, Double)] = [
            (.complementLogarithmic, 0.9...0.99999, 0.998), (.logarithmic, 0.001...100, 0.25),
            (.logarithmicWithOffset(0.1), 0...1000, 4.8), (.linear, -0.95...0.95, 0.2),
        ]
        for (scale, range, value) in cases {
            let f = scale.fraction(of: value, in: range)
            #expect(f > 0.05 && f < 0.95, "\(scale): \(value) sits at \(f)")
            #expect(abs(scale.value(atFraction: f, in: range) - value) < 1e-9 * max(1, value))
            #expect(scale.value(atFraction: 0, in: range) == range.lowerBound)
            #expect(scale.value(atFraction: 1, in: range) == range.upperBound)
            #expect(scale.value(atFraction: 2, in: range) == range.upperBound)
        }
        // Decades of a rate near 1 are evenly spaced.
        let rate = FeelScale.complementLogarithmic, r = 0.9...0.99999
        let steps = [0.9, 0.99, 0.999, 0.9999].map { rate.fraction(of: $0, in: r) }
        #expect(abs((steps[1] - steps[0]) - (steps[3] - steps[2])) < 1e-9)
    }

    @Test func valuesAreTidiedAndShownWithTheirUnits() throws {
        #expect(FeelScale.complementLogarithmic.tidied(0.99963898, in: 0.9...0.99999) == 1 - 0.000361)
        #expect(FeelScale.logarithmic.tidied(0.123456, in: 0.001...100) == 0.123)
        #expect(FeelScale.linear.tidied(0.2345, in: -0.95...0.95) == 0.23)
        let decel = try #require(FeelField.all.first { $0.name == "decelerationRatePerMillisecond" })
        #expect(decel.display(in: .classic) == "0.999639 /ms")
        let stop = try #require(FeelField.all.first { $0.name == "stopSpeedItemsPerSecond" })
        #expect(stop.display(in: .classic) == "5.85 items/s")
        let basis = try #require(FeelField.all.first { $0.name == "flingSpeedBasis" })
        #expect(basis.display(in: .classic) == "tangential pt/s")
        #expect(basis.applying(choice: 0, to: .classic).flingSpeedBasis == .fingerItemsPerSecond)
        let degree = try #require(FeelField.all.first { $0.name == "estimatorDegree" })
        #expect(degree.applying(choice: 0, to: .ios).estimatorDegree == 1)
    }

    @Test func nearestPresetCountsDifferingFields() {
        var almostClassic = FeelParameters.classic
        almostClassic.flingGain = 2
        #expect(FeelLabScene.nearestPreset(to: almostClassic) == "classic")
        var almostSnappy = FeelParameters.snappy
        almostSnappy.snapSpringBounce = 0.3
        #expect(FeelLabScene.nearestPreset(to: almostSnappy) == "snappy")
    }
}
