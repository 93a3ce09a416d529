import Foundation
import Testing

@testable import FlywheelCore

#if canImport(Glibc)
    import Glibc
#endif

/// `OutputFile` never replaces what a path is: a regular file is replaced whole or not at all, a
/// symbolic link is written through, a device or pipe is written in place (the tests run as
/// root, so a replaced /dev/null would be the machine's).
@Suite struct OutputFileTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-out-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aRegularFileIsReplacedAndNoTemporaryFileIsLeft() throws {
        let dir = try folder()
        let path = dir + "/r.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        try OutputFile.write(Array("new".utf8), to: path)
        #expect(text(path) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.json"])
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o640)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let dir = try folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "target")
        try OutputFile.write(Array("new".utf8), to: dir + "/link")
        #expect(OutputFile.classify(dir + "/link") == .symbolicLink(resolved: dir + "/target"))
        #expect(text(dir + "/target") == "new")
    }

    @Test func aLinkToAFileNotYetMadeMakesItThere() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "hop")
        try FileManager.default.createSymbolicLink(atPath: dir + "/hop", withDestinationPath: "new.json")
        try OutputFile.write(Array("new".utf8), to: dir + "/link")
        #expect(text(dir + "/new.json") == "new")
        #expect(OutputFile.classify(dir + "/link") == .symbolicLink(resolved: dir + "/new.json"))
    }

    @Test func aLinkLoopAndALinkIntoNoFolderAreRefusedAndLeftAsTheyAre() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b", withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: "nowhere/x")
        #expect(throws: OutputFileError(path: dir + "/a", reason: "it is a symbolic link loop")) {
            try OutputFile.write([1], to: dir + "/a")
        }
        #expect(
            throws: OutputFileError(
                path: dir + "/dangling", reason: "it is a symbolic link into a folder that does not exist")
        ) {
            try OutputFile.write([1], to: dir + "/dangling")
        }
        #expect(OutputFile.classify(dir + "/a") == .linkLoop)
        #expect(OutputFile.classify(dir + "/dangling") == .danglingLink)
    }

    @Test func aCharacterDeviceIsWrittenInPlaceNeverReplaced() throws {
        try OutputFile.write(Array("x".utf8), to: "/dev/null")
        #expect(OutputFile.classify("/dev/null") == .characterDevice)
    }

    @Test func aFullDeviceIsAnErrorNamingThePath() {
        #expect(throws: OutputFileError(path: "/dev/full", reason: "the disk is full")) {
            try OutputFile.write(Array("x".utf8), to: "/dev/full")
        }
    }

    @Test func aNamedPipeNobodyReadsIsRefusedAtOnceNotWaitedOn() throws {
        let pipe = try folder() + "/fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: OutputFileError(path: pipe, reason: "no program is reading the named pipe")) {
            try OutputFile.write([1], to: pipe)
        }
        #expect(OutputFile.classify(pipe) == .namedPipe)
    }

    @Test func aFolderIsRefused() throws {
        let dir = try folder()
        #expect(throws: OutputFileError(path: dir, reason: "it is a folder, not a file")) {
            try OutputFile.write([1], to: dir)
        }
    }

    @Test func aFolderThatTakesNoFilesLeavesTheTargetAsItWas() throws {
        let dir = try folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/r.json"))
        chmod(dir, 0o500)
        defer { chmod(dir, 0o700) }
        // Root may write anyway; the refusal only matters where the folder refuses.
        guard access(dir, W_OK) != 0 else { return }
        #expect(throws: OutputFileError.self) { try OutputFile.write([1], to: dir + "/r.json") }
        #expect(text(dir + "/r.json") == "old")
    }
}
