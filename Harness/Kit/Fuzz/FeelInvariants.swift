import FlywheelCore
import FlywheelUI

/// The feel contracts `FuzzInvariants` checks after every step, so that nothing a player types,
/// drags or sets puts a bad number into the physics or leaves a refused edit on screen:
///
/// - every spinner and picker wheel in the tree runs a valid feel (each number field finite and
///   in its range, the fastest fling above the slowest);
/// - in the feel lab: the profile in force is valid, and the spinner, the picker, the editor
///   panel and the session (`SceneContext.feel`, what the other scenes use) all hold that very
///   profile; and every number field's slider (unless a finger is on it) shows the value in
///   force — a typed or dragged value that was refused leaves the old one, on screen too.
///
/// ```swift
/// for line in FeelInvariants.violations(in: host.rootView) { print(line) }
/// // "feel lab: flingGain shows 7 but 1 is in force"
/// ```
enum FeelInvariants {
    static func violations(in root: View) -> [String] {
        var out: [String] = []
        root.forEachInTree { view in
            if let spinner = view as? Spinner {
                out += problems(of: spinner.feel, in: "spinner \(name(of: spinner))")
            } else if let picker = view as? PickerWheel {
                out += problems(of: picker.feel, in: "picker \(name(of: picker))")
            } else if let lab = view as? FeelLabScene {
                out += violations(in: lab)
            }
        }
        return out
    }

    /// The feel lab's own: one profile in force, held and shown everywhere.
    static func violations(in lab: FeelLabScene) -> [String] {
        var out = problems(of: lab.feel, in: "feel lab: the profile in force")
        let holders: [(String, FeelParameters)] = [
            ("its spinner", lab.spinner.feel), ("its picker", lab.picker.feel), ("its editor panel", lab.panel.feel),
            ("the session (context.feel)", lab.context.feel),
        ]
        for (holder, feel) in holders where feel != lab.feel {
            out.append("feel lab: \(holder) holds a feel other than the one in force (\(differences(feel, lab.feel)))")
        }
        for cell in lab.panel.cells {
            guard case .number(let path, _, _, _) = cell.field.kind, let slider = cell.control as? Slider,
                !slider.isTracking
            else { continue }
            let inForce = lab.feel[keyPath: path]
            if slider.value != inForce {
                out.append(
                    "feel lab: \(cell.field.name) shows \(number(slider.value)) but "
                        + "\(number(inForce)) is in force")
            }
        }
        return out
    }

    private static func problems(of feel: FeelParameters, in holder: String) -> [String] {
        let problems = feel.validationProblems()
        guard !problems.isEmpty else { return [] }
        return ["\(holder): feel not valid: " + problems.map(\.description).joined(separator: "; ")]
    }

    /// A number as a report writes it; "nan" or "inf" for the ones JSON has no form for.
    private static func number(_ n: Double) -> String { n.isFinite ? JSONValue.format(n) : "\(n)" }

    private static func name(of view: View) -> String {
        view.accessibilityLabel.map { "'\($0)'" } ?? "(unlabelled)"
    }

    /// The number fields where `a` and `b` differ (a NaN differs from everything) ("flingGain 7 ≠ 1"), or "other fields" when
    /// only a switch or choice does.
    private static func differences(_ a: FeelParameters, _ b: FeelParameters) -> String {
        let fields = (FeelParameters.numberFields + FeelParameters.splineNumberFields).filter {
            a[keyPath: $0.keyPath] != b[keyPath: $0.keyPath]
        }
        guard !fields.isEmpty else { return "a switch or choice differs" }
        return fields.prefix(3).map {
            "\($0.name) \(number(a[keyPath: $0.keyPath])) ≠ \(number(b[keyPath: $0.keyPath]))"
        }.joined(separator: ", ")
    }
}
