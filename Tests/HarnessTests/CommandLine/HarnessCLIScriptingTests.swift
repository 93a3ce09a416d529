import ArgumentParser
import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// The command line's new options: what they refuse (naming the argument, file or line) and
/// how they resolve.
@Suite struct HarnessCLIScriptingTests {
    @Test(arguments: [
        (["--script", "a.json", "--replay", "b.json"], "--script and --replay cannot be used together"),
        (["--script", "a.json", "--frames", "10"], "--frames: a script runs for its own duration"),
        (["--headless", "--record", "r.json"], "--record: a headless run records a --script's input"),
        (["--replay", "r.json", "--record", "s.json"], "--record with --replay needs --headless"),
        (["--headless", "--render-all", "out", "--report", "-"], "--render-all cannot be combined with --report"),
        (["--fps", "0"], "--fps: 0.0 is outside 1...1000"),
        (["--report", ""], "--report: expected a file name"),
    ])
    func conflictingOptionsAreRefused(args: [String], expected: String) {
        CommandLineTest.expectRefused(args, saying: expected)
    }

    @Test func badFeelFileIsRefusedWithTheFieldNamed() throws {
        var json = String(decoding: try FeelParameters.ios.jsonData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"flingGain\"", with: "\"flingGian\"")
        let path = try CommandLineTest.write(json, name: "feel.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try HarnessCommand.loadFeel(path: path)
        } throws: { error in
            let text = "\(error)"
            // The line the misspelt key is on, the option, the key.
            return text.range(of: "^\(path):[0-9]+: --feel: ", options: .regularExpression) != nil
                && text.contains("unknown key \"flingGian\"")
        }
        // The command refuses it and exits non-zero before anything runs.
        let cmd = try CommandLineTest.command(["--headless", "--feel", path, "--frames", "1"])
        #expect(throws: ExitCode.failure) { try cmd.run() }
    }

    @Test func outOfRangeFeelNamesTheField() throws {
        let node = try JSONNode.parse(try FeelParameters.ios.jsonData())
        guard case .object(var members) = node.value else { Issue.record("feel JSON is not an object"); return }
        let i = try #require(members.firstIndex { $0.key == "flingGain" })
        members[i].value = .number(500)
        let path = try CommandLineTest.write(JSONValue.object(members).prettyText(), name: "feel.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try HarnessCommand.loadFeel(path: path)
        } throws: { error in
            "\(error)".contains("flingGain is 500")
        }
    }

    @Test func goodFeelFileIsLoadedIntoTheOptions() throws {
        let path = try CommandLineTest.write(
            String(decoding: try FeelParameters.snappy.jsonData(), as: UTF8.self), name: "feel.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = try CommandLineTest.command(["--headless", "--feel", path]).makeOptions()
        #expect(options.feel == .snappy)
    }

    @Test func missingFilesAreNamed() throws {
        let cmd = try CommandLineTest.command(["--script", "/nonexistent/demo.json"])
        #expect {
            _ = try cmd.makeOptions()
        } throws: { error in
            "\(error)" == "/nonexistent/demo.json: cannot read the script: no such file"
        }
        #expect(throws: ExitCode.failure) { try cmd.run() }
        let replay = try CommandLineTest.command(["--replay", "/nonexistent/rec.json", "--headless"])
        #expect {
            _ = try replay.makeOptions()
        } throws: { error in
            "\(error)" == "/nonexistent/rec.json: cannot read the recording: no such file"
        }
    }

    @Test func aBadScriptLineIsNamedAndTheCommandFails() throws {
        let path = try CommandLineTest.write(
            "{\"scene\": \"rating\", \"steps\": [\n  {\"wait\": 0.1},\n  {\"tap\": \"here\"}\n]}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cmd = try CommandLineTest.command(["--script", path])
        #expect {
            _ = try cmd.makeOptions()
        } throws: { error in
            "\(error)" == "\(path):3: step 2: tap: expected [x, y] numbers"
        }
        #expect(throws: ExitCode.failure) { try cmd.run() }
    }

    @Test func anUnknownSceneInAScriptNamesTheFile() throws {
        let path = try CommandLineTest.write(#"{"scene": "nope", "steps": []}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try CommandLineTest.command(["--script", path]).makeOptions()
        } throws: { error in
            "\(error)".hasPrefix("\(path): scene: unknown scene 'nope'; known scenes: ")
        }
    }

    @Test func theCommandLineWinsOverTheScriptWhichWinsOverDefaults() throws {
        let path = try CommandLineTest.write(#"{"scene": "rating", "fps": 30, "size": [640, 480], "steps": []}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromScript = try CommandLineTest.command(["--script", path]).makeOptions()
        #expect(
            fromScript.fps == 30 && fromScript.size == Size(width: 640, height: 480) && fromScript.scene == "rating")
        let overridden = try CommandLineTest.command(["--script", path, "--fps", "240", "--size", "1024x768"])
            .makeOptions()
        #expect(overridden.fps == 240 && overridden.size == Size(width: 1024, height: 768))
        let plain = try CommandLineTest.command(["--headless"]).makeOptions()
        #expect(
            plain.fps == 60 && plain.size == Size(width: 800, height: 600) && plain.scene == "basic"
                && plain.feel == .ios)
        #expect(try CommandLineTest.command(["--script", path]).isHeadless)
        #expect(try !CommandLineTest.command(["--replay", path]).isHeadless)
    }
}
