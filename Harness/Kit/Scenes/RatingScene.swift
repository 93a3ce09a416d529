import FlywheelCore
import FlywheelUI

/// The "Custom UIControl" exercise's screen: a navigation-bar title that reads
/// "User Rating: N stars" ("star" for 1), the rating row centred below it, and the exercise's
/// "go farther" controls: 4, 5 or 6 stars, right-to-left, and the flare's style (the exercise's
/// grow, or spin, bounce, pulse). The exercise asks to demonstrate the control's events: each
/// one shows as it happens in the event log under the controls (newest first, a run of drags
/// counted) and on the status line; the rating appears in the report's `controls`.
///
/// Everything under the title bar is in a vertical scroll container (`content`): a window too
/// short for the rating, its three rows and the log scrolls them (wheel, drag, keys) instead of
/// putting the log over the Flare row or the row under the status line.
final class RatingScene: SceneView {
    let titleBar = View().mirroringRightToLeft()
    let titleLabel = Label(text: "", font: .boldSystem(size: 17)).fittingTranslations(lines: 1, scale: 0.6).labelled(
        "Title")
    let rating = RatingControl(starCount: 5)
    let starsLabel = Label(text: "Stars:", font: .system(size: 15)).fittingTranslations()
    let starsControl = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1).writingNumbersInLocale().labelled(
        "Stars")
    let rtlLabel = Label(text: "Right to Left:", font: .system(size: 15)).fittingTranslations()
    let rtlSwitch = Switch(isOn: false).labelled("Right to Left")
    let flareLabel = Label(text: "Flare:", font: .system(size: 15)).fittingTranslations()
    let flareControl = SegmentedControl(titles: FlareStyle.allCases.map(\.title), selectedIndex: 0).labelled("Flare")
    /// The rating's control events, newest first ("Events: touchUpInside · touchDragInside ×3 · touchDown").
    let eventLog = Label(text: "Events: none yet", font: .system(size: 13)).labelled("Event log")
    /// The events shown in `eventLog`, oldest first, a run of the same event as one with a count.
    private(set) var loggedEvents: [(name: String, count: Int)] = []
    /// Everything under the title bar; it scrolls when the window is too short for it.
    let content = ScrollContainer().mirroringRightToLeft()
    /// How many entries the log keeps.
    static let eventLogLength = 8

    /// The exercise's title text for a rating.
    static func title(for value: Int) -> String {
        "User Rating: \(value) \(value == 1 ? "star" : "stars")"
    }

    override init(context: SceneContext) {
        super.init(context: context)
        titleBar.backgroundColor = Color(white: 0.97)
        titleLabel.alignment = .center
        content.isVertical = true
        content.bounces = false
        content.clipsToBounds = true  // scrolled rows never draw over the title bar or the status line
        addSubviews(titleBar, titleLabel, content)
        eventLog.textColor = Color(white: 0.25)
        content.addSubviews(rating, starsLabel, starsControl, rtlLabel, rtlSwitch, flareLabel, flareControl, eventLog)
        updateTitle()

        rating.addAction(for: .allEvents) { [unowned self] _, event in
            log(event)
            if event == .valueChanged {
                updateTitle()
                status?("Rating: \(Self.title(for: rating.value))")
            } else {
                status?("Rating: \(event)")
            }
        }
        starsControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            rating.starCount = Int(starsControl.selectedTitle) ?? 5
            updateTitle()
            setNeedsLayout()
            status?("Rating: \(rating.starCount) stars in the row")
        }
        rtlSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in
            // The window's direction unless the switch says otherwise (then forced either way).
            let inherited = isLayoutRightToLeft
            rating.layoutDirection =
                rtlSwitch.isOn == inherited ? .inherited : rtlSwitch.isOn ? .forceRightToLeft : .forceLeftToRight
            status?("Rating: right to left \(rtlSwitch.isOn ? "on" : "off")")
        }
        flareControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            let style = FlareStyle.allCases[flareControl.selectedIndex]
            rating.flareStyle = style
            rating.flare(star: rating.value)  // show it at once
            status?("Rating: flare \(style.title)")
        }
    }

    /// The switch shows the rating's direction when the window's changes (a right-to-left
    /// window: on).
    override func layoutDirectionDidChange() {
        super.layoutDirectionDidChange()
        if rtlSwitch.isOn != rating.isRightToLeft { rtlSwitch.setOn(rating.isRightToLeft, animated: false) }
    }

    private func updateTitle() {
        titleLabel.text = context.numbers.localizingNumbers(in: Self.title(for: rating.value))
    }

    /// Adds `event` to the event log (a repeat of the newest entry counts up).
    private func log(_ event: ControlEvents) {
        let name = "\(event)"
        if loggedEvents.last?.name == name {
            loggedEvents[loggedEvents.count - 1].count += 1
        } else {
            loggedEvents.append((name, 1))
            if loggedEvents.count > Self.eventLogLength { loggedEvents.removeFirst() }
        }
        eventLog.text =
            "Events: "
            + loggedEvents.reversed().map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }
            .joined(separator: " · ")
    }

    static let titleBarHeight = 44.0
    /// The log's height, and the room kept under it.
    static let eventLogHeight = 22.0, bottomMargin = 8.0

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, top = Self.titleBarHeight
        titleBar.frame = Rect(x: 0, y: 0, width: w, height: top)
        titleLabel.frame = titleBar.frame
        content.frame = Rect(x: 0, y: top, width: w, height: max(0, h - top))
        // Laid out in window terms (y from the scene's top), placed in the content 44 pt up. A
        // short window (500×400) puts the rating just under the title, the rows close under it.
        let short = h < 420
        let ratingY = short ? top + 12 + rating.frame.height / 2 : max(120, h * 0.4)
        rating.center = Point(x: w / 2, y: ratingY - top)
        let rowY = ratingY + rating.frame.height / 2 + (short ? 20 : 60) - top
        let labelW = 120.0
        let left = w / 2 - 150
        starsLabel.frame = Rect(x: left, y: rowY, width: labelW, height: 30)
        starsControl.frame = Rect(x: left + labelW, y: rowY, width: 180, height: 30)
        rtlLabel.frame = Rect(x: left, y: rowY + 50, width: labelW, height: 31)
        rtlSwitch.frame = Rect(origin: Point(x: left + labelW, y: rowY + 50), size: Switch.size)
        flareLabel.frame = Rect(x: left, y: rowY + 100, width: labelW, height: 30)
        flareControl.frame = Rect(x: left + labelW, y: rowY + 100, width: 240, height: 30)
        // The log under the Flare row, never over it: past the window's bottom, the page scrolls.
        eventLog.frame = Rect(x: 16, y: rowY + 145, width: max(0, w - 32), height: Self.eventLogHeight)
        content.contentSize = Size(width: w, height: eventLog.frame.maxY + Self.bottomMargin)
        let visible = content.bounds.height
        let scrolls = content.contentSize.height > visible + 0.5
        content.isScrollEnabled = scrolls
        content.delaysContentTouches = scrolls
    }
}

extension FlareStyle {
    /// The segment title in the rating scene.
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
