import CSDL2
import FlywheelUI
import Foundation

/// Finds the font files and opens SDL_ttf fonts on demand, one per (file, integer pixel size).
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

    /// A font file plus a pixel size: what SDL_ttf opens.
    struct FaceKey: Hashable {
        var path: String
        var pixelSize: Int
    }

    private var faces: [FaceKey: OpaquePointer] = [:]
    /// Remembers `Font.family` strings that are not usable files, so a bad family costs one stat.
    private var familyIsFile: [String: Bool] = [:]

    /// Resolves the regular and bold font files. Order: the argument, the environment variable
    /// (`FLYWHEEL_FONT` / `FLYWHEEL_FONT_BOLD`), then the DejaVu locations. A missing bold face
    /// falls back to the regular one. Throws `FontLibrary.NotFound` naming every path tried.
    public init(regularPath: String? = nil, boldPath: String? = nil) throws {
        let env = ProcessInfo.processInfo.environment
        let regular = try FontLibrary.resolve(explicit: regularPath, envName: "FLYWHEEL_FONT",
                                              environment: env, candidates: FontLibrary.regularCandidates)
        self.regularPath = regular
        self.boldPath = (try? FontLibrary.resolve(explicit: boldPath, envName: "FLYWHEEL_FONT_BOLD",
                                                  environment: env, candidates: FontLibrary.boldCandidates)) ?? regular
        try SDLRuntime.start(video: false)
    }

    deinit {
        for face in faces.values { TTF_CloseFont(face) }
    }

    /// No usable font file was found; `tried` lists every path looked at, in order.
    public struct NotFound: Error, CustomStringConvertible {
        public let tried: [String]
        public var description: String {
            "no usable font file; tried: \(tried.joined(separator: ", ")). "
                + "Install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core) "
                + "or set FLYWHEEL_FONT to a .ttf file."
        }
    }

    static func resolve(explicit: String?, envName: String, environment: [String: String],
                        candidates: [String]) throws -> String {
        var tried: [String] = []
        var ordered: [String] = []
        if let explicit { ordered.append(explicit) }
        if let fromEnv = environment[envName], !fromEnv.isEmpty { ordered.append(fromEnv) }
        ordered += candidates
        for path in ordered {
            tried.append(path)
            if FileManager.default.isReadableFile(atPath: path) { return path }
        }
        throw NotFound(tried: tried)
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
        let ok = (lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc"))
            && FileManager.default.isReadableFile(atPath: family)
        familyIsFile[family] = ok
        return ok
    }

    /// The SDL_ttf font for `font` at `pixelSize` (opened on first use, then cached), or nil when
    /// the file cannot be opened (a custom family that is not a font falls back to the default).
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

    /// How many SDL_ttf fonts are open (one per file and pixel size used so far).
    public var openFaceCount: Int { faces.count }
}
