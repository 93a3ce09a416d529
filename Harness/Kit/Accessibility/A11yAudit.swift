import FlywheelCore
import FlywheelUI

/// The rules of `a11y-check` applied to one scene drawn at one size: the text lines the last
/// frame drew and its pixels (`A11yAudit+Text.swift`), the accessibility elements the host
/// exposes (`A11yAudit+Elements.swift`), the controls' edges and states in the pixels
/// (`A11yAudit+NonText.swift`), the D-pad's reach (`A11yAudit+DpadReach.swift`), the order
/// against the layout direction (`A11yAudit+Direction.swift`), the digit systems
/// (`A11yAudit+Digits.swift`), then a walk with Tab through the focus order
/// (`A11yAudit+Focus.swift`).
///
/// ```swift
/// let render = try SceneCheckLoop().render(scene: "basic", size: size, context: SceneContext())
/// let problems = A11yAudit(render: render, targetSize: .apple).problems()
/// ```
struct A11yAudit {
    let render: SceneCheckLoop.Render
    let pixels: FramePixels
    let targetSize: TargetSizeStandard
    /// The frame the rules read (the focus walk draws more after it): the check's picture.
    var picture: Image { pixels.image }

    /// Reads the last frame of `render` (as the colour-vision filter, if any, shows it).
    init(render: SceneCheckLoop.Render, targetSize: TargetSizeStandard) {
        self.render = render
        self.targetSize = targetSize
        pixels = FramePixels(image: render.renderer.snapshot(), pixelScale: render.renderer.pixelScale)
    }

    /// Every problem found, by kind in the order of `A11yProblem.Kind`'s cases, each kind in the
    /// order found.
    func problems() -> [A11yProblem] {
        let elements = elements()
        let found =
            elementProblems(elements) + silentControlProblems() + pointerTargetProblems(elements)
            + textContrastProblems() + nonTextProblems(elements) + overTextProblems() + reachProblems()
            + dpadReachProblems() + directionProblems() + digitProblems()
            + focusProblems()  // it moves focus and the clock
            + ringIconProblems() + helpProblems()  // they open the spinners, then the F1 help
        // One problem per kind and path (the first found), the kinds in their order.
        var seen = Set<String>()
        return A11yProblem.Kind.allCases.flatMap { kind in
            found.filter { $0.kind == kind && seen.insert("\(kind.rawValue) \($0.path)").inserted }
        }
    }
}
