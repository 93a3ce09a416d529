import FlywheelCore
import FlywheelUI
import Foundation

/// The checks of the values read from arguments and script steps.
extension ParserFuzzChecks {
    /// The text as `--size`, `--image-size` and `--scenes`: refused naming the option, or in range.
    static func commandLine(_ data: Data) throws(ParserFuzzFinding) {
        let text = String(decoding: data, as: UTF8.self)
        let options = [("--size", 100.0...8192, 100.0...8192), ("--image-size", 400...8192, 300...8192)]
        for (option, width, height) in options {
            let size: Size
            do {
                size = try CommandLineValues.size(text, option: option, width: width, height: height)
            } catch {
                try require(error.description.hasPrefix("\(option): "), "a refusal not naming \(option): \(error)")
                continue
            }
            try require(
                width.contains(size.width) && height.contains(size.height),
                "\(option) '\(text)' gave \(size.width)x\(size.height)")
        }
        let names: [String]
        do {
            names = try CommandLineValues.sceneNames(text, option: "--scenes")
        } catch {
            return try require(error.description.hasPrefix("--scenes: "), "a refusal not naming --scenes: \(error)")
        }
        try require(
            !names.isEmpty && names.allSatisfy { SceneCatalog.entry(named: $0) != nil },
            "--scenes '\(text)' gave \(names)")
    }

    /// The text as a `set` step's value on each kind of control a script can set, and as a key
    /// and modifier name: applied within the control's range, or refused with the value unchanged.
    static func setValue(_ data: Data) throws(ParserFuzzFinding) {
        let text = String(decoding: data, as: UTF8.self)
        let slider = Slider(minimum: -5, maximum: 10, value: 1)
        let toggle = Switch(isOn: false)
        let segments = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1)
        let icon = Image(width: 1, height: 1, rgba: [0, 0, 0, 255], name: "icon")
        let spinner = Spinner(values: ["Ace", "King", "Queen"].map { SpinnerItem(title: $0, icon: icon) })
        let controls: [any ScriptSettable] = [slider, toggle, segments, spinner]
        for control in controls {
            let before = control.scriptValue
            if let refusal = control.setFromScript(text) {
                try require(!refusal.isEmpty, "an empty refusal from \(type(of: control))")
                try require(control.scriptValue == before, "\(type(of: control)) changed although it refused '\(text)'")
            }
        }
        try require(
            slider.value.isFinite && (-5...10).contains(slider.value), "the slider took '\(text)' as \(slider.value)")
        try require((0..<3).contains(segments.selectedIndex), "the segments took '\(text)'")
        try require((0..<3).contains(spinner.selectedIndex), "the spinner took '\(text)' as \(spinner.selectedIndex)")
        if let key = KeyNames.key(named: text) {
            try require(
                KeyNames.key(named: KeyNames.name(of: key)) == key, "the key '\(text)' does not read back by its name")
        }
        if let modifier = KeyNames.modifier(named: text) {
            try require(KeyNames.names(of: modifier).count == 1, "the modifier '\(text)' is not one modifier")
        }
    }
}
