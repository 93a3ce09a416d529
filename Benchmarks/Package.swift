// swift-tools-version: 6.1
// Flywheel's benchmarks (package-benchmark). Run from this folder:
//   swift package benchmark                      # every suite
//   swift package benchmark --target FrameBenchmarks
// The root package is a dependency by path, so the benchmarks measure the same code the tests test.
import PackageDescription

/// The benchmark library and Flywheel's library layers: what every drawing suite builds on.
let drawingLayers: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "FlywheelCore", package: "Flywheel"),
    .product(name: "FlywheelUI", package: "Flywheel"),
    .product(name: "FlywheelSDL", package: "Flywheel"),
]

/// A suite: an executable in Benchmarks/<name> that the benchmark plugin runs.
func suite(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name, dependencies: dependencies, path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "FlywheelBenchmarks",
    dependencies: [
        .package(name: "Flywheel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the suites share: code-made icons, the dragged picker, the measured loop and the
        // quick check's configuration.
        .target(name: "BenchmarkPictures", dependencies: drawingLayers, path: "Benchmarks/Pictures"),
        // The plain-SDL reference (C): the same pictures drawn with direct SDL calls.
        .target(
            name: "RawSDL",
            path: "Benchmarks/RawSDL",
            linkerSettings: [
                .linkedLibrary("SDL2"), .linkedLibrary("SDL2_image"), .linkedLibrary("SDL2_ttf"),
                .linkedLibrary("m"),
            ]
        ),
        suite("SideBySide", dependencies: ["BenchmarkPictures", "RawSDL"] + drawingLayers),
        suite(
            "FrameBenchmarks",
            dependencies: ["BenchmarkPictures", .product(name: "HarnessKit", package: "Flywheel")] + drawingLayers),
        suite(
            "PhysicsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
            ]),
        suite("SwipeViewBenchmarks", dependencies: ["BenchmarkPictures"] + drawingLayers),
        // Not a suite (outside Benchmarks/, where the benchmark plugin takes every executable for
        // one): the benchmark pictures' frames in a plain loop, for callgrind (see its main.swift).
        .executableTarget(
            name: "FrameProfile",
            dependencies: [
                "BenchmarkPictures", .product(name: "FlywheelCore", package: "Flywheel"),
                .product(name: "FlywheelSDL", package: "Flywheel"),
            ], path: "Profiles/FrameProfile"),
    ]
)
