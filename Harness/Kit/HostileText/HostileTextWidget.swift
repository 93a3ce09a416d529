import FlywheelCore
import FlywheelUI

/// Every widget that draws an app's text, set up to show one string (`HostileText`) at a font
/// size and in a frame: what the hostile-text tests and `harness hostile-text` draw.
///
/// ```swift
/// let view = HostileTextWidget.tabBar.install(HostileText.corpus[2].text, in: renderer.host.rootView)
/// renderer.run(frames: 2)
/// ```
public enum HostileTextWidget: String, CaseIterable, Sendable {
    case label, wrappingLabel, button, segmentedControl, tabBar, pickerWheel, spinnerPicker, parameterMenu

    /// Where the widget goes when no frame is given (inside an 800×600 window).
    public static let defaultFrame = Rect(x: 20, y: 20, width: 320, height: 120)

    /// Adds the widget showing `text` to `root` (which must be in a host, for the ones that open
    /// an overlay) and returns it. `fontSize` and `frame` are passed to the widget as an app
    /// would set them, hostile values included.
    @discardableResult
    public func install(_ text: String, fontSize: Double? = nil, frame: Rect = defaultFrame, in root: View) -> View {
        func font(_ base: Font) -> Font {
            var f = base
            if let fontSize { f.size = fontSize }
            return f
        }
        let view: View
        switch self {
        case .label, .wrappingLabel:
            let label = Label(text: text, font: font(.system(size: 15)), frame: frame)
            if self == .wrappingLabel {
                label.numberOfLines = 0
                label.minimumScaleFactor = 0.5
            }
            view = label
        case .button:
            let button = Button(title: text, frame: frame)
            button.font = font(button.font)
            view = button
        case .segmentedControl:
            let control = SegmentedControl(titles: [text, "Two", text])
            control.font = font(control.font)
            control.frame = frame
            view = control
        case .tabBar:
            let bar = TabBar(titles: ["Basic", text, "Rating " + text])
            bar.font = font(bar.font)
            bar.frame = frame
            view = bar
        case .pickerWheel:
            let rows = [PickerRow(title: "One"), PickerRow(title: text), PickerRow(title: text + " 3")]
            let picker = PickerWheel(rows: rows, selectedIndex: 1, frame: frame)
            picker.displayFont = font(picker.displayFont)
            view = picker
        case .spinnerPicker:
            let icon = Image(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 256), name: "hostile-dot")
            let items = (0..<3).map { SpinnerItem(title: $0 == 1 ? text : "Item \($0)", icon: icon) }
            let spinner = Spinner(values: items, selectedIndex: 1, frame: frame, spinnerMode: .pickerOnly)
            if let fontSize { spinner.displayFont = Font(size: fontSize, weight: .bold) }
            root.addSubview(spinner)
            spinner.isOpen = true
            return spinner
        case .parameterMenu:
            let target = View(frame: frame)
            root.addSubview(target)
            let menu = ParameterMenu(parameters: [
                MenuParameter(label: text, normalisedValue: 0.5),
                MenuParameter(label: "Choice", normalisedValue: 0, stringValues: [text, "Other"]),
            ])
            menu.attach(to: target)
            menu.open()
            return target
        }
        root.addSubview(view)
        return view
    }
}
