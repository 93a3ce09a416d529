import FlywheelCore

/// Measures text without a font file: 0.6 em per character, 1.2 em line height. Used by tests
/// and by hosts whose backend has not set a real measurer yet.
public final class EstimatingTextMeasurer: TextMeasuring {
    public init() {}
    public func measureText(_ text: String, font: Font) -> Size {
        Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
    }
}
