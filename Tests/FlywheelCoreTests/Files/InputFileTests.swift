import Foundation
import Testing

@testable import FlywheelCore

#if canImport(Glibc)
    import Glibc
#endif

/// `InputFile` reads regular files only, up to a limit: a named pipe or a device is refused with
/// what it is, at once (a pipe nobody writes blocked a plain open forever; /dev/zero was called
/// "permission denied").
@Suite struct InputFileTests {
    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-in-\(UUID().uuidString)-\(name)").path
    }

    @Test func aRegularFileIsRead() throws {
        let path = temporary("f.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try InputFile.read(path, limit: 10) == Array("{}".utf8))
    }

    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        let path = temporary("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: InputFileError(path: path, reason: .notRegular("a named pipe"))) {
            try InputFile.read(path, limit: 10)
        }
        #expect(InputFile.refusal(path) == .notRegular("a named pipe"))
    }

    @Test func devZeroIsACharacterDeviceNotPermissionDenied() {
        #expect(throws: InputFileError(path: "/dev/zero", reason: .notRegular("a character device"))) {
            try InputFile.read("/dev/zero", limit: 10)
        }
        #expect(
            InputFileError.Reason.notRegular("a character device").description
                == "it is a character device, not a regular file")
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let path = temporary("big")
        try Data(count: 11).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputFileError(path: path, reason: .tooLarge(bytes: 11, limit: 10))) {
            try InputFile.read(path, limit: 10)
        }
    }

    @Test func aMissingFileAndALinkLoopSaySo() throws {
        let loop = temporary("loop")
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        #expect(InputFile.refusal(temporary("missing")) == .missing)
        #expect(InputFile.refusal(loop) == .other("it is a symbolic link loop"))
    }
}
