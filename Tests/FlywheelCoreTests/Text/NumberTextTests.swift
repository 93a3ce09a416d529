import FlywheelCore
import Testing

/// The one locale-free number formatter.
@Suite struct NumberTextTests {
    @Test func roundedDropsTrailingZerosAndTheMinusOnZero() {
        #expect(NumberText.rounded(-1.25, decimals: 2) == "-1.25")
        #expect(NumberText.rounded(0.5, decimals: 1) == "0.5")
        #expect(NumberText.rounded(3, decimals: 1) == "3")
        #expect(NumberText.rounded(-0.0001, decimals: 2) == "0")
        #expect(NumberText.rounded(120, decimals: 0) == "120")
        #expect(NumberText.rounded(0.05, decimals: 2) == "0.05")
        #expect(NumberText.rounded(.nan, decimals: 2) == "nan")
    }

    @Test func fixedPadsToItsDecimals() {
        #expect(NumberText.fixed(16.7, decimals: 2) == "16.70")
        #expect(NumberText.fixed(16.666, decimals: 2) == "16.67")
        #expect(NumberText.fixed(0, decimals: 2) == "0.00")
        #expect(NumberText.fixed(59.6, decimals: 0) == "60")
        #expect(NumberText.fixed(2, decimals: 1) == "2.0")
    }

    @Test func shortestReadsBackExactlyAndKeepsWholeNumbersWhole() {
        #expect(NumberText.shortest(3) == "3")
        #expect(NumberText.shortest(-3600) == "-3600")
        #expect(NumberText.shortest(0.1) == "0.1")
        #expect(NumberText.shortest(1e300) == "1e+300")
        #expect(NumberText.shortest(.infinity) == "inf")
        for v in [0.1, 1.0 / 3, 0.99999, 123.456] { #expect(Double(NumberText.shortest(v)) == v) }
    }

    @Test func paddedFillsWithZerosInItsRadix() {
        #expect(NumberText.padded(7, width: 2) == "07")
        #expect(NumberText.padded(123, width: 2) == "123")
        #expect(NumberText.padded(0, width: 3) == "000")
        #expect(NumberText.padded(-7, width: 2) == "-07")
        #expect(NumberText.padded(10, width: 2, radix: 16) == "0A")
        #expect(NumberText.padded(255, width: 2, radix: 16) == "FF")
        #expect(NumberText.padded(5, width: 4, radix: 2) == "0101")
    }
}
