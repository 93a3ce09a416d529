import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// The text a row shows for its value when no label function is given: two decimals, digit for
/// digit what `String(format: "%.2f")` wrote before `NumberText` did it.
@Suite struct MenuParameterTextTests {
    @Test func theDefaultTextIsTwoDecimals() {
        #expect(MenuParameter(label: "I", normalisedValue: 0).text == "0.00")
        #expect(MenuParameter(label: "I", normalisedValue: 1).text == "1.00")
        #expect(MenuParameter(label: "I", normalisedValue: 1.0 / 3).text == "0.33")
        #expect(MenuParameter(label: "I", normalisedValue: 0.125).text == "0.12")  // a tie: to even
        #expect(MenuParameter(label: "I", normalisedValue: 0.075).text == "0.07")  // stored below 0.075
        #expect(MenuParameter(label: "I", normalisedValue: .nan).text == "nan")
    }

    /// Every value a discrete list of up to 100 entries stores (`index / (count − 1)`), a
    /// millesimal grid (every near-tie at two decimals) and values outside 0...1 the struct keeps.
    @Test func theDefaultTextIsWhatPercentTwoFWrote() {
        var values: [Double] = []
        for count in 2...100 { for i in 0..<count { values.append(Double(i) / Double(count - 1)) } }
        for i in 0...3000 { values.append(Double(i) / 1000) }
        values += [-1, -0.5, 1.5, 12.345, 1e6]
        for v in values {
            #expect(MenuParameter(label: "I", normalisedValue: v).text == String(format: "%.2f", v), "\(v)")
        }
    }
}
