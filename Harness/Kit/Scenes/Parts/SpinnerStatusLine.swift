import FlywheelUI

/// A spinner delegate that puts each call on the status line: "Spinner: opened with Owl",
/// "NW: selected Parrot", "Spinner: tapped, one value (Clown)". Scenes whose spinners only need
/// reporting make their recorders with `SceneView.statusLineRecorder(for:name:title:)`.
///
/// ```swift
/// spinnerRecorders = [statusLineRecorder(for: spinner, name: "spinner", title: "Spinner")]
/// ```
final class SpinnerStatusLine: SpinnerDelegate {
    let name: String
    let post: (String) -> Void

    init(name: String, post: @escaping (String) -> Void) {
        self.name = name
        self.post = post
    }

    private func say(_ what: String, _ item: SpinnerItem?) {
        post("\(name): \(what) \(item.map { $0.title.isEmpty ? "(untitled)" : $0.title } ?? "nothing")")
    }

    func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?) { say("tapped, one value:", item) }
    func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) { say("selected", item) }
    func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) { say("opened with", item) }
    func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?) { say("closed with", item) }
    func spinner(_ spinner: Spinner, hasChosenTheValue item: SpinnerItem?) { say("chose", item) }
}

extension SceneView {
    /// A recorder named `name` for `spinner` that passes every delegate call on to a status line
    /// saying it as "`title`: opened with Owl"; the scene keeps the line (the recorder holds it weakly).
    func statusLineRecorder(for spinner: Spinner, name: String, title: String) -> SpinnerRecorder {
        let line = SpinnerStatusLine(name: title) { [weak self] in self?.status?($0) }
        spinnerStatusLines.append(line)
        return SpinnerRecorder(name: name, spinner: spinner, forwardingTo: line)
    }
}
