// swift-tools-version: 6.1
// Flywheel: thumb-friendly pop-up selection controls (a radial "prize wheel" spinner and friends)
// for Swift programs that draw with SDL2. Layers: see docs/architecture.md (FlywheelCore -> FlywheelUI ->
// FlywheelSDL -> harness). Only CSDL2, FlywheelSDL and the executables import CSDL2.
import PackageDescription

let package = Package(
    name: "Flywheel",
    products: [
        .library(name: "FlywheelCore", targets: ["FlywheelCore"]),
        .library(name: "FlywheelUI", targets: ["FlywheelUI"]),
        .library(name: "FlywheelSDL", targets: ["FlywheelSDL"]),
        .library(name: "HarnessKit", targets: ["HarnessKit"]),
        // Golden-image tests for your own scenes and views (GoldenImage, ImageComparison, withSDL).
        .library(name: "FlywheelTestSupport", targets: ["FlywheelTestSupport"]),
        .executable(name: "harness", targets: ["Harness"]),
        .executable(name: "assetgen", targets: ["AssetGen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: the DocC catalogs in Sources/*/*.docc built to static HTML.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"]),
                .brew(["sdl2", "sdl2_image", "sdl2_ttf"]),
            ]
        ),
        // HarfBuzz, FriBidi, fontconfig and FreeType: the text path (shape, order, fall back, rasterise).
        .systemLibrary(
            name: "CText",
            path: "Sources/CText",
            pkgConfig: "harfbuzz",
            providers: [
                .apt(["libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev", "libfreetype-dev"]),
                .brew(["harfbuzz", "fribidi", "fontconfig", "freetype"]),
            ]
        ),
        // ATK and atk-bridge: the AT-SPI 2 path GTK 3 takes to screen readers on Linux.
        .systemLibrary(
            name: "CATK",
            path: "Sources/CATK",
            pkgConfig: "atk-bridge-2.0",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
        ),
        // The accessibility bridge's C part: ATK objects for the Swift accessibility model, the
        // AtkUtil root, atk-bridge started and GLib pumped (its header: plain C, callbacks).
        .target(
            name: "CAccessibilityBridge", dependencies: ["CATK"],
            linkerSettings: [
                .linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("gobject-2.0"),
                .linkedLibrary("glib-2.0"),
            ]),
        .target(name: "FlywheelCore"),
        .target(name: "FlywheelUI", dependencies: ["FlywheelCore"]),
        .target(
            name: "FlywheelSDL", dependencies: ["FlywheelUI", "FlywheelCore", "CSDL2", "CText", "CAccessibilityBridge"]),
        // The harness: its scenes and sessions are a library (the benchmarks render the same
        // scenes), the command line is the executable.
        .target(
            name: "HarnessKit",
            dependencies: [
                "FlywheelCore", "FlywheelUI", "FlywheelSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Harness/Kit"
        ),
        // `harness`: HarnessProgram.main over the built-in scenes (the same public call a program
        // of your own makes; see Examples/KnobHarness).
        .executableTarget(name: "Harness", dependencies: ["HarnessKit"], path: "Harness/CLI"),
        // Regenerates Assets/ (icons, emoji datasets, pictures) from shapes and system fonts.
        .executableTarget(
            name: "AssetGen",
            dependencies: ["FlywheelCore", "FlywheelUI", "FlywheelSDL", "CSDL2"],
            path: "Tools/AssetGen"
        ),
        // Example programs (Examples/README.md); the example tests run them headless.
        .executableTarget(
            name: "EmbedSpinner",
            dependencies: ["FlywheelCore", "FlywheelUI", "FlywheelSDL", "CSDL2"],
            path: "Examples/EmbedSpinner"
        ),
        .executableTarget(
            name: "MinimalApp",
            dependencies: ["FlywheelCore", "FlywheelUI", "FlywheelSDL"],
            path: "Examples/MinimalApp"
        ),
        // A harness of your own: a rotary Knob written from scratch, its `knob` scene registered
        // with HarnessProgram.main beside the built-in scenes; its tests script, fuzz and
        // golden-test it the way a user's would.
        .executableTarget(
            name: "KnobHarness",
            dependencies: ["HarnessKit", "FlywheelCore", "FlywheelUI"],
            path: "Examples/KnobHarness/Sources"
        ),
        .testTarget(
            name: "KnobHarnessTests",
            dependencies: ["KnobHarness", "HarnessKit", "FlywheelCore", "FlywheelUI", "FlywheelTestSupport"],
            path: "Examples/KnobHarness/Tests",
            exclude: ["Golden"]
        ),
        .testTarget(name: "FlywheelCoreTests", dependencies: ["FlywheelCore"]),
        .testTarget(name: "FlywheelUITests", dependencies: ["FlywheelUI", "FlywheelCore", "FlywheelUITestSupport"]),
        // Test-only helpers for views without SDL, shared by the UI and SDL tests: TestHost (a host
        // on a virtual clock that sends timed events and logs control events, with helpers that
        // build a view tree) and EditingField (the smallest text field).
        .target(
            name: "FlywheelUITestSupport",
            dependencies: ["FlywheelUI", "FlywheelCore"],
            path: "Tests/UISupport"
        ),
        // Test-only helpers shared by the test targets: GoldenImage (golden PNGs in
        // Tests/FlywheelSDLTests/Golden, found through #filePath, so recording writes straight into
        // the source tree), ImageComparison, withSDL (the lock every SDL-touching test runs in) and
        // VirtualPad (an SDL virtual game controller driven through the real event path).
        .target(
            name: "FlywheelTestSupport",
            dependencies: ["FlywheelSDL", "FlywheelUI", "CSDL2"],
            path: "Tests/Support"
        ),
        // The SDL backend and the widgets drawn by it (goldens of each widget).
        .testTarget(
            name: "FlywheelSDLTests",
            dependencies: [
                "FlywheelSDL", "FlywheelUI", "FlywheelCore", "CSDL2", "FlywheelTestSupport", "FlywheelUITestSupport",
            ],
            exclude: ["Golden"]
        ),
        // The Swift of the README and the DocC articles: the blocks that are in no other file are
        // compiled here, and a test checks that every block is in a compiled file.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: ["HarnessKit", "FlywheelSDL", "FlywheelUI", "FlywheelCore", "CSDL2", "FlywheelTestSupport"],
            exclude: ["Golden"]
        ),
        // The harness: its scenes, scripting, feel lab and command line.
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                "HarnessKit", "Harness", "FlywheelSDL", "FlywheelUI", "FlywheelCore", "CSDL2", "FlywheelTestSupport",
            ]
        ),
    ]
)
