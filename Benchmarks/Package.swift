// swift-tools-version: 6.1
// Flywheel's benchmarks (package-benchmark). Run from this folder:
//   swift package benchmark                      # every suite
//   swift package benchmark --target FrameBenchmarks
// The root package is a dependency by path, so the benchmarks measure the same code the tests test.
import PackageDescription

let package = Package(
    name: "FlywheelBenchmarks",
    dependencies: [
        .package(name: "Flywheel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Pictures both frame suites draw (code-made icons, the dragged picker).
        .target(
            name: "BenchmarkPictures",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelSDL", package: "Flywheel"),
            ],
            path: "Benchmarks/Pictures"
        ),
        // The plain-SDL reference (C): the same pictures drawn with direct SDL calls.
        .target(
            name: "RawSDL",
            path: "Benchmarks/RawSDL",
            linkerSettings: [
                .linkedLibrary("SDL2"), .linkedLibrary("SDL2_image"), .linkedLibrary("SDL2_ttf"),
                .linkedLibrary("m"),
            ]
        ),
        .executableTarget(
            name: "SideBySide",
            dependencies: [
                "BenchmarkPictures", "RawSDL",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelSDL", package: "Flywheel"),
            ],
            path: "Benchmarks/SideBySide",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                "BenchmarkPictures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelSDL", package: "Flywheel"),
                .product(name: "HarnessKit", package: "Flywheel"),
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PhysicsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
            ],
            path: "Benchmarks/PhysicsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SwipeViewBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlywheelCore", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelSDL", package: "Flywheel"),
            ],
            path: "Benchmarks/SwipeViewBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
