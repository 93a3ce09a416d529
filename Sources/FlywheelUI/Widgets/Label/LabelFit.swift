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
    public static func make(_ key: Key, measure: TextMeasuring) -> LabelFit {
        let width = key.size.width
        let smallest = key.font.size * min(1, max(0.3, key.minimumScaleFactor.isFinite ? key.minimumScaleFactor : 1))
        var f = key.font
        while true {
            let lineHeight = measure.measureText(key.text, font: f).height
            let allowed = allowedLines(key, lineHeight: lineHeight)
            if measure.measureText(key.text, font: f).width <= width {
                return LabelFit(lines: [key.text], font: f, lineHeight: lineHeight)
            }
            if allowed > 1, let lines = wrapped(key.text, font: f, width: width, measure: measure),
                lines.count <= allowed
            {
                return LabelFit(lines: lines, font: f, lineHeight: lineHeight)
            }
            if f.size - shrinkStep < smallest - 1e-9 { break }
            f.size -= shrinkStep
        }
        // Nothing fits: cut the last line allowed.
        let lineHeight = measure.measureText(key.text, font: f).height
        let allowed = allowedLines(key, lineHeight: lineHeight)
        if allowed > 1, let lines = wrappedGreedy(key.text, font: f, width: width, measure: measure), lines.count > 1 {
            var kept = Array(lines.prefix(allowed - 1))
            let rest = lines.dropFirst(allowed - 1).joined(separator: " ")
            kept.append(measure.truncatedText(rest, font: f, width: width))
            return LabelFit(lines: kept, font: f, lineHeight: lineHeight)
        }
        return LabelFit(
            lines: [measure.truncatedText(key.text, font: f, width: width)], font: f, lineHeight: lineHeight)
    }

    /// The lines the box holds at `lineHeight`, no more than `numberOfLines` (0: no limit).
    static func allowedLines(_ key: Key, lineHeight: Double) -> Int {
        let fits = lineHeight > 0 ? Int((key.size.height + 0.5) / lineHeight) : 1
        let holds = max(1, fits)
        return key.numberOfLines == 0 ? holds : min(max(1, key.numberOfLines), holds)
    }

    /// `text` wrapped at spaces to `width`, or nil when a single word is wider than that.
    static func wrapped(_ text: String, font: Font, width: Double, measure: TextMeasuring) -> [String]? {
        guard let lines = wrappedGreedy(text, font: font, width: width, measure: measure) else { return nil }
        return lines.allSatisfy { measure.measureText($0, font: font).width <= width } ? lines : nil
    }

    /// Wrapping at spaces (`TextMeasuring.wrappedLines`); nil for text without a space.
    static func wrappedGreedy(_ text: String, font: Font, width: Double, measure: TextMeasuring) -> [String]? {
        guard text.split(separator: " ").count > 1 else { return nil }
        return measure.wrappedLines(text, font: font, width: width)
    }
}
