import FlywheelCore
import FlywheelUI

/// The "Custom UIControl" exercise's screen: a navigation-bar title that reads
/// "User Rating: N stars" ("star" for 1), the rating row centred below it, and the exercise's
/// "go farther" controls: 4, 5 or 6 stars, right-to-left, and the flare's style (the exercise's
/// grow, or spin, bounce, pulse).
final class RatingScene: SceneView {
    let titleBar = View()
    let titleLabel = Label(text: "", font: .boldSystem(size: 17))
    let rating = RatingControl(starCount: 5)
    let starsLabel = Label(text: "Stars:", font: .system(size: 15))
    let starsControl = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1)
    let rtlLabel = Label(text: "Right to Left:", font: .system(size: 15))
    let rtlSwitch = Switch(isOn: false)
    let flareLabel = Label(text: "Flare:", font: .system(size: 15))
    let flareControl = SegmentedControl(titles: FlareStyle.allCases.map(\.title), selectedIndex: 0)

    /// The exercise's title text for a rating.
    static func title(for value: Int) -> String {
        "User Rating: \(value) \(value == 1 ? "star" : "stars")"
    }

    override init(context: SceneContext) {
        super.init(context: context)
        titleBar.backgroundColor = Color(white: 0.97)
        titleLabel.alignment = .center
        titleLabel.accessibilityLabel = "Title"
        starsControl.accessibilityLabel = "Stars"
        rtlSwitch.accessibilityLabel = "Right to Left"
        flareControl.accessibilityLabel = "Flare"
        let views: [View] = [
            titleBar, titleLabel, rating, starsLabel, starsControl, rtlLabel, rtlSwitch, flareLabel, flareControl,
        ]
        for v in views {
            addSubview(v)
        }
        updateTitle()

        rating.addAction(for: .valueChanged) { [unowned self] _, _ in
            updateTitle()
            status?("Rating: \(Self.title(for: rating.value))")
        }
        starsControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            rating.starCount = Int(starsControl.selectedTitle) ?? 5
            updateTitle()
            setNeedsLayout()
            status?("Rating: \(rating.starCount) stars in the row")
        }
        rtlSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in
            rating.isRightToLeft = rtlSwitch.isOn
            status?("Rating: right to left \(rtlSwitch.isOn ? "on" : "off")")
        }
        flareControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            let style = FlareStyle.allCases[flareControl.selectedIndex]
            rating.flareStyle = style
            rating.flare(star: rating.value)  // show it at once
            status?("Rating: flare \(style.title)")
        }
    }

    private func updateTitle() { titleLabel.text = Self.title(for: rating.value) }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        titleBar.frame = Rect(x: 0, y: 0, width: w, height: 44)
        titleLabel.frame = Rect(x: 0, y: 0, width: w, height: 44)
        rating.center = Point(x: w / 2, y: max(120, h * 0.4))
        let rowY = rating.frame.maxY + 60
        let labelW = 120.0
        let left = w / 2 - 150
        starsLabel.frame = Rect(x: left, y: rowY, width: labelW, height: 30)
        starsControl.frame = Rect(x: left + labelW, y: rowY, width: 180, height: 30)
        rtlLabel.frame = Rect(x: left, y: rowY + 50, width: labelW, height: 31)
        rtlSwitch.frame = Rect(origin: Point(x: left + labelW, y: rowY + 50), size: Switch.size)
        flareLabel.frame = Rect(x: left, y: rowY + 100, width: labelW, height: 30)
        flareControl.frame = Rect(x: left + labelW, y: rowY + 100, width: 240, height: 30)
    }
}

extension FlareStyle {
    /// The segment title in the rating scene.
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
