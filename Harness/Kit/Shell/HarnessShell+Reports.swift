import FlywheelCore
import FlywheelUI

extension HarnessShell {
    /// The current scene's recorders: the scene's own, then those of any view inside it that
    /// adopts `ReportingScene`, then one per `ReportableControl` no listed recorder covers, in
    /// drawing order. The one walk of the scene for reports.
    public var controlRecorders: [any ControlRecorder] {
        var result: [any ControlRecorder] = []
        var reportable: [any ReportableControl] = []
        scene.forEachInTree { v in
            if let reporting = v as? ReportingScene { result += reporting.controlRecorders }
            if let control = v as? any ReportableControl { reportable.append(control) }
        }
        guard !reportable.isEmpty else { return result }
        let listed = Set(result.compactMap { ($0 as? ControlEventRecorder)?.control.map(ObjectIdentifier.init) })
        let labels = ControlFinder.namedControls(in: scene)
        for control in reportable where !listed.contains(ObjectIdentifier(control)) {
            let recorder = automaticRecorder(for: control)
            recorder.name =
                labels.first { $0.control === control }?.name ?? control.accessibilityLabel ?? recorder.typeName
            result.append(recorder)
        }
        return result
    }

    /// The current scene's recorders of one kind.
    func recorders<R>(of kind: R.Type) -> [R] { controlRecorders.compactMap { $0 as? R } }

    /// The scene's spinner recorders (see `SpinnerRecorder`).
    var spinnerRecorders: [SpinnerRecorder] { recorders(of: SpinnerRecorder.self) }

    /// The report of the scene now, for a run of `frames` frames at `fps` that took `frameSeconds` each.
    func report(fps: Double, frames: Int, frameSeconds: [Double]) -> HarnessReport {
        var report = HarnessReport(scene: entry.name, fps: fps, frames: frames, frameSeconds: frameSeconds)
        for recorder in controlRecorders { report.add(recorder) }
        report.status = statusLine.last
        report.messages = statusLine.messages
        return report
    }
}
