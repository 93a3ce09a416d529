import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The generated Assets/ (made by `swift run assetgen --out Assets`): every file the harness
/// expects is there, loads through SDL_image at the right size, and is the right kind of image —
/// templates black on transparent, emoji in colour — with the datasets' names, counts and order
/// as the original harnesses name them.
@Suite(.serialized) struct AssetTests {
    // MARK: Expected contents (from the spec, not from the generator)

    static let shapeNames = [
        "4-PointStar", "5-PointStar", "9-PointStar", "Cabuchon", "Circle", "Diagonal", "Diamond", "Egg",
        "Hexagon", "O", "Oblong", "Octagon", "Oval", "Parallelogram", "Pentagon", "Sawtooth Circle",
        "Square", "Trapezoid", "Triangle", "X",
    ]

    /// The Tabbed harness's datasets in order: name and item titles.
    static let datasets: [(name: String, titles: [String])] = [
        ("Clown", ["Clown"]),
        ("No Evil", ["Hear No Evil", "See No Evil", "Speak No Evil"]),
        ("Moons", ["New Moon", "Crescent", "Quarter", "Gibbous", "Full", "Gibbous", "Quarter", "Crescent"]),
        (
            "Birds",
            [
                "Baby Chick", "Bird Face", "Chick Face", "Chicken Face", "Dove of Peace", "Duck", "Eagle",
                "Hatching Chick", "Owl", "Parrot", "Peacock", "Penguin Face", "Rooster", "Swan", "Turkey",
            ]
        ),
        ("Shapes", shapeNames),
        (
            "Critters",
            [
                "Bear", "Bee", "Blowfish", "Butterfly", "Cat", "Cow", "Crab", "Dog", "Dragon", "Fish",
                "Fox", "Frog", "Hamster", "Koala", "Ladybug", "Lion", "Lizard", "Lobster", "Monkey", "Mouse",
                "Octopus", "Panda", "Pig", "Rabbit", "Shrimp", "Snail", "Snake", "Squid", "T-Rex", "Tiger",
            ]
        ),
    ]

    static let hudItems = [
        "face.smiling", "face.smiling.fill", "face.dashed", "face.dashed.fill",
        "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill",
        "person", "person.fill", "person.2", "person.2.fill",
    ]

    // MARK: Locating and loading

    /// The repository's Assets/ folder, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Assets (tests)
        .deletingLastPathComponent()  // FlywheelSDLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Assets", isDirectory: true)

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Loads through SDL_image, as the harness does.
    func load(_ relative: String) throws -> Image {
        try withSDL { try SDLImageLoader().loadImage(path: AssetTests.path(relative)) }
    }

    /// Entries of a folder, sorted (as the harness lists them), hidden files left out.
    func sortedListing(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: AssetTests.path(relative))
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The harness's naming rule: drop the first three characters ("NN ").
    func stripped(_ name: String) -> String { String(name.dropFirst(3)) }

    func withoutPNG(_ name: String) -> String {
        name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    // MARK: Kinds of image

    /// Black on transparent: colour ~0 wherever anything shows, clear corners, solid ink
    /// somewhere, and a sensible share of the area covered.
    func expectTemplate(_ image: Image, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var darkest = 0, solid = 0, coverage = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.a > 0 else { continue }
                darkest = max(darkest, Int(p.r), Int(p.g), Int(p.b))
                if p.a == 255 { solid += 1 }
                coverage += Double(p.a) / 255
            }
        }
        let share = coverage / Double(image.width * image.height)
        #expect(
            darkest <= 8, "\(name): a visible pixel has colour \(darkest) (want black)", sourceLocation: sourceLocation)
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(
                image.pixel(x: x, y: y).a == 0, "\(name): corner (\(x), \(y)) is not transparent",
                sourceLocation: sourceLocation)
        }
        #expect(solid > 0, "\(name): no fully opaque pixel", sourceLocation: sourceLocation)
        #expect((0.05...0.8).contains(share), "\(name): covers \(share) of its area", sourceLocation: sourceLocation)
    }

    /// Share of an image's area whose visible pixels are far from grey.
    func colouredShare(_ image: Image) -> Double {
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.a > 128 else { continue }
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 24 { coloured += 1 }
            }
        }
        return Double(coloured) / Double(image.width * image.height)
    }

    /// Drawn in its own colours, not a black mask: plenty of visible pixels that are not black.
    func expectOriginalColours(_ image: Image, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var light = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.a > 128, Int(p.r) + Int(p.g) + Int(p.b) > 150 { light += 1 }
            }
        }
        #expect(
            Double(light) / Double(image.width * image.height) > 0.05,
            "\(name): only \(light) visible pixels that are not dark", sourceLocation: sourceLocation)
    }

    func expectSize(
        _ image: Image, _ width: Int, _ height: Int, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            image.width == width && image.height == height,
            "\(name) is \(image.width)×\(image.height), want \(width)×\(height)", sourceLocation: sourceLocation)
    }

    /// Each of `files` in `folder` is a `side`×`side` template, and no two are the same picture.
    func expectDistinctTemplates(
        in folder: String, _ files: [String], side: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var seen: Set<[UInt8]> = []
        for file in files {
            let image = try load("\(folder)/\(file)")
            expectSize(image, side, side, file, sourceLocation: sourceLocation)
            expectTemplate(image, file, sourceLocation: sourceLocation)
            #expect(
                seen.insert(image.rgba).inserted, "\(file) is identical to another picture in \(folder)",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Shapes (Basic harness)

    @Test func shapesAreTheTwentyTemplatesInSpecOrder() throws {
        let listing = try sortedListing("Shapes")
        #expect(listing.map(withoutPNG) == AssetTests.shapeNames)
        #expect(listing.allSatisfy { $0.hasSuffix(".png") })
        try expectDistinctTemplates(in: "Shapes", AssetTests.shapeNames.map { "\($0).png" }, side: 256)
    }

    // MARK: Datasets (Tabbed harness)

    @Test func datasetFoldersHaveTheSpecNamesInOrder() throws {
        let folders = try sortedListing("Datasets")
        #expect(folders.map(stripped) == AssetTests.datasets.map(\.name))
    }

    @Test(arguments: 0..<6)
    func datasetHasTheSpecItemsInOrder(index: Int) throws {
        let folders = try sortedListing("Datasets")
        try #require(folders.count == AssetTests.datasets.count)
        let folder = "Datasets/\(folders[index])"
        let expected = AssetTests.datasets[index]
        let files = try sortedListing(folder)
        #expect(files.count == expected.titles.count, "\(expected.name): \(files.count) files")
        #expect(files.map { withoutPNG(stripped($0)) } == expected.titles)
        #expect(Set(files).count == files.count)
        let isShapes = expected.name == "Shapes"
        var colour = 0.0
        for file in files {
            let image = try load("\(folder)/\(file)")
            if isShapes {
                // The shape icons again, loaded in original mode: black.
                expectSize(image, 256, 256, file)
                expectTemplate(image, file)
            } else {
                expectSize(image, 120, 120, file)
                expectOriginalColours(image, file)
                colour += colouredShare(image)
                #expect(image.pixel(x: 0, y: 0).a == 0, "\(file): the corner should be transparent")
            }
        }
        // Emoji are in colour (a panda alone may be black and white; a dataset is not).
        if !isShapes {
            let mean = colour / Double(files.count)
            #expect(mean > 0.1, "\(expected.name): on average only \(mean) of each emoji is coloured")
        }
    }

    @Test func datasetShapesAreTheShapeIcons() throws {
        let folders = try sortedListing("Datasets")
        let shapes = try #require(folders.first { stripped($0) == "Shapes" })
        for (k, name) in AssetTests.shapeNames.enumerated() {
            let copy = try load("Datasets/\(shapes)/\(String(format: "%02d", k)) \(name).png")
            #expect(copy.rgba == (try load("Shapes/\(name).png")).rgba, "\(name) differs from Shapes/")
        }
    }

    // MARK: HUD harness

    @Test func hudBackgroundIsAnOpaqueFullWindowPicture() throws {
        let image = try load("HUD/EarthFromOrbit.png")
        expectSize(image, 1500, 983, "EarthFromOrbit")
        var blue = 0
        for y in stride(from: 0, to: image.height, by: 7) {
            for x in stride(from: 0, to: image.width, by: 7) {
                let p = image.pixel(x: x, y: y)
                #expect(p.a == 255, "EarthFromOrbit: pixel (\(x), \(y)) is not opaque")
                if Int(p.b) > Int(p.r) + 60 { blue += 1 }
            }
        }
        #expect(blue > 2000, "EarthFromOrbit: only \(blue) sampled blue pixels")
        // Space at the top is dark.
        let corner = image.pixel(x: 10, y: 10)
        #expect(Int(corner.r) + Int(corner.g) + Int(corner.b) < 60)
    }

    @Test func hudCentreImages() throws {
        let marble = try load("HUD/BlueMarble.png")
        expectSize(marble, 128, 128, "BlueMarble")
        expectOriginalColours(marble, "BlueMarble")
        #expect(colouredShare(marble) > 0.3, "BlueMarble is not in colour")
        for name in ["Globe", "QuestionMark"] {
            let image = try load("HUD/\(name).png")
            expectSize(image, 256, 256, name)
            expectTemplate(image, name)
        }
        // The question mark is knocked out of a solid disc: clear pixels well inside it.
        let question = try load("HUD/QuestionMark.png")
        var holes = 0
        for y in 48..<208 {
            for x in 48..<208 where question.pixel(x: x, y: y).a == 0 { holes += 1 }
        }
        #expect(holes > 1500, "QuestionMark: only \(holes) clear pixels inside the disc")
        #expect(question.pixel(x: 128, y: 30).a == 255, "QuestionMark: the disc is solid near its top")
    }

    @Test func hudItemsAreTheTwelveTemplatesInOrder() throws {
        let files = try sortedListing("HUD/Items")
        #expect(files.map { withoutPNG(stripped($0)) } == AssetTests.hudItems)
        try expectDistinctTemplates(in: "HUD/Items", files, side: 256)
    }

    // MARK: Leak test

    @Test func leakIconsAreTenDistinctTemplates() throws {
        let files = try sortedListing("Leak")
        #expect(files == (0..<10).map { String(format: "%02d.png", $0) })
        try expectDistinctTemplates(in: "Leak", files, side: 172)
    }

    // MARK: README

    @Test func readmeGivesTheCommand() throws {
        let text = try String(contentsOfFile: AssetTests.path("README.md"), encoding: .utf8)
        #expect(text.contains("swift run assetgen --out Assets"))
    }
}
