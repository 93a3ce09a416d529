import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

/// Renders one widget headless for its golden images: `view` at `frame` in a window of `size`
/// on a light grey background, after two frames. With `press`, a finger is then put down at
/// that window point (and kept down) before the last frame, which is how a control is seen
/// highlighted. Call inside `withSDL`.
enum WidgetGolden {
    static let background = Color(white: 0.94)

    static func render(_ view: View, frame: Rect, size: Size, press: Point? = nil) throws -> Image {
        let r = try HeadlessRenderer(size: size, background: background)
        view.frame = frame
        r.host.rootView.addSubview(view)
        r.run(frames: 2, fps: 60)
        if let press {
            r.sendPointer(.down, at: press)
            r.renderFrame()
        }
        return r.snapshot()
    }
}

/// The states every control's goldens show: as made, with a finger down on it (not yet
/// lifted), and disabled.
enum ControlState: String, CaseIterable, Sendable { case normal, pressed, disabled }

/// One control's goldens in each `ControlState`, named `<name>-normal` (or `normalName`),
/// `<name>-highlighted` (or `pressedName`) and `<name>-disabled`: a fresh control from `make`
/// each time, drawn at `frame` in a window of `size` (see `WidgetGolden.render`).
struct ControlGoldens<C: Control>: Sendable {
    var name: String
    var normalName = "normal"
    var pressedName = "highlighted"
    var frame: Rect
    var size: Size
    /// Where the finger goes down for `.pressed`.
    var press = Point.zero
    var make: @Sendable () -> C
    /// What must hold with the finger down besides the highlight (a press changes no value; the lift does).
    var whilePressed: @Sendable (C) -> Bool = { _ in true }

    /// One test case a state, each drawing a fresh control and checking its golden.
    func cases(_ states: [ControlState] = ControlState.allCases) -> [ControlGoldenCase] {
        states.map { state in ControlGoldenCase(name: "\(name) \(state)") { try check(state) } }
    }

    /// Draws the control in `state` and checks its golden. Call inside `withSDL`.
    func check(_ state: ControlState, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let control = make()
        switch state {
        case .normal:
            let image = try WidgetGolden.render(control, frame: frame, size: size)
            #expect(!control.isHighlighted, sourceLocation: sourceLocation)
            try GoldenImage.check(image, named: "\(name)-\(normalName)", sourceLocation: sourceLocation)
        case .pressed:
            let image = try WidgetGolden.render(control, frame: frame, size: size, press: press)
            #expect(control.isHighlighted && whilePressed(control), sourceLocation: sourceLocation)
            try GoldenImage.check(image, named: "\(name)-\(pressedName)", sourceLocation: sourceLocation)
        case .disabled:
            control.isEnabled = false
            let image = try WidgetGolden.render(control, frame: frame, size: size)
            try GoldenImage.check(image, named: "\(name)-disabled", sourceLocation: sourceLocation)
        }
    }
}

/// One control in one state, as a test argument (its description names both).
struct ControlGoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var check: @Sendable () throws -> Void
    var testDescription: String { name }
}
