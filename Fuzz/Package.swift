// swift-tools-version: 6.1
// Coverage-guided fuzzing of every reader of outside input with libFuzzer (docs/robustness.md,
// "Parser fuzzing"). Not built by the root package: `make fuzz-parsers SECONDS=N` builds this
// folder with `-sanitize=fuzzer,address` (scripts/fuzz-parsers.sh) and runs each target on its
// corpus in Corpus/<name>. The checks themselves live in HarnessKit (ParserFuzzTarget), so the
// root's tests replay the same corpora without libFuzzer.
import PackageDescription

/// One executable per ParserFuzzTarget (its main.swift names it; scripts/fuzz-parsers.sh maps names).
let targets = [
    "FuzzJSON", "FuzzScript", "FuzzRecording", "FuzzFeelFile", "FuzzFeelParameters", "FuzzImageHeader",
    "FuzzCommandLine", "FuzzSetValue", "FuzzText",
]

let package = Package(
    name: "FlywheelFuzz",
    dependencies: [.package(name: "Flywheel", path: "..")],
    targets: [
        // libFuzzer's driver declared for Swift (LLVMFuzzerRunDriver), and the main every target calls.
        .target(name: "LibFuzzerDriver", path: "Driver"),
        .target(
            name: "ParserFuzzMain",
            dependencies: ["LibFuzzerDriver", .product(name: "HarnessKit", package: "Flywheel")],
            path: "Main"
        ),
    ]
        + targets.map { target in
            .executableTarget(
                name: target,
                dependencies: ["ParserFuzzMain"],
                path: "Targets/\(target)"
            )
        }
)
