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
    static let minimumSize = Font.minimumReadableSize

    var lines: [String]
    var font: Font

    static func fitting(_ title: String, width: Double, font: Font, measure: Canvas) -> TabTitleLayout {
        /// `start` made smaller a point at a time, down to `smallest`, until every line fits
        /// (the sizes searched: `FittingSearch.firstFitting`).
        func shrunk(_ lines: [String], from start: Font, downTo smallest: Double) -> (font: Font, fits: Bool) {
            func font(atStep k: Int) -> Font {
                var f = start
                f.size = start.size - Double(k)
                return f
            }
            func fitsAll(_ f: Font) -> Bool { lines.allSatisfy { measure.measureCandidateWidth($0, font: f) <= width } }
            let steps = start.size > smallest ? Int(saturating: (start.size - smallest).rounded(.up)) : 0
            let f = font(atStep: FittingSearch.firstFitting(steps: steps) { fitsAll(font(atStep: $0)) })
            return (f, fitsAll(f))
        }
        let one = shrunk([title], from: font, downTo: minimumSingleLineSize)
        if one.fits { return TabTitleLayout(lines: [title], font: one.font) }
        if let lines = balancedSplit(title, font: font, measure: measure)?.lines {
            let two = shrunk(lines, from: font, downTo: minimumSize)
            if two.fits { return TabTitleLayout(lines: lines, font: two.font) }
        }
        return TabTitleLayout(lines: [title], font: shrunk([title], from: one.font, downTo: minimumSize).font)
    }

    /// Every title of a bar at one size: the smallest any title needs (`fitting`), no smaller
    /// than `minimumSize`; at that size a title goes on one line if it fits, else on its two
    /// balanced lines if they fit, else (a window too narrow for the bar) its lines end in "…" —
    /// shortened, never drawn over a neighbour or clipped mid-letter.
    ///
    /// ```swift
    /// let layouts = TabTitleLayout.fittingAll(
    ///     ["Basic", "Swipe Controls"], width: 28, font: .system(size: 13), measure: canvas)
    /// // one font size for both; "Swipe" / "Contr…" if even two lines are too wide
    /// ```
    static func fittingAll(_ titles: [String], width: Double, font: Font, measure: Canvas) -> [TabTitleLayout] {
        let sizes = titles.map { fitting($0, width: width, font: font, measure: measure).font.size }
        var common = font
        common.size = max(minimumSize, min(font.size, sizes.min() ?? font.size))
        func fits(_ lines: [String]) -> Bool {
            lines.allSatisfy { measure.measureText($0, font: common).width <= width }
        }
        return titles.map { title in
            if fits([title]) { return TabTitleLayout(lines: [title], font: common) }
            let split = balancedSplit(title, font: common, measure: measure)?.lines
            if let split, fits(split) { return TabTitleLayout(lines: split, font: common) }
            let lines = (split ?? [title]).map { measure.truncatedText($0, font: common, width: max(0, width)) }
            return TabTitleLayout(lines: lines, font: common)
        }
    }

    /// The narrowest tab width (title room, padding not included) in which `title` shows whole at
    /// `size`: on one line, or on its two balanced lines if they are narrower.
    static func unshortenedWidth(_ title: String, font: Font, size: Double, measure: TextMeasuring) -> Double {
        var f = font
        f.size = size
        let one = measure.measureText(title, font: f).width
        return min(one, balancedSplit(title, font: f, measure: measure)?.longer ?? one)
    }

    /// `title` split at the space whose longer line is shortest (at `font`), with that line's
    /// width; nil without a space. The first line only widens and the second only narrows as
    /// the split moves right, so the best split is found by halving: O(log n) measurements,
    /// each of lines cut to what can be shaped (`TextLimits.maximumShapedScalars`).
    static func balancedSplit(_ title: String, font: Font, measure: TextMeasuring) -> (
        lines: [String], longer: Double
    )? {
        let words = title.split(separator: " ")
        guard words.count > 1 else { return nil }
        func widths(_ k: Int) -> (Double, Double) {
            (
                measure.measureCandidateWidth(joinedPrefix(words[..<k]), font: font),
                measure.measureCandidateWidth(joinedPrefix(words[k...]), font: font)
            )
        }
        // The first split whose first line is at least as wide as its second.
        var lo = 1, hi = words.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            let (a, b) = widths(mid)
            if a >= b { hi = mid } else { lo = mid + 1 }
        }
        var best = lo
        var longer = max(widths(lo).0, widths(lo).1)
        if lo > 1 {
            let (a, b) = widths(lo - 1)
            if max(a, b) <= longer {
                best = lo - 1
                longer = max(a, b)
            }
        }
        let lines = [words[..<best].joined(separator: " "), words[best...].joined(separator: " ")]
        return (lines, longer)
    }

    /// `words` joined by spaces, no longer than can be shaped (the rest would not be measured).
    private static func joinedPrefix(_ words: ArraySlice<Substring>) -> String {
        var s = ""
        var scalars = 0
        for w in words {
            if !s.isEmpty { s += " " }
            s += w
            scalars += w.unicodeScalars.count + 1
            if scalars > TextLimits.maximumShapedScalars { break }
        }
        return s
    }
}
