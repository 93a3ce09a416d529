import FlywheelCore
import FlywheelUI
import Foundation

/// Where a scene can be poked, read from the scene itself once it is laid out: its spinners
/// (centre, ring radius), its labelled controls with the values each accepts (named only by a
/// stable name: `stableName(of:in:excluding:)`), and the controls
/// of your own that declare themselves (`ReportableControl`, `FuzzGestureHinting`) — so a new
/// scene or control is fuzzed without any change here.
struct FuzzTargets {
    struct SpinnerTarget {
        var center: Point
        var side: Double
        var ringRadius: Double
        /// Where the open ring's centre is (`Spinner.ringCenter`, in the window): off the
        /// spinner's centre near an edge.
        var ringCenter: Point
    }

    struct ControlTarget {
        /// The name a `set` step uses: the control's own stable one, or nil when it has none
        /// (then it is only tapped).
        var name: String?
        var frame: Rect
        /// Values a `set` may give it (empty: only tapped).
        var values: [String]
        /// For sliders: the range a random value is drawn from.
        var numeric: ClosedRange<Double>?
    }

    /// A control of your own (`ReportableControl` or `FuzzGestureHinting`): its frame and
    /// gestures, in window points.
    struct OwnControlTarget {
        var frame: Rect
        var gestures: [FuzzGesture]
    }

    var size: Size
    var spinners: [SpinnerTarget] = []
    var controls: [ControlTarget] = []
    var ownControls: [OwnControlTarget] = []

    /// Reads the targets of what `shell` shows in `root`.
    init(shell: HarnessShell, root: View, size: Size) {
        self.size = size
        for recorder in shell.spinnerRecorders {
            guard let s = recorder.spinner, s.host != nil else { continue }
            let frame = s.transformToWindow.apply(s.bounds)
            spinners.append(
                SpinnerTarget(
                    center: frame.center, side: max(frame.width, frame.height), ringRadius: s.ringRadius,
                    ringCenter: s.superview?.convert(s.ringCenter, to: nil) ?? frame.center))
        }
        for named in ControlFinder.namedControls(in: root, excluding: [shell.statusLabel]) {
            let c = named.control
            let frame = c.transformToWindow.apply(c.bounds)
            let name = Self.stableName(of: c, in: root, excluding: [shell.statusLabel])
            var target = ControlTarget(name: name, frame: frame, values: [], numeric: nil)
            switch c {
            case let numeric as any NumericScriptSettable:
                if numeric.minimum.isFinite, numeric.maximum.isFinite, numeric.minimum <= numeric.maximum {
                    target.numeric = numeric.minimum...numeric.maximum
                }
            case let segments as SegmentedControl:
                target.values = segments.titles.enumerated().filter { segments.isEnabled(segment: $0.offset) }.map(
                    \.element)
            case is Switch:
                target.values = ["on", "off"]
            case let spinner as Spinner:
                target.values = spinner.values.indices.map(String.init)
            case is ChurnButton:
                target.values = ["1", "5", "20"]
            default:
                target.values = [c.scriptValue]
            }
            controls.append(target)
        }
        root.forEachInTree { v in
            guard let c = v as? Control, c is any ReportableControl || c is any FuzzGestureHinting,
                !c.isHidden, c.host != nil
            else { return }
            let toWindow = c.transformToWindow
            let gestures = ((c as? any FuzzGestureHinting)?.fuzzGestures ?? []).map { g -> FuzzGesture in
                switch g {
                case .arc(let center, let radius):
                    let p = toWindow.apply(center)
                    let edge = toWindow.apply(Point(x: center.x + radius, y: center.y))
                    return .arc(center: p, radius: hypot(edge.x - p.x, edge.y - p.y))
                case .line(let from, let to):
                    return .line(from: toWindow.apply(from), to: toWindow.apply(to))
                }
            }
            ownControls.append(OwnControlTarget(frame: toWindow.apply(c.bounds), gestures: gestures))
        }
    }

    /// The name a generated `set` step may address `control` by: its accessibility label — the
    /// identifier a scene gives a control once (`ControlRow` gives its title) — when that name
    /// finds this very control; else nil.
    ///
    /// Never the text of a label beside it, though `ControlFinder` also finds controls that way:
    /// a label near a control may be a live readout. In a short, wide leak scene a counter
    /// ("Views in tree: 21") stood where a caption would, a case addressed the control by it, and
    /// by the time the step ran the counter said 24 — the step could not run.
    static func stableName(of control: any ScriptSettable, in root: View, excluding: [View]) -> String? {
        guard let name = control.accessibilityLabel?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
            ControlFinder.find(name, in: root, excluding: excluding) === control
        else { return nil }
        return name
    }
}
