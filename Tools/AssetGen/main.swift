// assetgen: (re)generates everything under Assets/ — the harness's shape icons, emoji datasets,
// HUD pictures and icons, and leak-test icons — drawn with Flywheel's own canvas and SDL_ttf.
//
//   swift run assetgen --out Assets
//
// Index of the AssetGen files
//   main.swift            command line
//   Generator.swift       what goes where (folders, names, order) and Assets/README.md
//   ShapeIcons.swift      the 20 Basic-harness shapes
//   HUDIcons.swift        the HUD harness's 12 items, globe and question mark
//   LeakIcons.swift       the leak test's 10 icons
//   EmojiDatasets.swift   the Tabbed harness's emoji datasets (names and code points)
//   EmojiRenderer.swift   Noto Color Emoji -> bitmaps via SDL_ttf
//   EarthPicture.swift    the HUD background: Earth's limb from orbit
//   LandscapePicture.swift the parameter-menu demo's lake landscape
//   Mask.swift            supersampled coverage masks with union/difference/intersection
//   Bitmap.swift          RGBA bitmaps: crop, resample, box downsample
//   Geometry.swift        polygon outlines (stars, regular polygons)
//   AssetWriter.swift     writing files and printing what was written
//   ContactSheet.swift    review sheets (--contact-sheets)
import Foundation

let usage = """
    usage: assetgen [--out DIR] [--contact-sheets DIR]

    Regenerates the harness assets (PNG icons, emoji datasets, pictures, README.md) under DIR
    (default: Assets). The output is deterministic: the same bytes on every run.

      --out DIR              where to write (its Shapes, Datasets, HUD, Leak and Pictures folders are replaced)
      --contact-sheets DIR   also write one labelled review sheet per asset group into DIR
      -h, --help             show this help
    """

var outDir = "Assets"
var sheetsDir: String?
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--out", "--contact-sheets":
        guard let value = arguments.popFirst(), !value.isEmpty else {
            FileHandle.standardError.write(Data("assetgen: \(arg) needs a folder\n\n\(usage)\n".utf8))
            exit(2)
        }
        if arg == "--out" { outDir = value } else { sheetsDir = value }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("assetgen: unknown argument '\(arg)'\n\n\(usage)\n".utf8))
        exit(2)
    }
}

do {
    let generator = try Generator(out: outDir, contactSheets: sheetsDir)
    try generator.run()
} catch {
    FileHandle.standardError.write(Data("assetgen: \(error)\n".utf8))
    exit(1)
}
