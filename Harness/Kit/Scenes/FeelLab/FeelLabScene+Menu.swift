import FlywheelCore
import FlywheelUI

/// The feel lab's parameter menu: press on the preview area *outside the spinner's ring* (its
/// corners; anywhere in it while the spinner is closed) and a `ParameterMenu` over the preview
/// lists the fields of the panel's current page, each value with its unit ("0.998 /ms",
/// "0.25 items/s"; on/off and other choices as discrete values). Sliding sideways edits the
/// field live, exactly as its slider does (same ranges and scales: a full 250-pt slide covers
/// the slider's whole travel); the panel follows, and a value the feel refuses is shown back as
/// the one still in force.
///
/// Why outside the ring: a press on the ring belongs to the spinner (it drags the wheel), and
/// SDL's right button and modifier keys do not reach views, so the menu's input view sits
/// behind the preview's spinner (`attach(to:atBack:)`) and takes only the presses the spinner
/// does not. Such a press does not close the open spinner.
final class FeelMenuController: ParameterMenuDelegate {
    let menu = ParameterMenu().labelled("Feel Menu")
    let recorder: ParameterMenuRecorder
    private unowned let scene: FeelLabScene
    /// The fields the menu lists (the page shown when it was last filled).
    private(set) var fields: [FeelField] = []

    init(scene: FeelLabScene) {
        self.scene = scene
        recorder = ParameterMenuRecorder(name: "feel", menu: menu)
        menu.presentingView = scene.demo
        menu.delegate = self
        // `self.scene` (unowned), not the parameter `scene`: the scene owns this controller and
        // its menu, so a closure on the menu that held the scene would keep both alive forever.
        menu.willOpen = { [unowned self] _ in
            refresh()
            // The overlay lives in the preview; drawn after the picker box, it may hang over it.
            self.scene.bringSubviewToFront(self.scene.demo)
        }
        menu.attach(to: scene.demo, atBack: true)
        refresh()
    }

    /// Lists the current page's fields with the values in force.
    func refresh() {
        fields = FeelField.all.filter { $0.page == scene.panel.page }
        menu.parameters = fields.map { Self.parameter(for: $0, in: scene.feel) }
    }

    /// A field as a menu parameter: numbers at their place along the slider's scale, choices as
    /// string values.
    static func parameter(for field: FeelField, in feel: FeelParameters) -> MenuParameter {
        switch field.kind {
        case .number(let path, let range, let scale, let unit):
            return MenuParameter(
                label: title(of: field.name), normalisedValue: scale.fraction(of: feel[keyPath: path], in: range),
                labelFunction: { fraction in
                    let text = scale.format(scale.value(atFraction: fraction, in: range))
                    return unit.isEmpty ? text : "\(text) \(unit)"
                },
                localLabelFunction: { fraction, numbers in
                    scale.text(for: scale.value(atFraction: fraction, in: range), unit: unit, numbers: numbers)
                })
        default:
            let choices = field.choices
            var p = MenuParameter(
                label: title(of: field.name), normalisedValue: 0,
                labelFunction: { v in choices[min(max(Int(v * Double(choices.count - 1) + 1e-9), 0), choices.count - 1)]
                },
                stringValues: choices)
            p.selectedIndex = field.choiceIndex(in: feel)
            return p
        }
    }

    /// A field's JSON name split into words so it wraps on a row ("stopSpeedItemsPerSecond" →
    /// "stop Speed Items Per Second").
    static func title(of name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase, !out.isEmpty { out.append(" ") }
            out.append(c)
        }
        return out
    }

    /// `feel` with the field at `index` set from the menu's value.
    func proposal(from feel: FeelParameters, index: Int, value p: MenuParameter) -> FeelParameters {
        let field = fields[index]
        switch field.kind {
        case .number(let path, let range, let scale, _):
            var f = feel
            f[keyPath: path] = scale.value(atFraction: p.normalisedValue, in: range)
            return f
        default:
            return field.applying(choice: p.selectedIndex ?? 0, to: feel)
        }
    }

    func parameterMenu(_ menu: ParameterMenu, didChangeParameterAt index: Int, parameters: [MenuParameter]) {
        recorder.record("didChange:\(index)")
        guard fields.indices.contains(index), parameters.indices.contains(index) else { return }
        let field = fields[index]
        let proposal = proposal(from: scene.feel, index: index, value: parameters[index])
        _ = scene.applyFeel(proposal, preset: "custom", message: "\(field.name) = \(field.display(in: proposal))")
        // Numbers keep the menu's own fraction (so slow slides accumulate); choices and refusals
        // show the feel in force.
        var shown = fields.map { Self.parameter(for: $0, in: scene.feel) }
        if case .number = field.kind, scene.feel == proposal { shown[index] = parameters[index] }
        menu.parameters = shown
    }
}
