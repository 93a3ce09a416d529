import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

#if canImport(Glibc)
    import Glibc
#endif

/// `--report`, `--record`, `--screenshot` and the feel lab's Save keep what their path is: a
/// symbolic link is written through (it was replaced by a plain file, its target untouched), a
/// device is written in place (run as root, `--report /dev/null` replaced /dev/null), and a link
/// loop is refused before the run (it passed the check as "nothing there").
@Suite(.serialized) struct OutputTargetTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-out-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func run(report: String? = nil, record: String? = nil, screenshot: String? = nil) throws {
        var options = HarnessRunOptions(
            scene: "rating", size: Size(width: 400, height: 300), fps: 60, frames: 1, screenshot: screenshot,
            reportPath: report, recordPath: record)
        options.pixelScale = 1
        try withSDL { _ = try ScriptedSession.run(options, quiet: true) }
    }

    @Test func reportRecordAndScreenshotAreWrittenThroughSymbolicLinks() throws {
        let dir = try folder()
        for name in ["report.json", "record.json", "shot.png"] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: "\(dir)/real-\(name)"))
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/\(name)", withDestinationPath: "real-\(name)")
        }
        try run(report: dir + "/report.json", record: dir + "/record.json", screenshot: dir + "/shot.png")
        for name in ["report.json", "record.json", "shot.png"] {
            #expect(OutputFile.classify("\(dir)/\(name)") == .symbolicLink(resolved: "\(dir)/real-\(name)"))
            let size = try FileManager.default.attributesOfItem(atPath: "\(dir)/real-\(name)")[.size] as? Int
            #expect((size ?? 0) > 3, "\(name) was not written through its link")
        }
    }

    @Test func aReportToDevNullLeavesDevNullADevice() throws {
        try run(report: "/dev/null")
        #expect(OutputFile.classify("/dev/null") == .characterDevice)
    }

    @Test func theFeelLabsSaveKeepsALink() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/feel.json", withDestinationPath: "profile.json")
        try FeelParameters.ios.save(to: URL(fileURLWithPath: dir + "/feel.json"))
        #expect(OutputFile.classify(dir + "/feel.json") == .symbolicLink(resolved: dir + "/profile.json"))
        #expect(try FeelFile.load(path: dir + "/profile.json") == .ios)
    }

    @Test func aLinkLoopIsRefusedBeforeTheRun() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.png", withDestinationPath: "b.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.png", withDestinationPath: "a.png")
        #expect(
            try CommandLineTest.outputPathsMessage(["--headless", "--screenshot", dir + "/a.png"])
                == "harness: --screenshot: cannot write \(dir)/a.png: it is a symbolic link loop")
        #expect(
            try CommandLineTest.outputPathsMessage(["--headless", "--report", dir + "/a.png"])
                == "harness: --report: cannot write \(dir)/a.png: it is a symbolic link loop")
    }

    @Test func devicesAndPipesPassTheCheckAndSocketsDoNot() throws {
        let dir = try folder()
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        #expect(try CommandLineTest.outputPathsMessage(["--headless", "--report", "/dev/null"]) == nil)
        #expect(try CommandLineTest.outputPathsMessage(["--headless", "--report", dir + "/fifo"]) == nil)
        let socketPath = dir + "/s"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in socketPath.utf8.enumerated() where i < raw.count - 1 { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        #expect(
            try CommandLineTest.outputPathsMessage(["--report", socketPath])
                == "harness: --report: cannot write \(socketPath): it is a socket; "
                + "outputs go to files, character devices or named pipes")
    }

    @Test func aScriptsScreenshotToAFullDiskIsAnErrorNamingItsStep() throws {
        let script = try HarnessScript.parse(
            Data(#"{"scene": "rating", "steps": [{"wait": 0.1}, {"screenshot": "/dev/full"}]}"#.utf8), file: "s.json")
        var options = HarnessRunOptions(scene: "rating", size: Size(width: 400, height: 300), fps: 60, script: script)
        options.pixelScale = 1
        #expect {
            try withSDL { _ = try ScriptedSession.run(options, quiet: true) }
        } throws: { error in
            HarnessErrorMessage.line(for: error)
                == "harness: s.json:1: step 2: screenshot: cannot write /dev/full: the disk is full"
        }
    }

    @Test func aScreenshotToAFullDiskIsAnErrorAndNotSaved() throws {
        #expect {
            try run(screenshot: "/dev/full")
        } throws: { error in
            HarnessErrorMessage.line(for: error) == "harness: --screenshot: cannot write /dev/full: the disk is full"
        }
    }
}
