import FlywheelCore
import FlywheelUI

/// The `languages` scene: text in many scripts through the public API only, to see how the
/// text path shapes, orders and falls back. On the left, one `Label` per script (a sentence about a
/// city, 20 pt, its script named in grey beside it); on the right, a picker-only spinner of ten
/// cities in their own scripts, the selected city's title, two mixed-direction lines and a line
/// with colour emoji; along the bottom, the cities' countries as segments (short titles in
/// several scripts), each selecting its city.
///
/// Right-to-left samples are aligned right in their column; the mixed lines start left to
/// right and so are aligned left. The Latin sample has a precomposed ligature (U+FB01), letters
/// the font may join ("office") and combining marks (e + U+0301, i + U+0308, A + U+030A).
final class LanguagesScene: SceneView {
    /// One line of sample text and the name of its script.
    struct Sample {
        let script: String
        let text: String
        /// True for a right-to-left sample (drawn aligned right).
        var isRightToLeft = false
    }

    /// One per script, in the order shown.
    static let scripts: [Sample] = [
        Sample(script: "Japanese", text: "東京は日本の首都です"),
        Sample(script: "Chinese", text: "北京是中国的首都"),
        Sample(script: "Korean", text: "서울은 한국의 수도입니다"),
        Sample(script: "Arabic", text: "القاهرة عاصمة مصر", isRightToLeft: true),
        Sample(script: "Hebrew", text: "תל אביב ליד הים", isRightToLeft: true),
        Sample(script: "Hindi", text: "मुंबई महाराष्ट्र की राजधानी है"),
        Sample(script: "Thai", text: "กรุงเทพฯ เมืองหลวงของไทย"),
        Sample(script: "Russian", text: "Москва — столица России"),
        Sample(script: "Greek", text: "Η Αθήνα είναι πρωτεύουσα"),
        Sample(script: "Latin", text: "office \u{FB01}ne cafe\u{301} nai\u{308}ve A\u{30A}"),
    ]
    /// The mixed-direction lines and the emoji line, under the picker.
    static let extraLines = ["Level 3 — שלב 3", "Score: 120 نقطة", "Prize 🎉🏆"]
    /// The picker's values.
    static let cities = ["東京", "北京", "서울", "القاهرة", "תל אביב", "मुंबई", "กรุงเทพฯ", "Москва", "Αθήνα", "São Paulo"]
    /// The segments: each city's country in its own language, in the cities' order.
    static let countries = ["日本", "中国", "한국", "مصر", "ישראל", "भारत", "ไทย", "Россия", "Ελλάδα", "Brasil"]

    static let titleBarHeight = 44.0
    static let margin = 16.0
    static let rowHeight = 40.0
    static let captionWidth = 84.0
    /// The left column's width (captions and samples); the right column takes the rest.
    static let leftColumnWidth = 460.0
    static let segmentsHeight = 30.0
    /// The open picker's height (from the picker area's top to the spinner's), at most: a page
    /// shorter than it and the spinner shortens it.
    static let pickerHeight = 220.0

    let titleBar = View().mirroringRightToLeft()
    let titleLabel = Label(text: "Languages: one label per script", font: .boldSystem(size: 17))
        .fittingTranslations(lines: 1, scale: 0.6).labelled("Title")
    let captions: [Label]
    let samples: [Label]
    /// Holds the spinner; the picker opens in it, above the spinner.
    let pickerArea = View().mirroringRightToLeft().labelled("Picker Area")
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 48, height: 48)).labelled("City")
    let cityLabel = Label(text: "", font: .system(size: 20)).verbatim().labelled("Selected City")
    let extras: [Label]
    let countryControl = SegmentedControl(titles: LanguagesScene.countries, selectedIndex: 0).labelled("Country")
    /// Everything under the title bar; it scrolls when the window is too small for it (a narrow
    /// window puts the picker under the samples instead of beside them).
    let content = ScrollContainer().mirroringRightToLeft()

    override init(context: SceneContext) {
        captions = Self.scripts.map { Label(text: $0.script, font: .system(size: 13)).fittingTranslations() }
        // The samples are in their own languages already: a pseudo-locale leaves them as written.
        samples = Self.scripts.map { Label(text: $0.text, font: .system(size: 20)).verbatim() }
        // Their numbers in the player's digits: one digit system on the screen.
        extras = Self.extraLines.map {
            Label(text: context.numbers.localizingNumbers(in: $0), font: .system(size: 20)).verbatim()
        }
        super.init(context: context)
        titleBar.backgroundColor = Color(white: 0.97)
        titleLabel.alignment = .center
        content.isVertical = true
        content.bounces = false
        addSubviews(titleBar, titleLabel, content)
        for (sample, (caption, label)) in zip(Self.scripts, zip(captions, samples)) {
            caption.textColor = Color(white: 0.45)
            // Natural: a sample's own direction (Arabic and Hebrew at the right), and every
            // sample at the right in a right-to-left window.
            label.alignment = .natural
            label.accessibilityLabel = sample.script
            content.addSubviews(caption, label)
        }
        content.addSubview(pickerArea)
        spinner.backgroundColor = .white
        spinner.tintColor = .harnessNavy
        spinner.openBackgroundColor = .harnessPaleYellow
        spinner.spinnerMode = .pickerOnly
        try? spinner.setFeel(context.feel)
        spinner.values = Self.cityItems(context.assets)
        spinner.selectedIndex = Self.cities.count / 2  // a full picker: rows above and below
        pickerArea.addSubview(spinner)
        cityLabel.alignment = .center
        content.addSubview(cityLabel)
        extras.forEach(content.addSubview)
        content.addSubview(countryControl)
        spinnerRecorders = [statusLineRecorder(for: spinner, name: "city", title: "City")]
        spinner.addAction(for: .valueChanged) { [unowned self] _, _ in showSelection() }
        countryControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.selectedIndex = countryControl.selectedIndex
            status?("Country: \(countryControl.selectedTitle)")
        }
        showSelection()
    }

    override var helpLines: [String] {
        [
            "One label per script on the left; tap the spinner for a picker of ten cities in their own scripts.",
            "The country segments select their city.",
        ]
    }

    /// The cities as spinner values, each with one of the shape icons (a dot without Assets/).
    static func cityItems(_ assets: AssetLibrary) -> [SpinnerItem] {
        let shapes = assets.shapes.map(\.image)
        let dot = shapes.isEmpty ? dot() : nil
        return cities.enumerated().map { i, city in
            SpinnerItem(title: city, icon: dot ?? shapes[i % shapes.count], value: countries[i])
        }
    }

    /// A 32×32 template disc: the icon when no shapes could be loaded.
    static func dot() -> Image {
        let side = 32
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for p in 0..<(side * side) {
            let dx = Double(p % side) - 15.5, dy = Double(p / side) - 15.5
            if dx * dx + dy * dy <= 14 * 14 { rgba[p * 4 + 3] = 255 }
        }
        return Image(width: side, height: side, rgba: rgba, name: "dot", isTemplate: true)
    }

    /// The selected city's title under the picker, and its country's segment.
    private func showSelection() {
        cityLabel.text = spinner.value?.title ?? ""
        if countryControl.selectedIndex != spinner.selectedIndex {
            countryControl.selectedIndex = spinner.selectedIndex
        }
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m = Self.margin
        titleBar.frame = Rect(x: 0, y: 0, width: w, height: Self.titleBarHeight)
        titleLabel.frame = titleBar.frame
        content.frame = Rect(x: 0, y: Self.titleBarHeight, width: w, height: max(0, h - Self.titleBarHeight))
        // A window too narrow for the picker beside the samples puts it under them.
        let narrow = w < Self.leftColumnWidth + 200
        let top = 8.0
        let sampleX = m + Self.captionWidth
        let sampleWidth = (narrow ? w - m : Self.leftColumnWidth) - sampleX
        for (i, (caption, label)) in zip(captions, samples).enumerated() {
            let y = top + Double(i) * Self.rowHeight
            caption.frame = Rect(x: m, y: y, width: Self.captionWidth - 8, height: Self.rowHeight - 8)
            label.frame = Rect(x: sampleX, y: y, width: sampleWidth, height: Self.rowHeight - 8)
        }
        // The right column (or, narrow, the rest of the one column): the picker area (the picker
        // opens above the spinner, as tall as `pickerHeight`), then the selection and the extra lines.
        let right = narrow ? m : Self.leftColumnWidth + m
        let rightWidth = max(0, w - right - m)
        let pickerTop = narrow ? top + Double(samples.count) * Self.rowHeight + 4 : top
        let spinnerSide = spinner.bounds.height
        // The open picker and the spinner fit the page's viewport together (a short window
        // shortens the picker), so opening can scroll them both into view.
        let pickerHeight = min(Self.pickerHeight, max(3 * Self.rowHeight, content.bounds.height - spinnerSide - 12))
        pickerArea.frame = Rect(x: right, y: pickerTop, width: rightWidth, height: pickerHeight + spinnerSide + 4)
        spinner.center = Point(x: rightWidth / 2, y: pickerHeight + spinnerSide / 2)
        var y = pickerArea.frame.maxY + 4
        for label in [cityLabel] + extras {
            label.frame = Rect(x: right, y: y, width: rightWidth, height: Self.rowHeight - 8)
            y += Self.rowHeight - 4
        }
        y = max(y, top + Double(samples.count) * Self.rowHeight)
        let visible = content.bounds.height
        countryControl.frame = Rect(
            x: m, y: max(y, visible - Self.segmentsHeight - 8), width: w - 2 * m, height: Self.segmentsHeight)
        content.contentSize = Size(width: w, height: countryControl.frame.maxY + 8)
        let scrolls = content.contentSize.height > visible + 0.5
        content.isScrollEnabled = scrolls
        content.delaysContentTouches = scrolls
    }
}
