import FlywheelUI

extension Label {
    /// Makes the label ready for text longer than written (a translation, the `long`
    /// pseudo-locale): it wraps onto up to `lines` lines and shrinks to `scale` of its font
    /// before it cuts anything (`Label.numberOfLines`, `Label.minimumScaleFactor`), never below
    /// `Font.minimumReadableSize`.
    ///
    /// ```swift
    /// let caption = Label(text: "Right to Left:", font: .system(size: 15)).fittingTranslations()
    /// ```
    @discardableResult
    func fittingTranslations(lines: Int = 2, scale: Double = 0.7) -> Label {
        numberOfLines = lines
        minimumScaleFactor = readableScale(scale)
        return self
    }

    /// Makes the label show its text as written under any pseudo-locale (an identifier, a file
    /// path, a number with its unit, a sentence already in its own language), shrinking to
    /// `scale` of its font (never below `Font.minimumReadableSize`) before it cuts anything.
    @discardableResult
    func verbatim(scale: Double = 0.7) -> Label {
        isVerbatim = true
        minimumScaleFactor = readableScale(scale)
        return self
    }

    /// `scale`, raised so the font never shrinks below `Font.minimumReadableSize`.
    private func readableScale(_ scale: Double) -> Double {
        min(1, max(scale, Font.minimumReadableSize / font.size))
    }
}
