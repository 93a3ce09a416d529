import FlywheelUI

/// A limit on the pixels all the pictures decoded through one or more `SDLImageLoader`s may hold
/// together. `SDLImageLoader.maximumPixels` bounds one picture (64 MiB as RGBA); without a total,
/// twenty pictures at that limit took one scene to 1.5 GB. The size is read from each file's
/// header and reserved before it is decoded, so a picture over the budget costs nothing: it is
/// refused, with a message naming it and the budget, and shows as the placeholder.
///
/// ```swift
/// var loader = SDLImageLoader()
/// loader.budget = PictureBudget(maximumPixels: PictureBudget.defaultMaximumPixels)
/// ```
public final class PictureBudget {
    /// 67,108,864 pixels (256 MiB as RGBA): four pictures at `SDLImageLoader.maximumPixels`.
    public static let defaultMaximumPixels = 4 * SDLImageLoader.maximumPixels

    public let maximumPixels: Int
    /// Pixels reserved so far.
    public private(set) var usedPixels = 0

    public init(maximumPixels: Int = PictureBudget.defaultMaximumPixels) {
        self.maximumPixels = maximumPixels
    }

    /// Reserves `pixels` for the picture at `path`, or throws naming it and the budget.
    public func reserve(_ pixels: Int, for path: String) throws(ImageLoadError) {
        guard pixels <= maximumPixels - usedPixels else {
            throw ImageLoadError(
                path: path,
                reason:
                    "its \(pixels) pixels would take the pictures decoded in this run to \(usedPixels + pixels); "
                    + "the limit is \(maximumPixels) pixels in all (PictureBudget)")
        }
        usedPixels += pixels
    }
}
