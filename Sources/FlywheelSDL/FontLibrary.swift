import CSDL2
import FlywheelUI
import Foundation

/// Finds the font files and opens each face once, in FreeType, per (file, face index, integer
/// pixel size): `shapingFace(path:index:pixelSize:)`, which text is measured, shaped and drawn
/// with, line boxes included. SDL_ttf checks a file before it is used (`unusableReason`: open,
/// draw "A", close) and opens fonts only for a program that asks `ttfFont` for one to draw with
/// itself; the canvas never does.
///
/// The default family is DejaVu Sans (Debian package `fonts-dejavu-core`), found at run time.
/// Override it with the initialiser's arguments or the environment variables `FLYWHEEL_FONT` and
/// `FLYWHEEL_FONT_BOLD`. A `Font` whose `family` names an existing `.ttf`/`.otf` file uses that file.
///
/// ```swift
/// let fonts = try FontLibrary()                                  // DejaVu Sans + Bold
/// let custom = try FontLibrary(regularPath: "/opt/fonts/Inter.ttf")
/// let handle = fonts.ttfFont(for: .boldSystem(size: 20), pixelSize: 40)   // TTF_Font*, cached
/// ```
public final class FontLibrary {
    /// The file used for regular-weight text.
    public let regularPath: String
    /// The file used for bold text.
    public let boldPath: String

    /// Where DejaVu lives on Debian-family systems and a few other common layouts.
    static let regularCandidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/local/share/fonts/DejaVuSans.ttf",
    ]
    static let boldCandidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
        "/usr/local/share/fonts/DejaVuSans-Bold.ttf",
    ]

    /// A font file plus a pixel size: what `ttfFont` opens in SDL_ttf.
    struct FaceKey: Hashable {
        var path: String
        var pixelSize: Int
    }

    private var faces: [FaceKey: OpaquePointer] = [:]
    /// Remembers `Font.family` strings that are not usable files, so a bad family costs one stat.
    private var familyIsFile: [String: Bool] = [:]

    /// Resolves the regular and bold font files. Order: the argument, the environment variable
    /// (`FLYWHEEL_FONT` / `FLYWHEEL_FONT_BOLD`), DejaVu Sans as fontconfig finds it (`fc-match`),
    /// then the usual DejaVu locations. A file is used only when SDL_ttf opens it and can draw a
    /// glyph with it, so an empty, garbage or truncated file is passed over — and when the one
    /// asked for (argument or environment) is passed over, `report` gets a one-line message naming
    /// it and the file used instead (default: written to standard error; also kept in
    /// `fallbackMessages`). A missing bold face falls back to the regular one. Throws
    /// `FontLibrary.NotFound` naming every path tried when no font at all can be used.
    public init(regularPath: String? = nil, boldPath: String? = nil, report: ((String) -> Void)? = nil) throws {
        try SDLRuntime.start(video: false)
        let env = ProcessInfo.processInfo.environment
        var messages: [String] = []
        let regular = try FontLibrary.resolve(
            explicit: regularPath, envName: "FLYWHEEL_FONT", environment: env,
            fontconfigPattern: "DejaVu Sans", candidates: FontLibrary.regularCandidates,
            report: { messages.append($0) })
        self.regularPath = regular
        self.boldPath =
            (try? FontLibrary.resolve(
                explicit: boldPath, envName: "FLYWHEEL_FONT_BOLD", environment: env,
                fontconfigPattern: "DejaVu Sans:bold",
                candidates: FontLibrary.boldCandidates,
                report: { messages.append($0) })) ?? regular
        fallbackMessages = messages
        for m in messages {
            // write(contentsOf:) throws where write(_:) traps: a closed or full standard error is no crash.
            if let report { report(m) } else { try? FileHandle.standardError.write(contentsOf: Data("\(m)\n".utf8)) }
        }
        freeType = FreeTypeLibrary()
    }

    /// FreeType, for the faces text is shaped and rasterised with (nil if it failed to start).
    private let freeType: FreeTypeLibrary?
    private var shapingFaces: [ShapingFaceKey: ShapingFace?] = [:]
    /// Finds system fonts for characters the chosen font lacks.
    let fallback = FontFallback()

    struct ShapingFaceKey: Hashable {
        var path: String
        var index: Int
        var pixelSize: Int
    }

    /// Face `index` of `path` at `pixelSize` for shaping and rasterising (opened on first use,
    /// then kept; nil, remembered, when FreeType or HarfBuzz cannot open it).
    func shapingFace(path: String, index: Int, pixelSize: Int) -> ShapingFace? {
        let key = ShapingFaceKey(path: path, index: index, pixelSize: max(1, min(pixelSize, 1024)))
        if let known = shapingFaces[key] { return known }
        let face = freeType.flatMap {
            ShapingFace(library: $0, path: key.path, index: key.index, pixelSize: key.pixelSize)
        }
        shapingFaces[key] = face
        return face
    }

    /// What was said about fonts asked for but not usable (empty when every one was used).
    public let fallbackMessages: [String]

    deinit {
        for face in faces.values { TTF_CloseFont(face) }
    }

    /// No usable font file was found; `tried` lists every path looked at, in order, and
    /// `problems` why the ones that exist were not used.
    public struct NotFound: Error, CustomStringConvertible {
        public let tried: [String]
        public var problems: [String] = []
        public var description: String {
            "no usable font file; tried: \(tried.joined(separator: ", "))"
                + (problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))") + ". "
                + "Install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core) "
                + "or set FLYWHEEL_FONT to a .ttf file."
        }
    }

    /// The first usable file of: `explicit`, the environment variable, then — when one of those
    /// was given but is unusable — what fontconfig matches for `fontconfigPattern` and
    /// `candidates`; otherwise `candidates`, then fontconfig (a process to start, so asked last).
    /// Pass a nil pattern to leave fontconfig out.
    static func resolve(
        explicit: String?, envName: String, environment: [String: String],
        fontconfigPattern: String?, candidates: [String],
        report: (String) -> Void
    ) throws -> String {
        var asked: [(path: String, source: String)] = []
        if let explicit { asked.append((explicit, "the font asked for")) }
        if let fromEnv = environment[envName], !fromEnv.isEmpty { asked.append((fromEnv, envName)) }
        var tried: [String] = []
        var problems: [String] = []
        var refused: [(path: String, source: String, reason: String)] = []
        func usable(_ path: String, source: String?) -> Bool {
            guard !tried.contains(path) else { return false }
            tried.append(path)
            guard let reason = unusableReason(path) else { return true }
            if let source { refused.append((path, source, reason)) }
            if FileManager.default.fileExists(atPath: path) { problems.append("\(path) \(reason)") }
            return false
        }
        let fontconfig = { fontconfigPattern.flatMap(fontconfigMatch).map { [$0] } ?? [] }
        var found = asked.first { usable($0.path, source: $0.source) }?.path
        if found == nil, !asked.isEmpty { found = fontconfig().first { usable($0, source: nil) } }
        if found == nil { found = candidates.first { usable($0, source: nil) } }
        if found == nil, asked.isEmpty { found = fontconfig().first { usable($0, source: nil) } }
        guard let found else { throw NotFound(tried: tried, problems: problems) }
        for r in refused { report("font: \(r.path) (\(r.source)) \(r.reason); using \(found) instead") }
        return found
    }

    /// Why the file cannot be used as a font, or nil when SDL_ttf opens it and draws "A" with it.
    static func unusableReason(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "does not exist" }
        guard !isDirectory.boolValue else { return "is a directory" }
        // Opening a FIFO would wait for a writer forever, and a device never ends.
        guard isRegularFile(path) else { return "is not a regular file (a pipe, device or socket)" }
        guard FileManager.default.isReadableFile(atPath: path) else { return "cannot be read" }
        guard let face = TTF_OpenFont(path, 16) else { return "is not a font SDL_ttf can open" }
        defer { TTF_CloseFont(face) }
        guard TTF_GlyphIsProvided32(face, 0x41) != 0,
            let glyph = TTF_RenderGlyph32_Blended(face, 0x41, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else {
            return "is a font that cannot draw \"A\" (broken or truncated?)"
        }
        SDL_FreeSurface(glyph)
        return nil
    }

    /// Whether `path` (symbolic links followed) is a plain file: not a FIFO, device or socket.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The file fontconfig's `fc-match` picks for `pattern`, or nil (no fontconfig, no match).
    static func fontconfigMatch(_ pattern: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    /// The file a `Font` is drawn with: its `family` when that names a readable font file,
    /// otherwise the regular or bold default.
    public func path(for font: Font) -> String {
        if let family = font.family, isFontFile(family) { return family }
        return font.weight == .bold ? boldPath : regularPath
    }

    private func isFontFile(_ family: String) -> Bool {
        if let known = familyIsFile[family] { return known }
        let lower = family.lowercased()
        let ok =
            (lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc"))
            && FileManager.default.isReadableFile(atPath: family) && FontLibrary.isRegularFile(family)
        familyIsFile[family] = ok
        return ok
    }

    /// The SDL_ttf font for `font` at `pixelSize` (opened on first use, then cached), or nil when
    /// the file cannot be opened (a custom family that is not a font falls back to the default).
    /// For a program's own SDL_ttf drawing: the canvas draws text through `shapingFace` and
    /// opens no SDL_ttf font.
    public func ttfFont(for font: Font, pixelSize: Int) -> OpaquePointer? {
        let px = max(1, min(pixelSize, 1024))
        let key = FaceKey(path: path(for: font), pixelSize: px)
        if let face = faces[key] { return face }
        var face = TTF_OpenFont(key.path, Int32(px))
        if face == nil, key.path != regularPath {
            face = TTF_OpenFont(font.weight == .bold ? boldPath : regularPath, Int32(px))
        }
        guard let face else { return nil }
        // Light hinting keeps glyph shapes close to their outlines at small sizes; kerning on.
        TTF_SetFontHinting(face, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(face, 1)
        faces[key] = face
        return face
    }

    /// How many SDL_ttf fonts `ttfFont` has open (one per file and pixel size asked for so far;
    /// 0 when only the canvas draws text).
    public var openFaceCount: Int { faces.count }
}
