/// What went wrong loading an image; the message always names the file.
public struct ImageLoadError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "cannot load image '\(path)': \(reason)" }
}

/// Turns files into `Image`s. The SDL backend implements it with SDL_image.
///
/// `loadOrPlaceholder` never fails: a missing or corrupt file yields `Image.placeholder` and the
/// error is handed to `report`, so a broken asset is visible and named but nothing is lost.
public protocol ImageLoading {
    func loadImage(path: String) throws(ImageLoadError) -> Image
}

extension ImageLoading {
    public func loadOrPlaceholder(path: String, report: (ImageLoadError) -> Void) -> Image {
        do {
            return try loadImage(path: path)
        } catch {
            report(error)
            return Image.placeholder(named: path)
        }
    }
}
