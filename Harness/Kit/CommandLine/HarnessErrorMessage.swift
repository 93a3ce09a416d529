import ArgumentParser
import FlywheelCore
import FlywheelSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one line the harness prints for an error: it names the file, argument or field and says
/// what is wrong in plain words — never Foundation's `Error Domain=… UserInfo=…` dump.
///
/// ```swift
/// HarnessErrorMessage.line(for: error)
/// // "harness: --report: cannot write /nonexistent/r.json: the folder /nonexistent does not exist"
/// ```
enum HarnessErrorMessage {
    /// The longest line an error may print; the parts quoted from files are already cut to
    /// `OutsideText.maximumCharacters`, so only a message listing many problems comes near it.
    static let maximumCharacters = 4096

    /// The message, on one line, its control characters escaped and at most `maximumCharacters` long.
    static func line(for error: Error) -> String {
        OutsideText.quoted(ProgramName.current + ": " + oneLine(text(for: error)), limit: maximumCharacters)
    }

    /// Runs a command's `body`; an error it throws is printed as its `line` and ends the program
    /// with status 1. An `ExitCode` or a `ValidationError` passes through as it is (ArgumentParser
    /// words a ValidationError with the usage).
    static func exitingOnError(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error where error is ExitCode || error is ValidationError {
            throw error
        } catch {
            StandardStreams.printError(line(for: error))
            throw ExitCode.failure
        }
    }

    static func text(for error: Error) -> String {
        switch error {
        case let error as OutputPathError:
            return error.description
        case let error as ScriptError:
            return error.description
        case let error as SDLError:
            return error.description
        case let error as OutputFileError:
            return "cannot write \(error.path): \(error.reason)"
        case let error as InputFileError:
            return "cannot read \(error.path): \(error.reason)"
        default:
            break
        }
        let ns = error as NSError
        guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
        return fileErrorText(ns)
    }

    /// A Foundation file error: the path it names and its POSIX cause in words.
    static func fileErrorText(_ error: NSError) -> String {
        let path =
            (error.userInfo[NSFilePathErrorKey] as? String)
            ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        var code: Int32?
        if error.domain == NSPOSIXErrorDomain {
            code = Int32(error.code)
        } else if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            code = Int32(underlying.code)
        }
        let verb =
            (NSFileReadUnknownError..<NSFileWriteUnknownError).contains(error.code) ? "cannot read" : "cannot write"
        let reason: String
        if let code {
            let folder = path.map { OutputPathCheck.parentFolder(of: $0) } ?? "the folder"
            reason =
                code == ENOENT && verb == "cannot read"
                ? "no such file" : OutputPathCheck.reason(errno: code, folder: folder)
        } else {
            switch error.code {
            case NSFileReadNoSuchFileError: reason = "no such file"
            case NSFileNoSuchFileError: reason = "no such file or folder"
            case NSFileWriteFileExistsError: reason = "something with that name already exists"
            case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: reason = "permission denied"
            case NSFileWriteOutOfSpaceError: reason = "the disk is full"
            case NSFileWriteVolumeReadOnlyError: reason = "the file system is read-only"
            case NSFileReadTooLargeError: reason = "the file is too large"
            default: reason = error.localizedDescription
            }
        }
        return path.map { "\(verb) \($0): \(reason)" } ?? "\(verb) a file: \(reason)"
    }

    /// Joins the lines of a multi-line message with "; " so every error is one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}
