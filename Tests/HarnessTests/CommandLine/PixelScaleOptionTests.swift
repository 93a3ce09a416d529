import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// `--pixel-scale` and a script's `"pixelScale"`: HiDPI drawing without a HiDPI display — what
/// they accept, what they refuse (naming the option, file or step), and the report saying it.
@Suite(.serialized) struct PixelScaleOptionTests {
    @Test(arguments: [
        (["--headless", "--pixel-scale", "5"], "--pixel-scale: 5.0 is outside 1...4"),
        (["--headless", "--pixel-scale", "0.5"], "--pixel-scale: 0.5 is outside 1...4"),
        (["--pixel-scale", "2"], "--pixel-scale is for headless runs"),
        (
            ["--headless", "--size", "8192x8192", "--pixel-scale", "3"],
            "8192x8192 points at pixel scale 3 is 24576x24576 pixels; the limit is 268435456 pixels (16384x16384, 1 GiB)"
        ),
    ])
    func badPixelScalesAreRefusedByName(args: [String], expected: String) {
        CommandLineTest.expectRefused(args, saying: expected)
    }

    @Test func everyHeadlessModeTakesIt() throws {
        for args in [
            ["--headless", "--pixel-scale", "2"], ["--headless", "--render-all", "out", "--pixel-scale", "3"],
            ["--headless", "--size", "8192x8192", "--pixel-scale", "2"],
        ] {
            #expect(try CommandLineTest.command(args).pixelScale != nil, "\(args)")
        }
        #expect(try CommandLineTest.command(["--headless", "--pixel-scale", "2"]).makeOptions().pixelScale == 2)
        #expect(try CommandLineTest.command(["--headless"]).makeOptions().pixelScale == 1)
    }

    @Test func aScriptCarriesItsPixelScaleAndTheCommandLineWins() throws {
        let path = try CommandLineTest.write(
            #"{"scene": "rating", "size": [400, 300], "pixelScale": 2, "steps": [{"wait": 0.1}]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try CommandLineTest.command(["--script", path]).makeOptions().pixelScale == 2)
        #expect(try CommandLineTest.command(["--script", path, "--pixel-scale", "3"]).makeOptions().pixelScale == 3)
        let script = try HarnessScript.load(path: path)
        #expect(try HarnessScript.parse(Data(script.text.utf8), file: "back").pixelScale == 2)
    }

    @Test(arguments: [#""pixelScale": 9"#, #""pixelScale": "2""#, #""pixelScale": 0"#])
    func aBadScriptPixelScaleNamesTheKey(member: String) throws {
        let text = #"{"scene": "rating", "#.appending(member) + #", "steps": []}"#
        #expect {
            _ = try HarnessScript.parse(Data(text.utf8), file: "s.json")
        } throws: { error in
            "\(error)".contains("s.json") && "\(error)".contains("pixelScale")
                && "\(error)".contains("expected a number in 1...4")
        }
    }

    /// A script too big at its own pixel scale is refused before anything runs, naming the file.
    @Test func aScriptsSizeOverTheLimitAtItsScaleNamesTheFile() throws {
        let path = try CommandLineTest.write(
            #"{"scene": "rating", "size": [8192, 8192], "pixelScale": 3, "steps": []}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try CommandLineTest.command(["--script", path]).makeOptions()
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains("24576x24576 pixels")
        }
    }

    @Test func theReportSaysThePixelScaleAndAResizeOverTheLimitIsRefused() throws {
        try withSDL {
            let reportPath = FileManager.default.temporaryDirectory.appendingPathComponent(
                "flywheel-scale-report-\(UUID().uuidString).json"
            ).path
            defer { try? FileManager.default.removeItem(atPath: reportPath) }
            let script = try HarnessScript.parse(
                Data(#"{"scene": "rating", "steps": [{"tap": [200, 150]}, {"resize": [500, 400]}]}"#.utf8),
                file: "ok.json")
            var options = HarnessRunOptions(
                scene: "rating", size: Size(width: 400, height: 300), fps: 60, script: script, reportPath: reportPath)
            options.pixelScale = 2
            try ScriptedSession.run(options, quiet: true)
            let node = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: reportPath)))
            #expect(node.member("pixelScale")?.number == 2)
            // At pixel scale 4, 8192x8192 points would be 32768x32768 pixels.
            options.script = try HarnessScript.parse(
                Data(#"{"scene": "rating", "steps": [{"wait": 0.1}, {"resize": [8192, 8192]}]}"#.utf8),
                file: "big.json")
            options.pixelScale = 4
            #expect {
                try ScriptedSession.run(options, quiet: true)
            } throws: { error in
                let text = "\(error)"
                return text.contains("big.json") && text.contains("resize") && text.contains("32768x32768 pixels")
            }
        }
    }
}
