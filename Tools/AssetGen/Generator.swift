import FlywheelUI
import Foundation

/// What goes where: the folder layout, file names and order of Assets/ (spec §4), and the
/// Assets/README.md that documents them.
final class Generator {
    private let writer: AssetWriter
    private let sheets: AssetWriter?

    init(out: String, contactSheets: String?) throws {
        writer = AssetWriter(root: out)
        sheets = contactSheets.map { AssetWriter(root: $0) }
    }

    func run() throws {
        print("assetgen: writing \(writer.root.path)")
        let shapes = try writeShapes()
        try writeDatasets(shapes: shapes)
        try writeHUD()
        try writeLeak()
        try writePictures()
        try writer.writeText(Generator.readme, to: "README.md")
        print("assetgen: \(writer.files.count) files, \(AssetWriter.formatted(writer.totalBytes))")
    }

    /// DejaVu Sans Bold named by file, so the environment's font overrides (FLYWHEEL_FONT_BOLD)
    /// cannot change the generated glyphs.
    static func boldFont(size: Double) -> Font {
        Font(family: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", size: size, weight: .bold)
    }

    /// Folder names and file names carry a two-digit "NN " prefix where the harness sorts a
    /// listing and strips the first three characters (spec §4.2).
    static func prefixed(_ index: Int, _ name: String) -> String {
        String(format: "%02d ", index) + name
    }

    private func sheet(_ title: String, _ file: String, _ items: [(name: String, bitmap: Bitmap)],
                       columns: Int = 6) throws {
        guard let sheets else { return }
        try sheets.writePNG(try ContactSheet.render(title: title, items: items, columns: columns), to: file)
    }

    // MARK: Shapes (Basic harness, spec §4.1)

    private func writeShapes() throws -> [(name: String, bitmap: Bitmap)] {
        try writer.resetFolder("Shapes")
        let painter = try MaskPainter(side: ShapeIcons.side)
        let shapes = ShapeIcons.render(with: painter)
        for shape in shapes { try writer.writePNG(shape.bitmap, to: "Shapes/\(shape.name).png") }
        try sheet("Shapes (template, 256×256)", "shapes.png", shapes, columns: 5)
        return shapes
    }

    // MARK: Datasets (Tabbed harness, spec §4.2)

    static let datasetSide = 120
    /// Clear pixels kept around each emoji inside its 120×120 square.
    static let emojiMargin = 4

    private func writeDatasets(shapes: [(name: String, bitmap: Bitmap)]) throws {
        try writer.resetFolder("Datasets")
        let emoji = try EmojiRenderer()
        for (index, dataset) in EmojiDatasets.all.enumerated() {
            let folder = "Datasets/" + Generator.prefixed(index, dataset.name)
            var items: [(name: String, bitmap: Bitmap)] = []
            if dataset.name == EmojiDatasets.shapesName {
                // The same 256×256 icons as Shapes/, loaded here in original (black) mode.
                items = shapes
            } else {
                for item in dataset.items {
                    let glyph = try emoji.render(item.emoji)
                    items.append((item.title, glyph.fitted(into: Generator.datasetSide, margin: Generator.emojiMargin)))
                }
            }
            for (k, item) in items.enumerated() {
                try writer.writePNG(item.bitmap, to: "\(folder)/\(Generator.prefixed(k, item.name)).png")
            }
            try sheet("\(dataset.name) (\(items.count))", "dataset-\(index).png", items)
        }
    }

    // MARK: HUD harness (spec §4.3)

    private func writeHUD() throws {
        try writer.resetFolder("HUD")
        let earth = try EarthPicture.render()
        try writer.writePNG(earth, to: "HUD/EarthFromOrbit.png")
        let marble = try EmojiRenderer().render("🌍").fitted(into: 128, margin: 1)
        try writer.writePNG(marble, to: "HUD/BlueMarble.png")
        let painter = try MaskPainter(side: HUDIcons.side)
        let globe = HUDIcons.globe(painter), question = HUDIcons.questionMark(painter)
        try writer.writePNG(globe, to: "HUD/Globe.png")
        try writer.writePNG(question, to: "HUD/QuestionMark.png")
        let items = HUDIcons.items(with: painter)
        for (k, item) in items.enumerated() {
            try writer.writePNG(item.bitmap, to: "HUD/Items/\(Generator.prefixed(k, item.name)).png")
        }
        try sheet("HUD items (template, 256×256)", "hud-items.png", items)
        try sheet("HUD centre images", "hud-centre.png",
                  [("BlueMarble", marble), ("Globe", globe), ("QuestionMark", question)], columns: 3)
    }

    // MARK: Leak test (spec §4.4)

    private func writeLeak() throws {
        try writer.resetFolder("Leak")
        let icons = LeakIcons.render(with: try MaskPainter(side: LeakIcons.side))
        for icon in icons { try writer.writePNG(icon.bitmap, to: "Leak/\(icon.name).png") }
        try sheet("Leak (template, 172×172)", "leak.png", icons, columns: 5)
    }

    // MARK: Pictures (the parameter-menu demo)

    private func writePictures() throws {
        try writer.resetFolder("Pictures")
        try writer.writePNG(try LandscapePicture.render(), to: "Pictures/Landscape.png")
    }

    static let readme = """
        # Assets

        Images the harness loads at run time through SDL_image (all PNG, RGBA). **Generated — do not
        edit by hand.** Regenerate everything here with:

            swift run assetgen --out Assets

        (`--contact-sheets DIR` also writes one labelled review sheet per group.) The generator is
        `Tools/AssetGen`: it draws the icons and the picture with Flywheel's own canvas
        (`HeadlessRenderer`/`SDLCanvas`, 4× supersampled for icons, 2× for the picture, then
        box-filtered) and renders the emoji from Noto Color Emoji
        (`/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf`, Debian package
        `fonts-noto-color-emoji`) with SDL_ttf; the question mark and the leak digits are
        DejaVu Sans Bold. Output is deterministic: the same bytes on every run on the same machine.

        *Template* images are black shapes on a transparent background, meant to be drawn with
        `Image.asTemplate()` (alpha × tint). *Original* images are drawn in their own colours.

        | folder | what | size (px) | mode | used by (spec §4) |
        |---|---|---|---|---|
        | `Shapes/` | the 20 shape icons, `<name>.png`; sorted by file name they are in the spec's order: 4-PointStar, 5-PointStar, 9-PointStar, Cabuchon, Circle, Diagonal, Diamond, Egg, Hexagon, O, Oblong, Octagon, Oval, Parallelogram, Pentagon, Sawtooth Circle, Square, Trapezoid, Triangle, X | 256×256 | template | Basic harness (§4.1) |
        | `Datasets/` | the Tabbed harness's six datasets, one folder each | 120×120 (Shapes: 256×256) | original | Tabbed harness (§4.2) |
        | `HUD/EarthFromOrbit.png` | full-window background: a starfield over Earth's limb (our own drawing, standing in for the original's NASA photo) | 1500×983 | original (opaque) | HUD harness (§4.3) |
        | `HUD/BlueMarble.png` | 🌍 (Noto Color Emoji), the "BlueMarble" centre image | 128×128 | original | HUD harness |
        | `HUD/Globe.png` | a globe with meridians and parallels (SF "globe") | 256×256 | template | HUD harness |
        | `HUD/QuestionMark.png` | a disc with a question mark cut out (SF "questionmark.circle.fill") | 256×256 | template | HUD harness |
        | `HUD/Items/` | the 12 HUD items, `NN <SF Symbol name>.png`: face.smiling, face.smiling.fill, face.dashed, face.dashed.fill, person.circle, person.circle.fill, person.crop.circle, person.crop.circle.fill, person, person.fill, person.2, person.2.fill | 256×256 | template | HUD harness |
        | `Leak/` | `00.png` … `09.png`: the item's digit in a ring | 172×172 | template | Leak test (§4.4) |
        | `Pictures/Landscape.png` | a photograph-like lake landscape (our own drawing: sky, sun, mountains, reflections, meadow, conifers) | 640×427 | original (opaque) | the `parameter-menu` scene |

        ## Datasets

        As in the original, the harness lists `Datasets/` sorted, strips the first three
        characters ("NN ") from folder and file names, and uses the rest as the dataset name and
        the item titles. The prefix fixes the order and keeps repeated titles (the Moons) distinct.

        | folder | items (title, emoji) |
        |---|---|
        \(datasetRows)

        The emoji are trimmed to their visible pixels and scaled (aspect kept, tent filter) to fit
        120×120 with a \(emojiMargin)-pixel clear margin, centred.
        """

    private static var datasetRows: String {
        EmojiDatasets.all.enumerated().map { index, dataset in
            let items = dataset.name == EmojiDatasets.shapesName
                ? "the 20 shapes of `Shapes/` (same files, `NN ` prefixed), drawn in original (black) mode"
                : dataset.items.map { "\($0.title) \($0.emoji)" }.joined(separator: ", ")
            return "| `\(prefixed(index, dataset.name))/` (\(dataset.name == EmojiDatasets.shapesName ? 20 : dataset.items.count)) | \(items) |"
        }.joined(separator: "\n")
    }
}
