import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import FlywheelSDL
@testable import HarnessKit

#if canImport(Glibc)
    import Glibc
#endif

/// The smaller holes of issue 32, one test each: inputs that are not regular files, a script of
/// exactly an hour, a recording over the event limit, invalid UTF-8, echoes of outside text,
/// and the fuzzer without fonts.
@Suite struct HostileInputEdgesTests {
    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-edge-\(UUID().uuidString)-\(name)")
            .path
    }

    @Test(arguments: ["--script", "--feel", "--replay"])
    func aNamedPipeIsRefusedUpFrontNotWaitedOn(option: String) throws {
        let pipe = temporary("fifo")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(
            try CommandLineTest.outputPathsMessage(["--headless", option, pipe])
                == "harness: \(option): cannot read \(pipe): it is a named pipe, not a regular file")
        // The loaders refuse it too (the feel lab's Load reads through them), without blocking.
        #expect(
            refusalMessage { () throws(ScriptError) in _ = try HarnessScript.load(path: pipe) }
                == "\(pipe): cannot read the script: it is a named pipe, not a regular file")
    }

    @Test func devZeroIsACharacterDeviceNotPermissionDenied() throws {
        #expect(
            try CommandLineTest.outputPathsMessage(["--headless", "--script", "/dev/zero"])
                == "harness: --script: cannot read /dev/zero: it is a character device, not a regular file")
    }

    @Test func aScriptOfExactlyAnHourIsAccepted() throws {
        // 12,000 waits of 0.3 s add up to 3600.000000000722 in binary; on the nanosecond grid
        // the timeline uses they are 3600 s.
        let steps = Array(repeating: #"{"wait": 0.3}"#, count: 12_000).joined(separator: ",")
        let text = #"{"scene": "basic", "fps": 1, "steps": [\#(steps)]}"#
        #expect(
            refusalMessage { () throws(ScriptError) in _ = try HarnessScript.parse(Data(text.utf8), file: "s.json") }
                == "(parsed)")
        let over = #"{"scene": "basic", "fps": 1, "steps": [\#(steps), {"wait": 0.001}]}"#
        #expect(
            refusalMessage { () throws(ScriptError) in _ = try HarnessScript.parse(Data(over.utf8), file: "s.json") }
                == "s.json:1: step 12001: wait: the script's time reaches 3600.001 s here; the limit is 3600 s")
    }

    @Test func aRecordingOverTheEventLimitIsRefusedBeforeItIsParsed() throws {
        let count = HarnessLimits.maximumRecordingEvents + 1
        var bytes = Array(#"{"format": "flywheel-harness-recording", "version": 1, "events": ["#.utf8)
        bytes.reserveCapacity(bytes.count + count * 2 + 4)
        for i in 0..<count { bytes += i == 0 ? [0x30] : [0x2C, 0x30] }
        bytes += Array("]}".utf8)
        // The count comes from a scan that builds nothing; the parser's own count, after it had
        // built every event, said "events: 1000001 events".
        #expect(JSONArrayCount.firstArray(over: count - 1, in: bytes)?.count == count)
        #expect(
            refusalMessage { () throws(ScriptError) in _ = try InputRecording.parse(Data(bytes), file: "r.json") }
                == "r.json:1: events: an array of more than 1000000 values; the limit is 1000000 events")
    }

    @Test func arraysAreCountedPastStringsAndNesting() {
        let text = Array(#"{"a": ["x,y", "\",", [1, 2, 3]], "b": []}"#.utf8)
        #expect(JSONArrayCount.firstArray(over: 3, in: text) == nil)
        #expect(JSONArrayCount.firstArray(over: 2, in: text)?.count == 3)
    }

    @Test func invalidUTF8IsAnErrorWithItsByteOffset() {
        let bytes: [UInt8] = Array(#"{"scene": "b"#.utf8) + [0xFF] + Array(#"asic"}"#.utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 13, message: "invalid UTF-8 at byte offset 12 (byte 0xFF)")) {
            try JSONNode.parse(Data(bytes))
        }
        #expect(UTF8Check.firstInvalidByte(in: Array("Grüße 🌍".utf8)) == nil)
        #expect(UTF8Check.firstInvalidByte(in: [0x61, 0xC0, 0xAF]) == 1)  // overlong "/"
        #expect(UTF8Check.firstInvalidByte(in: [0xED, 0xA0, 0x80]) == 0)  // a surrogate
        #expect(UTF8Check.firstInvalidByte(in: [0xF4, 0x90, 0x80, 0x80]) == 0)  // past U+10FFFF
        #expect(UTF8Check.firstInvalidByte(in: [0x61, 0xE2, 0x82]) == 1)  // cut short
    }

    @Test func aMillionDigitNumberMakesAShortLine() {
        let text = #"{"scene": "basic", "fps": 1\#(String(repeating: "0", count: 1_000_000))e400, "steps": []}"#
        let message = refusalMessage { () throws(ScriptError) in
            _ = try HarnessScript.parse(Data(text.utf8), file: "s.json")
        }
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.contains("the number 1000000000000000000000000000000000000000… is out of range"))
    }

    @Test func aSceneNameCannotSendTheTerminalAControlSequence() throws {
        let path = temporary("s.json")
        try Data(#"{"scene": "x\u001b]0;pwned\u0007", "steps": [{"wait": 1}]}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        #expect {
            _ = try CommandLineTest.command(["--script", path]).makeOptions()
        } throws: { error in
            HarnessErrorMessage.line(for: error).contains(#"unknown scene 'x\u001B]0;pwned\u0007'"#)
        }
        #expect(
            HarnessErrorMessage.line(for: ScriptError(file: "f", message: "a\u{1B}[2Jb")) == #"harness: f: a\u001B[2Jb"#
        )
    }

    @Test func theReportEscapesWhatATerminalWouldActOn() {
        let text = JSONValue.string("a\u{1B}b\u{9B}c\u{202E}d").text
        #expect(text == #""a\u001bb\u009bc\u202ed""#)
    }

    @Test func theFuzzerSaysOnceThatNoFontIsUsable() {
        let message = FuzzCommand.missingFontMessage { throw FontLibrary.NotFound(tried: ["/none.ttf"]) }
        #expect(message?.hasPrefix("harness fuzz: no usable font file; tried: /none.ttf.") == true)
        #expect(FuzzCommand.missingFontMessage {} == nil)
    }
}
