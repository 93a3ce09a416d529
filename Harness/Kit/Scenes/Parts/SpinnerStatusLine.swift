import FlywheelUI

/// A spinner delegate that puts each call on the status line: "Spinner: opened with Owl",
/// "NW: selected Parrot", "Spinner: tapped, one value (Clown)". Scenes whose spinners only need
/// reporting keep one (strongly: recorders forward to it weakly) and pass `post` a closure that
/// reaches the scene's `status` weakly.
///
/// ```swift
/// let line = SpinnerStatusLine(name: "Spinner") { [weak self] in self?.status?($0) }
/// recorder = SpinnerRecorder(name: "spinner", spinner: spinner, forwardingTo: line)
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
}
