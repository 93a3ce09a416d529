import FlywheelCore
import FlywheelUI

/// An item view of the swipe scenes: a coloured tile with its item number in large type. The
/// number and colour are reset when the tile is recycled for another item.
final class NumberTile: View {
    var number = 0 { didSet { if number != oldValue { setNeedsDisplay() } } }
    /// How the number is written: the player's locale (set by `show`).
    var numbers = LocalNumbers.plain
    var font = Font.boldSystem(size: 96)

    /// A distinct colour per item: hues round the wheel, 10 to a turn.
    static func color(for index: Int) -> Color {
        let hue = Double(((index % 10) + 10) % 10) / 10
        return Color(hue: hue, saturation: 0.55, brightness: 0.9)
    }

    /// Shows item `index`, its number written with `numbers` (the player's locale).
    func show(_ index: Int, numbers: LocalNumbers = .plain) {
        if numbers !== self.numbers { setNeedsDisplay() }
        self.numbers = numbers
        number = index
        backgroundColor = Self.color(for: index)
        accessibilityLabel = "item \(index)"
    }

    /// A tile reads as its number ("item 3").
    override var accessibilityDefaultRole: AccessibilityRole { .staticText }

    override func draw(_ canvas: Canvas) {
        let size = min(font.size, bounds.height * 0.5, bounds.width * 0.3)
        // Dark on the light tiles: white measured 1.9:1 to 2.9:1 (a11y-check).
        canvas.drawText(
            numbers.whole(number), in: bounds, font: Font.boldSystem(size: max(size, 8)), color: Color(white: 0.1))
        canvas.strokeRect(bounds.insetBy(dx: 0.5, dy: 0.5), color: Color(white: 1, alpha: 0.6), width: 1)
    }
}

extension Color {
    /// HSB (all 0...1) to RGB.
    init(hue: Double, saturation: Double, brightness: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - h.rounded(.down)
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b)
    }
}

/// UIPageControl's dots for a swipe view: one per page (a window of at most `maximumDots`
/// around the current page when there are more), the current one filled, with "page / pages".
final class PageIndicator: View {
    var numberOfPages = 0 { didSet { setNeedsDisplay() } }
    var currentPage = 0 { didSet { setNeedsDisplay() } }
    var maximumDots = 15

    /// A reader hears "Page" and "3 / 10", as the text beside the dots says.
    override var accessibilityDefaultRole: AccessibilityRole { numberOfPages > 0 ? .staticText : .none }
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Page" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(currentPage + 1) / \(numberOfPages)" }
        set { super.accessibilityValue = newValue }
    }

    override func draw(_ canvas: Canvas) {
        guard numberOfPages > 0 else { return }
        let count = min(numberOfPages, maximumDots)
        let first = min(max(0, currentPage - count / 2), numberOfPages - count)
        let spacing = 16.0
        let left = bounds.midX - Double(count - 1) * spacing / 2 - 40
        // Right to left the first page's dot is the rightmost and the text at the left (UIPageControl).
        let mirror = isLayoutRightToLeft
        for k in 0..<count {
            let x = left + Double(k) * spacing
            let c = Point(x: mirror ? bounds.minX + bounds.maxX - x : x, y: bounds.midY)
            let current = first + k == currentPage
            canvas.fillCircle(center: c, radius: 4, color: current ? Color(white: 0.15) : Color(white: 0.75))
        }
        let numbers = host?.numbers ?? .plain
        let text = numbers.whole(currentPage + 1) + " / " + numbers.whole(numberOfPages)
        let x = left + Double(count - 1) * spacing + 16
        canvas.drawText(
            text, in: mirroredIfRightToLeft(Rect(x: x, y: 0, width: 90, height: bounds.height), in: bounds),
            font: .system(size: 13), color: Color(white: 0.2), alignment: leadingTextAlignment)
    }
}

/// The swipe scenes' data source: `count` number tiles, recycled.
final class NumberTiles: SwipeViewDataSource {
    var count: Int

    init(count: Int) { self.count = count }

    func numberOfItems(in swipeView: SwipeView) -> Int { count }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
        let tile = view as? NumberTile ?? NumberTile(frame: Rect(origin: .zero, size: swipeView.bounds.size))
        tile.show(index, numbers: swipeView.host?.numbers ?? .plain)
        return tile
    }
}
