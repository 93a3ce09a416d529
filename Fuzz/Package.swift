// swift-tools-version: 6.1
// Coverage-guided fuzzing of every reader of outside input with libFuzzer (docs/robustness.md,
// "Parser fuzzing"). Not built by the root package: `make fuzz-parsers SECONDS=N` builds this
// folder with `-sanitize=fuzzer,address` (scripts/fuzz-parsers.sh) and runs each target on its
// corpus in Corpus/<name>. The checks themselves live in HarnessKit (ParserFuzzTarget), so the
// root's tests replay the same corpora without libFuzzer.
import PackageDescription

/// (target, name in ParserFuzzTarget.all and Corpus/)
let targets = [
    ("FuzzJSON", "json"), ("FuzzScript", "script"), ("FuzzRecording", "recording"), ("FuzzFeelFile", "feel-file"),
    ("FuzzFeelParameters", "feel-parameters"), ("FuzzImageHeader", "image-header"),
    ("FuzzCommandLine", "command-line"), ("FuzzSetValue", "set-value"),
]

let package = Package(
    name: "FlywheelFuzz",
    dependencies: [.package(name: "Flywheel", path: "..")],
    targets: [
        // libFuzzer's entry point declared for Swift (LLVMFuzzerRunDriver).
        .target(name: "LibFuzzerDriver", path: "Driver")
    ]
        + targets.map { target, _ in
            .executableTarget(
                name: target,
                dependencies: ["LibFuzzerDriver", .product(name: "HarnessKit", package: "Flywheel")],
                path: "Targets/\(target)"
            )
        }
)
