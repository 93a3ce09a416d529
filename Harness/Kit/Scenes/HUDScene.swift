import FlywheelCore
import FlywheelUI

/// The HUD harness: a full-window Earth-from-orbit picture
/// (aspect-fill, clipped) on black; at the top, the centre-image segments and the eight tint
/// swatches (20 pt side margins, 30 high, 4 apart); a 128×128 HUD-mode spinner at the bottom
/// centre, half visible, inside a huge square container whose top is the second control's bottom
/// and whose centre is the scene's bottom edge — so only the top of its enormous ring shows.
/// The spinner: clear background and open background, HUD mode, 12 template symbols titled with
/// their SF Symbol names, selection 0; tint red (segment 6, set at load as the original did).
final class HUDScene: SceneView {
    /// The tint segments: AccentColor, `.label` (its light-appearance value, black), Tint-2…Tint-7.
    static let tintTitles = ["Accent", "Label", "Blue", "Cyan", "Green", "Yellow", "Red", "Magenta"]
    static let tints: [Color] = [
        Color(red: 0, green: 1, blue: 0), .label, .blue, .cyan, .green, .yellow, .red, .magenta,
    ]
    /// The original's default: `numberOfSegments − 2`.
    static let defaultTintIndex = 6
    static let centerImageTitles = ["None", "Blue Marble", "Globe", "Question Mark"]
    static let sideMargin = 20.0
    static let topMargin = 8.0
    static let controlHeight = 30.0
    static let controlGap = 4.0

    let picture: PictureView
    let container = View().mirroringRightToLeft().labelled("Container")
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 128, height: 128)).labelled("Spinner")
    let centerImageControl: PictureSegmentedControl
    let tintControl: PictureSegmentedControl
    private let blueMarble: Image
    private let globe: Image
    private let questionMark: Image

    override init(context: SceneContext) {
        let assets = context.assets
        picture = PictureView(image: assets.image("HUD/EarthFromOrbit.png")).labelled("Earth")
        blueMarble = assets.image("HUD/BlueMarble.png")
        globe = assets.image("HUD/Globe.png").asTemplate()
        questionMark = assets.image("HUD/QuestionMark.png").asTemplate()
        centerImageControl = PictureSegmentedControl(
            titles: Self.centerImageTitles, pictures: [.title, .image(blueMarble), .image(globe), .image(questionMark)]
        ).labelled("Center Image")
        tintControl = PictureSegmentedControl(
            titles: Self.tintTitles, pictures: Self.tints.map { .swatch($0) }, selectedIndex: Self.defaultTintIndex
        ).labelled("Tint")
        super.init(context: context)
        backgroundColor = .black
        // The window clipped the original's huge ring; the scene does it here.
        clipsToBounds = true
        addSubviews(picture, container, centerImageControl, tintControl)
        container.addSubview(spinner)

        try? spinner.setFeel(context.feel)
        spinner.backgroundColor = .clear
        spinner.openBackgroundColor = .clear
        spinner.hudMode = true
        spinner.values = assets.files(in: "HUD/Items").map {
            SpinnerItem(title: AssetLibrary.displayName($0), icon: assets.image("HUD/Items/\($0)").asTemplate())
        }
        spinnerRecorders = [statusLineRecorder(for: spinner, name: "spinner", title: "Spinner")]
        // viewDidLoad set the tint from the default segment; the centre-image handler was not called.
        applyTint()

        centerImageControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            applyCenterImage()
            status?(
                "Center image: \(centerImageControl.selectedTitle)\(spinner.replaceCenterImage ? " (replaced by the selection while open)" : "")"
            )
        }
        tintControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            // The original also rebuilt its item list here but never gave it to the spinner: no effect, not copied.
            applyTint()
            status?("Tint: \(tintControl.selectedTitle)")
        }
    }

    override var helpLines: [String] {
        [
            "HUD: no frames or wedges; the symbols are templates in the tint. Only the top of the huge ring shows.",
            "Center Image: None = the selection's symbol; Blue Marble = the Earth photo, replaced by the selection while open",
            "(it pops on each change); Globe and Question Mark = template images in the tint. Tint: the eight swatches.",
        ]
    }

    /// The centre-image segment's effect: (centerImage, replaceCenterImage).
    func centerImageChoice(_ index: Int) -> (image: Image?, replaces: Bool) {
        switch index {
        case 1: return (blueMarble, true)
        case 2: return (globe, false)
        case 3: return (questionMark, false)
        default: return (nil, false)
        }
    }

    private func applyCenterImage() {
        let choice = centerImageChoice(centerImageControl.selectedIndex)
        spinner.centerImage = choice.image
        spinner.replaceCenterImage = choice.replaces
    }

    private func applyTint() {
        let i = tintControl.selectedIndex
        spinner.tintColor = Self.tints.indices.contains(i) ? Self.tints[i] : .red
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        picture.frame = bounds
        let controlWidth = max(0, w - 2 * Self.sideMargin)
        centerImageControl.frame = Rect(
            x: Self.sideMargin, y: Self.topMargin, width: controlWidth, height: Self.controlHeight)
        tintControl.frame = Rect(
            x: Self.sideMargin, y: centerImageControl.frame.maxY + Self.controlGap,
            width: controlWidth, height: Self.controlHeight)
        let top = tintControl.frame.maxY
        let side = max(0, 2 * (h - top))
        container.frame = Rect(center: Point(x: w / 2, y: h), size: Size(width: side, height: side))
        spinner.center = container.bounds.center
    }
}
