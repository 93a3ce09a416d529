import FlywheelCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Checks, before anything runs, that the harness can write where the command line asks: an
/// hour-long script must not end in "cannot write the report". Each problem is an
/// `OutputPathError` naming the argument, the path and what is wrong in plain words.
///
/// ```swift
/// try OutputPathCheck.file("out/report.json", option: "--report")   // the folder must take new files
/// try OutputPathCheck.folder("out/scenes", option: "--render-all")  // made if missing
/// ```
enum OutputPathCheck {
    /// The longest name of one file or folder (Linux's NAME_MAX).
    static let maximumNameLength = 255

    /// `path` can be written as a file (`OutputFile`): it is not a folder, a block device, a
    /// socket, a link loop or a link to nothing, and its folder (the link target's, for a
    /// link) exists and accepts new files (outputs are written to a temporary file there, then
    /// renamed). A character device or a named pipe needs no folder: it is written in place.
    /// With `createsFolder` (for commands that make the folder themselves) a missing folder is
    /// created here.
    static func file(_ path: String, option: String, createsFolder: Bool = false) throws(OutputPathError) {
        let fail = { (reason: String) in OutputPathError(option: option, path: path, reason: reason) }
        if let reason = nameTooLong(path) { throw fail(reason) }
        // What is written: the path, or the file a symbolic link leads to (written through).
        var target = OutputFile.classify(path)
        var written = path
        if let reason = target.refusal { throw fail(reason) }
        if case .symbolicLink(let resolved) = target {
            written = resolved
            target = OutputFile.classify(resolved)
            if let reason = target.refusal { throw fail("\(reason) (the link leads to \(resolved))") }
        }
        // A device or a named pipe is written in place: there is no folder to check.
        if target == .characterDevice || target == .namedPipe { return }
        let parent = parentFolder(of: written)
        if createsFolder, isDirectory(parent) == nil {
            do {
                try folder(parent, option: option)
            } catch {
                throw fail(error.reason)
            }
        }
        switch isDirectory(parent) {
        case true?: break
        case false?: throw fail("\(parent) is a file, not a folder")
        case nil: throw fail(missingFolderReason(parent))
        }
        if let reason = cannotCreateFiles(in: parent) { throw fail(reason) }
    }

    /// `path` is a folder that accepts new files, created (with its parents) when missing.
    static func folder(_ path: String, option: String) throws(OutputPathError) {
        let fail = { (reason: String) in OutputPathError(option: option, path: path, reason: reason) }
        if let reason = nameTooLong(path) { throw fail(reason) }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            switch isDirectory(prefix) {
            case true?: continue
            case false?: throw fail(prefix == path ? "it is a file, not a folder" : "\(prefix) is a file, not a folder")
            case nil:
                if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                    let code = errno
                    throw fail(
                        "cannot create the folder \(prefix): \(Self.reason(errno: code, folder: parentFolder(of: prefix)))"
                    )
                }
            }
        }
        if let reason = cannotCreateFiles(in: path) { throw fail(reason) }
    }

    /// `path`, when it exists, is a regular file this user can read. A missing file is left to
    /// the loader, whose message already names it; a folder, a named pipe, a device (nothing is
    /// opened, so a pipe cannot block), a link loop or an unreadable file is refused here.
    static func readableFile(_ path: String, option: String) throws(OutputPathError) {
        let fail = { (reason: String) in OutputPathError(option: option, path: path, reason: reason, verb: "read") }
        if let reason = nameTooLong(path) { throw fail(reason) }
        switch InputFile.refusal(path) {
        case .missing?: return
        case let reason?: throw fail(reason.description)
        case nil:
            guard access(path, R_OK) == 0 else { throw fail("permission denied") }
        }
    }

    // MARK: Pieces

    /// True for a folder, false for anything else that exists, nil when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    static func parentFolder(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = String(trimmed[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func nameTooLong(_ path: String) -> String? {
        if let long = path.split(separator: "/").first(where: { $0.utf8.count > maximumNameLength }) {
            return
                "the name \(long.prefix(16))… is \(long.utf8.count) bytes long; at most \(maximumNameLength) are allowed"
        }
        if path.utf8.count >= Int(PATH_MAX) {
            return "the path is \(path.utf8.count) bytes long; at most \(Int(PATH_MAX) - 1) are allowed"
        }
        return nil
    }

    /// Why `folder` (which does not exist) is missing: names the first missing part.
    static func missingFolderReason(_ folder: String) -> String {
        var ancestor = parentFolder(of: folder)
        while ancestor != "/" && ancestor != "." && isDirectory(ancestor) == nil {
            ancestor = parentFolder(of: ancestor)
        }
        if isDirectory(ancestor) == false { return "\(ancestor) is a file, not a folder" }
        return "the folder \(folder) does not exist"
    }

    /// Creates and removes a probe file in `folder`; nil when that worked, else why not.
    static func cannotCreateFiles(in folder: String) -> String? {
        let probe = (folder.hasSuffix("/") ? folder : folder + "/") + ".flywheel-write-check-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return reason(errno: errno, folder: folder) }
        close(fd)
        unlink(probe)
        return nil
    }

    /// An errno from creating something in `folder`, in plain words.
    static func reason(errno code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied: \(folder) does not let this user create files"
        case EROFS: return "\(folder) is on a read-only file system"
        case ENOENT: return "\(folder) does not accept new files (a system folder such as /proc)"
        case ENOTDIR: return "a part of \(folder) is a file, not a folder"
        case ENAMETOOLONG: return "the path is too long"
        case ENOSPC, EDQUOT: return "the disk is full"
        default: return "\(folder): \(String(cString: strerror(code)).lowercased())"
        }
    }
}

/// The harness cannot write where an argument points.
struct OutputPathError: Error, Equatable, CustomStringConvertible {
    /// The command-line option ("--report").
    var option: String
    var path: String
    var reason: String
    /// "write" for outputs, "read" for inputs.
    var verb = "write"

    var description: String { (option.isEmpty ? "" : "\(option): ") + "cannot \(verb) \(path): \(reason)" }
}

extension HarnessCommand {
    /// Every file the command line will read and every file or folder it will write, checked
    /// before the run starts.
    func checkOutputPaths() throws(OutputPathError) {
        for (option, path) in [("--script", script), ("--replay", replay), ("--feel", feelOption.feel)] {
            if let path { try OutputPathCheck.readableFile(path, option: option) }
        }
        if let renderAll { try OutputPathCheck.folder(renderAll, option: "--render-all") }
        if let report, report != "-" { try OutputPathCheck.file(report, option: "--report") }
        if let record { try OutputPathCheck.file(record, option: "--record") }
        if let screenshot { try OutputPathCheck.file(screenshot, option: "--screenshot") }
    }
}

extension OutputPathError {
    /// Runs `write`; an `OutputFileError` from it becomes this error, naming `option`
    /// ("--screenshot: cannot write shot.png: the disk is full").
    static func naming(_ option: String, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error as OutputFileError {
            throw OutputPathError(option: option, path: error.path, reason: error.reason)
        }
    }
}
