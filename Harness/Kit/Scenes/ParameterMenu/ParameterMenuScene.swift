import FlywheelCore
import FlywheelUI

/// The `parameter-menu` scene: the Snapseed-style menu's demo. A landscape (aspect-fit) inset
/// 50 pt from the scene's edges, so a 50-pt frame round it always shows the current RGB colour.
/// Press on the picture: nine parameters appear (Red, Green, Blue as "7F"; Cyan, Magenta,
/// Yellow, Black as "33%"; Monochrome Intensity as "0.75"; Color Preset by name), linked as
/// `ColorMenuModel` says. Every change re-runs the monochrome filter (`MonochromeFilter`) with the
/// RGB as its tint, in slices over the next frames: the picture updates when a pass is done and
/// a drag never waits for it.
///
/// Until the menu first opens, a hint in the frame above the picture says what to do ("Press
/// and hold on the picture, then slide"): a picture alone does not say it takes a press.
///
/// Start state: R 00, G 00, B FF, C 100%, M 100%, Y 0%, K 0%, intensity 0.75, preset Blue, the
/// Magenta row under the centre line.
final class ParameterMenuScene: SceneView, ParameterMenuDelegate {
    static let pictureInset = 50.0

    let picture: PictureView
    let menu: ParameterMenu
    let filter: SlicedMonochromeFilter
    /// What to do, white on a dark backing (whatever colour the frame is), above the picture.
    let hint = Label(text: ParameterMenuScene.hintText, font: .system(size: 13)).fittingTranslations(
        lines: 2, scale: 0.75
    ).labelled("Hint")
    static let hintText = "Press and hold on the picture, then slide: up and down picks, sideways changes"
    private let recorder: ParameterMenuRecorder
    override var controlRecorders: [any ControlRecorder] { [recorder] }

    override init(context: SceneContext) {
        let source = context.assets.image("Pictures/Landscape.png")
        picture = PictureView(image: source, fitting: true).labelled("Picture")
        filter = SlicedMonochromeFilter(source: source)
        menu = ParameterMenu(parameters: ColorMenuModel.initialParameters).labelled("Colour Menu")
        recorder = ParameterMenuRecorder(name: "menu", menu: menu)
        super.init(context: context)
        backgroundColor = Color(white: 0.83)
        hint.textColor = .white
        hint.backgroundColor = Color(white: 0.12, alpha: 0.85)
        hint.alignment = .center
        addSubviews(picture, hint)
        menu.presentingView = self
        // Once the menu has been opened, the hint has done its job.
        menu.willOpen = { [unowned self] _ in hint.isHidden = true }
        menu.attach(to: picture)
        menu.delegate = self
        // As the demo does at load: run its own change handler once for Red, then show the
        // first filtered picture at once (not while anyone drags).
        apply(ColorMenuModel.linked(after: 0, menu.displayedParameters))
        if let first = filter.finish() { picture.image = first }
    }

    override var helpLines: [String] {
        [
            "Press on the picture and hold: slide up/down to pick a parameter, sideways to change it.",
            "RGB, CMYK and the preset are linked; the frame shows the colour; the picture is tinted by it.",
            "Keys: click or Tab to the picture, Enter opens, arrows pick and change, Esc closes. Wheel picks rows.",
        ]
    }

    override func layoutSubviews() {
        picture.frame = bounds.insetBy(dx: Self.pictureInset, dy: Self.pictureInset)
        // In the frame above the picture, as wide as the picture, two lines at most.
        let m = 6.0
        hint.frame = Rect(
            x: picture.frame.minX, y: m, width: picture.frame.width, height: max(0, Self.pictureInset - 2 * m))
    }

    // MARK: Changes

    func parameterMenu(_ menu: ParameterMenu, didChangeParameterAt index: Int, parameters: [MenuParameter]) {
        recorder.record("didChange:\(index)")
        apply(ColorMenuModel.linked(after: index, parameters))
        let p = menu.displayedParameters[index]
        status?("\(p.label): \(p.text)  ·  preset \(menu.displayedParameters[8].text)")
    }

    /// Shows linked values in the menu, the colour in the frame, and asks for a filter pass.
    private func apply(_ parameters: [MenuParameter]) {
        menu.parameters = parameters
        let (r, g, b) = ColorMenuModel.color(of: parameters)
        backgroundColor = Color(red: r, green: g, blue: b)
        filter.request(MonochromeFilter.Settings(red: r, green: g, blue: b, intensity: parameters[7].normalisedValue))
        startTicking()
    }

    /// One filter slice per frame while a pass runs.
    override func tick(at time: Double) -> Bool {
        if let image = filter.step() { picture.image = image }
        return filter.isBusy
    }

    override func didMoveToHost() {
        super.didMoveToHost()
        if host != nil, filter.isBusy { startTicking() }
    }
}
