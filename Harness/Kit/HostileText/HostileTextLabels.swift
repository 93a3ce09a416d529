import FlywheelCore
import FlywheelUI

/// Puts one hostile string (`HostileText`) in every label and title of a scene: labels, button
/// titles, segment and tab titles, and picker rows. It is how the scene fuzz shows the corpus in
/// real layouts (one case in `FuzzHostileText.drawEvery`), and how `harness --hostile-text NAME`
/// shows it in a window.
///
/// Controls keep their accessibility labels, which scripts and generated `set` steps address them
/// by, so the same steps still reach the same controls. A label a scene rewrites later (a live
/// readout) shows the scene's text again from then on.
///
/// ```swift
/// let entry = HostileText.corpus.first { $0.name == "fribidi-150" }!
/// HostileTextLabels.apply(entry.text, to: scene)   // every label and title now shows it
/// ```
public enum HostileTextLabels {
    /// Replaces the text of every label and title in `root`'s tree with `text`; returns how many
    /// strings were replaced.
    @discardableResult
    public static func apply(_ text: String, to root: View) -> Int {
        var replaced = 0
        root.forEachInTree { view in
            switch view {
            case let label as Label:
                label.text = text
                replaced += 1
            case let button as Button:
                button.title = text
                replaced += 1
            case let segments as SegmentedControl:
                segments.titles = segments.titles.map { _ in text }
                replaced += segments.titles.count
            case let picker as PickerWheel:
                picker.rows = picker.rows.map { row in
                    var row = row
                    row.title = text
                    return row
                }
                replaced += picker.rows.count
            default:
                break
            }
        }
        return replaced
    }

    /// The corpus entry called `name`, or an error that names it and lists the known names.
    public static func entry(named name: String, option: String = "--hostile-text") throws(HostileTextNameError)
        -> HostileText
    {
        guard let entry = HostileText.corpus.first(where: { $0.name == name }) else {
            throw HostileTextNameError(
                message:
                    "\(option): unknown hostile text '\(OutsideText.quoted(name))'; known: \(HostileText.corpus.map(\.name).joined(separator: ", "))"
            )
        }
        return entry
    }
}

/// A hostile-text name that is not in the corpus.
public struct HostileTextNameError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
