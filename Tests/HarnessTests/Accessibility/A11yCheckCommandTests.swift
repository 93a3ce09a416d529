import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `harness a11y-check`: its files, its exit status, its options.
@Suite(.serialized) struct A11yCheckCommandTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString)").path
    }

    static func command(_ arguments: [String]) throws -> A11yCheckCommand {
        try #require(try HarnessCommand.parseAsRoot(["a11y-check"] + arguments) as? A11yCheckCommand)
    }

    /// A window far below the smallest supported one leaves the rating page 28 pt tall, so
    /// focused controls cannot show whole: problems, exit status 1, and every file written with
    /// them.
    @Test func problemsMeanExitStatusOneAndTheFilesListThem() throws {
        try withSDL {
            let out = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let bad = try Self.command(["--scenes", "rating", "--sizes", "200x150", "--out", out])
            #expect(throws: ExitCode.failure) { try bad.run() }
            #expect(FileManager.default.fileExists(atPath: out + "/200x150/rating.png"))
            let json = try String(contentsOfFile: out + "/a11y-check.json", encoding: .utf8)
            #expect(json.contains("\"problems\": [") && json.contains("\"scene\": \"rating\""))
            #expect(json.contains("\"size\": \"200x150\"") && json.contains("\"kind\": \"focusNotVisible\""))
            let md = try String(contentsOfFile: out + "/a11y-check.md", encoding: .utf8)
            #expect(md.contains("| rating | 200x150 | as-written | focusNotVisible |"))
        }
    }

    /// Our scene at a supported size passes: exit status 0, an empty problem list.
    @Test func aPassingSceneExitsZero() throws {
        try withSDL {
            let out = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: out) }
            try Self.command(["--scenes", "swipe-paging", "--sizes", "800x600", "--out", out]).run()
            let json = try String(contentsOfFile: out + "/a11y-check.json", encoding: .utf8)
            #expect(json.contains("\"problems\": []"), "\(json)")
        }
    }

    /// Every problem of a run excused (with reasons) is exit status 0; the report keeps them apart.
    @Test func excusedProblemsDoNotFailTheRun() throws {
        try withSDL {
            let out = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let runs = try A11yCheck(scenes: ["rating"], sizes: [Size(width: 200, height: 150)]).run()
            let entries = runs.flatMap(\.problems).map {
                #"{"scene": "rating", "path": "\#($0.path)", "kind": "\#($0.kind.rawValue)", "sizes": ["200x150"], "reason": "a test"}"#
            }
            #expect(!entries.isEmpty)
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let file = out + "/exceptions.json"
            try Data(("[" + Set(entries).sorted().joined(separator: ",") + "]").utf8).write(
                to: URL(fileURLWithPath: file))
            try Self.command(["--scenes", "rating", "--sizes", "200x150", "--out", out, "--exceptions", file]).run()
            let md = try String(contentsOfFile: out + "/a11y-check.md", encoding: .utf8)
            #expect(md.contains("## Excused") && md.contains("a test"))
        }
    }

    @Test func badArgumentsAreRefusedByName() {
        CommandLineTest.expectRefused(
            ["a11y-check", "--target-size", "huge"],
            saying: "--target-size: unknown standard 'huge'; known: apple, android")
        CommandLineTest.expectRefused(["a11y-check", "--sizes", "800"], saying: "--sizes: '800' is not WxH")
        CommandLineTest.expectRefused(["a11y-check", "--scenes", "nowhere"], saying: "--scenes")
        CommandLineTest.expectRefused(["a11y-check", "--exceptions", ""], saying: "--exceptions: expected a file name")
    }

    /// A reason-less exception stops the run before anything is rendered, naming the entry.
    @Test func aReasonlessExceptionIsRefused() throws {
        let out = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let file = out + "/exceptions.json"
        try Data(#"[{"scene": "rating", "path": "Rating › Stars", "kind": "smallTarget"}]"#.utf8).write(
            to: URL(fileURLWithPath: file))
        #expect {
            _ = try A11yExceptions.load(path: file)
        } throws: { error in
            "\(error)".contains("exception 1: rating › Rating › Stars (smallTarget) has no \"reason\"")
        }
    }
}
