import FlywheelTestSupport
import Foundation
import Testing

/// docs/ci.md's recipes as a team's pipeline runs them: `scripts/check-ci-recipes.py` parses each
/// YAML block, holds it to the page's rules (the merge runs when a shard fails, every GitLab stage
/// declared, install-deps before any build, the Kubernetes Job does not retry, its volume
/// ReadWriteMany) and runs it with the shard variables each CI sets and one shard planted to
/// find something: the merged report must still come out.
@Suite(.serialized) struct CIRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ page: String) throws -> (status: Int32, output: String) {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let result = try TestProgram.run(
            path: "/usr/bin/env",
            ["python3", Self.root.appendingPathComponent("scripts/check-ci-recipes.py").path, harness, page],
            environment: ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        return (result.status, result.output + result.errors)
    }

    @Test func theRecipesRunAsWrittenAndMergeAFailingShardsReport() throws {
        try #require(TestProgram.isBuilt("harness"), "build the harness first")
        let r = try Self.check(Self.root.appendingPathComponent("docs/ci.md").path)
        #expect(r.status == 0, "\(r.output)")
        for recipe in ["GitHub", "GitLab", "Kubernetes"] {
            #expect(r.output.contains("check-ci-recipes: \(recipe) recipe: ok"), "\(r.output)")
        }
    }

    /// The recipes as they were: the GitLab report stage undeclared and without `when: always`,
    /// its job building before install-deps; the Job retrying and its volume's access unsaid.
    @Test func theOldRecipesAreCaught() throws {
        try #require(TestProgram.isBuilt("harness"), "build the harness first")
        var page = try String(contentsOf: Self.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        for (old, new) in [
            ("stages: [test, report]\n", ""),
            (
                "  needs: [l10n-check]\n  when: always\n  script:\n    - scripts/install-deps.sh\n",
                "  needs: [l10n-check]\n  script:\n"
            ),
            (
                "  backoffLimit: 0\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: fuzz",
                "  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: fuzz"
            ),
            ("  accessModes: [ReadWriteMany]", "  accessModes: [ReadWriteOnce]"),
        ] {
            #expect(page.contains(old), "docs/ci.md no longer has: \(old)")
            page = page.replacingOccurrences(of: old, with: new)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ci-old-\(UUID().uuidString).md")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try Self.check(file.path)
        #expect(r.status == 1, "\(r.output)")
        for problem in [
            "no `stages:` declared", "job l10n-report builds before scripts/install-deps.sh",
            "job l10n-report is skipped when a shard fails (no `when: always`)",
            "Job flywheel-fuzz retries failed pods (backoffLimit 6, not 0)",
            "claim flywheel-results is not ReadWriteMany",
            "GitLab recipe: no merged report",
        ] {
            #expect(r.output.contains(problem), "\(problem): \(r.output)")
        }
    }
}
