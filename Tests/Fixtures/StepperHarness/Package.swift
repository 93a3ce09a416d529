// swift-tools-version: 6.1
// A harness of your own, outside Flywheel: a Stepper control, its scene, its program and its tests.
import PackageDescription

let package = Package(
    name: "StepperHarness",
    dependencies: [
        // The folder Flywheel is in (or .package(url: …, branch: "main")).
        .package(name: "Flywheel", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "StepperHarness",
            dependencies: [
                .product(name: "HarnessKit", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelCore", package: "Flywheel"),
            ]
        ),
        .testTarget(
            name: "StepperHarnessTests",
            dependencies: [
                "StepperHarness",
                .product(name: "HarnessKit", package: "Flywheel"),
                .product(name: "FlywheelTestSupport", package: "Flywheel"),
                .product(name: "FlywheelUI", package: "Flywheel"),
                .product(name: "FlywheelCore", package: "Flywheel"),
            ],
            // The golden PNGs are test data, not sources.
            exclude: ["Golden"]
        ),
    ]
)
