import FlywheelCore
import FlywheelUI

/// What every scene is made with: the pictures and the feel in force (`--feel FILE`, or the
/// feel lab's current profile).
public final class SceneContext {
    public let assets: AssetLibrary
    public var feel: FeelParameters

    public init(assets: AssetLibrary = AssetLibrary(), feel: FeelParameters = .ios) {
        self.assets = assets
        self.feel = feel
    }
}

/// The base of every harness scene: a view that fills the content area and lays out its own
/// controls. A scene reports what happens through `status` (shown on the status line).
class SceneView: View {
    /// Set by the shell; scenes call it with a one-line message ("Rating: 4 stars").
    var status: ((String) -> Void)?
    let context: SceneContext

    /// Extra lines for the F1 help overlay (what to try, what the controls mean). The overlay
    /// already lists the harness keys and every labelled control with its values.
    var helpLines: [String] { [] }

    init(context: SceneContext) {
        self.context = context
        super.init(frame: .zero)
        backgroundColor = .white
    }
}

/// One entry of the scene list: the `--scene` name, the tab title, and how to make it.
public struct SceneEntry: Sendable {
    public let name: String
    public let title: String
    public let summary: String
    let make: @Sendable (SceneContext) -> SceneView
}

/// Every scene of the harness, in tab order.
public enum SceneCatalog {
    public static let all: [SceneEntry] = [
        SceneEntry(name: "basic", title: "Basic",
                   summary: "The Basic harness: one spinner and all ten control rows (HUD, disabled items, threshold, sounds, mode, colours, count)",
                   make: { BasicScene(context: $0) }),
        SceneEntry(name: "rating", title: "Rating",
                   summary: "The custom-UIControl exercise: a star rating row, its title and 4/5/6-star and right-to-left controls",
                   make: { RatingScene(context: $0) }),
    ]

    public static func entry(named name: String) -> SceneEntry? {
        all.first { $0.name == name.lowercased() }
    }

    public static var names: [String] { all.map(\.name) }
}
