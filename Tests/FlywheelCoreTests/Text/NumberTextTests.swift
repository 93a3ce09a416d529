import FlywheelCore
import Foundation
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

    /// The stored value is rounded, not its product with a power of ten: 0.075 is stored just
    /// below 0.075 (its product with 100 rounds up to 7.5); 0.125 is stored exactly, a tie, to even.
    @Test func roundingGoesByTheStoredValueAndTiesGoToEven() {
        #expect(NumberText.fixed(0.075, decimals: 2) == "0.07")
        #expect(NumberText.fixed(0.125, decimals: 2) == "0.12")
        #expect(NumberText.fixed(0.375, decimals: 2) == "0.38")
        #expect(NumberText.fixed(2.5, decimals: 0) == "2")
        #expect(NumberText.fixed(0.25, decimals: 1) == "0.2")
        #expect(NumberText.rounded(1.015, decimals: 2) == "1.01")
        #expect(NumberText.rounded(-0.125, decimals: 2) == "-0.12")
        #expect(NumberText.fixed(5e-324, decimals: 9) == "0.000000000")
    }

    /// `fixed` writes what `String(format: "%.<d>f")` writes, but for the minus `%f` keeps on a
    /// negative value that rounds to zero ("-0.00"): fractions k/n, a millesimal grid (every
    /// near-tie at two decimals) and negative values.
    @Test func fixedWritesWhatPrintfWrites() {
        var checked = 0
        func same(_ v: Double, _ d: Int) {
            let printf = String(format: "%.\(d)f", v)
            let expected =
                printf.trimmingCharacters(in: CharacterSet(charactersIn: "-0.")).isEmpty
                ? String(printf.drop { $0 == "-" }) : printf
            #expect(NumberText.fixed(v, decimals: d) == expected, "\(v), \(d) decimals")
            checked += 1
        }
        for n in 1...120 { for k in -n...(2 * n) { for d in 0...3 { same(Double(k) / Double(n), d) } } }
        for i in -2000...20000 { same(Double(i) / 1000, 2); same(Double(i) / 100, 1) }
        #expect(checked > 100_000)
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
