import FlywheelCore

/// How a label's text fits its box (`Label`): the lines drawn and the font they are drawn at.
///
/// ```swift
/// let fit = LabelFit.make(
///     LabelFit.Key(text: "Open Control Background Color:", font: .system(size: 13),
///                  size: Size(width: 120, height: 36), numberOfLines: 2, minimumScaleFactor: 0.8),
///     measure: canvas)
/// fit.lines   // ["Open Control", "Background Color:"]
/// ```
public struct LabelFit: Equatable, Sendable {
    /// What a fit depends on.
    public struct Key: Equatable, Sendable {
        public var text: String
        public var font: Font
        public var size: Size
        public var numberOfLines: Int
        public var minimumScaleFactor: Double

        public init(text: String, font: Font, size: Size, numberOfLines: Int, minimumScaleFactor: Double) {
            self.text = text
            self.font = font
            self.size = size
            self.numberOfLines = numberOfLines
            self.minimumScaleFactor = minimumScaleFactor
        }
    }

    public var lines: [String]
    public var font: Font
    /// The height of one line at `font`.
    public var lineHeight: Double

    /// Steps of the shrink, in points.
    static let shrinkStep = 0.5

    /// One line if it fits; else wrapped at spaces onto the lines the height and
    /// `numberOfLines` allow; else the same at sizes down to `minimumScaleFactor` of the font;
    /// else, at the smallest size, the last line allowed cut with "…"
    /// (`TextMeasuring.truncatedText`, which the text check hears of).
    ///
    /// Bounded work: the sizes are searched (`FittingSearch.firstFitting`: the first few one by
    /// one, the rest by halving), wrapping stops at the lines allowed, and each line's end is
    /// searched too — a 1 MB line or a 1,000-point font costs O(log n) measurements.
    public static func make(_ key: Key, measure: TextMeasuring) -> LabelFit {
        let width = key.size.width
        let scale = min(1, max(0.3, key.minimumScaleFactor.isFinite ? key.minimumScaleFactor : 1))
        let smallest = key.font.size * scale
        let steps = max(0, Int(saturating: ((key.font.size - smallest + 1e-9) / shrinkStep).rounded(.down)))
        func font(atStep k: Int) -> Font {
            var f = key.font
            f.size = key.font.size - Double(k) * shrinkStep
            return f
        }
        let k = FittingSearch.firstFitting(steps: steps) {
            fitting(key, font: font(atStep: $0), measure: measure) != nil
        }
        let f = font(atStep: k)
        if let fit = fitting(key, font: f, measure: measure) { return fit }
        // Nothing fits: cut the last line allowed.
        let lineHeight = measure.measureText(key.text, font: f).height
        let allowed = allowedLines(key, lineHeight: lineHeight)
        if allowed > 1, hasTwoWords(key.text) {
            let (lines, rest) = measure.wrapped(key.text, font: f, width: width, maximumLines: allowed - 1)
            if let rest, !lines.isEmpty {
                // Only the start of the rest can show: no more than a shaped line of it is joined.
                let shown = rest.prefix(2 * TextLimits.maximumShapedScalars).split(separator: " ").joined(
                    separator: " ")
                // The cut line is laid out in the paragraph's direction, as the lines before it.
                let cut = measure.truncatedText(shown, font: f, width: width)
                return LabelFit(
                    lines: measure.paragraphDirected(lines + [cut], of: key.text, font: f), font: f,
                    lineHeight: lineHeight)
            }
        }
        return LabelFit(
            lines: [measure.truncatedText(key.text, font: f, width: width)], font: f, lineHeight: lineHeight)
    }

    /// The fit at `f` without cutting: one line, or the lines wrapping makes when they all fit
    /// and the box holds them; nil when neither does.
    static func fitting(_ key: Key, font f: Font, measure: TextMeasuring) -> LabelFit? {
        let size = measure.measureText(key.text, font: f)
        if size.width <= key.size.width { return LabelFit(lines: [key.text], font: f, lineHeight: size.height) }
        let allowed = allowedLines(key, lineHeight: size.height)
        guard allowed > 1,
            let lines = wrapped(key.text, font: f, width: key.size.width, measure: measure, maximumLines: allowed)
        else { return nil }
        return LabelFit(lines: lines, font: f, lineHeight: size.height)
    }

    /// The lines the box holds at `lineHeight`, no more than `numberOfLines` (0: no limit).
    static func allowedLines(_ key: Key, lineHeight: Double) -> Int {
        let fits = lineHeight > 0 ? Int(saturating: (key.size.height + 0.5) / lineHeight) : 1
        let holds = max(1, fits)
        return key.numberOfLines == 0 ? holds : min(max(1, key.numberOfLines), holds)
    }

    /// `text` wrapped at spaces to `width` on at most `maximumLines` lines, or nil when a single
    /// word is wider than that or more lines are needed.
    static func wrapped(
        _ text: String, font: Font, width: Double, measure: TextMeasuring, maximumLines: Int = .max
    ) -> [String]? {
        guard hasTwoWords(text) else { return nil }
        let (lines, rest) = measure.wrapped(text, font: font, width: width, maximumLines: maximumLines)
        guard rest == nil else { return nil }
        return lines.allSatisfy { measure.measureText($0, font: font).width <= width } ? lines : nil
    }

    /// Whether `text` has two words between spaces (read no further than the second word's start).
    static func hasTwoWords(_ text: String) -> Bool {
        var words = WordScanner(text)
        return words.find(2)
    }
}
