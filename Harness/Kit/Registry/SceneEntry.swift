import FlywheelCore
import FlywheelUI

/// One scene of the harness: its `--scene` name, its tab title, a one-line summary
/// (`--list-scenes`, the status line) and how to make its view tree.
///
/// Your own scenes are made with `init(name:title:summary:build:)`: the builder gets the size of
/// the scene's area (the window less the status line and the tab bar) and the context, and
/// returns the view tree, which then fills the area (its `layoutSubviews` follows later resizes).
///
/// ```swift
/// let knob = SceneEntry(name: "knob", summary: "A rotary knob with 11 detents and its value") { size, _ in
///     KnobSceneView(frame: Rect(origin: .zero, size: size))
/// }
/// HarnessProgram.main(scenes: [knob])   // the harness command line, with the built-in scenes after it
/// ```
public struct SceneEntry: Sendable {
    public let name: String
    public let title: String
    public let summary: String
    let make: @Sendable (SceneContext) -> SceneView

    /// A built-in scene (a `SceneView` subclass).
    init(name: String, title: String, summary: String, make: @escaping @Sendable (SceneContext) -> SceneView) {
        self.name = name
        self.title = title
        self.summary = summary
        self.make = make
    }

    /// A scene of your own. `name` is what `--scene`, scripts and `fuzz --scenes` use: lowercase
    /// letters, digits and `-` (checked when the scenes are registered); `title` (the tab's text)
    /// defaults to `name`. `build` is called once, when the scene is first laid out, with the
    /// size of its area.
    public init(
        name: String, title: String? = nil, summary: String,
        build: @escaping @Sendable (_ size: Size, _ context: SceneContext) -> View
    ) {
        self.init(
            name: name, title: title ?? name, summary: summary, make: { HostedScene(context: $0, build: build) })
    }
}

/// A scene of your own inside the harness: builds the program's view tree for its size at the
/// first layout, then keeps it filling the scene's area.
final class HostedScene: SceneView {
    private let build: (Size, SceneContext) -> View
    private(set) var content: View?

    init(context: SceneContext, build: @escaping (Size, SceneContext) -> View) {
        self.build = build
        super.init(context: context)
    }

    override func layoutSubviews() {
        if content == nil, bounds.width > 0, bounds.height > 0 {
            let view = build(bounds.size, context)
            addSubview(view)
            content = view
        }
        content?.frame = bounds
    }
}
