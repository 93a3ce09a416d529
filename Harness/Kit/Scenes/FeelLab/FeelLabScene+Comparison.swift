import FlywheelCore
import FlywheelUI
import Foundation

/// A/B: a second feel on the same robot fling. With feel B chosen (key B cycles through the
/// presets, then off), every robot fling is also run on B at 240 fps and drawn in black over the
/// plots, with B's landing item and rest time beside A's; key X swaps A and B, so the spinner in
/// the window takes B and a person can feel each in turn.
extension FeelLabScene {
    struct ComparisonState {
        /// Feel B, by name.
        var feel: (name: String, feel: FeelParameters)?
        /// The last robot fling on B.
        var trace: FlingTrace?
        /// B's series (made the first time B is plotted).
        var position: Plot.Series?
        var velocity: Plot.Series?
    }

    static let comparisonColor = Color(white: 0.1)

    /// Makes the preset `name` feel B (nil: no comparison).
    func setComparison(_ name: String?) {
        comparison.feel = name.flatMap { name in FeelParameters.presets.first { $0.name == name } }
        comparison.trace = nil
        fillPlots(with: robot.traces)
        status?("A/B: " + (comparison.feel.map { "B is \($0.name); the next robot fling runs on both" } ?? "off"))
    }

    /// The next preset as feel B, after the last: off.
    func cycleComparison() {
        let names = FeelParameters.presets.map(\.name)
        guard let current = comparison.feel?.name, let index = names.firstIndex(of: current) else {
            setComparison(names.first)
            return
        }
        setComparison(index + 1 < names.count ? names[index + 1] : nil)
    }

    /// Puts B on the spinner and the feel that was in force as B.
    func swapWithComparison() {
        guard let b = comparison.feel else {
            status?("A/B: choose a feel B first (key B)")
            return
        }
        let a = (name: presetName, feel: feel)
        guard applyFeel(b.feel, preset: b.name, message: "feel B, \(b.name)") else { return }
        comparison.feel = a
        // The plotted flings were A's and B's the other way round: the next robot fling plots both.
        comparison.trace = nil
        robot.traces = []
        fillPlots(with: [])
        status?("A/B: the spinner has \(b.name) (A), B is \(a.name); a robot fling plots both")
    }

    /// B's trace over the plots, with its landing (called by `fillPlots`).
    func plotComparison() {
        guard let b = comparison.feel, let trace = comparison.trace else { return }
        if comparison.position == nil {
            let capacity = Int(((FlingTrace.maximumDuration + FlingTrace.restTail) * 240).rounded(.up)) + 4
            comparison.position = positionPlot.addSeries(name: "B", color: Self.comparisonColor, capacity: capacity)
            let v = velocityPlot.addSeries(name: "B", color: Self.comparisonColor, capacity: capacity)
            v.showsInLegend = false
            comparison.velocity = v
        }
        comparison.position?.name = "B: \(b.name)"
        for s in trace.samples {
            comparison.position?.append(x: s.time, y: s.position)
            comparison.velocity?.append(x: s.time, y: s.velocity)
        }
        guard let landing = trace.landing, let travel = trace.landingTravel else { return }
        positionPlot.addHorizontalMarker(
            at: travel, color: Self.comparisonColor,
            label: "B \(b.name): item \(landing.item), at rest \(NumberText.rounded(landing.restTime, decimals: 2)) s",
            labelAlignment: .left)
        positionPlot.addPointMarker(x: landing.restTime, y: travel, color: Self.comparisonColor)
    }

    /// Keys B (next feel B) and X (swap A and B); false for any other key.
    func handleComparisonKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, !event.isRepeat, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .character("b"), .character("B"):
            cycleComparison()
            return true
        case .character("x"), .character("X"):
            swapWithComparison()
            return true
        default:
            return false
        }
    }
}
