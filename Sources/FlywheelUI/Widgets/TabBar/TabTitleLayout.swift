import FlywheelCore

/// How one tab's title fits its tab: on one line at the largest size from the bar's font down to
/// `minimumSingleLineSize`, else on two lines split at the space that balances them, down to
/// `minimumSize`, else on one line down to `minimumSize` (clipped by the tab if even that is
/// too wide).
///
/// Thirteen tabs in an 800-pt window leave about 53 pt for a title; "Simple Center" needs 62 pt
/// even at 9 pt and was drawn over its neighbours.
///
/// ```swift
/// let layout = TabTitleLayout.fitting("Swipe Controls", width: 53, font: .system(size: 13), measure: canvas)
/// // layout.lines == ["Swipe", "Controls"]
/// ```
struct TabTitleLayout: Equatable {
    static let minimumSingleLineSize = 11.0
    static let minimumSize = 8.0

    var lines: [String]
    var font: Font

    static func fitting(_ title: String, width: Double, font: Font, measure: Canvas) -> TabTitleLayout {
        func fits(_ text: some StringProtocol, _ f: Font) -> Bool {
            measure.measureText(String(text), font: f).width <= width
        }
        var f = font
        while f.size > minimumSingleLineSize, !fits(title, f) { f.size -= 1 }
        if fits(title, f) { return TabTitleLayout(lines: [title], font: f) }
        let words = title.split(separator: " ")
        if words.count > 1 {
            // The split whose longer line is shortest (at the bar's size).
            var best: (first: String, second: String, longer: Double)?
            for k in 1..<words.count {
                let a = words[..<k].joined(separator: " "), b = words[k...].joined(separator: " ")
                let longer = max(measure.measureText(a, font: font).width, measure.measureText(b, font: font).width)
                if best.map({ longer < $0.longer }) ?? true { best = (a, b, longer) }
            }
            if let best {
                var f2 = font
                while f2.size > minimumSize, !(fits(best.first, f2) && fits(best.second, f2)) { f2.size -= 1 }
                if fits(best.first, f2), fits(best.second, f2) {
                    return TabTitleLayout(lines: [best.first, best.second], font: f2)
                }
            }
        }
        while f.size > minimumSize, !fits(title, f) { f.size -= 1 }
        return TabTitleLayout(lines: [title], font: f)
    }
}
