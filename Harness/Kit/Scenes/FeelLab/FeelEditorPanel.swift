import FlywheelCore
import FlywheelUI

/// Every `FeelParameters` field, a page at a time: a "Page:" selector, then two columns of
/// cells, each the field's JSON name, its control (a `Slider` on the field's scale for numbers, a segmented
/// control for the booleans, the speed basis and the estimator's degree) and its value with
/// the unit.
///
/// The panel never changes the feel itself: a user's edit calls `onEdit` with the profile it
/// proposes, and the scene either accepts it (then calls `show`) or refuses it (and calls `show`
/// with the profile still in force, which puts the control back).
///
/// A number can also be typed, in the player's locale (`FeelEditorPanel+Typing.swift`): a click
/// on the value, or Enter (or a digit) on the field's slider, opens its `FeelNumberEntry`.
final class FeelEditorPanel: View {
    /// One field's row of views.
    final class Cell {
        let field: FeelField
        let nameLabel: Label
        let valueLabel: Label
        let control: Control
        /// Where the number is typed (number fields only; hidden until editing begins).
        let entry: FeelNumberEntry?

        /// How the value label writes numbers (the player's locale).
        let numbers: LocalNumbers

        init(field: FeelField, feel: FeelParameters, numbers: LocalNumbers = .plain) {
            self.field = field
            self.numbers = numbers
            nameLabel = Label(text: field.name, font: .system(size: 11)).verbatim()  // the profile's key
            nameLabel.textColor = Color(white: 0.15)
            valueLabel = Label(text: field.display(in: feel, numbers: numbers), font: .system(size: 11)).verbatim()
            valueLabel.textColor = Color(white: 0.3)
            switch field.kind {
            case .number(let path, let range, let scale, let unit):
                control = Self.slider(range: range, scale: scale, unit: unit, value: feel[keyPath: path])
                entry = FeelNumberEntry()
            default:
                let segments = SegmentedControl(titles: field.choices, selectedIndex: field.choiceIndex(in: feel))
                    .writingNumbersInLocale()
                segments.font = .system(size: 11)
                control = segments
                entry = nil
            }
            control.accessibilityLabel = field.name
            // The control carries the name and the value: a reader hears them once, with it.
            nameLabel.accessibilityElementsHidden = true
            valueLabel.accessibilityElementsHidden = true
        }

        /// A feel number's slider: small, on the field's scale; a drag sets a value tidied to three
        /// significant digits, a key press moves 1 % of the track (PageUp/PageDown 10 %).
        static func slider(range: ClosedRange<Double>, scale: SliderScale, unit: String, value: Double) -> Slider {
            let slider = Slider(minimum: range.lowerBound, maximum: range.upperBound, value: value, scale: scale)
            slider.unit = unit
            slider.significantDigits = 3
            slider.keyIncrement = 0.01
            slider.pageIncrement = 0.1
            slider.thumbRadius = 8
            slider.trackThickness = 3
            slider.thumbBorderColor = Color(white: 0.6)
            return slider
        }

        var views: [View] { [nameLabel, valueLabel, control] }
        /// Choices show their value in the control itself.
        var showsValueLabel: Bool { control is Slider }

        /// Shows `feel`'s value without sending events.
        func show(_ feel: FeelParameters) {
            valueLabel.text = field.display(in: feel, numbers: numbers)
            switch field.kind {
            case .number(let path, _, _, _): (control as? Slider)?.value = feel[keyPath: path]
            default: (control as? SegmentedControl)?.selectedIndex = field.choiceIndex(in: feel)
            }
        }

        /// The profile this cell's control proposes, from `feel`.
        func proposal(from feel: FeelParameters) -> FeelParameters {
            switch field.kind {
            case .number(let path, _, _, _):
                var f = feel
                if let slider = control as? Slider { f[keyPath: path] = slider.value }
                return f
            default:
                return field.applying(choice: (control as? SegmentedControl)?.selectedIndex ?? 0, to: feel)
            }
        }
    }

    static let rowHeight = 26.0
    static let cellHeight = 38.0
    static let cellGap = 6.0
    /// The height the panel needs: the page row and three rows of cells.
    static var preferredHeight: Double {
        let rows = Double((FeelField.all.count + 2 * FeelPage.allCases.count - 1) / (2 * FeelPage.allCases.count))
        return rowHeight + cellGap + rows * (cellHeight + cellGap)
    }

    let pageLabel = Label(text: "Page:", font: .system(size: 13)).fittingTranslations()
    let pageControl = SegmentedControl(titles: FeelPage.allCases.map(\.title)).labelled("Page")
    private(set) var cells: [Cell] = []
    /// A user edited a field: the profile the panel proposes (the scene decides).
    var onEdit: ((FeelParameters, FeelField) -> Void)?
    /// A typed number was not taken (not a number, or out of the field's range): the field and
    /// why, naming the text. The profile did not change.
    var onTypingRefused: ((FeelField, String) -> Void)?
    /// The profile shown.
    private(set) var feel: FeelParameters

    var page: FeelPage {
        get { FeelPage(rawValue: pageControl.selectedIndex) ?? .coast }
        set { pageControl.selectedIndex = newValue.rawValue; pageDidChange() }
    }

    /// A reader finds the editor's page control and fields together, as one named group.
    override var accessibilityDefaultRole: AccessibilityRole { .group }
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Feel editor" }
        set { super.accessibilityLabel = newValue }
    }

    /// The panel showing `feel`, its values written by `numbers` (the player's locale).
    init(feel: FeelParameters, numbers: LocalNumbers = .plain) {
        self.feel = feel
        super.init(frame: .zero)
        mirrorsSubviewsRightToLeft = true
        pageLabel.textColor = Color(white: 0.15)
        pageControl.font = .system(size: 12)
        addSubviews(pageLabel, pageControl)
        for field in FeelField.all {
            let cell = Cell(field: field, feel: feel, numbers: numbers)
            cells.append(cell)
            cell.views.forEach(addSubview)
            cell.control.addAction(for: .valueChanged) { [unowned self, unowned cell] _, _ in
                onEdit?(cell.proposal(from: self.feel), cell.field)
            }
            if let entry = cell.entry {
                entry.accessibilityLabel = field.name
                addSubview(entry)
                entry.onCommit = { [unowned self, unowned cell] text in commitTyping(in: cell, text: text) }
                entry.onCancel = { [unowned self, unowned cell] in finishTyping(in: cell) }
            }
        }
        pageControl.addAction(for: .valueChanged) { [unowned self] _, _ in pageDidChange() }
        pageDidChange()
    }

    /// The cell editing the field named `name`.
    func cell(named name: String) -> Cell? { cells.first { $0.field.name == name } }

    /// Shows `feel` in every cell (no events).
    func show(_ feel: FeelParameters) {
        self.feel = feel
        for cell in cells { cell.show(feel) }
    }

    override func handleKey(_ event: KeyEvent) -> Bool { typingKey(event) }
    override func handleText(_ event: TextEvent) -> Bool { typingText(event) }
    override func takesTextInput(for focused: View) -> Bool { typesNumber(on: focused) }
    override func pointerDown(_ touch: Touch) -> Bool { typingPointerDown(touch) }

    private func pageDidChange() {
        endTyping()
        for cell in cells {
            let hidden = cell.field.page != page
            for view in cell.views { view.isHidden = hidden }
            cell.valueLabel.isHidden = hidden || !cell.showsValueLabel
        }
        // Laid out now, so the page's controls are where they are drawn before the next frame
        // (a script may set one right after choosing the page).
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        let w = bounds.width
        pageLabel.frame = Rect(x: 0, y: 0, width: 44, height: Self.rowHeight)
        pageControl.frame = Rect(x: 44, y: 0, width: min(w - 44, 340), height: Self.rowHeight)
        let columnWidth = (w - 12) / 2
        var index = 0
        for cell in cells where cell.field.page == page {
            let column = Double(index % 2), row = Double(index / 2)
            let x = column * (columnWidth + 12)
            let y = Self.rowHeight + Self.cellGap + row * (Self.cellHeight + Self.cellGap)
            let valueWidth = cell.control is Slider ? min(96, columnWidth * 0.4) : 0
            // A left-column name may run into the gap between the columns: the longest field
            // name (minimumProgrammaticSpinSeconds) needs it at 9 pt in a 500-pt window.
            let nameWidth = columnWidth + (column == 0 ? 10 : 0)
            cell.nameLabel.frame = Rect(x: x, y: y, width: nameWidth, height: 14)
            cell.control.frame = Rect(x: x, y: y + 16, width: columnWidth - valueWidth - 4, height: 22)
            cell.valueLabel.frame = Rect(x: x + columnWidth - valueWidth, y: y + 16, width: valueWidth, height: 22)
            cell.valueLabel.alignment = trailingTextAlignment  // against the slider's end
            cell.entry?.frame = cell.valueLabel.frame
            index += 1
        }
    }
}
