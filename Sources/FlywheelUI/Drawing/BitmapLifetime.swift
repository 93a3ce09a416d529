import Synchronization

/// Lives exactly as long as the bitmap of one `bitmapID`: the `Image` that made it and every copy
/// `asTemplate()`/`asOriginal()` made of it share one. A backend keeps a texture per `bitmapID`;
/// holding this object weakly beside it tells the backend when that `bitmapID` can never be drawn
/// again (ids are never reused), so the texture can go at once instead of waiting for the cache
/// to overflow. `releasedCount` changes whenever one goes, so a backend need only look then.
///
/// ```swift
/// weak var lifetime = image.bitmapLifetime
/// let seen = BitmapLifetime.releasedCount
/// // ... the last image with that bitmap is released ...
/// lifetime == nil                                   // true
/// BitmapLifetime.releasedCount != seen              // true
/// ```
public final class BitmapLifetime: Sendable {
    private static let released = Atomic<Int>(0)

    /// How many bitmaps have been released since the program started.
    public static var releasedCount: Int { released.load(ordering: .acquiring) }

    init() {}

    deinit { Self.released.add(1, ordering: .releasing) }
}
