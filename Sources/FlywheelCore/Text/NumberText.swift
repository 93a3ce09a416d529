import Foundation

/// Numbers as text without a locale: the same digits on every machine, "." as the decimal point,
/// no grouping. The one formatter for reports, scripts, labels, axis ticks and messages.
///
/// ```swift
/// NumberText.shortest(3)                  // "3"
/// NumberText.shortest(0.1)                // "0.1" (reads back exactly)
/// NumberText.rounded(-1.2501, decimals: 2) // "-1.25"
/// NumberText.fixed(16.7, decimals: 2)      // "16.70"
/// NumberText.padded(7, width: 2)           // "07"
/// NumberText.padded(255, width: 2, radix: 16) // "FF"
/// ```
public enum NumberText {
    /// Whole numbers (below 10¹⁵) without a fraction, others in the shortest form that reads
    /// back exactly; "nan", "inf" and "-inf" for values that are not finite.
    public static func shortest(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to at most `decimals` decimals (clamped to 0...9), trailing zeros and a
    /// lone minus on zero dropped: "-1.25", "0". The stored value is what is rounded, as `printf`
    /// rounds it (an exact tie to even): 0.075 is stored a little below, so "0.07"; 0.125 is
    /// stored exactly, so "0.12".
    public static func rounded(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(describing: value) }
        let d = min(max(decimals, 0), 9)
        let scale = pow(10, Double(d))
        let scaled = wholeProduct(abs(value), scale)
        guard scaled < 9e15 else { return String(Int64(value.rounded())) }
        let n = Int64(scaled)
        if n == 0 { return "0" }
        let whole = n / Int64(scale), fraction = n % Int64(scale)
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: d - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// `a · scale` (both at least 0, `scale` a whole power of ten) rounded to a whole number the
    /// way the exact product rounds, half to even, not the way its nearest double does: 0.075 ·
    /// 100 is 7.5 as a double but 7.4999… exactly. A fused multiply-add gives the sign of the
    /// exact product minus a candidate with one rounding, which cannot change the sign.
    static func wholeProduct(_ a: Double, _ scale: Double) -> Double {
        let p = a * scale
        guard p < 0x1p52 else { return p.rounded() }
        var whole = p.rounded(.down)
        if (-whole).addingProduct(a, scale) < 0 { whole -= 1 }
        let pastHalf = (-(whole + 0.5)).addingProduct(a, scale)
        if pastHalf > 0 || (pastHalf == 0 && whole.truncatingRemainder(dividingBy: 2) != 0) { whole += 1 }
        return whole
    }

    /// `value` rounded to exactly `decimals` decimals (clamped to 0...9), as `String(format:
    /// "%.2f")` writes it but for a lone minus on zero: "16.70", "60", "0.00".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        var text = rounded(value, decimals: decimals)
        let d = min(max(decimals, 0), 9)
        guard value.isFinite, d > 0 else { return text }
        let have = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
        if have == nil { text += "." }
        text += String(repeating: "0", count: d - (have ?? 0))
        return text
    }

    /// A whole number in `radix` (2...36, capital letters past 9) with zeros before it up to
    /// `width` digits (a minus sign not counted): "07", "0A", "-07", "123".
    ///
    /// ```swift
    /// NumberText.padded(7, width: 2)               // "07"
    /// NumberText.padded(10, width: 2, radix: 16)   // "0A"
    /// ```
    public static func padded(_ value: Int, width: Int, radix: Int = 10) -> String {
        let digits = String(value.magnitude, radix: radix, uppercase: true)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
